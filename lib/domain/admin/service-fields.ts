/**
 * Service form rules: the pricing fields (typed in rupees, each checked), features one per
 * line, and the commission pricing editor's tiers (each price checked).
 */
import { paisaToRupeesText, parseSellingPrice, PRICE_MESSAGES } from "@/lib/domain/admin/numbers";

/** The pricing as stored: amounts in paisa ({starting_at?, range?, hourly?, standard?, note?}). */
export type ServicePricing = Record<string, unknown>;

/** The pricing fields of the dialog, amounts typed in rupees. */
export interface ServicePricingInput {
  startingAt: string;
  standard: string;
  rangeMin: string;
  rangeMax: string;
  hourly: string;
  note: string;
}

export const EMPTY_PRICING_INPUT: ServicePricingInput = { startingAt: "", standard: "", rangeMin: "", rangeMax: "", hourly: "", note: "" };

export const MAX_PRICING_NOTE = 200;

export const PRICING_MESSAGES = {
  rangeBoth: "Enter both ends of the range, or neither",
  rangeOrder: "The range's first amount must not be above the second",
  noteTooLong: `Must be at most ${MAX_PRICING_NOTE} characters`,
} as const;

const PRICING_AMOUNTS = ["startingAt", "standard", "rangeMin", "rangeMax", "hourly"] as const;

/**
 * The pricing fields, each checked: an amount is empty or a positive number of rupees (stored
 * as paisa). Field errors are keyed 'pricing.<field>'. All empty reads 'Price on request'.
 */
export function parsePricingInput(input: unknown): { ok: true; pricing: ServicePricing } | { ok: false; fieldErrors: Record<string, string> } {
  const raw = input !== null && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  const amounts: Partial<Record<(typeof PRICING_AMOUNTS)[number], number>> = {};
  for (const key of PRICING_AMOUNTS) {
    const parsed = parseSellingPrice(raw[key]);
    if (!parsed.ok) errors[`pricing.${key}`] = parsed.message === PRICE_MESSAGES.aboveZero ? PRICE_MESSAGES.aboveZeroOrEmpty : parsed.message;
    else if (parsed.paisa !== null) amounts[key] = parsed.paisa;
  }
  const noteText = typeof raw.note === "string" ? raw.note.trim() : "";
  if (noteText.length > MAX_PRICING_NOTE) errors["pricing.note"] = PRICING_MESSAGES.noteTooLong;
  const hasMin = amounts.rangeMin !== undefined;
  const hasMax = amounts.rangeMax !== undefined;
  if (hasMin !== hasMax && !errors["pricing.rangeMin"] && !errors["pricing.rangeMax"]) errors[hasMin ? "pricing.rangeMax" : "pricing.rangeMin"] = PRICING_MESSAGES.rangeBoth;
  if (hasMin && hasMax && amounts.rangeMin! > amounts.rangeMax!) errors["pricing.rangeMax"] = PRICING_MESSAGES.rangeOrder;
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  const pricing: ServicePricing = {};
  if (amounts.startingAt !== undefined) pricing.starting_at = amounts.startingAt;
  if (amounts.standard !== undefined) pricing.standard = amounts.standard;
  if (hasMin && hasMax) pricing.range = { min: amounts.rangeMin, max: amounts.rangeMax };
  if (amounts.hourly !== undefined) pricing.hourly = amounts.hourly;
  if (noteText) pricing.note = noteText;
  return { ok: true, pricing };
}

function storedAmount(value: unknown): string {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? paisaToRupeesText(Math.round(n)) : "";
}

