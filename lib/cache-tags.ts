/**
 * Cache tags of the public site's data, and the one call that refreshes it after a change.
 *
 * Every cached read of the public pages (lib/data/*) carries the tags of what it shows; a
 * write calls revalidatePublic() with the tags of what it changed, so exactly those reads
 * (and so the pages that show them) are fetched again on their next request.
 *
 *   artworks          every list of artworks: gallery pages, counts, home 'Recent Works', sitemap
 *   artwork:{slug}    one artwork page (/gallery/{slug})
 *   services          every list of services: /services, home 'Art Services', sitemap
 *   service:{slug}    one service (its details)
 *   about             /about content (and the services page's 'How It Works' steps)
 *   settings          site settings (name, contact details, social links)
 *   categories        gallery categories (select options, category names on cards)
 *   price-lists       print sizes and frames with their prices (artwork pages' print offer)
 *
 * What to call after a change (admin actions, checkout reserving an artwork):
 *   artwork created / edited / deleted / status changed:
 *       revalidatePublic(CACHE_TAGS.artworks, artworkTag(slug))   (and artworkTag(oldSlug) if renamed)
 *   service changed:  revalidatePublic(CACHE_TAGS.services, serviceTag(slug))
 *   about content:    revalidatePublic(CACHE_TAGS.about)
 *   settings:         revalidatePublic(CACHE_TAGS.settings)
 *   categories:       revalidatePublic(CACHE_TAGS.categories, CACHE_TAGS.artworks)
 *   price lists:      revalidatePublic(CACHE_TAGS.priceLists)
 */
import { revalidateTag } from "next/cache";

export const CACHE_TAGS = {
  artworks: "artworks",
  services: "services",
  about: "about",
  settings: "settings",
  categories: "categories",
  priceLists: "price-lists",
} as const;

export type PublicCacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | `artwork:${string}` | `service:${string}`;

export function artworkTag(slug: string): `artwork:${string}` {
  return `artwork:${slug}`;
}

export function serviceTag(slug: string): `service:${string}` {
  return `service:${slug}`;
}

/**
 * Marks the given tags as changed in Next's cache (cache-handler.mjs: this process's memory, or
 * Redis shared by every instance): every cached page and read carrying one of them expires at
 * once, so the next visitor of any instance gets a fresh render, never the old one. Safe to call
 * from server actions and route handlers; outside a Next request (scripts, tests) there is no
 * cache to tell and nothing happens.
 */
export function revalidatePublic(...tags: PublicCacheTag[]): void {
  const unique = [...new Set(tags)];
  for (const tag of unique) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a Next request (scripts, tests) there is no Next cache to tell.
    }
  }
}
