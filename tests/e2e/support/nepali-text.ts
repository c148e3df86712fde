/**
 * English interface text left on a Nepali page: any English message of the catalogue
 * (messages/en.json) whose Nepali message differs, found in the page's visible text or its labels
 * (aria-label, placeholder, title, alt). The artist's own content is not in the catalogue, so it
 * is allowed. Used by the Nepali browser tests (nepali-pages, nepali-payment).
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

type Catalogue = { [key: string]: string | Catalogue };

const catalogue = (locale: string): Catalogue => JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));

function flatten(messages: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(dotted, value);
    else for (const [k, v] of flatten(value, dotted)) out.set(k, v);
  }
  return out;
}

/** Messages that may rightly show in English on a Nepali page, and content-like ones. */
const ALLOWED = new Set(["languageSwitch.other", "languageSwitch.otherLabel"]);
const CONTENT_LIKE = [/^notFound\.quickSearches\./, /^services\.steps\./, /^about\.portraitOf$/];
/** Templates with too few words of their own to tell English by ("{minutes} min", "{size} KB"). */
const TOO_SHORT = new Set(["payment.minutes", "payment.hoursMinutes", "payment.sizeKb"]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function englishPatterns(): { key: string; pattern: RegExp }[] {
  const nepali = flatten(catalogue("ne"));
  const patterns: { key: string; pattern: RegExp }[] = [];
  for (const [key, message] of flatten(catalogue("en"))) {
    if (ALLOWED.has(key) || TOO_SHORT.has(key) || CONTENT_LIKE.some((c) => c.test(key)) || nepali.get(key) === message) continue;
    const parts = message
      .replace(/<\/?\w+>/g, "")
      .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}/g, "\u0000")
      .replace(/\{[^{}]*\}/g, "\u0000")
      .split("\u0000");
    if (!parts.some((part) => /[A-Za-z]{3}/.test(part))) continue;
    if (parts.length > 1) {
      // The spaces around an argument stay word boundaries: "{minutes} min" is not "Admin".
      patterns.push({ key, pattern: new RegExp(`^\\s*${parts.map((part) => escape(part).replace(/\s+/g, "\\s+")).join(".+?")}\\s*$`) });
    } else if (!/\s/.test(message.trim())) {
      patterns.push({ key, pattern: new RegExp(`^[^A-Za-z]*${escape(message.trim())}[^A-Za-z]*$`) });
    } else {
      patterns.push({ key, pattern: new RegExp(`(^|[^A-Za-z])${escape(message.trim())}($|[^A-Za-z])`) });
    }
  }
  return patterns;
}

const PATTERNS = englishPatterns();

/** The page's visible text and its labels, as lines. */
async function interfaceText(page: Page, skip: string): Promise<string[]> {
  return page.evaluate((skip) => {
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, [hidden]")) continue;
      if (parent.closest('body [lang="en"], [data-artist-content]') || (skip && parent.closest(skip))) continue;
      const text = node.textContent?.trim();
      if (text) lines.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (element.closest('body [lang="en"], [hidden], [data-artist-content]') || (skip && element.closest(skip))) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) lines.push(value);
      }
    }
    lines.push(document.title);
    return lines;
  }, skip);
}

/** The catalogue's English messages found on the page (outside the elements `skip` selects), as "key: text". */
export async function englishLeftIn(page: Page, skip = ""): Promise<string[]> {
  const lines = await interfaceText(page, skip);
  const found: string[] = [];
  for (const { key, pattern } of PATTERNS) {
    const line = lines.find((l) => pattern.test(l));
    if (line) found.push(`${key}: "${line.slice(0, 80)}"`);
  }
  return found;
}
