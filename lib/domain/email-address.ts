/**
 * Email addresses as the shop reads them. Both functions look at each character once, so no
 * input can make them slow (the old pattern backtracked on `a@` followed by many dots).
 */

/** The longest address the shop accepts (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

function isSpace(code: number): boolean {
  // ASCII whitespace and the Unicode spaces a pasted address may carry.
  return code <= 0x20 || code === 0x85 || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/**
 * Characters no address can hold: control characters, invisible format characters (zero-width
 * ones, bidirectional overrides and isolates, which can make an address read other than it is),
 * lone surrogate halves and the replacement character left by a broken encoding.
 */
function isInvisibleOrBroken(code: number): boolean {
  return (
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xad ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x206f) ||
    code === 0xfffd
  );
}

/**
 * The spec's "standard address pattern": something@something.tld with no spaces and exactly one
 * `@`; the part after the `@` has a dot with something on both sides. Control, invisible and
 * broken characters are refused.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length === 0 || value.length > MAX_EMAIL_LENGTH) return false;
  let at = -1;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isSpace(code) || isInvisibleOrBroken(code)) return false;
    // A surrogate half is only fine as part of a pair (an emoji, say).
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
      continue;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (code === 0x40) {
      if (at !== -1) return false;
      at = i;
    }
  }
  if (at <= 0 || at === value.length - 1) return false;
  // A dot inside the domain with something on both sides (as the old pattern
  // `[^\s@]+\.[^\s@]+` required; `example.com.` with its final dot passes too).
  for (let i = at + 2; i < value.length - 1; i++) {
    if (value.charCodeAt(i) === 0x2e) return true;
  }
  return false;
}

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox behind an address, for limits that count people rather than spellings:
 * lower-cased, a trailing dot of the domain dropped, `+tag` removed, and for Gmail the dots of
 * the local part removed and googlemail.com read as gmail.com.
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  while (domain.endsWith(".")) domain = domain.slice(0, -1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
