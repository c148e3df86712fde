"use client";

import { LocaleLink as Link, usePageLocale } from "@/components/ui/locale-link";
import { countString } from "@/lib/i18n/client-strings";
import type { ArtworkCardStrings } from "@/lib/i18n/ui-strings";
import { exactAspectRatio } from "@/lib/domain/image-sizes";
import { ArtworkAction } from "./artwork-action";
import type { ArtworkCardData } from "./artwork-card-data";
import { Picture } from "./picture";
import { CARD_IMAGE_SIZES } from "./picture-sizes";
import { StatusBadge } from "./status-badge";

/** Gallery card tags: the first 2, then '+N'. */
const TAGS_SHOWN = 2;

/**
 * A gallery card, the work first: its whole image in its own shape (never cropped), then the
 * title and price; status, medium, dimensions and tags small; the cart action quiet. The image
 * and title link to the artwork page.
 * Rendered in the browser from the few fields of ArtworkCardData: a grid of cards then costs the
 * page its data once, not its whole markup a second time in the React payload.
 */
export function ArtworkCard({
  artwork,
  strings,
  imagePriority = "lazy",
  headingLevel = "h2",
}: {
  artwork: ArtworkCardData;
  /** The cards' words, translated on the server (artworkCardStrings). */
  strings: ArtworkCardStrings;
  /**
   * "preload" for the page's LCP image, "high" for a card that may be it (high priority, no
   * preload), "eager" for the rest of the first row.
   */
  imagePriority?: "preload" | "high" | "eager" | "lazy";
  headingLevel?: "h2" | "h3";
}) {
  const locale = usePageLocale();
  const t = (key: "category" | "medium" | "dimensions" | "tags") => strings[key];
  const href = `/gallery/${artwork.slug}`;
  const Heading = headingLevel;
  const shownTags = artwork.tags.slice(0, TAGS_SHOWN);
  const moreTags = artwork.tags.length - shownTags.length;
  const ratio = exactAspectRatio(artwork.imageSize ?? null);
  const facts = [artwork.medium, artwork.dimensions].filter(Boolean);

  return (
    <article className="group art-card" data-testid="artwork-card">
      {/* The title link below is the accessible one; the image repeats it for pointer users. */}
      <Link href={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden rounded-sm">
        <Picture
          image={artwork.picture ?? null}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          priority={imagePriority}
          frameClassName={ratio ? undefined : "aspect-[4/5]"}
          aspectRatio={ratio}
          className="card-img object-contain"
        />
      </Link>
      <div className="art-card-body">
        <Heading className="art-card-title">
          <Link href={href}>
            {artwork.title}
          </Link>
        </Heading>
        <div className="art-card-meta">
          <p className="art-card-price" data-testid="artwork-price">
            {artwork.priceLabel}
          </p>
          <StatusBadge status={artwork.status} labels={strings.status} reserved={artwork.reserved} className="badge-sm" />
        </div>
        {(facts.length > 0 || artwork.category) && (
          <dl className="art-card-facts">
            {artwork.category && (
              <div className="sr-only">
                <dt>{t("category")}</dt>
                <dd>{artwork.category}</dd>
              </div>
            )}
            {artwork.medium && (
              <div>
                <dt className="sr-only">{t("medium")}</dt>
                <dd>{artwork.medium}</dd>
              </div>
            )}
            {artwork.medium && artwork.dimensions && <span aria-hidden="true"> · </span>}
            {artwork.dimensions && (
              <div>
                <dt className="sr-only">{t("dimensions")}</dt>
                <dd>{artwork.dimensions}</dd>
              </div>
            )}
          </dl>
        )}
        {artwork.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label={t("tags")} data-testid="artwork-tags">
            {shownTags.map((tag) => (
              <li key={tag} className="tag-pill">
                {tag}
              </li>
            ))}
            {moreTags > 0 && (
              <li className="tag-pill" aria-label={countString(strings.moreTags, moreTags, locale)}>
                +{moreTags}
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto pt-1">
          <ArtworkAction artwork={artwork} strings={strings.action} size="sm" variant="outline" className="w-full" />
        </div>
      </div>
    </article>
  );
}
