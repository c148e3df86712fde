import type { Metadata } from "next";
import { connection } from "next/server";
import { getSiteSettings } from "@/components/layout/site-settings";
import { MaintenancePage } from "@/components/layout/maintenance-page";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * What visitors see of any public page while maintenance mode is on: proxy.ts rewrites their
 * visits here with 503 (lib/http/maintenance-gate.ts). Not an address of its own.
 */
export default async function MaintenanceRoute() {
  await connection();
  const settings = await getSiteSettings();
  return <MaintenancePage settings={settings} />;
}
