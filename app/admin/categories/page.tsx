import type { Metadata } from "next";
import { CategoriesManager } from "@/components/admin/categories/categories-manager";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listCategoriesWithUse } from "@/lib/data/admin/categories";

export const metadata: Metadata = { title: "Categories" };

export default async function AdminCategoriesPage() {
  await requireAdminPage("catalogue");
  return <CategoriesManager categories={await listCategoriesWithUse()} />;
}
