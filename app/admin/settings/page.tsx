import type { Metadata } from "next";
import { SettingsForm } from "@/components/admin/settings/settings-form";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { getSettingsForm } from "@/lib/data/admin/settings";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireAdminPage();
  const values = await getSettingsForm();
  return <SettingsForm values={values} />;
}
