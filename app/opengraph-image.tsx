import { connection } from "next/server";
import { SHARE_CARD_SIZE } from "@/lib/share/share-card";
import { siteShareCard } from "@/lib/share/site-card";

export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";
export const alt = "The artist's name beside one of their featured works";

/** The site's default sharing card: the artist's name and a featured work, whole (Nepali pages: app/opengraph-image-ne). */
export default async function SiteShareImage() {
  // Made per request (and cached by the browser and networks), so it shows the current featured work.
  await connection();
  return siteShareCard("en");
}
