import { toArtworkCard } from "@/components/artwork/artwork-card-server";
import type { ArtworkSummary } from "@/lib/data/artworks";
import type { Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { RecentWorksSection } from "./recent-works-section";

/** 'Recent Works': up to 6 featured artworks, newest first; only the cards' few fields go to the browser. */
export function RecentWorks({ artworks, locale = "en", digits }: { artworks: readonly ArtworkSummary[]; locale?: Locale; digits?: Digits }) {
  return <RecentWorksSection artworks={artworks.map((artwork) => toArtworkCard(artwork, locale, digits))} />;
}
