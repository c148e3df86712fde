/**
 * Numbers typed into the back-office forms, parsed with the spec's fallbacks (section 5):
 * price falls back to 0, year to the current year, shipping charge and tax rate to 0.
 * Amounts become integer paisa and rates integer basis points here, once.
 */

const MAX_PAISA = 1_000_000_000_000; // NPR 10 billion: far above any artwork, far below 2^53
const MAX_TEXT = 40;

/** A decimal number from form text, or null when the text is not one. */
export function parseDecimal(text: unknown): number | null {
  if (typeof text === "number") return Number.isFinite(text) ? text : null;
  if (typeof text !== "string" || text.length > MAX_TEXT) return null;
  const trimmed = text.trim().replace(/,/g, "");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

function rupeesToPaisa(rupees: number): number {
  return Math.min(MAX_PAISA, Math.max(0, Math.round(rupees * 100)));
}

export const PRICE_MESSAGES = {
  notAnAmount: "Enter an amount in rupees, such as 6000",
  aboveZero: "Enter an amount above NPR 0, or leave it empty for 'Price on request'",
  aboveZeroOrEmpty: "Enter an amount above NPR 0, or leave it empty",
  tooLarge: "Enter an amount below NPR 10,000,000,000",
} as const;

export type PriceParse = { ok: true; paisa: number | null } | { ok: false; message: string };

function isEmpty(text: unknown): boolean {
  return text === null || text === undefined || (typeof text === "string" && text.trim() === "");
}

/**
 * A selling price typed in rupees. Empty means 'Price on request' (null). Text that is not a
 * number ('abc', 'Rs 3000') and amounts of NPR 0 or less are refused with a message: nothing
 * is ever sold at NPR 0 by accident.
 */
export function parseSellingPrice(text: unknown): PriceParse {
  if (isEmpty(text)) return { ok: true, paisa: null };
  const value = parseDecimal(text);
  if (value === null) return { ok: false, message: PRICE_MESSAGES.notAnAmount };
  if (value * 100 > MAX_PAISA) return { ok: false, message: PRICE_MESSAGES.tooLarge };
  const paisa = Math.round(value * 100);
  if (paisa <= 0) return { ok: false, message: PRICE_MESSAGES.aboveZero };
  return { ok: true, paisa };
}

/**
 * Artwork price in NPR: empty means 'Price on request' (null); the form refuses anything else
 * that is not a positive amount (see parseSellingPrice), so this only reads checked text.
 */
export function parsePricePaisa(text: unknown): number | null {
  const parsed = parseSellingPrice(text);
  return parsed.ok ? parsed.paisa : null;
}

/** A money amount that is always a number (shipping charge, tier price): non-numeric -> 0, min 0. */
export function parseAmountPaisa(text: unknown): number {
  const value = parseDecimal(text);
  return value === null ? 0 : rupeesToPaisa(value);
}

export const MIN_YEAR = 1900;

/** Year created: an integer year, falling back to the current year. */
export function parseYear(text: unknown, now: Date = new Date()): number {
  const current = now.getFullYear();
  const value = parseDecimal(text);
  if (value === null || !Number.isInteger(value) || value < MIN_YEAR || value > current + 1) return current;
  return value;
}

/** Tax rate in percent (0-100, step 0.01) -> basis points; non-numeric -> 0, clamped to 0..100. */
export function parseTaxRateBps(text: unknown): number {
  const value = parseDecimal(text);
  if (value === null) return 0;
  return Math.min(10_000, Math.max(0, Math.round(value * 100)));
}

/** Basis points back to the percent shown in a form field ("13", "8.5"). */
export function bpsToPercentText(bps: number): string {
  return String(Number(bps) / 100);
}

/** Paisa back to the rupees shown in a form field ("1500", "12.5"). */
export function paisaToRupeesText(paisa: number | bigint | null | undefined): string {
  if (paisa === null || paisa === undefined) return "";
  return String(Number(paisa) / 100);
}

/** About content display order: an integer, falling back to 0. */
export function parseDisplayOrder(text: unknown): number {
  const value = parseDecimal(text);
  if (value === null) return 0;
  return Math.max(0, Math.min(1_000_000, Math.trunc(value)));
}
