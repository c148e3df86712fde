import { formatPrice, type Digits } from "@/lib/i18n/numbers";
import type { Locale } from "@/lib/i18n/locales";

/** What a work without a price shows, in each language (the catalogues' artwork.priceOnRequest). */
export const PRICE_ON_REQUEST: Record<Locale, string> = { en: "Price on request", ne: "मूल्य सोधेर" };

/**
 * The price as shown: NPR in the en-NP format in English; in Nepali "रू" with Devanagari digits
 * (Latin when the artist chose them: `digits`); or 'Price on request'.
 */
export function artworkPriceLabel(pricePaisa: number | null, locale: Locale = "en", digits?: Digits): string {
  return pricePaisa === null ? PRICE_ON_REQUEST[locale] : formatPrice(pricePaisa, locale, { digits });
}
