"use client";

import { useRouter } from "next/navigation";
import { lazy, useEffect, useState, useTransition, type ReactNode } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { ARROW_LEFT_ICON, CLOCK_ICON, LOADER_ICON, SHIELD_CHECK_ICON } from "./payment-icons";
import { toast } from "@/components/ui/toast";
import { lazyOr } from "@/components/ui/lazy-or";
import { returnToCustomerInfo, submitPayment, type CheckoutResult } from "@/lib/actions/checkout";
import type { PaymentPageOrder } from "@/lib/data/orders";
import { ORDER_REDIRECT_DELAY_MS } from "@/lib/images/screenshot-limits";
import { fillString } from "@/lib/i18n/client-strings";
import { toDevanagariDigits } from "@/lib/i18n/digits";
import { addressIn } from "@/lib/http/locale-path";
import { useCart } from "@/components/cart/cart-context";
import { Button } from "@/components/ui/button";
import type { OnlineProvider } from "@/lib/domain/online-providers";
import { ScreenshotInput } from "./screenshot-input";
import { savePendingOrder } from "./pending-order";
import type { PaymentStrings } from "./payment-words";

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

/*
 * The step's ends (the order placed, expired or closed, an online payment being confirmed) are
 * fetched when drawn: on the server for the page's HTML, in the browser when one comes up. The
 * module is asked for as soon as a payment is sent, so 'placed' shows without a wait.
 */
const loadEnds = () => import("./payment-step-ends");
const PlacedView = lazyOr(
  () => loadEnds().then((module) => module.PlacedView),
  // Not fetched: the toast has said so, and the page moves to the order's page in a moment.
  () => null,
);
const ClosedView = lazy(() => loadEnds().then((module) => ({ default: module.ClosedView })));
const PendingOnlinePayment = lazy(() => loadEnds().then((module) => ({ default: module.PendingOnlinePayment })));

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
 * Step 2, Payment, on the order's own page (/checkout/pay/<token>): the order number, the exact
 * amount, the ways to pay (QR with amount and order number), the time left to pay, the
 * screenshot upload and 'I've Made the Payment'. Reload, Back or a return from the wallet app
 * shows this same order.
 */
export function PaymentStep({
  token,
  order,
  onlineProviders = [],
  onlineNotice = null,
  intro,
  methods,
  lines,
  steps,
  journey,
  strings,
}: {
  /** The step's words in the page's language (lib/i18n/payment-strings.ts). */
  strings: PaymentStrings;
  token: string;
  order: PaymentPageOrder;
  /** eSewa / Khalti, when configured and enabled (never in demo mode). */
  onlineProviders?: OnlineProvider[];
  /** The message after a return from a provider without a confirmed payment. */
  onlineNotice?: string | null;
  /** The order's number and the amount to pay (PaymentIntro), drawn on the server. */
  intro: ReactNode;
  /** The ways to pay with their QR codes and details (PaymentMethods), drawn on the server. */
  methods: ReactNode;
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

  if (placed) return <PlacedView placed={placed} strings={strings} />;

  if (expired || order.state === "closed") return <ClosedView order={order} expired={expired} lines={lines} strings={strings} />;

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
    void loadEnds().catch(() => {});
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
          {intro}
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
          {methods}
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
