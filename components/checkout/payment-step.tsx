"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { ArrowLeft, CheckCircle2, Clock, Loader2, RotateCcw, ShieldCheck, TimerOff } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { returnToCustomerInfo, submitPayment, type CheckoutResult } from "@/lib/actions/checkout";
import type { PaymentPageOrder } from "@/lib/data/orders";
import { paymentRemark, type PaymentMethodView } from "@/lib/domain/payment-details";
import { paymentCheckText } from "@/lib/domain/payment-check";
import { formatTimeLeft } from "@/lib/domain/order-hold";
import { formatNpr } from "@/lib/money";
import { PAYMENT_STEP_MESSAGES, ORDER_REDIRECT_DELAY_MS } from "@/lib/validation/payment-messages";
import { useCart } from "@/components/cart/cart-context";
import { Button, buttonClasses } from "@/components/ui/button";
import { PaymentMethods } from "./payment-methods";
import type { OnlineProvider } from "@/lib/domain/online-providers";
import { ScreenshotInput } from "./screenshot-input";
import { savePendingOrder } from "./pending-order";

/*
 * eSewa and Khalti are offered only where configured (never in demo mode): their buttons' code is
 * fetched only where they are drawn. No Suspense boundary of its own: the server waits for it, so
 * the page's HTML carries the buttons in full.
 */
const OnlinePayment = lazy(() => import("./online-payment").then((module) => ({ default: module.OnlinePayment })));

/** Minutes left, refreshed every 15 s (display only: the server decides). */
function useTimeLeft(dueAt: string | null): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!dueAt) return;
    const due = new Date(dueAt).getTime();
    const tick = () => setLeft(Math.max(0, due - Date.now()));
    tick();
    const timer = window.setInterval(tick, 15_000);
    return () => window.clearInterval(timer);
  }, [dueAt]);
  return left;
}

/**
 * An eSewa or Khalti payment is being confirmed: every other way to pay (and Back, which would
 * cancel the order) waits for it, so nobody pays twice. The page says when the shop asks the
 * provider again, and the buyer can ask now.
 */
function PendingOnlinePayment({ token, pending }: { token: string; pending: NonNullable<PaymentPageOrder["pendingOnline"]> }) {
  const router = useRouter();
  const [checking, startChecking] = useTransition();
  const [message, setMessage] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat("en-NP", { timeStyle: "short", timeZone: "Asia/Kathmandu" });
  useEffect(() => {
    // The page looks again by itself every half minute while the provider has not answered.
    const timer = window.setInterval(() => router.refresh(), 30_000);
    return () => window.clearInterval(timer);
  }, [router]);
  return (
    <div role="status" className="space-y-3 rounded-xl border border-accent/40 bg-accent/5 p-5 text-sm" data-testid="online-payment-pending">
      <p className="flex items-center gap-2 font-semibold">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Your {pending.provider} payment of {formatNpr(pending.amountPaisa)} is being confirmed
      </p>
      <p className="text-muted-foreground">
        Started at {time.format(new Date(pending.startedAt))}. We ask {pending.provider} again at {time.format(new Date(pending.nextCheckAt))}. Please do
        not pay another way meanwhile: the other ways to pay come back here if this payment did not go through.
      </p>
      {message && <p>{message}</p>}
      <Button
        variant="outline"
        disabled={checking}
        onClick={() =>
          startChecking(async () => {
            const { checkOnlinePaymentAgainAction } = await import("@/lib/actions/online-payment");
            const result = await checkOnlinePaymentAgainAction(token);
            setMessage(result.paid ? null : (result.message ?? `${pending.provider} has not confirmed the payment yet.`));
            router.refresh();
          })
        }
        data-testid="check-payment-again"
      >
        {checking ? <Loader2 aria-hidden="true" className="animate-spin" /> : <RotateCcw aria-hidden="true" />}
        Check again now
      </Button>
    </div>
  );
}

/** An expired (or changed) order: its lines can go back in the cart. */
function RestoreToCart({ order }: { order: PaymentPageOrder }) {
  const { restoreLines } = useCart();
  const router = useRouter();
  return (
    <Button
      size="lg"
      onClick={() => {
        restoreLines(order.restorableLines);
        savePendingOrder(null);
        router.push("/cart");
      }}
      data-testid="restore-cart"
    >
      <RotateCcw aria-hidden="true" />
      Put these items back in my cart
    </Button>
  );
}

