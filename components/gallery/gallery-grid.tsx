import { toArtworkCard } from "@/components/artwork/artwork-card-server";
import type { ArtworkSummary } from "@/lib/data/artworks";
import type { Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { ArtworkCardStrings } from "@/lib/i18n/ui-strings";
import { GalleryGridView } from "./gallery-grid-view";

/** The gallery's masonry grid; only the cards' few fields go to the browser. */
export function GalleryGrid({
  artworks,
  strings,
  locale = "en",
  digits,
}: {
  artworks: readonly ArtworkSummary[];
  strings: ArtworkCardStrings;
  locale?: Locale;
  digits?: Digits;
}) {
  return <GalleryGridView artworks={artworks.map((artwork) => toArtworkCard(artwork, locale, digits))} strings={strings} />;
}
