"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Fragment, lazy, useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { ARROW_LEFT_ICON, CIRCLE_CHECK_ICON, CLOCK_ICON, LOADER_ICON, ROTATE_CCW_ICON, SHIELD_CHECK_ICON, TIMER_OFF_ICON } from "./payment-icons";
import { toast } from "@/components/ui/toast";
import { returnToCustomerInfo, submitPayment, type CheckoutResult } from "@/lib/actions/checkout";
import type { PaymentPageOrder } from "@/lib/data/orders";
import { paymentRemark, type PaymentMethodView } from "@/lib/domain/payment-details";
import { ORDER_REDIRECT_DELAY_MS } from "@/lib/images/screenshot-limits";
import { fillString } from "@/lib/i18n/client-strings";
import { toDevanagariDigits } from "@/lib/i18n/digits";
import { templateParts } from "@/lib/i18n/template-parts";
import { addressIn } from "@/lib/http/locale-path";
import { useCart } from "@/components/cart/cart-context";
import { Button, buttonClasses } from "@/components/ui/button";
import { PaymentMethods } from "./payment-methods";
import type { OnlineProvider } from "@/lib/domain/online-providers";
import { ScreenshotInput } from "./screenshot-input";
import { savePendingOrder } from "./pending-order";
import type { PaymentStrings } from "./payment-words";

/** A template's `{name}` slots drawn as the given elements, the words around them as text. */
function Sentence({ template, slots }: { template: string; slots: Record<string, ReactNode> }) {
  return (
    <>
      {templateParts(template).map((part, i) => ("slot" in part ? <Fragment key={i}>{slots[part.slot] ?? `{${part.slot}}`}</Fragment> : part.text))}
    </>
  );
}

/** "25 min", "1 h 05 min" in the page's words and digits (display only). */
function timeLeftText(ms: number, strings: PaymentStrings): string {
  const totalMinutes = Math.ceil(Math.max(0, ms) / 60_000);
  const digits = (n: string) => (strings.locale === "ne" && !strings.latinDigits ? toDevanagariDigits(n) : n);
  if (totalMinutes < 60) return fillString(strings.minutes, { minutes: digits(String(totalMinutes)) });
  return fillString(strings.hoursMinutes, { hours: digits(String(Math.floor(totalMinutes / 60))), minutes: digits(String(totalMinutes % 60).padStart(2, "0")) });
}

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
function PendingOnlinePayment({ token, strings }: { token: string; strings: PaymentStrings }) {
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
  onlineProviders = [],
  onlineNotice = null,
  qrPayloads,
  qrImages,
  lines,
  steps,
  journey,
  strings,
}: {
  /** The step's words in the page's language (lib/i18n/payment-strings.ts). */
  strings: PaymentStrings;
  token: string;
  order: PaymentPageOrder;
  paymentMethods: PaymentMethodView[];
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

  if (expired || order.state === "closed") {
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

  function pay() {
    if (!screenshot) {
      setScreenshotError(strings.messages.screenshotRequired);
      return;
    }
    const form = new FormData();
    form.set("token", token);
    form.set("screenshot", screenshot);
    form.set("locale", strings.locale);
    setPaymentMessage(null);
    startSubmit(async () => {
      let result: CheckoutResult;
      try {
        result = await submitPayment(form);
      } catch {
        // No answer (the connection dropped, the server failed): the screenshot may have been received.
        result = { ok: false, code: "unknown", message: strings.messages.paymentUnknown };
      }
      if (result.ok) {
        setPlaced(result);
        savePendingOrder(null);
        toast.success(strings.placed, { description: strings.toastOrder });
        if (result.notice) toast.info(result.notice, { duration: 10_000 });
        const target = addressIn(`/order-success?token=${encodeURIComponent(result.accessToken)}`, strings.locale);
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
      const result = await returnToCustomerInfo(token, strings.locale);
      if (!result.ok) {
        toast.error(result.message ?? strings.messages.orderFailed);
        router.refresh();
        return;
      }
      restoreLines(order.restorableLines);
      savePendingOrder(null);
      router.push(addressIn("/checkout", strings.locale));
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
              {strings.section}
              <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-medium text-accent" data-testid="payment-badge">
                <PathIcon paths={CLOCK_ICON} className="size-3" />
                {strings.badge}
              </span>
            </h2>
            <Button variant="outline" onClick={back} disabled={submitting || goingBack || pendingOnline !== null || order.paidPaisa > 0}>
              {goingBack ? <PathIcon paths={LOADER_ICON} className="animate-spin" /> : <PathIcon paths={ARROW_LEFT_ICON} />}
              {strings.back}
            </Button>
          </div>
          <p className="text-sm">
            <Sentence template={strings.orderLabel} slots={{ orderNumber: <span className="font-mono font-medium" data-testid="payment-order-number">{order.orderNumber}</span> }} />
          </p>
          <p className="text-sm text-muted-foreground">
            <Sentence
              template={strings.payIntro}
              slots={{
                amount: (
                  <strong className="text-foreground tabular-nums" data-testid="payment-amount">
                    {strings.amount}
                  </strong>
                ),
                orderNumber: <strong className="font-mono text-foreground">{order.orderNumber}</strong>,
              }}
            />
          </p>
          {order.paymentDueAt && (
            <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm" data-testid="payment-time-left">
              <PathIcon paths={CLOCK_ICON} className="size-4" />
              {order.holdsOriginals ? strings.held : strings.pleasePay}
              {timeLeft === null ? "" : timeLeft > 0 ? fillString(strings.timeLeft, { time: timeLeftText(timeLeft, strings) }) : strings.timeUp}
            </p>
          )}
          {onlineNotice && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm" data-testid="online-payment-notice">
              {onlineNotice}
            </p>
          )}
          {pendingOnline && <PendingOnlinePayment token={token} strings={strings} />}
          {!pendingOnline && onlineProviders.length > 0 && (
            <>
              <OnlinePayment token={token} providers={onlineProviders} disabled={submitting || goingBack} strings={strings.online} locale={strings.locale} />
              <h3 className="border-t border-border pt-6 font-semibold" data-testid="qr-heading">
                {strings.qrHeading}
              </h3>
            </>
          )}
          {!pendingOnline && (
          <>
          <PaymentMethods methods={paymentMethods} totalPaisa={order.amountToPayPaisa} remark={remark} orderNumber={order.orderNumber} qrPayloads={qrPayloads} qrImages={qrImages} strings={strings.methods} />
          <ScreenshotInput
            file={screenshot}
            error={screenshotError}
            disabled={submitting}
            strings={strings.screenshot}
            onChange={(file, error) => {
              setScreenshot(file);
              setScreenshotError(error);
              if (error) toast.error(error);
            }}
          />
          {!screenshot && !screenshotError && (
            <p className="text-sm text-muted-foreground" data-testid="screenshot-warning">
              {strings.messages.screenshotRequired}
            </p>
          )}
          {paymentMessage && (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive" data-testid="payment-error">
              {paymentMessage}
            </p>
          )}
          <Button size="lg" className="w-full" onClick={pay} disabled={submitting || !screenshot}>
            {submitting ? <PathIcon paths={LOADER_ICON} className="animate-spin" /> : <PathIcon paths={SHIELD_CHECK_ICON} />}
            {submitting ? strings.processing : strings.submit}
          </Button>
          </>
          )}
          <div className="rounded-xl border border-border p-5">
            <h3 className="mb-3 font-semibold">{strings.whatNext}</h3>
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
