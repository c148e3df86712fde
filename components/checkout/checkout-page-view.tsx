"use client";

import Link from "next/link";
import { lazy, Suspense, useState } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { buttonClasses } from "@/components/ui/button";
import { useCart } from "@/components/cart/cart-context";
import { RemovedNotice } from "@/components/cart/cart-page-view";
import { useCartCheck } from "@/components/cart/use-cart-check";
import { addressIn } from "@/lib/http/locale-path";
import { LOADER_ICON } from "@/components/layout/frame-icons";
import { IMAGES_ICON } from "./checkout-icons";
import { loadPendingOrder, type PendingOrderRef } from "./pending-order";
import type { CheckoutFlowProps } from "./checkout-flow";

const loadFlow = () => import("./checkout-flow").then((m) => ({ default: m.CheckoutFlow }));
/**
 * The form, the delivery choice and the order's summary: fetched once the stored cart is read
 * and has lines (tried a second time when a phone's connection drops; then the page's failure
 * screen offers to try again). An empty cart and the server's loading state need none of it.
 */
const CheckoutFlow = lazy(() => loadFlow().catch(loadFlow));

/**
 * /checkout in the browser. The cart is read from this browser after hydration, so the server
 * sends the loading state; the cart is checked against the shop at once (removed lines, prices),
 * while the flow is fetched.
 */
export function CheckoutPageView(props: Omit<CheckoutFlowProps, "check" | "onLeave">) {
  const { locale, page: words } = props.strings;
  const { items, isLoaded } = useCart();
  const check = useCartCheck();
  // An order of this browser still awaiting payment, offered when the cart is empty. Read once,
  // on the client: nothing of it is drawn before the cart is loaded (after hydration).
  const [pending] = useState<PendingOrderRef | null>(() => (typeof window === "undefined" ? null : loadPendingOrder()));
  // The order is placed and the cart cleared: the buyer is on the way to the payment step.
  const [leaving, setLeaving] = useState(false);

  const loading = (
    <p className="flex items-center gap-2 py-16 text-muted-foreground" role="status">
      <PathIcon paths={LOADER_ICON} className="size-4 animate-spin" /> {leaving ? words.leaving : words.loading}
    </p>
  );
  if (!isLoaded || leaving) return loading;

  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-lg py-10 text-center" data-testid="checkout-empty">
        <RemovedNotice removed={check.removed} />
        {pending && (
          <p className="mb-6 rounded-md border border-border bg-muted px-4 py-3 text-sm" data-testid="pending-order">
            {words.pendingOrder.split("{orderNumber}").map((part, index) => (
              <span key={index}>
                {index > 0 && <span className="font-mono">{pending.orderNumber}</span>}
                {part}
              </span>
            ))}{" "}
            <Link href={addressIn(`/checkout/pay/${encodeURIComponent(pending.token)}`, locale)} className="font-medium underline">
              {words.goToPayment}
            </Link>
          </p>
        )}
        <h2 className="text-xl font-semibold">{words.emptyTitle}</h2>
        <p className="mt-2 text-muted-foreground">{words.emptyText}</p>
        <Link href={addressIn("/gallery", locale)} className={buttonClasses({ variant: "primary", className: "mt-6" })}>
          <PathIcon paths={IMAGES_ICON} />
          {words.browseGallery}
        </Link>
      </div>
    );
  }

  return (
    <Suspense fallback={loading}>
      <CheckoutFlow {...props} check={check} onLeave={() => setLeaving(true)} />
    </Suspense>
  );
}
