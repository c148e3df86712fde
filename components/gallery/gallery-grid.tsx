import { toArtworkCard } from "@/components/artwork/artwork-card-server";
import type { ArtworkSummary } from "@/lib/data/artworks";
import type { Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { GalleryGridView } from "./gallery-grid-view";

/** The gallery's masonry grid; only the cards' few fields go to the browser. */
export function GalleryGrid({ artworks, locale = "en", digits }: { artworks: readonly ArtworkSummary[]; locale?: Locale; digits?: Digits }) {
  return <GalleryGridView artworks={artworks.map((artwork) => toArtworkCard(artwork, locale, digits))} />;
}
