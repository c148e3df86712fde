import Link from "next/link";
import { CheckCircle2, Clock, Images, Mail, MailWarning, MessageCircle, SearchX } from "lucide-react";
import type { CustomerOrderView } from "@/lib/data/orders";
import { journeyStates, paymentStatusLabel } from "@/lib/domain/order-status";
import { formatNpr } from "@/lib/money";
import { OrderLineRow } from "./order-line-row";
import { CustomerJourney } from "@/components/checkout/customer-journey";
import { buttonClasses } from "@/components/ui/button";
import { paymentCheckText } from "@/lib/domain/payment-check";
import { CopyOrderNumber } from "./copy-order-number";

export const NOT_AVAILABLE = "N/A";

/** Shown when the order cannot be read just now (database down): the order itself is safe. */
export const ORDER_PAGE_UNAVAILABLE = {
  title: "Your order is safe",
  body: "This page is temporarily unavailable, so we cannot show your order details right now. Your order has been received and is not affected. Please reload this page in a few minutes; your confirmation email also has the link to it.",
} as const;

function Links() {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      <Link href="/gallery" className={buttonClasses({ variant: "primary" })}>
        <Images aria-hidden="true" />
        Continue Shopping
      </Link>
      <Link href="/contact" className={buttonClasses({ variant: "outline" })}>
        <MessageCircle aria-hidden="true" />
        Contact Us
      </Link>
    </div>
  );
}