/**
 * Step 2, Payment, on the order's own page (/checkout/pay/<token>): the order number, the exact
 * amount, the ways to pay (QR with amount and order number), the time left to pay, the
 * screenshot upload and 'I've Made the Payment'. Reload, Back or a return from the wallet app
 * shows this same order.
 */
export function PaymentStep({
  token,
  order,
  paymentMethods,
  paymentCheckHours,
  supportEmail,
  onlineProviders = [],
  onlineNotice = null,
  qrPayloads,
  qrImages,
  lines,
  steps,
  journey,
}: {
  token: string;
  order: PaymentPageOrder;
  paymentMethods: PaymentMethodView[];
  paymentCheckHours: number;
  supportEmail: string;
  /** eSewa / Khalti, when configured and enabled (never in demo mode). */
  onlineProviders?: OnlineProvider[];
  /** The message after a return from a provider without a confirmed payment. */
  onlineNotice?: string | null;
  /** What each payment method's QR code holds for this order, by kind (orderQrPayload, on the server). */
  qrPayloads: Record<string, string | null>;
  /** Each payment method's QR for this order, drawn on the server, by kind. */
  qrImages?: Record<string, string>;
  /** The order's lines and total (OrderLines), drawn on the server. */
  lines: ReactNode;
  /** The checkout's steps (CheckoutSteps, at 'Payment') and 'What happens next' (CustomerJourney), drawn on the server. */
  steps: ReactNode;
  journey: ReactNode;
}) {
  const router = useRouter();
  const { restoreLines } = useCart();
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotError, setScreenshotError] = useState<string | null>(null);
  const [paymentMessage, setPaymentMessage] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Extract<CheckoutResult, { ok: true }> | null>(null);
  const [expired, setExpired] = useState(order.state === "expired");
  const [submitting, startSubmit] = useTransition();
  const [goingBack, startGoingBack] = useTransition();
  const timeLeft = useTimeLeft(order.paymentDueAt);
  const placedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (placed) placedRef.current?.scrollIntoView({ block: "start", behavior: "instant" });
  }, [placed]);

  if (placed) {
    return (
      <div ref={placedRef} className="mx-auto max-w-lg scroll-mt-24 py-12 text-center" role="status" data-testid="order-placed">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
        <h2 className="mt-4 text-2xl font-semibold">{PAYMENT_STEP_MESSAGES.orderPlaced}</h2>
        <p className="mt-2 text-muted-foreground">
          Order <span className="font-mono font-medium text-foreground">{placed.orderNumber}</span>. Taking you to your order
          confirmation...
        </p>
        {placed.notice && <p className="mt-4 rounded-md bg-muted px-3 py-2 text-sm">{placed.notice}</p>}
        <Link href={`/order-success?token=${encodeURIComponent(placed.accessToken)}`} className={buttonClasses({ variant: "link", className: "mt-4" })}>
          View your order
        </Link>
      </div>
    );
  }

  if (expired || order.state === "closed") {
    return (
      <div className="mx-auto max-w-xl space-y-6 py-6" data-testid={expired ? "order-expired" : "order-closed"}>
        <div role="alert" className="rounded-xl border border-border bg-muted p-6">
          <p className="flex items-center gap-2 text-lg font-semibold">
            <TimerOff aria-hidden="true" className="size-5" />
            {expired ? `Order ${order.orderNumber} has expired` : `Order ${order.orderNumber} is closed`}
          </p>
          <p className="mt-2 text-muted-foreground">
            {expired
              ? PAYMENT_STEP_MESSAGES.orderExpired(order.orderNumber, supportEmail)
              : PAYMENT_STEP_MESSAGES.orderClosed(order.orderNumber, supportEmail)}
          </p>
        </div>
        {lines}
        {order.restorableLines.length > 0 && <RestoreToCart order={order} />}
      </div>
    );
  }

  function pay() {
    if (!screenshot) {
      setScreenshotError(PAYMENT_STEP_MESSAGES.screenshotRequired);
      return;
    }
    const form = new FormData();
    form.set("token", token);
    form.set("screenshot", screenshot);
    setPaymentMessage(null);
    startSubmit(async () => {
      let result: CheckoutResult;
      try {
        result = await submitPayment(form);
      } catch {
        // No answer (the connection dropped, the server failed): the screenshot may have been received.
        result = { ok: false, code: "unknown", message: PAYMENT_STEP_MESSAGES.paymentUnknown };
      }
      if (result.ok) {
        setPlaced(result);
        savePendingOrder(null);
        toast.success(PAYMENT_STEP_MESSAGES.orderPlaced, { description: `Order ${result.orderNumber}` });
        if (result.notice) toast.info(result.notice, { duration: 10_000 });
        const target = `/order-success?token=${encodeURIComponent(result.accessToken)}`;
        window.setTimeout(() => router.replace(target), ORDER_REDIRECT_DELAY_MS);
        return;
      }
      if (result.code === "screenshot") {
        setScreenshot(null);
        setScreenshotError(result.message);
        return;
      }
      if (result.code === "closed") setExpired(true);
      toast.error(result.message);
      setPaymentMessage(result.message);
    });
  }

  function back() {
    startGoingBack(async () => {
      const result = await returnToCustomerInfo(token);
      if (!result.ok) {
        toast.error(result.message ?? PAYMENT_STEP_MESSAGES.orderFailed);
        router.refresh();
        return;
      }
      restoreLines(order.restorableLines);
      savePendingOrder(null);
      router.push("/checkout");
    });
  }

  const remark = paymentRemark(order.orderNumber, order.customerName);
  const pendingOnline = order.pendingOnline;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0">
        {steps}
        <section aria-labelledby="payment-heading" className="mt-8 space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="payment-heading" className="flex flex-wrap items-center gap-3 text-xl font-semibold">
              Payment
              <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-medium text-accent" data-testid="payment-badge">
                <Clock aria-hidden="true" className="size-3" />
                Pending Approval
              </span>
            </h2>
            <Button variant="outline" onClick={back} disabled={submitting || goingBack || pendingOnline !== null || order.paidPaisa > 0}>
              {goingBack ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ArrowLeft aria-hidden="true" />}
              Back
            </Button>
          </div>
          <p className="text-sm">
            Order <span className="font-mono font-medium" data-testid="payment-order-number">{order.orderNumber}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            Pay{" "}
            <strong className="text-foreground tabular-nums" data-testid="payment-amount">
              {formatNpr(order.amountToPayPaisa)}
            </strong>{" "}
            {order.paidPaisa > 0 && <>(the balance: you have paid {formatNpr(order.paidPaisa)} of {formatNpr(order.totalPaisa)}) </>}
            with one of the ways below, writing <strong className="font-mono text-foreground">{order.orderNumber}</strong> in the remarks,
            then upload a screenshot of the payment. We check payments by hand {paymentCheckText(paymentCheckHours)}.
          </p>
          {order.paymentDueAt && (
            <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm" data-testid="payment-time-left">
              <Clock aria-hidden="true" className="size-4" />
              {order.holdsOriginals ? "The original artwork is held for you" : "Please pay"}
              {timeLeft === null ? "" : timeLeft > 0 ? `: ${formatTimeLeft(timeLeft)} left.` : ": time is up; upload your screenshot now if you have paid."}
            </p>
          )}
          {onlineNotice && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm" data-testid="online-payment-notice">
              {onlineNotice}
            </p>
          )}
          {pendingOnline && <PendingOnlinePayment token={token} pending={pendingOnline} />}
          {!pendingOnline && onlineProviders.length > 0 && (
            <>
              <OnlinePayment token={token} providers={onlineProviders} disabled={submitting || goingBack} />
              <h3 className="border-t border-border pt-6 font-semibold" data-testid="qr-heading">
                Or pay by QR and upload a screenshot
              </h3>
            </>
          )}
          {!pendingOnline && (
          <>
          <PaymentMethods methods={paymentMethods} totalPaisa={order.amountToPayPaisa} remark={remark} orderNumber={order.orderNumber} qrPayloads={qrPayloads} qrImages={qrImages} />
          <ScreenshotInput
            file={screenshot}
            error={screenshotError}
            disabled={submitting}
            onChange={(file, error) => {
              setScreenshot(file);
              setScreenshotError(error);
              if (error) toast.error(error);
            }}
          />
          {!screenshot && !screenshotError && (
            <p className="text-sm text-muted-foreground" data-testid="screenshot-warning">
              {PAYMENT_STEP_MESSAGES.screenshotRequired}
            </p>
          )}
          {paymentMessage && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive" data-testid="payment-error">
              {paymentMessage}
            </p>
          )}
          <Button size="lg" className="w-full" onClick={pay} disabled={submitting || !screenshot}>
            {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShieldCheck aria-hidden="true" />}
            {submitting ? "Processing..." : "I've Made the Payment"}
          </Button>
          </>
          )}
          <div className="rounded-xl border border-border p-5">
            <h3 className="mb-3 font-semibold">What happens next</h3>
            {journey}
          </div>
        </section>
      </div>
      <div className="lg:sticky lg:top-24">
        {lines}
      </div>
    </div>
  );
}
