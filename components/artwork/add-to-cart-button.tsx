"use client";

import Link from "next/link";
import { Check, Loader2, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { buttonClasses, type ButtonSize } from "@/components/ui/button";
import type { CartItemInput } from "@/lib/domain/cart";

/**
 * 'Add to Cart' for an available artwork, or 'In Cart' (a link to the cart) once it is there.
 * This is the customisation entry point: the cart-and-checkout work swaps the click for the
 * customisation dialog (size and framing), whose confirmation adds the line.
 */
export function AddToCartButton({
  artwork,
  size = "md",
  className,
}: {
  /** The cart line's data (prices in paisa, tax rate in percent). */
  artwork: CartItemInput;
  size?: ButtonSize;
  className?: string;
}) {
  const { hasItem, addArtwork, isLoaded } = useCart();
  const [adding, setAdding] = useState(false);
  const inCart = isLoaded && hasItem(artwork.id);

  if (inCart) {
    return (
      <Link href="/cart" className={buttonClasses({ variant: "secondary", size, className })} data-testid="in-cart">
        <Check aria-hidden="true" />
        In Cart
      </Link>
    );
  }

  async function add() {
    setAdding(true);
    try {
      await addArtwork(artwork);
    } finally {
      setAdding(false);
    }
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={adding}
      aria-label={`Add ${artwork.title} to cart`}
      className={buttonClasses({ variant: "primary", size, className })}
    >
      {adding ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShoppingBag aria-hidden="true" />}
      Add to Cart
    </button>
  );
}
