import { notFound } from "next/navigation";
import { artworkPriceLabel } from "@/components/artwork/price";
import { getSiteSettings } from "@/components/layout/site-settings";
import { getArtworkBySlug } from "@/lib/data/artworks";
import { displayStatusLabel } from "@/lib/domain/gallery-query";
import { urlParam } from "@/lib/domain/text-input";
import { SHARE_CARD_SIZE, shareCard } from "@/lib/share/share-card";

export const size = SHARE_CARD_SIZE;
export const contentType = "image/png";
export const alt = "The artwork whole, with its title, the artist's name and its price or status";

/** The artwork's own sharing card: the work uncropped, its title, the artist and its price or status. */
export default async function ArtworkShareImage({ params }: { params: Promise<{ slug: string }> }) {
  const slug = urlParam((await params).slug, 200);
  const artwork = slug ? await getArtworkBySlug(slug) : null;
  if (!artwork) notFound();
  const { siteName } = await getSiteSettings();
  const purchasable = artwork.status === "available" && !artwork.reserved;
  const note = purchasable ? artworkPriceLabel(artwork.pricePaisa) : displayStatusLabel(artwork.status, artwork.reserved);
  return shareCard({
    image: artwork.images[0] ?? null,
    eyebrow: [artwork.medium, artwork.yearCreated].filter(Boolean).join(" · ") || "Original artwork",
    heading: artwork.title,
    byline: siteName,
    note,
  });
}
