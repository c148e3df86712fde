"use client";

import Link from "next/link";
import { lazy, Suspense, type ReactNode } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { LOADER_ICON, SHOPPING_BAG_ICON } from "@/components/layout/frame-icons";
import { ALERT_ICON, HOME_ICON, IMAGES_ICON } from "./cart-icons";
import { addressIn } from "@/lib/http/locale-path";
import { buttonClasses } from "@/components/ui/button";
import { useCart } from "./cart-context";
import { useCartStrings, type CartPageStrings } from "./cart-strings";
import { useCartCheck } from "./use-cart-check";

/** The lines, the summary and their buttons: fetched when the stored cart has lines. */
const FilledCart = lazy(() => import("./filled-cart").then((m) => ({ default: m.FilledCart })));

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
 * The lines' view is fetched when the stored cart has lines (filled-cart.tsx): an empty cart, and
 * the server's loading state, need none of it.
 */
export function CartPageView({ strings, keptHere }: { strings: CartPageStrings; keptHere: string }) {
  const { items, isLoaded } = useCart();
  const { checking, removed, notes } = useCartCheck();

  const loading = (
    <p className="flex items-center gap-2 py-16 text-muted-foreground" role="status">
      <PathIcon paths={LOADER_ICON} className="size-4 animate-spin" /> {strings.loading}
    </p>
  );
  if (!isLoaded) return <CartArea keptHere={keptHere}>{loading}</CartArea>;
  if (items.length === 0)
    return (
      <CartArea keptHere={keptHere}>
        <EmptyCart removed={removed} />
      </CartArea>
    );
  return (
    <CartArea keptHere={keptHere}>
      <Suspense fallback={loading}>
        <FilledCart strings={strings} checking={checking} removed={removed} notes={notes} />
      </Suspense>
    </CartArea>
  );
}
