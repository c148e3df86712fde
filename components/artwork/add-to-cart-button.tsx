"use client";

import Link from "next/link";
import { Check, Loader2, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { ArtworkOptionsDialog } from "@/components/cart/artwork-options-dialog";
import { useCart } from "@/components/cart/cart-provider";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import type { CartItemInput } from "@/lib/domain/cart";

/**
 * 'Add to Cart' for an available artwork, or 'In Cart' (a link to the cart) once it is there.
 * The click opens the customisation dialog (size, framing, notes); its confirmation adds the
 * line (500 ms), then the cart panel opens.
 */
export function AddToCartButton({
  artwork,
  size = "md",
  variant = "primary",
  className,
}: {
  /** The cart line's data (prices in paisa, tax rate in percent). */
  artwork: CartItemInput;
  size?: ButtonSize;
  /** How loud the button is: the artwork page's main action, or a quieter one on cards. */
  variant?: ButtonVariant;
  className?: string;
}) {
  const { hasItem, isAdding, isLoaded } = useCart();
  const [choosing, setChoosing] = useState(false);
  const inCart = isLoaded && hasItem(artwork.id);

  if (inCart && !choosing) {
    return (
      <Link href="/cart" className={buttonClasses({ variant: "secondary", size, className })} data-testid="in-cart">
        <Check aria-hidden="true" />
        In Cart
        <span className="sr-only">{`(${artwork.title})`}</span>
      </Link>
    );
  }

  const adding = choosing && isAdding;
  return (
    <>
      <button
        type="button"
        onClick={() => setChoosing(true)}
        disabled={adding}
        aria-haspopup="dialog"
        className={buttonClasses({ variant, size, className })}
      >
        {adding ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShoppingBag aria-hidden="true" />}
        Add to Cart
        {/* The visible words first, then which artwork (WCAG: the label contains the visible text). */}
        <span className="sr-only">{`(${artwork.title})`}</span>
      </button>
      {choosing && <ArtworkOptionsDialog open mode="add" artwork={artwork} onClose={() => setChoosing(false)} />}
    </>
  );
}
