import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Document } from "@/components/layout/document";
import english from "@/messages/en.json";
import { rootMetadata, rootViewport } from "@/components/layout/root-metadata";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { getSiteSettings } from "@/components/layout/site-settings";
import { requireAdminPage } from "@/lib/auth/require-admin";

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
  return (
    // The back office is in English; its theme switch and dialogs share the public site's messages.
    <Document lang="en" messages={{ common: english.common }}>
      <AdminShell email={admin.email} role={admin.role} siteName={siteName}>
        {children}
      </AdminShell>
    </Document>
  );
}
