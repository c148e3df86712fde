"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useState } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { LOADER_ICON } from "@/components/layout/frame-icons";
import { ARROW_RIGHT_ICON } from "@/components/ui/page-icons";
import { TRASH_ICON } from "./cart-icons";
import { CHECKOUT_BUTTON_DELAY_MS, type CartItem } from "@/lib/domain/cart-read";
import { cartTotals } from "@/lib/domain/pricing";
import { addressIn } from "@/lib/http/locale-path";
import { Button, buttonClasses } from "@/components/ui/button";
import { useCart } from "./cart-context";
import { CartLine } from "./cart-line";
import { RemovedNotice } from "./cart-page-view";
import { moneyIn, useCartStrings, type CartPageStrings } from "./cart-strings";
import { hasFrameOnQuote } from "./line-options";
import { OrderSummary } from "./order-summary";
import type { CartCheckState } from "./use-cart-check";

// The options dialog ('Edit options' of a line) is fetched when first opened.
const ArtworkOptionsDialog = lazy(() => import("./artwork-options-dialog").then((m) => ({ default: m.ArtworkOptionsDialog })));

/**
 * The cart page with lines (cart-page-view.tsx fetches it when the stored cart has any): the
 * lines with quantities, the order summary, checkout and clear, the server check's notes.
 */
export function FilledCart({
  strings,
  checking,
  removed,
  notes,
}: { strings: CartPageStrings } & Pick<CartCheckState, "checking" | "removed" | "notes">) {
  const { items, totalItems, clearCart } = useCart();
  const router = useRouter();
  const words = useCartStrings();
  const { count } = moneyIn(words);
  const t = (key: "processing" | "proceed" | "clear" | "continueShopping") => strings[key];
  const to = (path: string) => addressIn(path, words.locale);
  const [editing, setEditing] = useState<CartItem | null>(null);
  const [proceeding, setProceeding] = useState(false);

  const totals = cartTotals(items);

  function proceed() {
    setProceeding(true);
    window.setTimeout(() => router.push(to("/checkout")), CHECKOUT_BUTTON_DELAY_MS);
  }

  return (
    <>
      <RemovedNotice removed={removed} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <section aria-labelledby="cart-items-heading">
          <div className="flex items-center justify-between gap-4 border-b border-border pb-3">
            <h2 id="cart-items-heading" className="text-lg font-semibold">
              {count(strings.itemsHeading, totalItems)}
            </h2>
            {checking && (
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground" role="status">
                <PathIcon paths={LOADER_ICON} className="size-3 animate-spin" /> {strings.checking}
              </span>
            )}
          </div>
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <CartLine key={item.id} item={item} note={notes[item.id]} onCustomize={setEditing} />
            ))}
          </ul>
        </section>
        <OrderSummary
          totals={totals}
          itemCount={totalItems}
          className="lg:sticky lg:top-24"
          quoteNote={hasFrameOnQuote(items) ? words.quoteNote : undefined}
          strings={words.summary}
        >
          <div className="mt-5 space-y-2">
            <Button size="lg" className="w-full" onClick={proceed} disabled={proceeding}>
              <PathIcon paths={proceeding ? LOADER_ICON : ARROW_RIGHT_ICON} className={proceeding ? "animate-spin" : undefined} />
              {proceeding ? t("processing") : t("proceed")}
            </Button>
            <Button variant="ghost" className="w-full text-muted-foreground" onClick={() => clearCart()}>
              <PathIcon paths={TRASH_ICON} />
              {t("clear")}
            </Button>
            <Link href={to("/gallery")} className={buttonClasses({ variant: "link", className: "w-full" })}>
              {t("continueShopping")}
            </Link>
          </div>
        </OrderSummary>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <ArtworkOptionsDialog
            key={editing.id}
            open
            mode="edit"
            lineId={editing.id}
            artwork={editing}
            initial={editing.customizations}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
