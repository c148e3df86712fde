import { toArtworkCard } from "@/components/artwork/artwork-card-server";
import type { ArtworkSummary } from "@/lib/data/artworks";
import type { Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { ArtworkCardStrings, HomeStrings } from "@/lib/i18n/ui-strings";
import { RecentWorksSection } from "./recent-works-section";

/** 'Recent Works': up to 6 featured artworks, newest first; only the cards' few fields go to the browser. */
export function RecentWorks({
  artworks,
  locale = "en",
  digits,
  strings,
  cardStrings,
}: {
  artworks: readonly ArtworkSummary[];
  locale?: Locale;
  digits?: Digits;
  strings: HomeStrings;
  cardStrings: ArtworkCardStrings;
}) {
  const words = { recentWorks: strings.recentWorks, recentWorksIntro: strings.recentWorksIntro, wholeGallery: strings.wholeGallery, noWorksYet: strings.noWorksYet };
  return <RecentWorksSection artworks={artworks.map((artwork) => toArtworkCard(artwork, locale, digits))} strings={words} cardStrings={cardStrings} />;
}
