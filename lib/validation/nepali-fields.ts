/**
 * The optional Nepali fields of the back office (artworks, services, categories, About items,
 * the site description): bounded first, then NFC-normalised (so a search in Devanagari finds
 * them, see lib/domain/gallery-query.ts), trimmed; empty means "not written" (null), and the
 * public pages then show the English. Pure; shared by browser and server.
 */
import { z } from "@/lib/validation/z";

export const NEPALI_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} in Nepali must be at most ${max} characters`,
  tooMany: (label: string, max: number) => `${label} in Nepali: at most ${max}`,
} as const;

/** Spaces kept as typed inside; NFC so the same word always has the same code points. */
export function cleanNepaliText(value: string): string {
  return value.normalize("NFC").trim();
}

/** An optional Nepali text of at most `max` characters: null when empty. */
export function optionalNepaliText(label: string, max: number) {
  return z
    .string()
    .max(max, NEPALI_MESSAGES.tooLong(label, max))
    .nullish()
    .transform((v) => {
      const t = cleanNepaliText(v ?? "");
      return t === "" ? null : t;
    });
}

/** The same as a required-shape string ("" when empty), for columns that are NOT NULL. */
export function nepaliTextOrEmpty(label: string, max: number) {
  return optionalNepaliText(label, max).transform((v) => v ?? "");
}

/**
 * A Nepali list (tags, features) from "क, ख" or a list: at most `maxItems` items of at most
 * `maxLength` characters, trimmed, NFC, empty and repeated ones dropped.
 */
export function nepaliList(label: string, maxItems: number, maxLength: number, separator: "," | "\n" = ",") {
  return z
    .union([
      z.string().max(maxItems * (maxLength + 2), NEPALI_MESSAGES.tooLong(label, maxItems * (maxLength + 2))),
      z.array(z.string().max(maxLength, NEPALI_MESSAGES.tooLong(label, maxLength))).max(maxItems, NEPALI_MESSAGES.tooMany(label, maxItems)),
    ])
    .nullish()
    .transform((value) => {
      const list = Array.isArray(value) ? value : (value ?? "").split(separator);
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of list) {
        const item = cleanNepaliText(raw).slice(0, maxLength);
        if (!item || seen.has(item)) continue;
        seen.add(item);
        out.push(item);
        if (out.length >= maxItems) break;
      }
      return out;
    });
}
