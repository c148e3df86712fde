import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "./locales";

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale };

/**
 * The public site's languages (lib/i18n/locales.ts) as next-intl routes them. English is the
 * default and keeps today's addresses (no prefix); Nepali lives under /ne/…. proxy.ts does the
 * routing itself (lib/http/locale-path.ts): English addresses are rewritten to the internal /en/…
 * routes of app/[locale], Nepali ones are served as they are. Nobody is ever redirected by the
 * language their browser asks for, and no cookie is set: a browser that prefers Nepali is offered
 * the Nepali page (components/layout/language-switch.tsx), so a shared link always opens what was
 * shared and the cached pages do not vary per visitor.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", ne: "ne_NP" };
