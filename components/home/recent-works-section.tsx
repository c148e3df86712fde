"use client";

import { LocaleLink as Link } from "@/components/ui/locale-link";
import type { ArtworkCardStrings, HomeStrings } from "@/lib/i18n/ui-strings";
import { PathIcon } from "@/components/ui/stroke-icon";
import { ARROW_RIGHT_ICON } from "@/components/ui/page-icons";
import { ArtworkCard } from "@/components/artwork/artwork-card";
import type { ArtworkCardData } from "@/components/artwork/artwork-card-data";
import { MasonryList } from "@/components/artwork/masonry-list";
import { pictureHeightPerWidth } from "@/lib/domain/masonry";

/** 'Recent Works': up to 6 featured artworks, newest first (drawn in the browser from the cards' data). */
export function RecentWorksSection({
  artworks,
  strings,
  cardStrings,
}: {
  artworks: readonly ArtworkCardData[];
  strings: Pick<HomeStrings, "recentWorks" | "recentWorksIntro" | "wholeGallery" | "noWorksYet">;
  cardStrings: ArtworkCardStrings;
}) {
  return (
    <section aria-labelledby="recent-works" className="py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="recent-works" className="font-display text-2xl font-semibold sm:text-3xl">
            {strings.recentWorks}
          </h2>
          <p className="mt-2 text-muted-foreground">{strings.recentWorksIntro}</p>
        </div>
        <Link href="/gallery" className="more-link">
          {strings.wholeGallery}
          <PathIcon paths={ARROW_RIGHT_ICON} className="size-4" />
        </Link>
      </div>
      {artworks.length > 0 ? (
        <div className="mt-8">
          <MasonryList
            items={artworks}
            columns={[2, 3, 3]}
            heightPerWidth={(artwork) => pictureHeightPerWidth(artwork.imageSize)}
            testId="recent-works"
            renderItem={(artwork) => <ArtworkCard artwork={artwork} strings={cardStrings} headingLevel="h3" />}
          />
        </div>
      ) : (
        <p className="mt-8 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          {strings.noWorksYet}
        </p>
      )}
    </section>
  );
}
