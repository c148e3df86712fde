"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { toast } from "@/components/ui/toast";
import { proceedToPayment, type CheckoutResult } from "@/lib/actions/checkout";
import { cartTotals } from "@/lib/domain/pricing";
import {
  CHECKOUT_MESSAGES,
  cartToOrderLines,
  lineIsShipped,
  type CustomerFieldErrors,
} from "@/lib/validation/checkout-rules";
import { useCart } from "@/components/cart/cart-context";
import { RemovedNotice } from "@/components/cart/cart-page-view";
import { moneyIn, useCartStrings } from "@/components/cart/cart-strings";
import { LineImage } from "@/components/cart/line-image";
import { hasFrameOnQuote, lineOptions } from "@/components/cart/line-options";
import { OrderSummary } from "@/components/cart/order-summary";
import type { CartCheckState } from "@/components/cart/use-cart-check";
import { buttonClasses } from "@/components/ui/button";
import { LazyQuickCheck } from "@/components/quick-check/lazy-quick-check";
import { QUICK_CHECK_FIELD } from "@/lib/domain/quick-check";
import { CheckoutSteps } from "./checkout-steps";
import { CustomerInfoForm, EMPTY_CUSTOMER, type CustomerValues } from "./customer-info-form";
import { loadCustomer, saveCustomer, savePendingOrder } from "./pending-order";
import { addressIn } from "@/lib/http/locale-path";
import { messageTableTranslator } from "@/lib/i18n/message-table";
import { CHECKOUT_ERROR_MESSAGES } from "@/lib/validation/checkout-error-messages";
import { DELIVERY_MESSAGES } from "@/lib/domain/delivery-zones";
import type { ZoneRule } from "@/lib/domain/delivery-zones";
import { codRefusal } from "@/lib/domain/cash-on-delivery";
import { COLLECT_CHOICE } from "./district-select";
import { fetchCustomerChecks } from "./customer-checks";
import { CIRCLE_PAUSE_ICON } from "./checkout-icons";
import { CommissionDepositSummary, useDepositQuote } from "./commission-deposit";
import type { CheckoutStrings } from "./checkout-words";
import type { CodDeposits } from "@/lib/domain/cod-deposit";
import { cartCodDeposit, codPlanWords } from "./cod-plan";
import { DistrictDelivery, EMPTY_DELIVERY, cartDeliveryLines, cartTotalsWithDelivery, deliveryChoiceOf, type DeliveryErrors, type DeliveryValues } from "./district-delivery";

/** A fresh idempotency key for this checkout: a retried or double submission returns the first order. */
function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface CheckoutFlowProps {
  ordersEnabled: boolean;
  /** The page's words, its language (the order's: the buyer's emails use it) and how the buyer can pay. */
  strings: CheckoutStrings;
  /** Delivery zones and pay on delivery (components/checkout/district-delivery.tsx). */
  delivery?: { zones: ZoneRule[]; collectionEnabled: boolean; codFeePaisa: number; codDeposits?: CodDeposits };
  /** The cart's check against the shop, started by the page as soon as the cart was read. */
  check: CartCheckState;
  /** Called when the order is placed, before the cart is cleared: the page says it is leaving. */
  onLeave: () => void;
}

/**
 * /checkout, step 1 Customer Info, for a cart with lines (checkout-page-view.tsx draws the rest). 'Proceed to Payment' places the order on the server (its
 * originals held for the payment window) or says why not, right here, before any payment
 * instruction; then the cart is cleared and the buyer continues on the order's own payment page,
 * /checkout/pay/<token> (step 2), which survives a reload, Back and a discarded tab.
 */