function Detail({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** /order-success for an order found by its access token, or the N/A view when there is none. */
export function OrderSuccessView({
  order,
  supportEmail,
  unavailable = false,
  paymentCheckHours = 24,
}: {
  order: CustomerOrderView | null;
  supportEmail: string;
  /** Payment checks take up to this many hours (settings): the one value stated everywhere. */
  paymentCheckHours?: number;
  /** The database did not answer: the order is safe, only this page cannot be shown now. */
  unavailable?: boolean;
}) {
  if (!order && unavailable) {
    return (
      <div className="mx-auto max-w-xl text-center" data-testid="order-unavailable">
        <Clock aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
        <h1 className="mt-4 text-3xl font-semibold">{ORDER_PAGE_UNAVAILABLE.title}</h1>
        <p className="mt-3 text-muted-foreground">{ORDER_PAGE_UNAVAILABLE.body}</p>
        {supportEmail && (
          <p className="mt-3 text-muted-foreground">
            Questions? Write to{" "}
            <a className="font-medium underline underline-offset-4" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
        )}
        <div className="mt-8">
          <Links />
        </div>
      </div>
    );
  }
  if (!order) {
    return (
      <div className="mx-auto max-w-xl text-center" data-testid="order-missing">
        <SearchX aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
        <h1 className="mt-4 text-3xl font-semibold">Order details not available</h1>
        <p className="mt-3 text-muted-foreground">
          We could not find an order for this link. If you have just placed an order, its confirmation email has the link to it.
        </p>
        <dl className="mx-auto mt-6 max-w-sm divide-y divide-border rounded-xl border border-border bg-card px-5 text-left">
          <Detail label="Order number" testId="order-number">
            {NOT_AVAILABLE}
          </Detail>
          <Detail label="Email">{NOT_AVAILABLE}</Detail>
          <Detail label="Total">{NOT_AVAILABLE}</Detail>
        </dl>
        <div className="mt-8">
          <Links />
        </div>
      </div>
    );
  }

  const paidInFull = order.paidPaisa > 0 && order.duePaisa === 0 && !order.cancelled;
  const dateFormat = new Intl.DateTimeFormat("en-NP", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kathmandu" });
  return (
    <div className="mx-auto max-w-2xl">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Thank you for your order!</h1>
        {order.paidOnline && paidInFull ? (
          <p className="mt-3 text-muted-foreground" data-testid="paid-online-summary">
            Your payment is received: paid online via {order.paidOnline.provider}, ref {order.paidOnline.reference}. Your order is
            approved and being prepared; a confirmation is on its way to your email.
          </p>
        ) : paidInFull ? (
          <p className="mt-3 text-muted-foreground">Your payment is confirmed. Your order is approved and being prepared.</p>
        ) : order.cancelled ? (
          <p className="mt-3 text-muted-foreground">This order is cancelled.</p>
        ) : (
          <p className="mt-3 text-muted-foreground">
            Your order has been placed. We will verify your payment {paymentCheckText(paymentCheckHours)} and then confirm your order by email.
          </p>
        )}
      </div>

      {order.refundDuePaisa > 0 && (
        <div role="status" className="mt-6 rounded-lg border border-accent/40 bg-accent/5 p-4 text-sm" data-testid="refund-due-notice">
          <p className="font-semibold">We received {formatNpr(order.refundDuePaisa)} that this order cannot take</p>
          <p className="mt-1 text-muted-foreground">
            {(() => {
              const last = [...order.payments].reverse().find((p) => p.kind === "payment");
              return last ? `It came by ${last.method}${last.reference ? `, reference ${last.reference}` : ""}. ` : "";
            })()}
            It will be refunded to you in full; we will email you when it is done. You do not need to do anything.
          </p>
        </div>
      )}
      {order.dueNowPaisa > 0 && order.paidPaisa > 0 && !order.cancelled && !order.claimSubmitted && (
        <div role="status" className="mt-6 rounded-lg border border-accent/40 bg-accent/5 p-4 text-sm" data-testid="balance-due-notice">
          <p className="font-semibold">Balance to pay: {formatNpr(order.dueNowPaisa)}</p>
          <p className="mt-1 text-muted-foreground">You have paid {formatNpr(order.paidPaisa)} of {formatNpr(order.totalPaisa)}.</p>
          <Link href={`/checkout/pay/${order.accessToken}`} className={`${buttonClasses({ variant: "primary", size: "sm" })} mt-3`}>
            Pay the balance
          </Link>
        </div>
      )}

      {!order.emailSent && (
        <div role="status" className="mt-6 flex gap-3 rounded-lg border border-accent/40 bg-accent/5 p-4 text-sm" data-testid="email-not-sent">
          <MailWarning aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <div>
            <p className="font-semibold">Email not sent</p>
            <p className="mt-1 text-muted-foreground">
              We could not send the confirmation email to {order.customerEmail || NOT_AVAILABLE}, but your order was still placed.
              Please keep your order number for reference.
            </p>
          </div>
        </div>
      )}
      {!order.screenshotReceived && (
        <div role="status" className="mt-4 flex gap-3 rounded-lg border border-border bg-muted p-4 text-sm" data-testid="screenshot-missing">
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          <p>
            We could not receive your payment screenshot. Please email it to{" "}
            <a href={`mailto:${supportEmail}`} className="font-medium underline">
              {supportEmail}
            </a>{" "}
            with your order number.
          </p>
        </div>
      )}

      <dl className="mt-8 divide-y divide-border rounded-xl border border-border bg-card px-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 py-3">
          <dt className="text-sm text-muted-foreground">Order number</dt>
          <dd>{order.orderNumber ? <CopyOrderNumber orderNumber={order.orderNumber} /> : NOT_AVAILABLE}</dd>
        </div>
        <Detail label="Email" testId="order-email">
          {order.customerEmail || NOT_AVAILABLE}
        </Detail>
        <Detail label="Payment" testId="order-payment-status">
          <span className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent">
            {order.paidOnline && order.paymentStatus === "paid" ? `Paid online via ${order.paidOnline.provider}` : paymentStatusLabel(order.paymentStatus, order.claimSubmitted)}
          </span>
        </Detail>
        <Detail label="Total" testId="order-total">
          <span className="text-lg tabular-nums">{formatNpr(order.totalPaisa)}</span>
        </Detail>
      </dl>

      <section aria-labelledby="order-items-heading" className="mt-8">
        <h2 id="order-items-heading" className="text-lg font-semibold">
          Your items
        </h2>
        <ul className="mt-2 divide-y divide-border" data-testid="order-lines">
          {order.lines.map((line, index) => (
            <OrderLineRow key={index} line={line} amountPaisa={line.unitPricePaisa * line.quantity} size="regular" />
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-border pt-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd className="tabular-nums">{formatNpr(order.subtotalPaisa)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Shipping</dt>
            <dd className="tabular-nums">{order.shippingPaisa === 0 ? "Free" : formatNpr(order.shippingPaisa)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Tax</dt>
            <dd className="tabular-nums">{formatNpr(order.taxPaisa)}</dd>
          </div>
        </dl>
      </section>

      {order.payments.length > 0 && (
        <section aria-labelledby="payments-heading" className="mt-8">
          <h2 id="payments-heading" className="text-lg font-semibold">
            Payments and refunds
          </h2>
          <ul className="mt-2 divide-y divide-border text-sm" data-testid="order-payments">
            {order.payments.map((p, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {p.kind === "payment" ? "Paid" : "Refunded"} by {p.method}
                  {p.reference ? `, ref ${p.reference}` : ""}
                  <span className="block text-xs text-muted-foreground">
                    {dateFormat.format(new Date(p.at))}
                    {p.reason ? ` · ${p.reason}` : ""}
                  </span>
                </span>
                <span className="tabular-nums">
                  {p.kind === "refund" ? "−" : ""}
                  {formatNpr(p.amountPaisa)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="mt-4 text-sm">
        <a href={`/receipt/${order.accessToken}`} className="font-medium underline underline-offset-4" data-testid="receipt-link">
          Download your receipt (PDF)
        </a>
      </p>

      {order.fulfilment.status !== "unfulfilled" && order.fulfilment.courier && (
        <section aria-labelledby="delivery-heading" className="mt-8 rounded-xl border border-border p-5 text-sm" data-testid="order-tracking">
          <h2 id="delivery-heading" className="mb-2 font-semibold">
            Delivery
          </h2>
          <p>
            With {order.fulfilment.courier}
            {order.fulfilment.trackingNumber ? `, tracking number ${order.fulfilment.trackingNumber}` : ""}
            {order.fulfilment.shippedAt ? ` (sent ${dateFormat.format(new Date(order.fulfilment.shippedAt))})` : ""}.
          </p>
          {order.fulfilment.trackingUrl && (
            <a href={order.fulfilment.trackingUrl} className="mt-1 inline-block font-medium underline underline-offset-4" rel="noopener noreferrer" target="_blank">
              Track the parcel
            </a>
          )}
        </section>
      )}

      <section aria-labelledby="next-heading" className="mt-8 rounded-xl border border-border p-5">
        <h2 id="next-heading" className="mb-3 font-semibold">
          What happens next
        </h2>
        <CustomerJourney states={journeyStates(order.status, order.paymentStatus)} />
        <p className="mt-4 text-sm text-muted-foreground">
          {order.paidOnline
            ? `Your payment was confirmed by ${order.paidOnline.provider}. Delivery takes 5-7 business days.`
            : `Payments are checked by hand ${paymentCheckText(paymentCheckHours)}. Once approved, delivery takes 5-7 business days.`}
        </p>
      </section>

      <div className="mt-10">
        <Links />
      </div>
    </div>
  );
}
