/**
 * Prices and totals of cart lines and orders (spec sections 3, 4 and 9). Pure: no I/O, no Next,
 * no Prisma. The browser uses it to show prices; the server uses the very same functions to
 * re-price every line from the database when an order is placed, so what the customer saw and
 * what is charged follow one rule. Every amount is integer paisa (1 NPR = 100 paisa); tax rates
 * are integer basis points (13% = 1300).
 *
 * Rules
 * - Line subtotal = unit price x quantity.
 * - Shipping: 'free' = 0; 'fixed' = shipping charge x quantity.
 * - Tax: rate % of (unit price x quantity), rounded to the nearest whole rupee per line (half a
 *   rupee rounds up), so a customer pays whole rupees into a wallet; none when the price already
 *   includes tax (tax_included).
 * - Line total = subtotal + shipping + tax; order totals are the sums over the lines.
 *
 * Artwork options (the customisation dialog): sizes, prints and frames come from the artist's
 * price lists, stored in the database and priced by ./price-lists.ts.
 *
 * Commissions: the tier price from the service's commission pricing (category + size), plus
 * NPR 500 per unit with a frame.
 */

export const PAISA_PER_NPR = 100;

export type ShippingTypeValue = "free" | "fixed";

// ---------------------------------------------------------------------------------------------
// Artworks: sizes and frames are priced from the artist's price lists (./price-lists.ts).

/** Commission frame add-on per unit (spec section 9: NPR 500). */
export const COMMISSION_FRAME_PRICE_PAISA = 500 * PAISA_PER_NPR;

/** The most units of one original a cart line or an order may hold. */
export const ORIGINAL_MAX_QUANTITY = 1;

/**
 * True for the one-of-a-kind original: size 'original', or no size at all (an artwork added
 * without customisation). Any other size is a print, priced or refused by the price lists;
 * an unknown size is never the original.
 */
export function isOriginal(size: unknown): boolean {
  if (size === undefined || size === null) return true;
  return typeof size === "string" && (size.trim() === "" || size.trim() === "original");
}

// ---------------------------------------------------------------------------------------------
// Commissions

export interface CommissionTierValue {
  size: string;
  dimensions: string;
  pricePaisa: number;
}

export interface CommissionCategoryValue {
  category: string;
  tiers: CommissionTierValue[];
}

function paisaAmount(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
}

/** Reads a service's stored commission_pricing leniently (entries without tiers are dropped). */
export function readCommissionPricing(value: unknown): CommissionCategoryValue[] {
  if (!Array.isArray(value)) return [];
  const entries: CommissionCategoryValue[] = [];
  for (const raw of value) {
    if (typeof raw !== "object" || raw === null) continue;
    const o = raw as Record<string, unknown>;
    if (typeof o.category !== "string" || !Array.isArray(o.tiers)) continue;
    const tiers: CommissionTierValue[] = [];
    for (const t of o.tiers) {
      if (typeof t !== "object" || t === null) continue;
      const tier = t as Record<string, unknown>;
      const price = paisaAmount(tier.pricePaisa ?? tier.price_paisa);
      if (typeof tier.size !== "string" || price === undefined) continue;
      tiers.push({ size: tier.size, dimensions: typeof tier.dimensions === "string" ? tier.dimensions : "", pricePaisa: price });
    }
    if (tiers.length > 0) entries.push({ category: o.category, tiers });
  }
  return entries;
}

export function findCommissionTier(
  pricing: readonly CommissionCategoryValue[],
  category: string,
  size: string,
): CommissionTierValue | null {
  const entry = pricing.find((e) => e.category === category);
  return entry?.tiers.find((t) => t.size === size) ?? null;
}

export interface CommissionUnitPrice {
  unitPricePaisa: number;
  basePricePaisa: number;
  framePricePaisa: number;
  dimensions: string;
}

