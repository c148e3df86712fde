"use client";

import { ArtworkCard } from "@/components/artwork/artwork-card";
import type { ArtworkCardData } from "@/components/artwork/artwork-card-data";

/**
 * Masonry: CSS columns (two on phones), each card as tall as its work needs, so every image
 * keeps its own aspect ratio. Columns fill top to bottom, so the works beside the first are not
 * the next in the list: the first card's image (the page's LCP image) is preloaded, and the
 * cards that can head the other columns (around 1/4, 1/3, 1/2, 2/3 and 3/4 of the list for two,
 * three or four columns) load eagerly; the rest lazily.
 */
function columnHeads(count: number): Set<number> {
  const heads = new Set<number>();
  for (const share of [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4]) {
    const at = Math.round(count * share);
    for (const i of [at - 1, at, at + 1]) if (i > 0 && i < count) heads.add(i);
  }
  return heads;
}

/** The grid, drawn in the browser from the cards' data (see GalleryGrid). */
export function GalleryGridView({ artworks }: { artworks: readonly ArtworkCardData[] }) {
  const heads = columnHeads(artworks.length);
  return (
    <ul className="columns-2 gap-x-3 sm:gap-x-5 lg:columns-3 xl:columns-4" data-testid="gallery-grid">
      {artworks.map((artwork, i) => (
        <li key={artwork.id} className="mb-6 break-inside-avoid">
          <ArtworkCard artwork={artwork} imagePriority={i === 0 ? "preload" : heads.has(i) ? "eager" : "lazy"} />
        </li>
      ))}
    </ul>
  );
}
