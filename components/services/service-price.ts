import type { PublicService, ServiceCategoryValue } from "@/lib/data/services";
import { formatNpr } from "@/lib/money";

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

/** How a service's price reads on a card: 'From NPR 1,500', 'NPR 3,000 / hour', ... or null. */
export function servicePriceLabel(service: PublicService): string | null {
  const commission = service.category === "commission" ? lowestCommissionPrice(service) : null;
  const { startingAt, range, standard, hourly } = service.pricing;
  if (commission !== null) return `From ${formatNpr(commission)}`;
  if (startingAt !== undefined) return `From ${formatNpr(startingAt)}`;
  if (range) return `${formatNpr(range.min)} – ${formatNpr(range.max)}`;
  if (standard !== undefined) return formatNpr(standard);
  if (hourly !== undefined) return `${formatNpr(hourly)} / hour`;
  return null;
}