/** The tier's price plus NPR 500 with a frame; null when the category or size has no price. */
export function commissionUnitPrice(
  pricing: readonly CommissionCategoryValue[],
  selection: { category: string; size: string; withFrame: boolean },
): CommissionUnitPrice | null {
  const tier = findCommissionTier(pricing, selection.category, selection.size);
  // A tier without a price above zero is never sold (nothing is sold at NPR 0).
  if (!tier || tier.pricePaisa <= 0) return null;
  const frame = selection.withFrame ? COMMISSION_FRAME_PRICE_PAISA : 0;
  return { unitPricePaisa: tier.pricePaisa + frame, basePricePaisa: tier.pricePaisa, framePricePaisa: frame, dimensions: tier.dimensions };
}

// ---------------------------------------------------------------------------------------------
// Line and order totals

export interface PricingLine {
  unitPricePaisa: number;
  quantity: number;
  shippingType: ShippingTypeValue;
  /** Per unit, charged only for 'fixed'. */
  shippingChargePaisa: number;
  taxRateBps: number;
  taxIncluded: boolean;
}

export interface Totals {
  subtotalPaisa: number;
  shippingPaisa: number;
  taxPaisa: number;
  totalPaisa: number;
}

/** Percent as the cart stores it (13 or 13.5) -> basis points (1300, 1350). */
export function percentToBps(percent: number): number {
  return Number.isFinite(percent) && percent > 0 ? Math.round(percent * 100) : 0;
}

export function bpsToPercent(bps: number): number {
  return bps / 100;
}

export function lineShippingPaisa(line: Pick<PricingLine, "shippingType" | "shippingChargePaisa" | "quantity">): number {
  return line.shippingType === "fixed" ? Math.max(0, line.shippingChargePaisa) * line.quantity : 0;
}

export function lineTaxPaisa(line: Pick<PricingLine, "unitPricePaisa" | "quantity" | "taxRateBps" | "taxIncluded">): number {
  if (line.taxIncluded || line.taxRateBps <= 0) return 0;
  // In rupees: paisa x bps / 10,000 / 100; rounded half up, back to paisa.
  return Math.round((line.unitPricePaisa * line.quantity * line.taxRateBps) / 1_000_000) * 100;
}

export function lineTotals(line: PricingLine): Totals {
  const subtotalPaisa = line.unitPricePaisa * line.quantity;
  const shippingPaisa = lineShippingPaisa(line);
  const taxPaisa = lineTaxPaisa(line);
  return { subtotalPaisa, shippingPaisa, taxPaisa, totalPaisa: subtotalPaisa + shippingPaisa + taxPaisa };
}

export function orderTotals(lines: readonly PricingLine[]): Totals {
  const totals: Totals = { subtotalPaisa: 0, shippingPaisa: 0, taxPaisa: 0, totalPaisa: 0 };
  for (const line of lines) {
    const t = lineTotals(line);
    totals.subtotalPaisa += t.subtotalPaisa;
    totals.shippingPaisa += t.shippingPaisa;
    totals.taxPaisa += t.taxPaisa;
    totals.totalPaisa += t.totalPaisa;
  }
  return totals;
}

/** A cart line (prices in paisa, tax rate in percent) as a pricing line. */
export function cartLineForPricing(item: {
  price: number;
  quantity: number;
  shippingType: ShippingTypeValue;
  shippingCharge: number;
  taxRate: number;
  taxIncluded: boolean;
}): PricingLine {
  return {
    unitPricePaisa: item.price,
    quantity: item.quantity,
    shippingType: item.shippingType,
    shippingChargePaisa: item.shippingCharge,
    taxRateBps: percentToBps(item.taxRate),
    taxIncluded: item.taxIncluded,
  };
}

/** The order summary of a cart (what the cart and checkout pages show). */
export function cartTotals(
  items: readonly {
    price: number;
    quantity: number;
    shippingType: ShippingTypeValue;
    shippingCharge: number;
    taxRate: number;
    taxIncluded: boolean;
  }[],
): Totals {
  return orderTotals(items.map(cartLineForPricing));
}

export { offersPrints } from "./print-offer";
