/**
 * Text sanitising for what visitors send (contact form, service inquiries, checkout notes),
 * applied on the server before validation and storage (spec section 5). It removes markup that
 * could run code and leaves the visitor's words alone:
 *
 * - `<script>` and `<iframe>` blocks (with their content), and stray or unclosed such tags;
 * - inside any other tag: event-handler attributes (`on...`), `srcdoc`, and attributes whose
 *   value, once HTML entities are decoded, is a `javascript:`/`vbscript:` URL or holds a script
 *   or iframe tag;
 * - a `javascript:` URL written as plain text (mail programs may turn it into a link).
 *
 * Plain text is never touched otherwise: "on = 5", "a=b", "javascript is fun", Devanagari and
 * emoji come back as they were. Text is always escaped on output as well (React, the email
 * templates); this is defence in depth.
 *
 * Running time is linear in the input: one pass is a single left-to-right scan (every search
 * moves forward and is never repeated), and there are at most MAX_PASSES passes, so nesting
 * such as `<scr<script></script>ipt>` that re-forms markup after one pass is caught by the next.
 * Input that still changes after that is adversarial: its remaining tag openings are dropped.
 */

const MAX_PASSES = 4;
const BLOCK_TAGS = new Set(["script", "iframe"]);
const URL_SCHEME_IN_TEXT = /(?:java|vb)script\s*:(?=\S)/gi;
const DANGEROUS_VALUE = /(?:java|vb)script:|<\/?(?:script|iframe)/;
const TAG_OPENING = /<(?=\/?[a-z])/gi;

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isTagSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  sol: "/",
  lpar: "(",
  rpar: ")",
  semi: ";",
  equals: "=",
};

/** Decodes numeric and the common named HTML entities (the ones used to hide a URL scheme). */
function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#x[0-9a-f]{1,8}|#\d{1,10}|[a-z]{2,10});?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** What a browser would read from an attribute value: entities decoded, spaces and controls gone. */
function normalisedValue(raw: string): string {
  return decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u00a0]+/g, "").toLowerCase();
}

interface Attribute {
  /** Start of the whitespace before the attribute (removed with it). */
  start: number;
  end: number;
  name: string;
  value: string | null;
}

interface Tag {
  end: number;
  name: string;
  closing: boolean;
  attributes: Attribute[];
}

/**
 * Reads the tag that starts at `start` (a `<`), or returns null when the text there is not a
 * tag (`< 3`, `<3`, `a<b` where the name runs into another `<`). An unclosed tag runs to the end.
 */
function readTag(text: string, start: number): Tag | null {
  const n = text.length;
  let i = start + 1;
  const closing = text.charCodeAt(i) === 0x2f;
  if (closing) i++;
  if (i >= n || !isAsciiLetter(text.charCodeAt(i))) return null;
  const nameStart = i;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isTagSpace(c) || c === 0x2f || c === 0x3e) break;
    if (c === 0x3c) return null;
    i++;
  }
  const name = text.slice(nameStart, i).toLowerCase();
  const attributes: Attribute[] = [];
  while (i < n) {
    const attrStart = i;
    while (i < n && (isTagSpace(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2f)) i++;
    if (i >= n) break;
    if (text.charCodeAt(i) === 0x3e) return { end: i + 1, name, closing, attributes };
    const nameFrom = i;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isTagSpace(c) || c === 0x2f || c === 0x3e || (c === 0x3d && i > nameFrom)) break;
      i++;
    }
    const attrName = text.slice(nameFrom, i);
    let j = i;
    while (j < n && isTagSpace(text.charCodeAt(j))) j++;
    let value: string | null = null;
    if (j < n && text.charCodeAt(j) === 0x3d) {
      j++;
      while (j < n && isTagSpace(text.charCodeAt(j))) j++;
      const quote = text.charCodeAt(j);
      if (quote === 0x22 || quote === 0x27) {
        const close = text.indexOf(quote === 0x22 ? '"' : "'", j + 1);
        const stop = close === -1 ? n : close;
        value = text.slice(j + 1, stop);
        i = close === -1 ? n : close + 1;
      } else {
        const from = j;
        while (j < n && !isTagSpace(text.charCodeAt(j)) && text.charCodeAt(j) !== 0x3e) j++;
        value = text.slice(from, j);
        i = j;
      }
    }
    // Keep the space and slash before the attribute with it, so removing it leaves the tag tidy.
    attributes.push({ start: attrStart, end: i, name: attrName, value });
  }
  return { end: n, name, closing, attributes };
}

function isDangerousAttribute(attribute: Attribute): boolean {
  const name = attribute.name.toLowerCase();
  if (name.startsWith("on") || name === "srcdoc" || name === "formaction") return true;
  return attribute.value !== null && DANGEROUS_VALUE.test(normalisedValue(attribute.value));
}

/** The tag as written, without its dangerous attributes. */
function cleanTag(text: string, start: number, tag: Tag): string {
  const dangerous = tag.attributes.filter(isDangerousAttribute);
  if (dangerous.length === 0) return text.slice(start, tag.end);
  let out = "";
  let from = start;
  for (const attribute of dangerous) {
    let cut = attribute.start;
    // `<svg/onload=x>` keeps its slash: only the whitespace before the attribute goes.
    while (cut < attribute.end && text.charCodeAt(cut) === 0x2f) cut++;
    out += text.slice(from, cut);
    from = attribute.end;
  }
  return out + text.slice(from, tag.end);
}

function cleanPlainText(text: string): string {
  return text.replace(URL_SCHEME_IN_TEXT, "");
}

function onePass(text: string): string {
  const lower = text.toLowerCase();
  // Where the next closing tag of a block is, per tag name; -1 once none is left.
  const nextClose = new Map<string, number>();
  let out = "";
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt === -1) {
      out += cleanPlainText(text.slice(i));
      break;
    }
    out += cleanPlainText(text.slice(i, lt));
    const tag = readTag(text, lt);
    if (!tag) {
      out += "<";
      i = lt + 1;
      continue;
    }
    if (!BLOCK_TAGS.has(tag.name)) {
      out += cleanTag(text, lt, tag);
      i = tag.end;
      continue;
    }
    i = tag.end;
    if (tag.closing) continue; // a stray closing tag
    let close = nextClose.get(tag.name);
    if (close === undefined || (close !== -1 && close < tag.end)) {
      close = lower.indexOf(`</${tag.name}`, tag.end);
      nextClose.set(tag.name, close);
    }
    if (close !== -1) {
      // Drop the block up to and including its closing tag.
      const closeEnd = text.indexOf(">", close);
      i = closeEnd === -1 ? text.length : closeEnd + 1;
      nextClose.delete(tag.name);
    }
  }
  return out;
}

/** Removes markup that could run code (see the top of this file), then trims. */
export function sanitizeText(input: string): string {
  let text = input;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = onePass(text);
    if (next === text) return text.trim();
    text = next;
  }
  // Markup that keeps re-forming: no tag survives.
  return cleanPlainText(onePass(text).replace(TAG_OPENING, "")).trim();
}

/** sanitizeText for optional values: anything not a string becomes "". */
export function sanitizeField(value: unknown): string {
  return typeof value === "string" ? sanitizeText(value) : "";
}
