/**
 * The first thing done with any text that comes from outside (form fields, URL parameters,
 * route segments): bound its size, then make it safe for every later step.
 *
 * - `exceedsLength` answers "is this longer than max?" without touching more than max + 1
 *   code units, so a 1 MB field is refused in constant time before any regex, sanitiser,
 *   decoder or query sees it.
 * - `cleanText` removes what PostgreSQL cannot store or what is not text: NUL and the other C0
 *   control characters except tab, line feed and carriage return, and UTF-16 surrogates that
 *   have no partner. One linear pass, no backtracking.
 */

/** True when `value` is longer than `max` UTF-16 code units. */
export function exceedsLength(value: string, max: number): boolean {
  return value.length > max;
}

// C0 controls except \t \n \r, DEL, and lone surrogates (a high one not followed by a low one,
// a low one not preceded by a high one). The `u`-less pattern sees code units, which is what
// lets it find an unpaired half.
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Removes NUL, other control characters (tab and line breaks stay) and unpaired surrogates. */
export function cleanText(value: string): string {
  return value.replace(UNSAFE, "");
}

/** True when `value` holds a character that cleanText would remove. */
export function hasUnsafeText(value: string): boolean {
  UNSAFE.lastIndex = 0;
  const found = UNSAFE.test(value);
  UNSAFE.lastIndex = 0;
  return found;
}

/**
 * A URL parameter or route segment as the page should use it: anything not a single string,
 * longer than `max`, or holding unsafe characters is treated as absent (null).
 */
export function urlParam(value: unknown, max: number): string | null {
  const one = Array.isArray(value) ? value[0] : value;
  if (typeof one !== "string") return null;
  if (exceedsLength(one, max)) return null;
  if (hasUnsafeText(one)) return null;
  return one;
}
