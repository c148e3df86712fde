/**
 * After an order reserves, sells or releases originals, the gallery and the artwork pages must
 * show the new state at once (lib/cache-tags.ts).
 */
import { artworkTag, CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";

export function refreshArtworkPages(slugs: readonly string[]): void {
  if (slugs.length === 0) return;
  try {
    revalidatePublic(CACHE_TAGS.artworks, ...slugs.map((slug) => artworkTag(slug)));
  } catch (err) {
    console.error("[orders] could not refresh the public pages:", err instanceof Error ? err.message : err);
  }
}
