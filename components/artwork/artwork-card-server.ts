import type { ArtworkSummary } from "@/lib/data/artworks";
import type { Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { toArtworkCardData, type ArtworkCardData } from "./artwork-card-data";
import { imageSource } from "./image-source";
import { CARD_IMAGE_SIZES, CARD_IMAGE_WIDEST } from "./picture-sizes";

/**
 * A card's data with where its picture is fetched from (server side: the srcset is worked out
 * here, so the cards drawn in the browser need none of next/image's code).
 */
export function toArtworkCard(artwork: ArtworkSummary, locale: Locale = "en", digits?: Digits): ArtworkCardData {
  const data = toArtworkCardData(artwork, locale, digits);
  if (data.image) data.picture = imageSource(data.image, CARD_IMAGE_SIZES, CARD_IMAGE_WIDEST);
  return data;
}
