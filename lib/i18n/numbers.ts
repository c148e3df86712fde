/**
 * Numbers and money as a reader of each language expects them: English keeps formatNpr exactly
 * ("NPR 85,000"); Nepali shows "रू" with Devanagari digits (Latin when the artist chooses) and
 * South Asian grouping (१,२३,४५६). Pure and light (no calendar data), so browser code may use it;
 * lib/i18n/format.ts re-exports it beside the dates.
 */
import { formatNpr, PAISA_PER_RUPEE } from "@/lib/money";
import type { Locale } from "./locales";
import { toDevanagariDigits } from "./digits";

export type Digits = "devanagari" | "latin";

export interface FormatOptions {
  /** Digits on Nepali output; Devanagari unless the artist chose Latin. Ignored in English. */
  digits?: Digits;
}

/** Nepali rupee sign, then a no-break space (as ICU puts one after "NPR" in English). */
export const RUPEE_SIGN_NE = "रू";

/** Replaces ASCII digits 0-9 with Devanagari digits (lib/i18n/digits.ts). */
export { toDevanagariDigits };

function toSafeNumber(paisa: number | bigint): number {
  if (typeof paisa === "bigint") {
    const n = Number(paisa);
    if (!Number.isSafeInteger(n)) throw new RangeError(`paisa amount out of range: ${String(paisa)}`);
    return n;
  }
  if (typeof paisa !== "number" || !Number.isFinite(paisa)) {
    throw new RangeError(`paisa must be a finite number, got ${String(paisa)}`);
  }
  return paisa;
}

const nepaliNumberFormats = new Map<string, Intl.NumberFormat>();

function nepaliNumberFormat(digits: Digits, fraction: boolean): Intl.NumberFormat {
  const key = `${digits}:${fraction ? 2 : 0}`;
  let f = nepaliNumberFormats.get(key);
  if (!f) {
    // ne-NP groups the South Asian way (1,23,456); the numbering system picks the digits.
    f = new Intl.NumberFormat("ne-NP", {
      numberingSystem: digits === "latin" ? "latn" : "deva",
      minimumFractionDigits: fraction ? 2 : 0,
      maximumFractionDigits: fraction ? 2 : 0,
    });
    nepaliNumberFormats.set(key, f);
  }
  return f;
}

/**
 * A paisa amount for display. English: exactly formatNpr ("NPR 85,000", "NPR 1,234.50").
 * Nepali: "रू ८५,०००", "रू १,२३,४५६.५०" (no-break space after रू); like English, whole rupees
 * show no decimals and anything else exactly two; fractional paisa are rounded first.
 */
export function formatPrice(paisa: number | bigint, locale: Locale, opts?: FormatOptions): string {
  const n = toSafeNumber(paisa);
  if (locale !== "ne") return formatNpr(n);
  const whole = Math.round(n);
  const amount = whole === 0 ? 0 : whole;
  const fraction = amount % PAISA_PER_RUPEE !== 0;
  const digits = opts?.digits ?? "devanagari";
  const text = nepaliNumberFormat(digits, fraction).format(Math.abs(amount) / PAISA_PER_RUPEE);
  return `${amount < 0 ? "-" : ""}${RUPEE_SIGN_NE}\u00A0${text}`;
}
