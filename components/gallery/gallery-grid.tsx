import { ArtworkCard } from "@/components/artwork/artwork-card";
import type { ArtworkSummary } from "@/lib/data/artworks";

/**
 * Masonry: CSS columns (two on phones), each card as tall as its work needs, so every image
 * keeps its own aspect ratio. Columns fill top to bottom, so the works beside the first are not
 * the next in the list: only the first card's image (the page's LCP image) is preloaded; the
 * others load lazily, which the browser starts at once for those in view.
 */
export function GalleryGrid({ artworks }: { artworks: readonly ArtworkSummary[] }) {
  return (
    <ul className="columns-2 gap-x-3 sm:gap-x-5 lg:columns-3 xl:columns-4" data-testid="gallery-grid">
      {artworks.map((artwork, i) => (
        <li key={artwork.id} className="mb-6 break-inside-avoid">
          <ArtworkCard artwork={artwork} imagePriority={i === 0 ? "preload" : "lazy"} />
        </li>
      ))}
    </ul>
  );
}
