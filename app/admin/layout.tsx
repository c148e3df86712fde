import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { getSiteSettings } from "@/components/layout/site-settings";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
};

/**
 * The back office: administrators and assistants (checked here, and again with the permission each
 * needs in every page, read and action).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage("backOffice");
  const { siteName } = await getSiteSettings();
  return (
    <AdminShell email={admin.email} role={admin.role} siteName={siteName}>
      {children}
    </AdminShell>
  );
}
