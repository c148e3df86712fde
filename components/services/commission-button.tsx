import { PathIcon } from "@/components/ui/stroke-icon";
import { SHOPPING_BAG_ICON } from "@/components/layout/frame-icons";
import { CommissionAddButton } from "@/components/cart/commission-add-button";
import { buttonClasses, type ButtonSize } from "@/components/ui/button";
import type { CommissionDialogStrings } from "@/components/cart/commission-words";

/**
 * The commission's 'Add to Cart': opens the commission dialog (category, size, frame) of the
 * cart (components/cart/commission-dialog.tsx). Without JavaScript it is a link to the
 * service's details, where the pricing tiers are listed.
 */
export function CommissionButton({
  slug,
  title,
  label,
  dialog,
  href,
  size = "md",
  className,
}: {
  slug: string;
  title: string;
  /** 'Add to Cart' in the page's language. */
  label: string;
  /** The commission dialog's words in the page's language. */
  dialog: CommissionDialogStrings;
  /** The details URL (?service={slug}). */
  href: string;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <CommissionAddButton
      slug={slug}
      title={title}
      href={href}
      strings={dialog}
      className={buttonClasses({ variant: "primary", size, className })}
    >
      <PathIcon paths={SHOPPING_BAG_ICON} />
      {label}
      <span className="sr-only">{`(${title})`}</span>
    </CommissionAddButton>
  );
}

export function serviceDialogId(slug: string): string {
  return `service-${slug}`;
}

export function inquiryDialogId(slug: string): string {
  return `inquiry-${slug}`;
}
