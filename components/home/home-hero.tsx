import { imageSource } from "@/components/artwork/image-source";
import { HERO_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import type { ArtworkSummary } from "@/lib/data/artworks";
import type { HomeStrings } from "@/lib/i18n/ui-strings";
import { HomeHeroView } from "./home-hero-view";

/**
 * The home page's hero. Only the few fields it shows of the featured work go to the browser,
 * where the hero is drawn (its markup is then not sent a second time in the React payload).
 */
export function HomeHero({
  siteName,
  siteDescription,
  commissionHref,
  artwork,
  strings,
}: {
  strings: HomeStrings;
  siteName: string;
  siteDescription: string;
  commissionHref: string;
  artwork: ArtworkSummary | null;
}) {
  const shown =
    artwork?.image != null
      ? { slug: artwork.slug, title: artwork.title, medium: artwork.medium, picture: imageSource(artwork.image, HERO_IMAGE_SIZES), imageSize: artwork.imageSize }
      : null;
  const words = { eyebrow: strings.eyebrow, viewGallery: strings.viewGallery, commissionArt: strings.commissionArt };
  return <HomeHeroView strings={words} siteName={siteName} siteDescription={siteDescription} commissionHref={commissionHref} artwork={shown} />;
}
