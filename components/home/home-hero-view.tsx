"use client";

import { LocaleLink as Link } from "@/components/ui/locale-link";
import type { HomeStrings } from "@/lib/i18n/ui-strings";
import { PathIcon } from "@/components/ui/stroke-icon";
import { ARROW_RIGHT_ICON, BRUSH_ICON } from "@/components/ui/page-icons";
import { Picture, type ImageSource } from "@/components/artwork/picture";
import { HERO_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import { frameAspectRatio, type ImageSize } from "@/lib/domain/image-sizes";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

/** What the hero shows of its featured work. */
export interface HeroArtwork {
  slug: string;
  title: string;
  medium: string | null;
  /** The picture's srcset, worked out on the server. */
  picture: ImageSource;
  imageSize: ImageSize | null;
}

/**
 * Hero: who this is, 'View Gallery' and 'Commission Art', and a featured work as the LCP image.
 * Drawn in the browser from these few fields (HomeHero picks them on the server).
 */
export function HomeHeroView({
  siteName,
  siteDescription,
  commissionHref,
  artwork,
  strings,
}: {
  strings: Pick<HomeStrings, "eyebrow" | "viewGallery" | "commissionArt">;
  siteName: string;
  siteDescription: string;
  commissionHref: string;
  artwork: HeroArtwork | null;
}) {
  return (
    <section aria-labelledby="home-title" className="border-b border-border bg-muted/40">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{strings.eyebrow}</p>
          <h1 id="home-title" className="mt-4 text-4xl font-semibold sm:text-5xl lg:text-6xl">
            {siteName}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground">{siteDescription}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/gallery" className={buttonClasses({ size: "lg" })}>
              {strings.viewGallery}
              <PathIcon paths={ARROW_RIGHT_ICON} />
            </Link>
            <Link href={commissionHref} className={buttonClasses({ variant: "outline", size: "lg" })}>
              <PathIcon paths={BRUSH_ICON} />
              {strings.commissionArt}
            </Link>
          </div>
        </div>
        {artwork && (
          <figure>
            <Link href={`/gallery/${artwork.slug}`} className="block overflow-hidden rounded-2xl border border-border shadow-sm">
              <Picture image={artwork.picture} alt={artwork.title} sizes={HERO_IMAGE_SIZES} priority="preload" frameClassName="aspect-[4/3]" aspectRatio={frameAspectRatio(artwork.imageSize)} className="object-contain" />
            </Link>
            <figcaption className="mt-3 text-sm text-muted-foreground">
              {artwork.title}
              {artwork.medium && <span> · {artwork.medium}</span>}
            </figcaption>
          </figure>
        )}
      </Container>
    </section>
  );
}
