import type { Locale } from "./locales";

/**
 * The content to show for a locale: the Nepali text on Nepali pages when the artist has written
 * one, otherwise the English. An empty or whitespace-only Nepali string counts as not written.
 * English pages always get the English value unchanged. Pure.
 */
export function localized<T>(en: T, ne: T | null | undefined, locale: Locale): T {
  if (locale !== "ne" || ne === null || ne === undefined) return en;
  if (typeof ne === "string" && ne.trim() === "") return en;
  if (Array.isArray(ne) && ne.length === 0) return en;
  return ne;
}
