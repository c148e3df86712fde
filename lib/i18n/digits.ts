/** Devanagari digits, on their own (no date or money code), so browser code can use them. Pure. */

const DEVANAGARI_ZERO = 0x0966;

/** Replaces ASCII digits 0-9 with Devanagari digits ०-९; everything else is kept ("2083" → "२०८३"). */
export function toDevanagariDigits(s: string): string {
  return s.replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + d.charCodeAt(0) - 48));
}

/** Replaces Devanagari digits ०-९ with ASCII digits; everything else is kept ("५ मेगाबाइट" → "5 मेगाबाइट"). */
export function toLatinDigits(s: string): string {
  return s.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}
