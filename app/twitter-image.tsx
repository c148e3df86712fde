import SiteShareImage from "./opengraph-image";
import { SHARE_CARD_SIZE } from "@/lib/share/share-card";

export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";
export const alt = "The artist's name beside one of their featured works";

/** The same card as Open Graph's, for X/Twitter's large summary card. */
export default SiteShareImage;
