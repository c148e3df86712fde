"use client";

import { LocaleLink as Link } from "@/components/ui/locale-link";
import type { AddToCartStrings } from "@/lib/i18n/ui-strings";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CHECK_ICON, LOADER_ICON, SHOPPING_BAG_ICON } from "@/components/layout/frame-icons";
import { PRINTER_ICON } from "@/components/ui/page-icons";
import { lazy, Suspense, useState } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import type { CartItemInput } from "@/lib/domain/cart";

// The options dialog is fetched on the first click, not with the page.
const ArtworkOptionsDialog = lazy(() =>
  import("@/components/cart/artwork-options-dialog").then((m) => ({ default: m.ArtworkOptionsDialog })),
);

/**
 * 'Add to Cart' for an available artwork, or 'In Cart' (a link to the cart) once it is there.
 * The click opens the customisation dialog (size, framing, notes); its confirmation adds the
 * line (500 ms), then the cart panel opens.
 */
export function AddToCartButton({
  artwork,
  strings,
  size = "md",
  variant = "primary",
  className,
  printsOnly = false,
}: {
  /** The cart line's data (prices in paisa, tax rate in percent). */
  artwork: CartItemInput;
  strings: AddToCartStrings;
  /** 'Order a Print': the dialog offers prints only (the original cannot be ordered). */
  printsOnly?: boolean;
  size?: ButtonSize;
  /** How loud the button is: the artwork page's main action, or a quieter one on cards. */
  variant?: ButtonVariant;
  className?: string;
}) {
  const { hasItem, isAdding, isLoaded } = useCart();
  const [choosing, setChoosing] = useState(false);
  const inCart = isLoaded && hasItem(artwork.id) && !printsOnly;

  if (inCart && !choosing) {
    return (
      <Link href="/cart" className={buttonClasses({ variant: "secondary", size, className })} data-testid="in-cart">
        <PathIcon paths={CHECK_ICON} />
        {strings.inCart}
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
        <PathIcon paths={adding ? LOADER_ICON : printsOnly ? PRINTER_ICON : SHOPPING_BAG_ICON} className={adding ? "animate-spin" : undefined} />
        {printsOnly ? strings.orderPrint : strings.addToCart}
        {/* The visible words first, then which artwork (WCAG: the label contains the visible text). */}
        <span className="sr-only">{`(${artwork.title})`}</span>
      </button>
      {choosing && (
        <Suspense fallback={null}>
          <ArtworkOptionsDialog open mode="add" artwork={artwork} printsOnly={printsOnly} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </>
  );
}
