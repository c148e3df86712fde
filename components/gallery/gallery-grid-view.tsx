"use client";

import { ArtworkCard } from "@/components/artwork/artwork-card";
import type { ArtworkCardData } from "@/components/artwork/artwork-card-data";
import { MasonryList } from "@/components/artwork/masonry-list";
import { pictureHeightPerWidth } from "@/lib/domain/masonry";
import type { ArtworkCardStrings } from "@/lib/i18n/ui-strings";

/**
 * The first row's priorities. Masonry in reading order: the first row holds the first two
 * (phones), three or four works. The first image is preloaded; the second (beside it on a
 * phone, often the larger paint) gets high priority; the rest of a desktop's first row loads
 * eagerly, everything else lazily.
 */
function priorityOf(index: number): "preload" | "high" | "eager" | "lazy" {
  if (index === 0) return "preload";
  if (index === 1) return "high";
  return index < 4 ? "eager" : "lazy";
}

/** The grid, drawn from the cards' data (see GalleryGrid): masonry, read left to right and row by row. */
export function GalleryGridView({ artworks, strings }: { artworks: readonly ArtworkCardData[]; strings: ArtworkCardStrings }) {
  return (
    <MasonryList
      items={artworks}
      heightPerWidth={(artwork) => pictureHeightPerWidth(artwork.imageSize)}
      testId="gallery-grid"
      renderItem={(artwork, i) => <ArtworkCard artwork={artwork} strings={strings} imagePriority={priorityOf(i)} />}
    />
  );
}
