import type { Metadata } from "next";
import { AboutEditor } from "@/components/admin/about/about-editor";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listAboutItems } from "@/lib/data/admin/about";

export const metadata: Metadata = { title: "About Content" };

export default async function AdminAboutPage() {
  await requireAdminPage("about");
  const items = await listAboutItems();
  return <AboutEditor items={items} />;
}
