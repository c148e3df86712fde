"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { ArrowLeft, CheckCircle2, Images, Loader2, PauseCircle, ShieldCheck } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { submitOrder, type CheckoutResult } from "@/lib/actions/checkout";
import { paymentRemark, type PaymentMethodView } from "@/lib/domain/payment-details";
import { paymentCheckText } from "@/lib/domain/payment-check";
import { cartTotals } from "@/lib/domain/pricing";
import { formatNpr } from "@/lib/money";
import {
  CHECKOUT_MESSAGES,
  ORDER_REDIRECT_DELAY_MS,
  cartToOrderLines,
  lineIsShipped,
  validateCustomerInfo,
  type CustomerFieldErrors,
} from "@/lib/validation/checkout";
import { useCart } from "@/components/cart/cart-context";
import { RemovedNotice } from "@/components/cart/cart-page-view";
import { LineImage } from "@/components/cart/line-image";
import { lineOptions } from "@/components/cart/line-options";
import { OrderSummary } from "@/components/cart/order-summary";
import { useCartCheck } from "@/components/cart/use-cart-check";
import { Button, buttonClasses } from "@/components/ui/button";
import { CheckoutSteps, type CheckoutStep } from "./checkout-steps";
import { CustomerInfoForm, EMPTY_CUSTOMER, type CustomerValues } from "./customer-info-form";
import { CustomerJourney } from "./customer-journey";
import { PaymentMethods } from "./payment-methods";
import { ScreenshotInput } from "./screenshot-input";

/** A fresh idempotency key for this checkout: a retried or double submission returns the first order. */
function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface CheckoutFlowProps {
  ordersEnabled: boolean;
  paymentMethods: PaymentMethodView[];
  /** Payment checks take up to this many hours (settings). */
  paymentCheckHours?: number;
}

/**
 * /checkout: 1 Customer Info, then 2 Payment (QR code, payment details, screenshot upload,
 * 'I've Made the Payment'). The order is placed by the server action; on success the cart is
 * cleared and the visitor goes to /order-success 2 s later.
 */
