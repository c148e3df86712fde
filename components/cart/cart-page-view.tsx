"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { LOADER_ICON, SHOPPING_BAG_ICON } from "@/components/layout/frame-icons";
import { ALERT_ICON, ARROW_RIGHT_ICON, HOME_ICON, IMAGES_ICON, TRASH_ICON } from "./cart-icons";
import { CHECKOUT_BUTTON_DELAY_MS, type CartItem } from "@/lib/domain/cart-read";
import { cartTotals } from "@/lib/domain/pricing";
import { addressIn } from "@/lib/http/locale-path";
import { Button, buttonClasses } from "@/components/ui/button";
import { useCart } from "./cart-context";
import { CartLine } from "./cart-line";
import { moneyIn, useCartStrings, type CartPageStrings } from "./cart-strings";
import { hasFrameOnQuote } from "./line-options";
import { OrderSummary } from "./order-summary";
import { useCartCheck } from "./use-cart-check";

// The options dialog ('Edit options' of a line) is fetched when first opened.
const ArtworkOptionsDialog = lazy(() => import("./artwork-options-dialog").then((m) => ({ default: m.ArtworkOptionsDialog })));

/** Lines removed by the server check, listed above the cart. */
export function RemovedNotice({ removed }: { removed: { id: string; title: string; message: string }[] }) {
  const strings = useCartStrings().empty;
  if (removed.length === 0) return null;
  return (
    <div role="alert" className="mb-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm" data-testid="removed-notice">
      <p className="flex items-center gap-2 font-medium text-destructive">
        <PathIcon paths={ALERT_ICON} className="size-4" />
        {removed.length === 1 ? strings.removedOne : strings.removedMany}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-foreground">
        {removed.map((line) => (
          <li key={line.id}>{line.message}</li>
        ))}
      </ul>
    </div>
  );
}

export function EmptyCart({ removed = [] }: { removed?: { id: string; title: string; message: string }[] }) {
  const { locale, empty } = useCartStrings();
  return (
    <div className="mx-auto max-w-lg py-10 text-center" data-testid="empty-cart">
      <RemovedNotice removed={removed} />
      <PathIcon paths={SHOPPING_BAG_ICON} className="mx-auto size-12 text-muted-foreground" />
      <h2 className="mt-4 text-xl font-semibold">{empty.title}</h2>
      <p className="mt-2 text-muted-foreground">{empty.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href={addressIn("/gallery", locale)} className={buttonClasses({ variant: "primary" })}>
          <PathIcon paths={IMAGES_ICON} />
          {empty.browseGallery}
        </Link>
        <Link href={addressIn("/", locale)} className={buttonClasses({ variant: "outline" })}>
          <PathIcon paths={HOME_ICON} />
          {empty.backHome}
        </Link>
      </div>
    </div>
  );
}

/**
 * The cart is read from the browser after hydration, so the server sends the loading state.
 * Every state keeps the footer below the first screen: the cart's content replacing the
 * loading line then moves nothing the visitor sees (no layout shift).
 */
function CartArea({ keptHere, children }: { keptHere: string; children: ReactNode }) {
  return (
    <div className="min-h-[calc(100dvh-10rem)]">
      {/* Sent by the server, so the page's largest paint does not wait for the stored cart. */}
      <p className="-mt-4 mb-8 max-w-2xl text-lg leading-relaxed text-muted-foreground">
        {keptHere}
      </p>
      {children}
    </div>
  );
}

/**
 * The cart page: lines with quantities, the order summary, checkout and clear. `strings` are the
 * page's words (cart page), the lines' and summary's come with the site's (useCartStrings).
 */
export function CartPageView({ strings, keptHere }: { strings: CartPageStrings; keptHere: string }) {
  const { items, isLoaded, totalItems, clearCart } = useCart();
  const { checking, removed, notes } = useCartCheck();
  const router = useRouter();
  const words = useCartStrings();
  const { count } = moneyIn(words);
  const t = (key: "loading" | "processing" | "proceed" | "clear" | "continueShopping") => strings[key];
  const to = (path: string) => addressIn(path, words.locale);
  const [editing, setEditing] = useState<CartItem | null>(null);
  const [proceeding, setProceeding] = useState(false);

  if (!isLoaded) {
    return (
      <CartArea keptHere={keptHere}>
        <p className="flex items-center gap-2 py-16 text-muted-foreground" role="status">
          <PathIcon paths={LOADER_ICON} className="size-4 animate-spin" /> {t("loading")}
        </p>
      </CartArea>
    );
  }
  if (items.length === 0)
    return (
      <CartArea keptHere={keptHere}>
        <EmptyCart removed={removed} />
      </CartArea>
    );

  const totals = cartTotals(items);

  function proceed() {
    setProceeding(true);
    window.setTimeout(() => router.push(to("/checkout")), CHECKOUT_BUTTON_DELAY_MS);
  }

  return (
    <CartArea keptHere={keptHere}>
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
    </CartArea>
  );
}
