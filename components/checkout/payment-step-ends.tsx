"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CIRCLE_CHECK_ICON, LOADER_ICON } from "./payment-icons";
import { ROTATE_CCW_ICON, TIMER_OFF_ICON } from "./payment-end-icons";
import type { CheckoutResult } from "@/lib/actions/checkout";
import type { PaymentPageOrder } from "@/lib/data/orders";
import { addressIn } from "@/lib/http/locale-path";
import { useCart } from "@/components/cart/cart-context";
import { Button, buttonClasses } from "@/components/ui/button";
import { savePendingOrder } from "./pending-order";
import { Sentence } from "./template-sentence";
import type { PaymentStrings } from "./payment-words";

/*
 * The payment step's ends, each fetched only when it is drawn (components/checkout/payment-step.tsx
 * loads this module lazily): the order placed, the order expired or closed, and an eSewa/Khalti
 * payment being confirmed. A buyer who opens the step to pay needs none of them first.
 */

/**
 * An eSewa or Khalti payment is being confirmed: every other way to pay (and Back, which would
 * cancel the order) waits for it, so nobody pays twice. The page says when the shop asks the
 * provider again, and the buyer can ask now.
 */
export function PendingOnlinePayment({ token, strings }: { token: string; strings: PaymentStrings }) {
  const router = useRouter();
  const [checking, startChecking] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const words = strings.pending;
  useEffect(() => {
    // The page looks again by itself every half minute while the provider has not answered.
    const timer = window.setInterval(() => router.refresh(), 30_000);
    return () => window.clearInterval(timer);
  }, [router]);
  return (
    <div role="status" className="space-y-3 rounded-xl border border-accent/40 bg-accent/5 p-5 text-sm" data-testid="online-payment-pending">
      <p className="flex items-center gap-2 font-semibold">
        <PathIcon paths={LOADER_ICON} className="size-4 animate-spin" />
        {words?.title}
      </p>
      <p className="text-muted-foreground">{words?.text}</p>
      {message && <p>{message}</p>}
      <Button
        variant="outline"
        disabled={checking}
        onClick={() =>
          startChecking(async () => {
            const { checkOnlinePaymentAgainAction } = await import("@/lib/actions/online-payment");
            const result = await checkOnlinePaymentAgainAction(token, strings.locale);
            setMessage(result.paid ? null : (result.message ?? words?.notConfirmed ?? null));
            router.refresh();
          })
        }
        data-testid="check-payment-again"
      >
        {checking ? <PathIcon paths={LOADER_ICON} className="animate-spin" /> : <PathIcon paths={ROTATE_CCW_ICON} />}
        {words?.checkAgain}
      </Button>
    </div>
  );
}

/** An expired (or changed) order: its lines can go back in the cart. */
function RestoreToCart({ order, strings }: { order: PaymentPageOrder; strings: PaymentStrings }) {
  const { restoreLines } = useCart();
  const router = useRouter();
  return (
    <Button
      size="lg"
      onClick={() => {
        restoreLines(order.restorableLines);
        savePendingOrder(null);
        router.push(addressIn("/cart", strings.locale));
      }}
      data-testid="restore-cart"
    >
      <PathIcon paths={ROTATE_CCW_ICON} />
      {strings.restore}
    </Button>
  );
}

/** The screenshot was received: the order is placed (the page then moves to its order page). */
export function PlacedView({ placed, strings }: { placed: Extract<CheckoutResult, { ok: true }>; strings: PaymentStrings }) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ block: "start", behavior: "instant" });
  }, []);
  return (
    <div ref={shown} className="mx-auto max-w-lg scroll-mt-24 py-12 text-center" role="status" data-testid="order-placed">
      <PathIcon paths={CIRCLE_CHECK_ICON} className="mx-auto size-12 text-success" />
      <h2 className="mt-4 text-2xl font-semibold">{strings.placed}</h2>
      <p className="mt-2 text-muted-foreground">
        <Sentence template={strings.placedText} slots={{ orderNumber: <span className="font-mono font-medium text-foreground">{placed.orderNumber}</span> }} />
      </p>
      {placed.notice && <p className="mt-4 rounded-md bg-muted px-3 py-2 text-sm">{placed.notice}</p>}
      <Link href={addressIn(`/order-success?token=${encodeURIComponent(placed.accessToken)}`, strings.locale)} className={buttonClasses({ variant: "link", className: "mt-4" })}>
        {strings.viewOrder}
      </Link>
    </div>
  );
}

/** Time ran out, or the order was closed: nothing to pay; its lines can go back in the cart. */
export function ClosedView({ order, expired, lines, strings }: { order: PaymentPageOrder; expired: boolean; lines: ReactNode; strings: PaymentStrings }) {
  return (
    <div className="mx-auto max-w-xl space-y-6 py-6" data-testid={expired ? "order-expired" : "order-closed"}>
      <div role="alert" className="rounded-xl border border-border bg-muted p-6">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <PathIcon paths={TIMER_OFF_ICON} className="size-5" />
          {expired ? strings.expiredTitle : strings.closedTitle}
        </p>
        <p className="mt-2 text-muted-foreground">{expired ? strings.expiredText : strings.closedText}</p>
      </div>
      {lines}
      {order.restorableLines.length > 0 && <RestoreToCart order={order} strings={strings} />}
    </div>
  );
}
