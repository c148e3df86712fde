import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { headerStrings, languageOfferStrings } from "@/lib/i18n/ui-strings";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { getSiteSettings } from "./site-settings";
import { SkipLink } from "./skip-link";
import { DemoBanner } from "./demo-banner";
import { LanguageOffer } from "./language-switch";
import { demoCredentials } from "@/lib/demo";
import { fraunces } from "@/lib/fonts";

/**
 * The public site's frame: skip link, header, <main id="main">, footer.
 * Used by app/[locale]/(site)/layout.tsx and by app/global-not-found.tsx (which renders outside it).
 */
export async function SiteShell({ children, locale }: { children: ReactNode; locale: Locale }) {
  // The same for every visitor (public pages are cached): maintenance mode is decided before
  // rendering, in proxy.ts (lib/http/maintenance-gate.ts). The language comes from the route's
  // layout: next-intl's request locale was English here on the payment step (rendered per
  // request), which drew an English header and footer under /ne.
  const [settings, header, offer] = await Promise.all([getSiteSettings(locale), headerStrings(locale), languageOfferStrings(locale)]);
  const demo = demoCredentials();
  return (
    <div className={`flex min-h-dvh flex-col ${fraunces.variable}`} data-site-shell="">
      <SkipLink locale={locale} />
      {demo && <DemoBanner email={demo.email} password={demo.password} locale={locale} />}
      <LanguageOffer strings={offer} />
      <SiteHeader siteName={settings.siteName} strings={header} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} locale={locale} />
    </div>
  );
}
