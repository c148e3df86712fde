import "server-only";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { getSettings, type SiteSettings } from "@/lib/data/settings";
import { cached } from "@/lib/data/public-cache";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";

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
 */
export async function getPublicSettings(): Promise<SiteSettings> {
  try {
    return await cachedSettings();
  } catch {
    return DEFAULT_SETTINGS;
  }
}
