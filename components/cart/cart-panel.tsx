"use client";

import Link from "next/link";
import { ShoppingBag } from "lucide-react";
import { cartTotals } from "@/lib/domain/pricing";
import { addressIn } from "@/lib/http/locale-path";
import { buttonClasses } from "@/components/ui/button";
import { useCart } from "./cart-context";
import { CartLine } from "./cart-line";
import { moneyIn, useCartStrings } from "./cart-strings";
import { Dialog, DialogPanel } from "@/components/ui/dialog";

/**
 * The cart panel behind the cart's open/closed flag: slides in from the right after an item is
 * added (spec: 100 ms after the 500 ms add delay). Lines with quantities, the subtotal, and
 * links to the cart page and to checkout.
 */
export function CartPanel() {
  const { items, isOpen, closeCart, totalItems } = useCart();
  const strings = useCartStrings();
  const words = strings.panel;
  const { money, count } = moneyIn(strings);
  const totals = cartTotals(items);
  const to = (path: string) => addressIn(path, strings.locale);

  return (
    <Dialog open={isOpen} onOpenChange={(next) => !next && closeCart()}>
      <DialogPanel
        variant="sheet"
        data-testid="cart-panel"
        title={count(words.title, totalItems)}
        footer={
          items.length > 0 ? (
            <div className="space-y-3">
              <div className="flex justify-between text-base font-semibold">
                <span>{words.subtotal}</span>
                <span className="tabular-nums" data-testid="panel-subtotal">
                  {money(totals.subtotalPaisa)}
                </span>
              </div>
              <p className="text-xs text-muted-foreground">{words.note}</p>
              <div className="grid grid-cols-2 gap-2">
                <Link href={to("/cart")} onClick={closeCart} className={buttonClasses({ variant: "outline" })}>
                  {words.viewCart}
                </Link>
                <Link href={to("/checkout")} onClick={closeCart} className={buttonClasses({ variant: "primary" })}>
                  {words.checkout}
                </Link>
              </div>
            </div>
          ) : undefined
        }
      >
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <ShoppingBag aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="font-medium">{strings.empty.title}</p>
            <Link href={to("/gallery")} onClick={closeCart} className={buttonClasses({ variant: "primary" })}>
              {strings.empty.browseGallery}
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