/** The stored pricing back into the dialog's fields, in rupees. */
export function pricingToInput(stored: unknown): ServicePricingInput {
  if (typeof stored === "number") return { ...EMPTY_PRICING_INPUT, standard: storedAmount(stored) };
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return { ...EMPTY_PRICING_INPUT };
  const o = stored as Record<string, unknown>;
  const range = o.range && typeof o.range === "object" ? (o.range as Record<string, unknown>) : {};
  return {
    startingAt: storedAmount(o.starting_at ?? o.startingAt),
    standard: storedAmount(o.standard),
    rangeMin: storedAmount(range.min),
    rangeMax: storedAmount(range.max),
    hourly: storedAmount(o.hourly),
    note: typeof o.note === "string" ? o.note : "",
  };
}

export const MAX_FEATURES = 50;
export const MAX_FEATURE_LENGTH = 200;

/** Features: split by line, trimmed, empty lines dropped. */
export function splitFeatures(text: unknown): string[] {
  if (typeof text !== "string") return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, MAX_FEATURES)
    .map((line) => line.slice(0, MAX_FEATURE_LENGTH));
}

export interface CommissionTier {
  size: string;
  dimensions: string;
  pricePaisa: number;
}

export interface CommissionCategory {
  category: string;
  tiers: CommissionTier[];
}

/** What the editor sends: prices as typed in NPR. */
export interface CommissionCategoryInput {
  category: string;
  tiers: { size: string; dimensions: string; price: string | number }[];
}

const MAX_CATEGORIES = 20;
const MAX_TIERS = 20;
const MAX_LABEL = 100;

function label(value: unknown): string {
  return typeof value === "string" ? value.trim().slice(0, MAX_LABEL) : "";
}

export const TIER_MESSAGES = {
  price: (category: string, size: string) => `${category} · ${size}: enter a price in rupees above NPR 0, such as 2500`,
  size: (category: string) => `${category}: every tier with a price needs a size`,
} as const;

/**
 * The commission pricing editor's rows as stored: categories without a name and empty tiers are
 * dropped. Every tier's price must be a positive amount in rupees: 'abc', 'Rs 3000', 0 or an
 * empty price is refused (the commission would otherwise be ordered for NPR 0).
 */
export function parseCommissionPricing(input: unknown): { ok: true; pricing: CommissionCategory[] } | { ok: false; message: string } {
  if (!Array.isArray(input)) return { ok: true, pricing: [] };
  const result: CommissionCategory[] = [];
  for (const raw of input.slice(0, MAX_CATEGORIES)) {
    if (!raw || typeof raw !== "object") continue;
    const entry = raw as Partial<CommissionCategoryInput>;
    const category = label(entry.category);
    const rawTiers = (Array.isArray(entry.tiers) ? entry.tiers : [])
      .slice(0, MAX_TIERS)
      .filter((tier): tier is CommissionCategoryInput["tiers"][number] => !!tier && typeof tier === "object");
    const tiers: CommissionTier[] = [];
    for (const tier of rawTiers) {
      const size = label(tier.size);
      const dimensions = label(tier.dimensions);
      const priceText = typeof tier.price === "number" ? String(tier.price) : typeof tier.price === "string" ? tier.price : "";
      if (!size && !dimensions && priceText.trim() === "") continue;
      if (!category) continue;
      if (!size) return { ok: false, message: TIER_MESSAGES.size(category) };
      const price = parseSellingPrice(priceText);
      if (!price.ok || price.paisa === null) return { ok: false, message: TIER_MESSAGES.price(category, size) };
      tiers.push({ size, dimensions, pricePaisa: price.paisa });
    }
    if (!category) continue;
    result.push({ category, tiers });
  }
  return { ok: true, pricing: result };
}

/** Stored commission pricing back into editor rows (prices in NPR). */
export function commissionPricingToInput(stored: unknown): CommissionCategoryInput[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((c): c is CommissionCategory => !!c && typeof c === "object")
    .map((c) => ({
      category: String(c.category ?? ""),
      tiers: (Array.isArray(c.tiers) ? c.tiers : []).map((t) => ({
        size: String(t.size ?? ""),
        dimensions: String(t.dimensions ?? ""),
        price: String(Number(t.pricePaisa ?? 0) / 100),
      })),
    }));
}
