import type { ArtworkSummary } from "@/lib/data/artworks";
import type { CartItemInput } from "@/lib/domain/cart";
import type { ArtworkStatusValue } from "@/lib/domain/gallery-query";
import type { ImageSize } from "@/lib/domain/image-sizes";
import type { ImageSource } from "./picture";
import type { Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { artworkPriceLabel } from "./price";

/**
 * What a card and its cart button need of an artwork, and nothing more: this object is
 * serialised into the page for the browser once per card, so the description and dates stay on
 * the server. Optional fields are left out when empty.
 */
export interface ArtworkCardData {
  id: string;
  slug: string;
  title: string;
  /** null: 'Price on request'. */
  pricePaisa: number | null;
  /** The price as shown, formatted on the server (the browser's number formats may differ). */
  priceLabel: string;
  status: ArtworkStatusValue;
  reserved?: true;
  image?: string;
  /** Where a card fetches its picture (see withCardPicture); left out on pages that show no card. */
  picture?: ImageSource;
  imageSize?: ImageSize;
  category?: string;
  medium?: string;
  dimensions?: string;
  year?: number;
  tags: string[];
  featured?: true;
  /** Integer paisa per unit; left out when shipping is free. */
  shippingChargePaisa?: number;
  shippingType?: "fixed";
  taxRateBps?: number;
  taxIncluded?: true;
}

/** The card's data of an artwork (server side), its price in the page's language. */
export function toArtworkCardData(artwork: ArtworkSummary, locale: Locale = "en", digits?: Digits): ArtworkCardData {
  const data: ArtworkCardData = {
    id: artwork.id,
    slug: artwork.slug,
    title: artwork.title,
    pricePaisa: artwork.pricePaisa,
    priceLabel: artworkPriceLabel(artwork.pricePaisa, locale, digits),
    status: artwork.status,
    tags: artwork.tags,
  };
  if (artwork.reserved) data.reserved = true;
  if (artwork.image) data.image = artwork.image;
  if (artwork.imageSize) data.imageSize = { width: artwork.imageSize.width, height: artwork.imageSize.height };
  if (artwork.category) data.category = artwork.category.name;
  if (artwork.medium) data.medium = artwork.medium;
  if (artwork.dimensions) data.dimensions = artwork.dimensions;
  if (artwork.yearCreated !== null) data.year = artwork.yearCreated;
  if (artwork.featured) data.featured = true;
  if (artwork.shippingType === "fixed") {
    data.shippingType = "fixed";
    data.shippingChargePaisa = artwork.shippingChargePaisa;
  }
  if (artwork.taxRateBps > 0) data.taxRateBps = artwork.taxRateBps;
  if (artwork.taxIncluded) data.taxIncluded = true;
  return data;
}

/**
 * What 'Add to Cart' puts in the cart for an artwork (the server re-prices at checkout). The
 * cart shows the title, image and price; the long description is not carried into it.
 */
export function toCartInput(artwork: ArtworkCardData): CartItemInput {
  return {
    id: artwork.id,
    title: artwork.title,
    price: artwork.pricePaisa ?? 0,
    category: artwork.category ?? "",
    medium: artwork.medium ?? "",
    dimensions: artwork.dimensions ?? "",
    year: artwork.year ?? null,
    image: artwork.image,
    images: artwork.image ? [artwork.image] : [],
    featured: artwork.featured === true,
    available: artwork.status === "available",
    tags: artwork.tags,
    shippingCharge: artwork.shippingChargePaisa ?? 0,
    shippingType: artwork.shippingType ?? "free",
    taxRate: (artwork.taxRateBps ?? 0) / 100,
    taxIncluded: artwork.taxIncluded === true,
    type: "artwork",
  };
}
