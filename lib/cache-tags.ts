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
 *
 * What to call after a change (admin actions, checkout reserving an artwork):
 *   artwork created / edited / deleted / status changed:
 *       revalidatePublic(CACHE_TAGS.artworks, artworkTag(slug))   (and artworkTag(oldSlug) if renamed)
 *   service changed:  revalidatePublic(CACHE_TAGS.services, serviceTag(slug))
 *   about content:    revalidatePublic(CACHE_TAGS.about)
 *   settings:         revalidatePublic(CACHE_TAGS.settings)
 *   categories:       revalidatePublic(CACHE_TAGS.categories, CACHE_TAGS.artworks)
 */
import { revalidateTag } from "next/cache";
import { invalidateCacheTags } from "@/lib/data/public-cache";

export const CACHE_TAGS = {
  artworks: "artworks",
  services: "services",
  about: "about",
  settings: "settings",
  categories: "categories",
} as const;

export type PublicCacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | `artwork:${string}` | `service:${string}`;

export function artworkTag(slug: string): `artwork:${string}` {
  return `artwork:${slug}`;
}

export function serviceTag(slug: string): `service:${string}` {
  return `service:${slug}`;
}

/**
 * Marks the given tags as changed: the public data cache drops every entry carrying one of
 * them at once (the next visitor gets fresh data, never the old), and Next's own cache and the
 * acting browser's router cache are told as well. Safe to call from server actions, route
 * handlers and scripts (outside a request only the data cache is cleared).
 */
export function revalidatePublic(...tags: PublicCacheTag[]): void {
  const unique = [...new Set(tags)];
  invalidateCacheTags(unique);
  for (const tag of unique) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a Next request (scripts, tests) there is no Next cache to tell.
    }
  }
}
