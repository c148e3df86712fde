/**
 * The shop's languages. English is the default (today's URLs); Nepali lives under /ne.
 * Pure: no Next, no Prisma.
 */

export const LOCALES = ["en", "ne"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(v: unknown): v is Locale {
  return typeof v === "string" && (LOCALES as readonly string[]).includes(v);
}
