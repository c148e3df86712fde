import ArtworkShareImage from "./opengraph-image";
import { SHARE_CARD_SIZE } from "@/lib/share/share-card";

export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";
export const alt = "The artwork whole, with its title, the artist's name and its price or status";

/** The same card as Open Graph's, for X/Twitter's large summary card. */
export default ArtworkShareImage;
