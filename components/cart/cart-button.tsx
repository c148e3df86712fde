"use client";

import Link from "next/link";
import { PathIcon } from "@/components/ui/stroke-icon";
import { SHOPPING_BAG_ICON } from "@/components/layout/frame-icons";
import { badgeLabel } from "@/lib/domain/cart-read";
import { addressIn } from "@/lib/http/locale-path";
import { cn } from "@/components/ui/cn";
import { useCart } from "./cart-provider";
import { moneyIn, useCartStrings } from "./cart-strings";

/** The header's cart icon: links to /cart, with a count badge capped at "99+". */
export function CartButton({ className }: { className?: string }) {
  const { totalItems } = useCart();
  const strings = useCartStrings();
  const badge = badgeLabel(totalItems);

  return (
    <Link
      href={addressIn("/cart", strings.locale)}
      aria-label={moneyIn(strings).count(strings.cartLabel, totalItems)}
      data-testid="cart-button"
      className={cn(
        "icon-btn relative",
        className,
      )}
    >
      <PathIcon paths={SHOPPING_BAG_ICON} className="size-5" />
      {badge && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-semibold tabular-nums text-accent-foreground ring-2 ring-background"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
