import type { Metadata } from "next";
import { ServicesManager } from "@/components/admin/services/services-manager";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { listAdminServices } from "@/lib/data/admin/services";
import { getNewItemDefaults } from "@/lib/data/admin/settings";

export const metadata: Metadata = { title: "Service Management" };

export default async function AdminServicesPage() {
  await requireAdminPage("catalogue");
  const [services, defaults] = await Promise.all([listAdminServices(), getNewItemDefaults()]);
  return <ServicesManager services={services} defaults={defaults} />;
}