export function CheckoutFlow({ ordersEnabled, strings, delivery, check, onLeave }: CheckoutFlowProps) {
  const { locale, page: words } = strings;
  const cartWords = useCartStrings();
  const { money, fill, count, number } = moneyIn(cartWords);
  // The rules answer in the spec's English; the buyer reads them in the page's language.
  const [translate] = useState(() => messageTableTranslator(CHECKOUT_ERROR_MESSAGES, strings.errors));
  const { items, totalItems, clearCart } = useCart();
  const { removed, notes, recheck } = check;
  const router = useRouter();
  // The details typed before (this tab). This part is drawn only in the browser, once the cart is read.
  const [values, setValues] = useState<CustomerValues>(() =>
    typeof window === "undefined" ? EMPTY_CUSTOMER : { ...EMPTY_CUSTOMER, ...loadCustomer() },
  );
  const [fieldErrors, setFieldErrors] = useState<CustomerFieldErrors>({});
  const [infoMessage, setInfoMessage] = useState<string | null>(null);
  const [placing, startPlacing] = useTransition();
  const idempotencyKey = useRef<string | null>(null);
  // The quick check, once the server asks for it: a fresh one after each answer.
  const [quickCheck, setQuickCheck] = useState<{ shown: boolean; attempt: number; asked: boolean; sentWithSolution: boolean }>({
    shown: false,
    attempt: 0,
    asked: false,
    sentWithSolution: false,
  });
  const quickCheckPayload = useRef<string | null>(null);
  const [deliveryValues, setDeliveryValues] = useState<DeliveryValues>(EMPTY_DELIVERY);
  const [deliveryErrors, setDeliveryErrors] = useState<DeliveryErrors>({});
  // A commission's deposit and balance, computed on the server for this cart and delivery choice.
  const depositQuote = useDepositQuote(items, delivery ? deliveryValues : null);

  const deliveryChoice = delivery ? deliveryChoiceOf(delivery.zones, deliveryValues.district) : null;
  // Pay on delivery counts only while the district and the cart allow it (the server checks again).
  const cod = Boolean(delivery) && deliveryValues.payment === "cod" && deliveryChoice !== null && codRefusal(cartDeliveryLines(items), deliveryChoice) === null;
  const zoned = delivery ? cartTotalsWithDelivery(items, deliveryChoice, cod ? delivery.codFeePaisa : 0) : null;
  const totals = zoned ?? cartTotals(items);
  const addressRequired =
    deliveryValues.district !== COLLECT_CHOICE && items.some((item) => lineIsShipped({ kind: item.type, shippingType: item.shippingType }));

  async function place() {
    // The customer checks are fetched on the form's first focus (or here): not in the first load.
    // Not fetched (the connection dropped): the server checks the same and answers field by field.
    const checks = await fetchCustomerChecks().catch(() => null);
    const result = checks ? checks.validateCustomerInfo(values, { addressRequired }) : { success: true as const };
    const districtMissing = delivery && !deliveryValues.district ? { district: translate(DELIVERY_MESSAGES.districtRequired) } : {};
    setDeliveryErrors(districtMissing);
    if (!result.success) {
      // Said once: the banner sums up, each field says what is wrong with it.
      setFieldErrors(Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [field, translate(message)])));
      setInfoMessage(translate(result.message));
      return;
    }
    if (districtMissing.district) {
      setInfoMessage(districtMissing.district);
      return;
    }
    setFieldErrors({});
    setInfoMessage(null);
    saveCustomer(values);
    idempotencyKey.current ??= newIdempotencyKey();
    const form = new FormData();
    for (const [field, value] of Object.entries(values)) form.set(field, value);
    form.set("lines", JSON.stringify(cartToOrderLines(items)));
    form.set("idempotencyKey", idempotencyKey.current);
    form.set("locale", locale);
    if (delivery) form.set("delivery", JSON.stringify({ ...deliveryValues, payment: cod ? "cod" : "prepaid" }));
    const sentWithSolution = quickCheckPayload.current !== null;
    if (quickCheckPayload.current) form.set(QUICK_CHECK_FIELD, quickCheckPayload.current);

    startPlacing(async () => {
      let placed: CheckoutResult;
      try {
        placed = await proceedToPayment(form);
      } catch {
        // No answer (the connection dropped, the server failed): the order may have been placed.
        placed = { ok: false, code: "unknown", message: translate(CHECKOUT_MESSAGES.orderUnknown) };
      }
      if (placed.ok) {
        // The order exists: its page is the payment step from now on, and the cart is done.
        savePendingOrder({ token: placed.accessToken, orderNumber: placed.orderNumber });
        onLeave();
        clearCart({ silent: true });
        router.push(addressIn(`/checkout/pay/${encodeURIComponent(placed.accessToken)}`, locale));
        return;
      }
      // Every refusal is told here, before any payment instruction.
      if (placed.code === "challenge" || quickCheck.shown) {
        quickCheckPayload.current = null;
        // Asked for the check by this press: once solved, the check presses again itself.
        setQuickCheck((q) => ({ shown: true, attempt: q.attempt + 1, asked: placed.code === "challenge", sentWithSolution }));
      }
      setFieldErrors(placed.fieldErrors ?? {});
      setDeliveryErrors((placed.fieldErrors ?? {}) as DeliveryErrors);
      setInfoMessage(placed.message);
      toast.error(placed.message);
      // The cart changed on the server's side: a new checkout key for the next attempt. After a
      // failure or an unknown outcome the key stays, so pressing again finds the order if it exists.
      if (placed.code !== "failed" && placed.code !== "unknown") idempotencyKey.current = null;
      // Sold or reserved meanwhile: bring the cart up to date (removes those lines, says so).
      if (placed.code === "unavailable") recheck();
    });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0">
        <RemovedNotice removed={removed} />
        {!ordersEnabled ? (
          <div role="alert" className="rounded-xl border border-border bg-muted p-6" data-testid="orders-paused">
            <p className="flex items-center gap-2 text-lg font-semibold">
              <PathIcon paths={CIRCLE_PAUSE_ICON} className="size-5" /> {words.pausedTitle}
            </p>
            <p className="mt-2 text-muted-foreground">{translate(CHECKOUT_MESSAGES.ordersPaused)}</p>
            <Link href={addressIn("/contact", locale)} className={buttonClasses({ variant: "outline", className: "mt-4" })}>
              {words.contactUs}
            </Link>
          </div>
        ) : (
          <>
            <CheckoutSteps current="info" words={strings.steps} />
            <div className="mt-8">
              <CustomerInfoForm
                values={values}
                errors={fieldErrors}
                message={infoMessage}
                onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
                onSubmit={place}
                onFirstFocus={() => void fetchCustomerChecks().catch(() => {})}
                addressRequired={addressRequired}
                busy={placing}
                words={strings.form}
              >
                {delivery && (
                  <DistrictDelivery
                    zones={delivery.zones}
                    collectionEnabled={delivery.collectionEnabled}
                    codFeePaisa={delivery.codFeePaisa}
                    codDeposits={delivery.codDeposits}
                    commissionDeposit={depositQuote}
                    items={items}
                    values={deliveryValues}
                    errors={deliveryErrors}
                    phone={values.phone}
                    onChange={setDeliveryValues}
                    strings={strings}
                    translate={translate}
                  />
                )}
                {cod ? (
                  <p className="text-sm text-muted-foreground" data-testid="checkout-plan">
                    {codPlanWords({ totalPaisa: totals.totalPaisa, depositPaisa: cartCodDeposit(items, deliveryChoice, delivery?.codDeposits), phone: values.phone }, strings.plan, money).detail}{" "}
                    {words.planPlaced}
                  </p>
                ) : (
                  <p className="text-sm text-muted-foreground" data-testid="checkout-plan">
                    {fill(words.planNext, { deposit: depositQuote ? `${words.planDepositMark} ` : "", how: zoned?.onQuote ? words.planQuotedLater : words.payWays })
                      .split("{amount}")
                      .map((part, index) => (
                        <span key={index}>
                          {index > 0 && <strong className="text-foreground tabular-nums">{money(depositQuote?.depositPaisa ?? totals.totalPaisa)}</strong>}
                          {part}
                        </span>
                      ))}
                  </p>
                )}
                {quickCheck.shown && (
                  <LazyQuickCheck
                    key={quickCheck.attempt}
                    answer={quickCheck}
                    words={strings.quickCheck}
                    onPayload={(payload) => {
                      quickCheckPayload.current = payload;
                    }}
                  />
                )}
              </CustomerInfoForm>
            </div>
          </>
        )}
      </div>
      <OrderSummary
        totals={totals}
        itemCount={totalItems}
        className="lg:sticky lg:top-24"
        strings={cartWords.summary}
        quoteNote={zoned?.onQuote ? words.shippingQuoteNote : hasFrameOnQuote(items) ? cartWords.quoteNote : undefined}
      >
        {depositQuote && <CommissionDepositSummary quote={depositQuote} labels={strings.deposit} money={money} />}
        <ul className="mt-4 divide-y divide-border border-t border-border text-sm" data-testid="checkout-lines">
          {items.map((item) => (
            <li key={item.id} className="flex gap-3 py-3">
              <LineImage src={item.image} className="size-12" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{item.title}</p>
                <p className="text-xs text-muted-foreground">{lineOptions(item, { ...cartWords.line, referencePhotos: (n) => count(cartWords.line.referencePhotos, n), money }).join(" · ")}</p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {fill("{quantity} × {price}", { quantity: number(item.quantity), price: money(item.price) })}
                </p>
                {notes[item.id] && <p className="text-xs text-accent">{notes[item.id]}</p>}
              </div>
            </li>
          ))}
        </ul>
        <Link href={addressIn("/cart", locale)} className={buttonClasses({ variant: "link", size: "sm", className: "mt-2 px-0" })}>
          {words.editCart}
        </Link>
      </OrderSummary>
    </div>
  );
}
