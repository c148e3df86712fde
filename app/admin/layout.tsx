import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Document } from "@/components/layout/document";
import { rootMetadata, rootViewport } from "@/components/layout/root-metadata";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { getSiteSettings } from "@/components/layout/site-settings";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { backOfficeShellStrings } from "@/lib/i18n/back-office-strings";

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await rootMetadata("en")),
    title: { default: "Admin", template: "%s | Admin" },
    robots: { index: false, follow: false },
  };
}

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
