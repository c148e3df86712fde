import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Document } from "@/components/layout/document";
import { rootViewport } from "@/components/layout/root-metadata";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { getSiteSettings } from "@/components/layout/site-settings";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { backOfficeShellStrings } from "@/lib/i18n/back-office-strings";

/**
 * Fixed: nothing of the public site's description or sharing tags belongs on a page no one shares
 * or indexes, and a fixed object costs each back-office request nothing to work out.
 */
export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
  formatDetection: { telephone: false },
};

export const viewport = rootViewport;

/**
 * The back office (a document of its own, in English): administrators and assistants (checked here, and again with the permission each
 * needs in every page, read and action).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage("backOffice");
  const { siteName } = await getSiteSettings();
  const { close, theme } = backOfficeShellStrings();
  return (
    // The back office is in English; its theme switch and dialogs say the public site's English words.
    <Document lang="en" closeLabel={close}>
      <AdminShell email={admin.email} role={admin.role} siteName={siteName} themeStrings={theme}>
        {children}
      </AdminShell>
    </Document>
  );
}
