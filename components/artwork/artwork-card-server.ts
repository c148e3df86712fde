import type { ArtworkSummary } from "@/lib/data/artworks";
import { toArtworkCardData, type ArtworkCardData } from "./artwork-card-data";
import { imageSource } from "./image-source";
import { CARD_IMAGE_SIZES, CARD_IMAGE_WIDEST } from "./picture-sizes";

/**
 * A card's data with where its picture is fetched from (server side: the srcset is worked out
 * here, so the cards drawn in the browser need none of next/image's code).
 */
export function toArtworkCard(artwork: ArtworkSummary): ArtworkCardData {
  const data = toArtworkCardData(artwork);
  if (data.image) data.picture = imageSource(data.image, CARD_IMAGE_SIZES, CARD_IMAGE_WIDEST);
  return data;
}
