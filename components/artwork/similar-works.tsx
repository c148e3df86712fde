import { ArtworkCard } from "./artwork-card";
import { toArtworkCardData } from "./artwork-card-data";
import { MasonryList } from "./masonry-list";
import type { ArtworkSummary } from "@/lib/data/artworks";
import { pictureHeightPerWidth } from "@/lib/domain/masonry";

/** 'More works like this' under an artwork: up to four cards, two by two on a phone, one row on a desktop. */
export function SimilarWorks({ artworks }: { artworks: readonly ArtworkSummary[] }) {
  if (artworks.length === 0) return null;
  const cards = artworks.map(toArtworkCardData);
  return (
    <section aria-labelledby="similar-works" className="mt-16 border-t border-border pt-10" data-testid="similar-works">
      <h2 id="similar-works" className="font-display text-2xl font-semibold">
        More works like this
      </h2>
      <div className="mt-6">
        <MasonryList
          items={cards}
          columns={[2, 4, 4]}
          heightPerWidth={(artwork) => pictureHeightPerWidth(artwork.imageSize)}
          renderItem={(artwork) => <ArtworkCard artwork={artwork} headingLevel="h3" />}
        />
      </div>
    </section>
  );
}
