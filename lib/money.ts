/**
 * Money helpers. All amounts in code and in the database are integer paisa
 * (1 NPR = 100 paisa); rupees appear only at the edges (forms and display).
 */

export const CURRENCY = "NPR" as const;
export const LOCALE = "en-NP" as const;
export const PAISA_PER_RUPEE = 100;

// Formatter construction is comparatively expensive: build each variant once.
let wholeFormatter: Intl.NumberFormat | undefined;
let fractionFormatter: Intl.NumberFormat | undefined;

function getWholeFormatter(): Intl.NumberFormat {
  wholeFormatter ??= new Intl.NumberFormat(LOCALE, {
    style: "currency",
    currency: CURRENCY,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return wholeFormatter;
}

function getFractionFormatter(): Intl.NumberFormat {
  fractionFormatter ??= new Intl.NumberFormat(LOCALE, {
    style: "currency",
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return fractionFormatter;
}

function assertFinite(value: number, name: string): void {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${String(value)}`);
  }
}

/**
 * Formats an amount of paisa as NPR for display, e.g. 150000 -> "NPR 1,500"
 * and 123450 -> "NPR 1,234.50". Whole rupees are shown without decimals,
 * anything else with exactly two. Fractional paisa are rounded first.
 * The separator between "NPR" and the number is a no-break space (U+00A0),
 * as printed by ICU.
 */
export function formatNpr(paisa: number): string {
  assertFinite(paisa, "paisa");
  const whole = Math.round(paisa);
  // Normalise -0 so that it never prints as "-NPR 0".
  const amount = whole === 0 ? 0 : whole;
  if (amount % PAISA_PER_RUPEE === 0) {
    return getWholeFormatter().format(amount / PAISA_PER_RUPEE);
  }
  return getFractionFormatter().format(amount / PAISA_PER_RUPEE);
}

/**
 * Converts rupees (as typed in a form, possibly with decimals) to integer paisa.
 * Guards against binary floating point artefacts: 1.005 NPR -> 101 paisa
 * (not 100), 19.99 NPR -> 1999 paisa.
 */
export function toPaisa(npr: number): number {
  assertFinite(npr, "npr");
  const shifted = Number((npr * PAISA_PER_RUPEE).toFixed(6));
  const paisa = Math.round(shifted);
  return paisa === 0 ? 0 : paisa;
}

/** Converts integer paisa to rupees (a number, possibly with two decimals). */
export function fromPaisa(paisa: number): number {
  assertFinite(paisa, "paisa");
  const rupees = Math.round(paisa) / PAISA_PER_RUPEE;
  return rupees === 0 ? 0 : rupees;
}

/**
 * A paisa amount read from the database (BIGINT columns arrive as bigint) as a number. Every
 * amount the shop accepts is far below 2^53 paisa (order totals are capped, see
 * MAX_ORDER_TOTAL_PAISA), so the conversion is exact; anything else is a bug and throws.
 */
export function paisaFromDb(value: bigint | number): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`paisa amount out of range: ${String(value)}`);
  return n;
}

/** paisaFromDb for nullable columns (a missing artwork price means 'Price on request'). */
export function nullablePaisaFromDb(value: bigint | number | null): number | null {
  return value === null ? null : paisaFromDb(value);
}
