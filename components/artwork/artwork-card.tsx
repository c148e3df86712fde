import Link from "next/link";
import type { ArtworkSummary } from "@/lib/data/artworks";
import { ArtworkAction } from "./artwork-action";
import { ArtworkImage } from "./artwork-image";
import { artworkPriceLabel } from "./price";
import { StatusBadge } from "./status-badge";

export const CARD_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw";
/** Gallery card tags: the first 2, then '+N'. */
const TAGS_SHOWN = 2;

/** A gallery card: image and title link to the artwork page; status, price, details, tags, action. */
export function ArtworkCard({
  artwork,
  imagePriority = "lazy",
  headingLevel = "h2",
}: {
  artwork: ArtworkSummary;
  /** "preload" for the page's LCP image, "eager" for the rest of the first row. */
  imagePriority?: "preload" | "eager" | "lazy";
  headingLevel?: "h2" | "h3";
}) {
  const href = `/gallery/${artwork.slug}`;
  const Heading = headingLevel;
  const shownTags = artwork.tags.slice(0, TAGS_SHOWN);
  const moreTags = artwork.tags.length - shownTags.length;

  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm" data-testid="artwork-card">
      <div className="relative">
        {/* The title link below is the accessible one; the image repeats it for pointer users. */}
        <Link href={href} tabIndex={-1} aria-hidden="true" className="block">
          <ArtworkImage
            src={artwork.image}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            preload={imagePriority === "preload"}
            eager={imagePriority === "eager"}
            frameClassName="aspect-[4/3]"
            className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        </Link>
        <StatusBadge status={artwork.status} reserved={artwork.reserved} className="absolute top-3 left-3 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <Heading className="text-base leading-snug font-semibold">
            <Link href={href} className="rounded-sm hover:underline hover:underline-offset-4">
              {artwork.title}
            </Link>
          </Heading>
          {artwork.category && <p className="mt-0.5 text-sm text-muted-foreground">{artwork.category.name}</p>}
        </div>
        <p className="text-lg font-semibold tabular-nums" data-testid="artwork-price">
          {artworkPriceLabel(artwork.pricePaisa)}
        </p>
        {(artwork.medium || artwork.dimensions) && (
          <dl className="space-y-0.5 text-sm text-muted-foreground">
            {artwork.medium && (
              <div className="flex gap-1">
                <dt className="sr-only">Medium</dt>
                <dd>{artwork.medium}</dd>
              </div>
            )}
            {artwork.dimensions && (
              <div className="flex gap-1">
                <dt className="sr-only">Dimensions</dt>
                <dd>{artwork.dimensions}</dd>
              </div>
            )}
          </dl>
        )}
        {artwork.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags" data-testid="artwork-tags">
            {shownTags.map((tag) => (
              <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                {tag}
              </li>
            ))}
            {moreTags > 0 && (
              <li className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground" aria-label={`${moreTags} more tags`}>
                +{moreTags}
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto pt-1">
          <ArtworkAction artwork={artwork} className="w-full" />
        </div>
      </div>
    </article>
  );
}
