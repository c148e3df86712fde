import type { PublicService, ServiceCategoryValue } from "@/lib/data/services";
import { formatPrice, type Digits } from "@/lib/i18n/numbers";
import type { Locale } from "@/lib/i18n/locales";

export const SERVICE_CATEGORY_LABELS: Record<ServiceCategoryValue, string> = {
  commission: "Commission",
  workshop: "Workshop",
  consultation: "Consultation",
  restoration: "Restoration",
  prints: "Prints",
  other: "Other",
};

/** Spec section 9: the commission frame add-on. */
export const COMMISSION_FRAME_PRICE_PAISA = 50_000;

/** The lowest commission tier price, or null. */
export function lowestCommissionPrice(service: PublicService): number | null {
  const prices = service.commissionPricing.flatMap((entry) => entry.tiers.map((tier) => tier.pricePaisa));
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The words around a service's price in each language ('From …', '… / hour'). */
const PRICE_WORDS: Record<Locale, { from: (price: string) => string; hourly: (price: string) => string }> = {
  en: { from: (price) => `From ${price}`, hourly: (price) => `${price} / hour` },
  ne: { from: (price) => `${price} देखि`, hourly: (price) => `${price} प्रति घण्टा` },
};

/**
 * How a service's price reads on a card: 'From NPR 1,500', 'NPR 3,000 / hour', ... or null; in
 * Nepali 'रू १,५०० देखि', 'रू ३,००० प्रति घण्टा' (Latin digits when the artist chose them).
 */
export function servicePriceLabel(service: PublicService, locale: Locale = "en", digits?: Digits): string | null {
  const money = (paisa: number) => formatPrice(paisa, locale, { digits });
  const words = PRICE_WORDS[locale];
  const commission = service.category === "commission" ? lowestCommissionPrice(service) : null;
  const { startingAt, range, standard, hourly } = service.pricing;
  if (commission !== null) return words.from(money(commission));
  if (startingAt !== undefined) return words.from(money(startingAt));
  if (range) return `${money(range.min)} – ${money(range.max)}`;
  if (standard !== undefined) return money(standard);
  if (hourly !== undefined) return words.hourly(money(hourly));
  return null;
}
