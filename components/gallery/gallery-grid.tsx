import { ArtworkCard } from "@/components/artwork/artwork-card";
import type { ArtworkSummary } from "@/lib/data/artworks";

/**
 * The card grid. The first card's image is the page's LCP image: preloaded, never lazy. The
 * others load lazily (the browser still fetches those in view right away), so they do not
 * compete with it.
 */
export function GalleryGrid({ artworks }: { artworks: readonly ArtworkSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="gallery-grid">
      {artworks.map((artwork, i) => (
        <li key={artwork.id} className="flex">
          <ArtworkCard artwork={artwork} imagePriority={i === 0 ? "preload" : "lazy"} />
        </li>
      ))}
    </ul>
  );
}
