/**
 * Text sanitising for what visitors send (contact form, service inquiries), applied on the
 * server before validation and storage (spec section 5): script and iframe blocks, inline
 * event handlers and `javascript:` are removed, and the text is trimmed.
 *
 * This is defence in depth: pages render text escaped by React, and emails escape it too.
 * The passes repeat until nothing changes, so nesting such as `<scr<script></script>ipt>`
 * cannot reassemble a removed pattern.
 */

const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const IFRAME_BLOCK = /<iframe\b[^>]*>[\s\S]*?<\/iframe\s*>/gi;
/** Unclosed or stray script/iframe tags left after the block passes. */
const STRAY_TAG = /<\/?\s*(?:script|iframe)\b[^>]*>?/gi;
/** ` onclick="..."`, `/onerror=x`, `'onload='...'`: an on* attribute with its value. */
const EVENT_HANDLER = /(^|[\s/"'`])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|`[^`]*`|[^\s>]*)/gi;
const JAVASCRIPT_URL = /javascript\s*:/gi;

const MAX_PASSES = 10;

function onePass(text: string): string {
  return text
    .replace(SCRIPT_BLOCK, "")
    .replace(IFRAME_BLOCK, "")
    .replace(STRAY_TAG, "")
    // Keep a quote or slash that came before the handler; drop the whitespace.
    .replace(EVENT_HANDLER, (_match, before: string) => (before.trim() ? before : ""))
    .replace(JAVASCRIPT_URL, "");
}

/** Removes script/iframe blocks, inline event handlers and `javascript:`, then trims. */
export function sanitizeText(input: string): string {
  let text = input;
  for (let i = 0; i < MAX_PASSES; i++) {
    const next = onePass(text);
    if (next === text) break;
    text = next;
  }
  return text.trim();
}

/** sanitizeText for optional values: anything not a string becomes "". */
export function sanitizeField(value: unknown): string {
  return typeof value === "string" ? sanitizeText(value) : "";
}
