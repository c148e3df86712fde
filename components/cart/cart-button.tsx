"use client";

import Link from "next/link";
import { ShoppingBag } from "lucide-react";
import { badgeLabel } from "@/lib/domain/cart";
import { cn } from "@/components/ui/cn";
import { useCart } from "./cart-provider";

function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/** The header's cart icon: links to /cart, with a count badge capped at "99+". */
export function CartButton({ className }: { className?: string }) {
  const { totalItems } = useCart();
  const badge = badgeLabel(totalItems);

  return (
    <Link
      href="/cart"
      aria-label={cartLabel(totalItems)}
      data-testid="cart-button"
      className={cn(
        "icon-btn relative",
        className,
      )}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
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