export function CheckoutFlow({ ordersEnabled, paymentMethods, paymentCheckHours = 24 }: CheckoutFlowProps) {
  const { items, isLoaded, totalItems, clearCart } = useCart();
  const { removed, notes, recheck } = useCartCheck();
  const router = useRouter();
  const [step, setStep] = useState<CheckoutStep>("info");
  const [values, setValues] = useState<CustomerValues>(EMPTY_CUSTOMER);
  const [fieldErrors, setFieldErrors] = useState<CustomerFieldErrors>({});
  const [infoMessage, setInfoMessage] = useState<string | null>(null);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotError, setScreenshotError] = useState<string | null>(null);
  const [paymentMessage, setPaymentMessage] = useState<string | null>(null);
  const [placed, setPlaced] = useState<Extract<CheckoutResult, { ok: true }> | null>(null);
  const [submitting, startSubmit] = useTransition();
  const idempotencyKey = useRef<string | null>(null);
  const placedRef = useRef<HTMLDivElement>(null);

  // On a phone the confirmation would sit above the fold after the long payment step.
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

  if (!isLoaded) {
    return (
      <p className="flex items-center gap-2 py-16 text-muted-foreground" role="status">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading your cart...
      </p>
    );
  }

  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-lg py-10 text-center" data-testid="checkout-empty">
        <RemovedNotice removed={removed} />
        <h2 className="text-xl font-semibold">Your cart is empty</h2>
        <p className="mt-2 text-muted-foreground">Add an artwork or a commission to your cart to check out.</p>
        <Link href="/gallery" className={buttonClasses({ variant: "primary", className: "mt-6" })}>
          <Images aria-hidden="true" />
          Browse Gallery
        </Link>
      </div>
    );
  }

  const totals = cartTotals(items);
  const addressRequired = items.some((item) => lineIsShipped({ kind: item.type, shippingType: item.shippingType }));

  function proceedToPayment() {
    const result = validateCustomerInfo(values, { addressRequired });
    if (!result.success) {
      // Said once: the banner sums up, each field says what is wrong with it.
      setFieldErrors(result.fieldErrors);
      setInfoMessage(result.message);
      return;
    }
    setFieldErrors({});
    setInfoMessage(null);
    setStep("payment");
    window.scrollTo({ top: 0 });
  }

  function pay() {
    if (!screenshot) {
      setScreenshotError(CHECKOUT_MESSAGES.screenshotRequired);
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    const form = new FormData();
    for (const [field, value] of Object.entries(values)) form.set(field, value);
    form.set("lines", JSON.stringify(cartToOrderLines(items)));
    form.set("idempotencyKey", idempotencyKey.current);
    form.set("screenshot", screenshot);
    setPaymentMessage(null);

    startSubmit(async () => {
      let result: CheckoutResult;
      try {
        result = await submitOrder(form);
      } catch {
        result = { ok: false, code: "failed", message: CHECKOUT_MESSAGES.orderFailed };
      }
      if (result.ok) {
        setPlaced(result);
        clearCart({ silent: true });
        toast.success(CHECKOUT_MESSAGES.orderPlaced, { description: `Order ${result.orderNumber}` });
        if (result.notice) toast.info(result.notice, { duration: 10_000 });
        const target = `/order-success?token=${encodeURIComponent(result.accessToken)}`;
        window.setTimeout(() => router.replace(target), ORDER_REDIRECT_DELAY_MS);
        return;
      }
      if (result.code === "invalid" && result.fieldErrors && Object.keys(result.fieldErrors).length > 0) {
        setFieldErrors(result.fieldErrors);
        setInfoMessage(result.message);
        setStep("info");
        return;
      }
      if (result.code === "screenshot") {
        setScreenshot(null);
        setScreenshotError(result.message);
        return;
      }
      toast.error(result.message);
      setPaymentMessage(result.message);
      // Sold or reserved meanwhile: bring the cart up to date (removes those lines, says so).
      if (result.code === "unavailable") recheck();
    });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0">
        <RemovedNotice removed={removed} />
        {!ordersEnabled ? (
          <div role="alert" className="rounded-xl border border-border bg-muted p-6" data-testid="orders-paused">
            <p className="flex items-center gap-2 text-lg font-semibold">
              <PauseCircle aria-hidden="true" className="size-5" /> Orders are paused
            </p>
            <p className="mt-2 text-muted-foreground">{CHECKOUT_MESSAGES.ordersPaused}</p>
            <Link href="/contact" className={buttonClasses({ variant: "outline", className: "mt-4" })}>
              Contact Us
            </Link>
          </div>
        ) : (
          <>
            <CheckoutSteps current={step} />
            <div className="mt-8">
              {step === "info" ? (
                <CustomerInfoForm
                  values={values}
                  errors={fieldErrors}
                  message={infoMessage}
                  onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
                  onSubmit={proceedToPayment}
                  addressRequired={addressRequired}
                />
              ) : (
                <section aria-labelledby="payment-heading" className="space-y-6">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 id="payment-heading" className="text-xl font-semibold">
                      Payment
                    </h2>
                    <Button variant="outline" onClick={() => setStep("info")} disabled={submitting}>
                      <ArrowLeft aria-hidden="true" />
                      Back
                    </Button>
                  </div>
                  <p className="text-sm text-muted-foreground">
                    Pay <strong className="text-foreground tabular-nums" data-testid="payment-amount">{formatNpr(totals.totalPaisa)}</strong> with one of
                    the ways below, then upload a screenshot of the payment. Your order is placed when you press &lsquo;I&rsquo;ve Made the
                    Payment&rsquo;; we check payments by hand {paymentCheckText(paymentCheckHours)}.
                  </p>
                  <PaymentMethods methods={paymentMethods} totalPaisa={totals.totalPaisa} remark={paymentRemark(values.name, values.phone)} />
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

                  {paymentMessage && (
                    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive" data-testid="payment-error">
                      {paymentMessage}
                    </p>
                  )}
                  <Button size="lg" className="w-full" onClick={pay} disabled={submitting}>
                    {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShieldCheck aria-hidden="true" />}
                    {submitting ? "Processing..." : "I've Made the Payment"}
                  </Button>
                  <div className="rounded-xl border border-border p-5">
                    <h3 className="mb-3 font-semibold">What happens next</h3>
                    <CustomerJourney states={["current", "pending", "pending", "pending"]} />
                  </div>
                </section>
              )}
            </div>
          </>
        )}
      </div>
      <OrderSummary totals={totals} itemCount={totalItems} className="lg:sticky lg:top-24">
        <ul className="mt-4 divide-y divide-border border-t border-border text-sm" data-testid="checkout-lines">
          {items.map((item) => (
            <li key={item.id} className="flex gap-3 py-3">
              <LineImage src={item.image} className="size-12" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{item.title}</p>
                <p className="text-xs text-muted-foreground">{lineOptions(item).join(" · ")}</p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {item.quantity} × {formatNpr(item.price)}
                </p>
                {notes[item.id] && <p className="text-xs text-accent">{notes[item.id]}</p>}
              </div>
            </li>
          ))}
        </ul>
        <Link href="/cart" className={buttonClasses({ variant: "link", size: "sm", className: "mt-2 px-0" })}>
          Edit cart
        </Link>
      </OrderSummary>
    </div>
  );
}
