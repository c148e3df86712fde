import { toArtworkCard } from "@/components/artwork/artwork-card-server";
import type { ArtworkSummary } from "@/lib/data/artworks";
import { RecentWorksSection } from "./recent-works-section";

/** 'Recent Works': up to 6 featured artworks, newest first; only the cards' few fields go to the browser. */
export function RecentWorks({ artworks }: { artworks: readonly ArtworkSummary[] }) {
  return <RecentWorksSection artworks={artworks.map(toArtworkCard)} />;
}
