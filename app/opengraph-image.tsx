import { connection } from "next/server";
import { getSiteSettings } from "@/components/layout/site-settings";
import { getFeaturedArtworks } from "@/lib/data/artworks";
import { SHARE_CARD_SIZE, shareCard } from "@/lib/share/share-card";

export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";
export const alt = "The artist's name beside one of their featured works";

/** The site's default sharing card: the artist's name and a featured work, whole. */
export default async function SiteShareImage() {
  // Made per request (and cached by the browser and networks), so it shows the current featured work.
  await connection();
  const [settings, featured] = await Promise.all([getSiteSettings(), getFeaturedArtworks(1).catch(() => [])]);
  const work = featured.find((artwork) => artwork.image) ?? null;
  return shareCard({
    image: work?.image ?? null,
    eyebrow: "Original art from Nepal",
    heading: settings.siteName,
    byline: work ? `${work.title}${work.medium ? `, ${work.medium}` : ""}` : "Paintings, sketches and digital art",
    note: "Paintings · Sketches · Digital",
  });
}
