/**
 * Delivery by zone (pure rules, no I/O). Each zone has its districts, a rate per item type, a
 * delivery promise, whether it is open, and on which item types it takes pay on delivery. The
 * server prices shipping from the zone of the district the buyer picked; the browser shows the
 * same figures from the same functions. Every amount is integer paisa.
 *
 * A zone's rate for an item type is one of
 *   item   each work's own shipping charge, as set on the work or service (free or a charge per
 *          unit): what every order paid before zones existed; the Kathmandu valley starts so;
 *   flat   a charge per unit, the same for every work of that type;
 *   quote  priced by the shop after the order is placed (the International zone): the order is
 *          placed with shipping "to be quoted" and paid once the shop has priced it.
 * Collecting from the studio costs nothing, whatever the zone.
 */
import { ABROAD_KEY, districtByKey } from "@/lib/domain/districts";

export const ITEM_TYPES = ["original", "print", "commission"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_TYPE_LABELS: Record<ItemType, string> = { original: "Originals", print: "Prints", commission: "Commissions" };

export type ZoneRate = { mode: "item" } | { mode: "flat"; paisa: number } | { mode: "quote" };
export type ZoneRates = Record<ItemType, ZoneRate>;

export interface ZoneRule {
  id: string;
  name: string;
  /** District keys (lib/domain/districts.ts). */
  districts: readonly string[];
  /** Takes every address outside Nepal. */
  international: boolean;
  rates: ZoneRates;
  /** Item types this zone takes pay on delivery for. */
  codTypes: readonly ItemType[];
  promise: string;
  open: boolean;
  position: number;
}

export const MAX_RATE_PAISA = 1_000_000_00;
export const MAX_ZONES = 20;

export const DELIVERY_MESSAGES = {
  districtRequired: "Choose the district the parcel goes to, or collect it from the studio.",
  districtUnknown: "That district is not one of Nepal's 77 districts. Choose it from the list.",
  zoneClosed: (zone: string) => `We are not delivering to ${zone} at the moment. Collect from the studio or contact us.`,
  noZone: "We do not deliver there yet. Collect from the studio or contact us.",
  countryRequired: "Enter the country the parcel goes to.",
  collectionOff: "Collecting from the studio is not offered at the moment. Choose a district for delivery.",
  codNotOffered: "Pay on delivery is not offered for this order. Choose another way to pay.",
  codNotForItems: (zone: string, types: string) => `Pay on delivery to ${zone} is not offered for ${types}. Choose another way to pay.`,
  codOnQuote: "Pay on delivery is not offered where shipping is priced on quote.",
  codCollect: "Pay on delivery is for parcels we send. When you collect from the studio, pay at checkout.",
} as const;

/** A stored rates document, read leniently: anything unreadable is "each work's own charge". */
export function readZoneRates(value: unknown): ZoneRates {
  const source = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const out = {} as ZoneRates;
  for (const type of ITEM_TYPES) {
    const raw = source[type];
    const rate = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
    if (rate.mode === "quote") out[type] = { mode: "quote" };
    else if (rate.mode === "flat" && typeof rate.paisa === "number" && Number.isSafeInteger(rate.paisa) && rate.paisa >= 0 && rate.paisa <= MAX_RATE_PAISA) {
      out[type] = { mode: "flat", paisa: rate.paisa };
    } else out[type] = { mode: "item" };
  }
  return out;
}

export function readItemTypes(value: unknown): ItemType[] {
  if (!Array.isArray(value)) return [];
  return ITEM_TYPES.filter((type) => value.includes(type));
}

/** The zone a district (or the abroad choice) belongs to: the first by position that lists it. */
export function zoneForDistrict(zones: readonly ZoneRule[], districtKey: string): ZoneRule | null {
  const sorted = [...zones].sort((a, b) => a.position - b.position);
  if (districtKey === ABROAD_KEY) return sorted.find((zone) => zone.international) ?? null;
  if (!districtByKey(districtKey)) return null;
  return sorted.find((zone) => zone.districts.includes(districtKey)) ?? null;
}

/** The default zone (first by position): its rates price an order sent without a district. */
export function defaultZone(zones: readonly ZoneRule[]): ZoneRule | null {
  return [...zones].sort((a, b) => a.position - b.position).find((zone) => !zone.international) ?? null;
}

export interface DeliveryLine {
  itemType: ItemType;
  quantity: number;
  /** Whether the line is sent at all (a workshop is not). */
  shipped: boolean;
  /** The line's own shipping (the work's charge x quantity, 0 when free): the "item" rate. */
  ownShippingPaisa: number;
}

export type DeliveryChoice = { kind: "collect" } | { kind: "ship"; zone: ZoneRule };

export interface DeliveryPrice {
  /** Shipping per line, same order as the lines. */
  lineShippingPaisa: number[];
  shippingPaisa: number;
  /** Some shipped line is priced on quote: the order's shipping is "to be quoted". */
  onQuote: boolean;
}

/** One line's shipping in the zone (per unit for a flat rate; 0 for on-quote, told apart by onQuote). */
export function lineZoneShipping(line: DeliveryLine, rate: ZoneRate): number {
  if (!line.shipped) return 0;
  if (rate.mode === "flat") return rate.paisa * line.quantity;
  if (rate.mode === "quote") return 0;
  return Math.max(0, Math.trunc(line.ownShippingPaisa));
}

export function priceDelivery(lines: readonly DeliveryLine[], choice: DeliveryChoice): DeliveryPrice {
  if (choice.kind === "collect") return { lineShippingPaisa: lines.map(() => 0), shippingPaisa: 0, onQuote: false };
  const rates = choice.zone.rates;
  const lineShippingPaisa = lines.map((line) => lineZoneShipping(line, rates[line.itemType]));
  const onQuote = lines.some((line) => line.shipped && rates[line.itemType].mode === "quote");
  return { lineShippingPaisa, shippingPaisa: lineShippingPaisa.reduce((sum, n) => sum + n, 0), onQuote };
}

/** "NPR 150 per print", "each work's own shipping", "on quote" for the buyer and the back office. */
export function rateWords(rate: ZoneRate, format: (paisa: number) => string): string {
  if (rate.mode === "quote") return "on quote";
  if (rate.mode === "item") return "each work's own shipping";
  return rate.paisa === 0 ? "free" : `${format(rate.paisa)} each`;
}
