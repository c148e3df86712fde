import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/shell/admin-shell";
import { getSiteSettings } from "@/components/layout/site-settings";
import { requireAdminPage } from "@/lib/auth/require-admin";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
};

/** The back office: administrators only (checked here and again in every page, read and action). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  const { siteName } = await getSiteSettings();
  return (
    <AdminShell email={admin.email} siteName={siteName}>
      {children}
    </AdminShell>
  );
}
