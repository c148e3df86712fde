import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { getSiteSettings } from "./site-settings";
import { SkipLink } from "./skip-link";
import { DemoBanner } from "./demo-banner";
import { MaintenancePage } from "./maintenance-page";
import { demoCredentials } from "@/lib/demo";
import { visitorSeesMaintenance } from "@/lib/maintenance";

/**
 * The public site's frame: skip link, header, <main id="main">, footer.
 * Used by app/(site)/layout.tsx and by app/not-found.tsx (which renders outside that group).
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  // Rendered per request (from the data cache), so the build never bakes in default settings.
  await connection();
  const settings = await getSiteSettings();
  if (await visitorSeesMaintenance(settings.maintenanceMode)) return <MaintenancePage settings={settings} />;
  const demo = demoCredentials();
  return (
    <div className="flex min-h-dvh flex-col" data-site-shell="">
      <SkipLink />
      {demo && <DemoBanner email={demo.email} password={demo.password} />}
      <SiteHeader siteName={settings.siteName} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
