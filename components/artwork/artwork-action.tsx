import Link from "next/link";
import { MessageSquare } from "lucide-react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import type { ArtworkSummary } from "@/lib/data/artworks";
import type { CartItemInput } from "@/lib/domain/cart";
import { AddToCartButton } from "./add-to-cart-button";

/** What 'Add to Cart' puts in the cart for an artwork (the server re-prices at checkout). */
export function toCartInput(artwork: ArtworkSummary): CartItemInput {
  return {
    id: artwork.id,
    title: artwork.title,
    price: artwork.pricePaisa ?? 0,
    description: artwork.description ?? "",
    category: artwork.category?.name ?? "",
    medium: artwork.medium ?? "",
    dimensions: artwork.dimensions ?? "",
    year: artwork.yearCreated,
    image: artwork.image ?? undefined,
    images: artwork.image ? [artwork.image] : [],
    featured: artwork.featured,
    available: artwork.status === "available",
    tags: artwork.tags,
    createdAt: artwork.createdAt,
    shippingCharge: artwork.shippingChargePaisa,
    shippingType: artwork.shippingType,
    taxRate: artwork.taxRateBps / 100,
    taxIncluded: artwork.taxIncluded,
    type: "artwork",
  };
}

/** Why a work cannot go in the cart, in the words of its status badge. */
function unavailableReason(artwork: ArtworkSummary): string {
  if (artwork.status === "sold") return "Sold: this original has found its home";
  if (artwork.status === "custom_only") return "Custom Only: made to order, ask for a commission";
  if (artwork.status === "not_for_sale") return "Not for Sale: part of the artist's own collection";
  return "Reserved by an order awaiting payment verification";
}

/**
 * The action for an artwork by its status: available -> 'Add to Cart' ('In Cart' once added);
 * sold -> 'Sold Out'; any other status -> 'Not Available'. An available work without a price
 * cannot go in the cart: it asks for the price instead.
 */
export function ArtworkAction({
  artwork,
  size = "md",
  variant = "primary",
  className,
}: {
  artwork: ArtworkSummary;
  size?: ButtonSize;
  /** The look of 'Add to Cart': loud on the artwork page, quieter on cards. */
  variant?: ButtonVariant;
  className?: string;
}) {
  // An original held by an open order (awaiting payment verification) cannot be ordered.
  if (artwork.status === "available" && !artwork.reserved) {
    if (artwork.pricePaisa === null) {
      return (
        <Link href="/contact#form" className={buttonClasses({ variant: "outline", size, className })}>
          <MessageSquare aria-hidden="true" />
          Ask for Price
        </Link>
      );
    }
    return <AddToCartButton artwork={toCartInput(artwork)} size={size} variant={variant} className={className} />;
  }
  return (
    <button
      type="button"
      disabled
      title={unavailableReason(artwork)}
      className={buttonClasses({ variant: variant === "primary" ? "secondary" : "ghost", size, className })}
    >
      {artwork.status === "sold" ? "Sold Out" : "Not Available"}
    </button>
  );
}
