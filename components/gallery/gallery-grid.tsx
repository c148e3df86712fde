import { toArtworkCard } from "@/components/artwork/artwork-card-server";
import type { ArtworkSummary } from "@/lib/data/artworks";
import { GalleryGridView } from "./gallery-grid-view";

/** The gallery's masonry grid; only the cards' few fields go to the browser. */
export function GalleryGrid({ artworks }: { artworks: readonly ArtworkSummary[] }) {
  return <GalleryGridView artworks={artworks.map(toArtworkCard)} />;
}
