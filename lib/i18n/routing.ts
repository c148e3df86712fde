import { defineRouting } from "next-intl/routing";

/**
 * The public site's languages. English is the default and keeps today's addresses (no prefix);
 * Nepali lives under /ne/…. proxy.ts does the routing itself (lib/http/locale-path.ts): English
 * addresses are rewritten to the internal /en/… routes of app/[locale], Nepali ones are served as
 * they are. Nobody is ever redirected by the language their browser asks for: a browser that
 * prefers Nepali is offered the Nepali page (components/layout/language-offer.tsx), so a shared
 * link always opens what was shared, and the cached pages do not vary per visitor.
 */
export const routing = defineRouting({
  locales: ["en", "ne"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
export const LOCALES: readonly Locale[] = routing.locales;
export const DEFAULT_LOCALE: Locale = routing.defaultLocale;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", ne: "ne_NP" };
