import "server-only";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { getSettings, type SiteSettings } from "@/lib/data/settings";
import { cached } from "@/lib/data/public-cache";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import type { Digits } from "@/lib/i18n/format";
import { localized } from "@/lib/i18n/localized";
import type { Locale } from "@/lib/i18n/locales";

class SettingsFallback extends Error {}

/** The stored settings, cached under the 'settings' tag; the defaults (never cached) otherwise. */
const cachedSettings = cached(
  "settings",
  async (): Promise<SiteSettings> => {
    const settings = await getSettings();
    // getSettings() answers with the defaults object itself when the row is missing or the
    // database cannot answer: that must not be kept, so the next request asks again.
    if (settings === DEFAULT_SETTINGS) throw new SettingsFallback();
    return settings;
  },
  { tags: () => [CACHE_TAGS.settings] },
);

/**
 * Site settings for the public pages (header, footer, contact details, metadata): read once,
 * then served from the public data cache until revalidatePublic(CACHE_TAGS.settings).
 * With locale "ne", siteDescription is the Nepali one where written. `nepaliNumerals` is the
 * artist's choice of digits on Nepali pages (see numeralsOf).
 */
export async function getPublicSettings(locale: Locale = "en"): Promise<SiteSettings> {
  let settings: SiteSettings;
  try {
    settings = await cachedSettings();
  } catch {
    settings = DEFAULT_SETTINGS;
  }
  if (locale === "en") return settings;
  return { ...settings, siteDescription: localized(settings.siteDescription, settings.siteDescriptionNe, locale) };
}

/** The digits Nepali pages use (formatPrice / formatOrderDate's `digits`). */
export function numeralsOf(settings: Pick<SiteSettings, "nepaliNumerals">): Digits {
  return settings.nepaliNumerals === "latin" ? "latin" : "devanagari";
}
