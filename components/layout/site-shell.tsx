import { connection } from "next/server";
import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { getSiteSettings } from "./site-settings";
import { SkipLink } from "./skip-link";

/**
 * The public site's frame: skip link, header, <main id="main">, footer.
 * Used by app/(site)/layout.tsx and by app/not-found.tsx (which renders outside that group).
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  // Rendered per request (from the data cache), so the build never bakes in default settings.
  await connection();
  const settings = await getSiteSettings();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader siteName={settings.siteName} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
