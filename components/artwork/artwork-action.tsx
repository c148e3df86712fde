import { LocaleLink as Link } from "@/components/ui/locale-link";
import type { ArtworkActionStrings } from "@/lib/i18n/ui-strings";
import { PathIcon } from "@/components/ui/stroke-icon";
import { MESSAGE_SQUARE_ICON } from "@/components/ui/page-icons";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { AddToCartButton } from "./add-to-cart-button";
import { offersPrints } from "@/lib/domain/print-offer";
import { toCartInput, type ArtworkCardData } from "./artwork-card-data";

/** Why a work cannot go in the cart, in the words of its status badge (a key of artwork.unavailable). */
function unavailableReason(artwork: Pick<ArtworkCardData, "status">): "sold" | "custom_only" | "not_for_sale" | "reserved" {
  if (artwork.status === "sold" || artwork.status === "custom_only" || artwork.status === "not_for_sale") return artwork.status;
  return "reserved";
}

/**
 * The action for an artwork by its status: available -> 'Add to Cart' ('In Cart' once added);
 * sold -> 'Sold Out'; any other status -> 'Not Available'. An available work without a price
 * cannot go in the cart: it asks for the price instead.
 */
export function ArtworkAction({
  artwork,
  strings,
  size = "md",
  variant = "primary",
  className,
  offerPrints = false,
}: {
  /** The card's data of the artwork (see toArtworkCardData). */
  artwork: ArtworkCardData;
  strings: ArtworkActionStrings;
  size?: ButtonSize;
  /** The look of 'Add to Cart': loud on the artwork page, quieter on cards. */
  variant?: ButtonVariant;
  className?: string;
  /**
   * Beside a sold, held or kept original, offer its prints ('Order a Print'), as the artwork
   * page does; cards show the original's state only.
   */
  offerPrints?: boolean;
}) {
  // An original held by an open order (awaiting payment verification) cannot be ordered.
  if (artwork.status === "available" && !artwork.reserved) {
    if (artwork.pricePaisa === null) {
      return (
        <Link href="/contact#form" className={buttonClasses({ variant: "outline", size, className })}>
          <PathIcon paths={MESSAGE_SQUARE_ICON} />
          {strings.askForPrice}
        </Link>
      );
    }
    return <AddToCartButton artwork={toCartInput(artwork)} strings={strings.cart} size={size} variant={variant} className={className} />;
  }
  const unavailable = (
    <button
      type="button"
      disabled
      title={strings.unavailable[unavailableReason(artwork)]}
      className={buttonClasses({ variant: variant === "primary" ? "secondary" : "ghost", size, className })}
    >
      {artwork.status === "sold" ? strings.soldOut : strings.notAvailable}
    </button>
  );
  if (!offerPrints || !offersPrints(artwork)) return unavailable;
  return (
    <>
      <AddToCartButton artwork={toCartInput(artwork)} strings={strings.cart} printsOnly size={size} variant={variant} className={className} />
      {unavailable}
    </>
  );
}
