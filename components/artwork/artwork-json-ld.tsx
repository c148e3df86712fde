import type { ArtworkDetail } from "@/lib/data/artworks";
import { fromPaisa } from "@/lib/money";

const AVAILABILITY: Record<ArtworkDetail["status"], string> = {
  available: "https://schema.org/InStock",
  sold: "https://schema.org/SoldOut",
  custom_only: "https://schema.org/MadeToOrder",
  not_for_sale: "https://schema.org/OutOfStock",
};

/** schema.org VisualArtwork with an Offer in NPR (when it has a price) and its availability. */
export function artworkJsonLd(artwork: ArtworkDetail, options: { url: string; origin: string; siteName: string }) {
  const images = artwork.images.map((src) => (src.startsWith("/") ? `${options.origin}${src}` : src));
  return {
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    name: artwork.title,
    url: options.url,
    ...(artwork.description ? { description: artwork.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(artwork.category ? { artform: artwork.category.name } : {}),
    ...(artwork.medium ? { artMedium: artwork.medium } : {}),
    ...(artwork.dimensions ? { size: artwork.dimensions } : {}),
    ...(artwork.yearCreated ? { dateCreated: String(artwork.yearCreated) } : {}),
    ...(artwork.tags.length > 0 ? { keywords: artwork.tags.join(", ") } : {}),
    creator: { "@type": "Organization", name: options.siteName, url: options.origin },
    ...(artwork.pricePaisa !== null
      ? {
          offers: {
            "@type": "Offer",
            price: fromPaisa(artwork.pricePaisa).toFixed(2),
            priceCurrency: "NPR",
            // A reserved original cannot be bought now.
            availability: artwork.status === "available" && artwork.reserved ? "https://schema.org/LimitedAvailability" : AVAILABILITY[artwork.status],
            url: options.url,
            itemCondition: "https://schema.org/NewCondition",
          },
        }
      : {}),
  };
}

/** The JSON-LD script tag; `<` is escaped so no text can close the script element. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
