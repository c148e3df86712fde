/**
 * Service form rules (spec section 5): the pricing text, features one per line, and the
 * commission pricing editor's tiers.
 */
import { parseAmountPaisa } from "@/lib/domain/admin/numbers";

export type ServicePricing = Record<string, unknown>;

export const MAX_PRICING_TEXT = 10_000;

/**
 * Pricing text: valid JSON (an object) is used as is; otherwise a plain number becomes a
 * standard price ({standard: paisa}); otherwise an empty object.
 * Numbers inside the JSON are NPR as typed; amounts are stored as given.
 */
export function parsePricingText(text: unknown): ServicePricing {
  if (typeof text !== "string" || text.length > MAX_PRICING_TEXT) return {};
  const trimmed = text.trim();
  if (trimmed === "") return {};
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as ServicePricing;
    if (typeof parsed === "number" && Number.isFinite(parsed)) return { standard: parseAmountPaisa(parsed) };
    return {};
  } catch {
    return {};
  }
}

/** The pricing object shown back in the form's text area. */
export function pricingToText(pricing: unknown): string {
  if (!pricing || typeof pricing !== "object" || Object.keys(pricing).length === 0) return "";
  return JSON.stringify(pricing, null, 2);
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

/**
 * The commission pricing editor's rows as stored: categories without a name and tiers without
 * a size are dropped; a non-numeric price becomes 0.
 */
export function normalizeCommissionPricing(input: unknown): CommissionCategory[] {
  if (!Array.isArray(input)) return [];
  const result: CommissionCategory[] = [];
  for (const raw of input.slice(0, MAX_CATEGORIES)) {
    if (!raw || typeof raw !== "object") continue;
    const entry = raw as Partial<CommissionCategoryInput>;
    const category = label(entry.category);
    if (!category) continue;
    const tiers = (Array.isArray(entry.tiers) ? entry.tiers : [])
      .slice(0, MAX_TIERS)
      .filter((tier): tier is CommissionCategoryInput["tiers"][number] => !!tier && typeof tier === "object")
      .map((tier) => ({ size: label(tier.size), dimensions: label(tier.dimensions), pricePaisa: parseAmountPaisa(tier.price) }))
      .filter((tier) => tier.size !== "");
    result.push({ category, tiers });
  }
  return result;
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
