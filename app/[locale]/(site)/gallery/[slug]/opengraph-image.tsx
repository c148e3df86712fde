import { notFound } from "next/navigation";
import { artworkPriceLabel } from "@/components/artwork/price";
import { getSiteSettings } from "@/components/layout/site-settings";
import { getArtworkBySlug, type ArtworkDetail } from "@/lib/data/artworks";
import { displayStatusLabel } from "@/lib/domain/gallery-query";
import { urlParam } from "@/lib/domain/text-input";
import { SHARE_CARD_SIZE, shareCard } from "@/lib/share/share-card";

/** What the card says, as its alt text: "Dawn over Machhapuchhre by Aarav Shrestha Art: Oil on canvas, 2025, NPR 85,000". */
function shareAlt(artwork: ArtworkDetail, siteName: string): string {
  const purchasable = artwork.status === "available" && !artwork.reserved;
  const note = purchasable ? artworkPriceLabel(artwork.pricePaisa) : displayStatusLabel(artwork.status, artwork.reserved);
  const facts = [artwork.medium, artwork.yearCreated, note].filter(Boolean).join(", ");
  return `${artwork.title} by ${siteName}: ${facts}`;
}

/** The card's size and its alt text, which names the work, the artist and its price or status. */
export async function generateImageMetadata({ params }: { params: { slug: string } | Promise<{ slug: string }> }) {
  const slug = urlParam((await params)?.slug, 200);
  const [artwork, settings] = await Promise.all([
    slug ? getArtworkBySlug(slug).catch(() => null) : null,
    getSiteSettings().catch(() => null),
  ]);
  const alt = artwork && settings ? shareAlt(artwork, settings.siteName) : "The artwork, its title, the artist's name and its price";
  return [{ id: "card", size: SHARE_CARD_SIZE, contentType: "image/png", alt }];
}

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
