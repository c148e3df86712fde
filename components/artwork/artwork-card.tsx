import Link from "next/link";
import type { ArtworkSummary } from "@/lib/data/artworks";
import { exactAspectRatio } from "@/lib/domain/image-sizes";
import { ArtworkAction } from "./artwork-action";
import { ArtworkImage } from "./artwork-image";
import { artworkPriceLabel } from "./price";
import { StatusBadge } from "./status-badge";

/** Masonry columns: two on phones, three from 1024 px, four from 1280 px. */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 31vw, 50vw";
/** The widest a card's image is shown (half of a 1023 px viewport). */
const CARD_IMAGE_WIDEST = 512;
/** Gallery card tags: the first 2, then '+N'. */
const TAGS_SHOWN = 2;

/**
 * A gallery card, the work first: its whole image in its own shape (never cropped), then the
 * title and price; status, medium, dimensions and tags small; the cart action quiet. The image
 * and title link to the artwork page.
 */
export function ArtworkCard({
  artwork,
  imagePriority = "lazy",
  headingLevel = "h2",
}: {
  artwork: ArtworkSummary;
  /**
   * "preload" for the page's LCP image, "high" for a card that may be it (high priority, no
   * preload), "eager" for the rest of the first row.
   */
  imagePriority?: "preload" | "high" | "eager" | "lazy";
  headingLevel?: "h2" | "h3";
}) {
  const href = `/gallery/${artwork.slug}`;
  const Heading = headingLevel;
  const shownTags = artwork.tags.slice(0, TAGS_SHOWN);
  const moreTags = artwork.tags.length - shownTags.length;
  const ratio = exactAspectRatio(artwork.imageSize);
  const facts = [artwork.medium, artwork.dimensions].filter(Boolean);

  return (
    <article className="group flex w-full flex-col text-foreground" data-testid="artwork-card">
      {/* The title link below is the accessible one; the image repeats it for pointer users. */}
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-sm">
        <ArtworkImage
          src={artwork.image}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          widest={CARD_IMAGE_WIDEST}
          preload={imagePriority === "preload"}
          eager={imagePriority === "eager"}
          high={imagePriority === "high"}
          frameClassName={ratio ? undefined : "aspect-[4/5]"}
          aspectRatio={ratio}
          className="object-contain transition-opacity duration-300 group-hover:opacity-90 motion-reduce:transition-none"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 pt-2.5 pb-1">
        <Heading className="font-display text-base leading-snug font-medium sm:text-lg">
          <Link href={href} className="rounded-sm hover:underline hover:underline-offset-4">
            {artwork.title}
          </Link>
        </Heading>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-sm font-semibold tabular-nums" data-testid="artwork-price">
            {artworkPriceLabel(artwork.pricePaisa)}
          </p>
          <StatusBadge status={artwork.status} reserved={artwork.reserved} className="px-2 py-0 text-[0.6875rem]" />
        </div>
        {(facts.length > 0 || artwork.category) && (
          <dl className="text-xs leading-relaxed text-muted-foreground">
            {artwork.category && (
              <div className="sr-only">
                <dt>Category</dt>
                <dd>{artwork.category.name}</dd>
              </div>
            )}
            {artwork.medium && (
              <div className="inline">
                <dt className="sr-only">Medium</dt>
                <dd className="inline">{artwork.medium}</dd>
              </div>
            )}
            {artwork.medium && artwork.dimensions && <span aria-hidden="true"> · </span>}
            {artwork.dimensions && (
              <div className="inline">
                <dt className="sr-only">Dimensions</dt>
                <dd className="inline">{artwork.dimensions}</dd>
              </div>
            )}
          </dl>
        )}
        {artwork.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Tags" data-testid="artwork-tags">
            {shownTags.map((tag) => (
              <li key={tag} className="rounded-full bg-muted px-1.5 py-px text-[0.6875rem] text-muted-foreground">
                {tag}
              </li>
            ))}
            {moreTags > 0 && (
              <li className="rounded-full bg-muted px-1.5 py-px text-[0.6875rem] text-muted-foreground" aria-label={`${moreTags} more tags`}>
                +{moreTags}
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto pt-1">
          <ArtworkAction artwork={artwork} size="sm" variant="outline" className="w-full" />
        </div>
      </div>
    </article>
  );
}
