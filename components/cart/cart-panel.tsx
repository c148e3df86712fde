"use client";

import { Link } from "@/lib/i18n/navigation";
import { ShoppingBag } from "lucide-react";
import { cartTotals } from "@/lib/domain/pricing";
import { formatNpr } from "@/lib/money";
import { buttonClasses } from "@/components/ui/button";
import { useCart } from "./cart-context";
import { CartLine } from "./cart-line";
import { Dialog, DialogPanel } from "@/components/ui/dialog";

/**
 * The cart panel behind the cart's open/closed flag: slides in from the right after an item is
 * added (spec: 100 ms after the 500 ms add delay). Lines with quantities, the subtotal, and
 * links to the cart page and to checkout.
 */
export function CartPanel() {
  const { items, isOpen, closeCart, totalItems } = useCart();
  const totals = cartTotals(items);

  return (
    <Dialog open={isOpen} onOpenChange={(next) => !next && closeCart()}>
      <DialogPanel
        variant="sheet"
        data-testid="cart-panel"
        title={`Your Cart (${totalItems})`}
        footer={
          items.length > 0 ? (
            <div className="space-y-3">
              <div className="flex justify-between text-base font-semibold">
                <span>Subtotal</span>
                <span className="tabular-nums" data-testid="panel-subtotal">
                  {formatNpr(totals.subtotalPaisa)}
                </span>
              </div>
              <p className="text-xs text-muted-foreground">Shipping and tax are shown on the cart page.</p>
              <div className="grid grid-cols-2 gap-2">
                <Link href="/cart" onClick={closeCart} className={buttonClasses({ variant: "outline" })}>
                  View Cart
                </Link>
                <Link href="/checkout" onClick={closeCart} className={buttonClasses({ variant: "primary" })}>
                  Checkout
                </Link>
              </div>
            </div>
          ) : undefined
        }
      >
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <ShoppingBag aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">Your cart is empty</p>
            <Link href="/gallery" onClick={closeCart} className={buttonClasses({ variant: "primary" })}>
              Browse Gallery
            </Link>
          </div>
        ) : (
          <ul className="-my-4 divide-y divide-border">
            {items.map((item) => (
              <CartLine key={item.id} item={item} compact onNavigate={closeCart} />
            ))}
          </ul>
        )}
      </DialogPanel>
    </Dialog>
  );
}
