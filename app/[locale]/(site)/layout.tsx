import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { SiteShell } from "@/components/layout/site-shell";
import { getSiteSettings } from "@/components/layout/site-settings";
import { CartWords, PageBeacon } from "@/components/cart/cart-provider";
import { numeralsOf } from "@/lib/data/public-settings";
import { cartStrings } from "@/lib/i18n/cart-strings";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";

/** Public pages (/, /gallery, /services, /about, /contact, /cart, /checkout, /order-success), in each language. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const requested = (await params).locale;
  setRequestLocale(requested);
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  // The cart's words (header link, panel, toasts, cart page), translated here for its browser code.
  const strings = await cartStrings(locale, numeralsOf(await getSiteSettings(locale)) === "latin");
  return (
    <CartWords strings={strings}>
      <SiteShell locale={locale}>{children}<PageBeacon /></SiteShell>
    </CartWords>
  );
}
