/**
 * Reading text fields from a form, in the order that keeps the server safe: each field's length
 * is checked FIRST (a constant-time look at the string), and only a field within its limit is
 * cleaned (NUL, control characters and unpaired surrogates removed) and sanitised. An over-long
 * field is reported by name and its value is not kept, so nothing slow ever sees it and a
 * refused form never echoes megabytes back.
 */
import { sanitizeText } from "@/lib/domain/sanitize";
import { cleanText, exceedsLength } from "@/lib/domain/text-input";
import type { FieldErrors } from "@/lib/validation/form-state";

/** A phone number: 10-20 characters of digits, spaces, +, -, ( ). */
export const PHONE_PATTERN = /^[\d\s+\-()]{10,20}$/;

export interface FieldLimit {
  /** Most characters accepted (UTF-16 code units, as a browser's maxlength counts them). */
  max: number;
  /** The field's name as the form shows it, for "{label} is too long ({max} characters at most)". */
  label: string;
  /** Leave the text as typed apart from cleaning (e.g. ids); default: sanitise. */
  raw?: boolean;
  /** A message of the form's own wording instead of the standard one. */
  tooLong?: string;
}

export type FieldLimits<F extends string> = Record<F, FieldLimit>;

export function tooLongMessage(limit: FieldLimit): string {
  return limit.tooLong ?? `${limit.label} is too long (${limit.max} characters at most)`;
}

export interface BoundedFields<F extends string> {
  values: Record<F, string>;
  /** Fields over their limit, with the message naming each; empty when all fit. */
  tooLong: FieldErrors<F>;
  /** The first over-long field's message, in the form's order. */
  firstTooLong: string | null;
}

/** Reads, bounds, cleans and sanitises the named fields (anything not a string reads as ""). */
export function readBoundedFields<F extends string>(
  source: FormData | Record<string, unknown>,
  limits: FieldLimits<F>,
): BoundedFields<F> {
  const values = {} as Record<F, string>;
  const tooLong: FieldErrors<F> = {};
  let firstTooLong: string | null = null;
  for (const field of Object.keys(limits) as F[]) {
    const limit = limits[field];
    const raw = source instanceof FormData ? source.get(field) : source[field];
    if (typeof raw !== "string") {
      values[field] = "";
      continue;
    }
    if (exceedsLength(raw, limit.max)) {
      values[field] = "";
      tooLong[field] = tooLongMessage(limit);
      firstTooLong ??= tooLong[field]!;
      continue;
    }
    const clean = cleanText(raw);
    values[field] = limit.raw ? clean.trim() : sanitizeText(clean);
  }
  return { values, tooLong, firstTooLong };
}
