"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { ArrowLeft, CheckCircle2, Clock, Loader2, RotateCcw, ShieldCheck, TimerOff } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { returnToCustomerInfo, submitPayment, type CheckoutResult } from "@/lib/actions/checkout";
import type { PaymentPageOrder } from "@/lib/data/orders";
import { paymentRemark, type PaymentMethodView } from "@/lib/domain/payment-details";
import { paymentCheckText } from "@/lib/domain/payment-check";
import { formatTimeLeft } from "@/lib/domain/order-hold";
import { formatNpr } from "@/lib/money";
import { CHECKOUT_MESSAGES, ORDER_REDIRECT_DELAY_MS } from "@/lib/validation/checkout-rules";
import { useCart } from "@/components/cart/cart-context";
import { LineImage } from "@/components/cart/line-image";
import { Button, buttonClasses } from "@/components/ui/button";
import { CheckoutSteps } from "./checkout-steps";
import { CustomerJourney } from "./customer-journey";
import { PaymentMethods } from "./payment-methods";
import { OnlinePayment } from "./online-payment";
import type { OnlineProvider } from "@/lib/domain/online-providers";
import { ScreenshotInput } from "./screenshot-input";
import { savePendingOrder } from "./pending-order";

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

function OrderLines({ order }: { order: PaymentPageOrder }) {
  return (
    <div className="rounded-xl border border-border p-5">
      <h3 className="mb-2 font-semibold">Your order</h3>
      <ul className="divide-y divide-border text-sm" data-testid="payment-lines">
        {order.lines.map((line, index) => (
          <li key={index} className="flex gap-3 py-3">
            <LineImage src={line.imageUrl ?? undefined} className="size-12" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{line.title}</p>
              {line.options && <p className="text-xs text-muted-foreground">{line.options}</p>}
              <p className="text-xs text-muted-foreground tabular-nums">
                {line.quantity} × {formatNpr(line.unitPricePaisa)}
              </p>
            </div>
            <p className="tabular-nums">{formatNpr(line.lineTotalPaisa)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-border pt-3 font-semibold">
        <span>Total</span>
        <span className="tabular-nums" data-testid="payment-total">
          {formatNpr(order.totalPaisa)}
        </span>
      </p>
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
  qrImages,
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
  /** Each payment method's QR for this order, drawn on the server, by kind. */
  qrImages?: Record<string, string>;
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
        <h2 className="mt-4 text-2xl font-semibold">{CHECKOUT_MESSAGES.orderPlaced}</h2>
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
              ? CHECKOUT_MESSAGES.orderExpired(order.orderNumber, supportEmail)
              : CHECKOUT_MESSAGES.orderClosed(order.orderNumber, supportEmail)}
          </p>
        </div>
        <OrderLines order={order} />
        {order.restorableLines.length > 0 && <RestoreToCart order={order} />}
      </div>
    );
  }

  function pay() {
    if (!screenshot) {
      setScreenshotError(CHECKOUT_MESSAGES.screenshotRequired);
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
        result = { ok: false, code: "failed", message: CHECKOUT_MESSAGES.orderFailed };
      }
      if (result.ok) {
        setPlaced(result);
        savePendingOrder(null);
        toast.success(CHECKOUT_MESSAGES.orderPlaced, { description: `Order ${result.orderNumber}` });
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
        toast.error(result.message ?? CHECKOUT_MESSAGES.orderFailed);
        router.refresh();
        return;
      }
      restoreLines(order.restorableLines);
      savePendingOrder(null);
      router.push("/checkout");
    });
  }

  const remark = paymentRemark(order.orderNumber, order.customerName);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0">
        <CheckoutSteps current="payment" />
        <section aria-labelledby="payment-heading" className="mt-8 space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="payment-heading" className="flex flex-wrap items-center gap-3 text-xl font-semibold">
              Payment
              <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-medium text-accent" data-testid="payment-badge">
                <Clock aria-hidden="true" className="size-3" />
                Pending Approval
              </span>
            </h2>
            <Button variant="outline" onClick={back} disabled={submitting || goingBack}>
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
              {formatNpr(order.totalPaisa)}
            </strong>{" "}
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
          {onlineProviders.length > 0 && (
            <>
              <OnlinePayment token={token} providers={onlineProviders} disabled={submitting || goingBack} />
              <h3 className="border-t border-border pt-6 font-semibold" data-testid="qr-heading">
                Or pay by QR and upload a screenshot
              </h3>
            </>
          )}
          <PaymentMethods methods={paymentMethods} totalPaisa={order.totalPaisa} remark={remark} orderNumber={order.orderNumber} qrImages={qrImages} />
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
              {CHECKOUT_MESSAGES.screenshotRequired}
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
          <div className="rounded-xl border border-border p-5">
            <h3 className="mb-3 font-semibold">What happens next</h3>
            <CustomerJourney states={["completed", "current", "pending", "pending"]} />
          </div>
        </section>
      </div>
      <div className="lg:sticky lg:top-24">
        <OrderLines order={order} />
      </div>
    </div>
  );
}
