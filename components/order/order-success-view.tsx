import Link from "next/link";
import { CheckCircle2, Mail, MailWarning, SearchX } from "lucide-react";
import type { CustomerOrderView } from "@/lib/data/orders";
import { journeyStates, type PaymentStatusValue } from "@/lib/domain/order-status";
import { formatOrderDate, formatPrice, toDevanagariDigits, type Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { addressIn } from "@/lib/http/locale-path";
import { journeyWords, orderPageWords as wordsFor, type OrderPageTranslate as Words } from "@/lib/i18n/order-page-strings";
import { OrderLineRow } from "./order-line-row";
import { CustomerJourney } from "@/components/checkout/customer-journey";
import { buttonClasses } from "@/components/ui/button";
import { CopyOrderNumber } from "./copy-order-number";
import { OrderPageLinks, OrderUnavailableView } from "./order-unavailable-view";

/** The payment status as the buyer reads it ("Unpaid" while nothing waits for the shop). */
function statusWords(t: Words, status: PaymentStatusValue, claimSubmitted: boolean): string {
  if (status === "pending" && !claimSubmitted) return t("statusUnpaid");
  const keys = {
    pending: "statusPending",
    processing: "statusProcessing",
    paid: "statusPaid",
    failed: "statusFailed",
    refunded: "statusRefunded",
    partly_paid: "statusPartlyPaid",
    overpaid: "statusOverpaid",
    partly_refunded: "statusPartlyRefunded",
  } as const;
  return t(keys[status]);
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
  locale = "en",
  digits = "devanagari",
}: {
  /** The page's language; English by default. */
  locale?: Locale;
  /** Digits on Nepali pages (the artist's choice in Settings). */
  digits?: Digits;
  order: CustomerOrderView | null;
  supportEmail: string;
  /** Payment checks take up to this many hours (settings): the one value stated everywhere. */
  paymentCheckHours?: number;
  /** The database did not answer: the order is safe, only this page cannot be shown now. */
  unavailable?: boolean;
}) {
  const { t, p } = wordsFor(locale);
  const price = (paisa: number) => formatPrice(paisa, locale, { digits });
  const within = p("within", { hours: paymentCheckHours, hoursText: locale === "ne" && digits !== "latin" ? toDevanagariDigits(String(paymentCheckHours)) : String(paymentCheckHours) });
  const notAvailable = t("notAvailable");
  if (!order && unavailable) return <OrderUnavailableView supportEmail={supportEmail} locale={locale} />;
  if (!order) {
    return (
      <div className="mx-auto max-w-xl text-center" data-testid="order-missing">
        <SearchX aria-hidden="true" className="mx-auto size-12 text-muted-foreground" />
        <h1 className="mt-4 text-3xl font-semibold">{t("missingTitle")}</h1>
        <p className="mt-3 text-muted-foreground">{t("missingText")}</p>
        <dl className="mx-auto mt-6 max-w-sm divide-y divide-border rounded-xl border border-border bg-card px-5 text-left">
          <Detail label={t("orderNumber")} testId="order-number">
            {notAvailable}
          </Detail>
          <Detail label={t("email")}>{notAvailable}</Detail>
          <Detail label={t("total")}>{notAvailable}</Detail>
        </dl>
        <div className="mt-8">
          <OrderPageLinks t={t} locale={locale} />
        </div>
      </div>
    );
  }

  const paidInFull = order.paidPaisa > 0 && order.duePaisa === 0 && !order.cancelled;
  const dateFormat = { format: (date: Date) => formatOrderDate(date, locale, { digits, time: true }) };
  return (
    <div className="mx-auto max-w-2xl">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{t("thankYou")}</h1>
        {order.paidOnline && paidInFull ? (
          <p className="mt-3 text-muted-foreground" data-testid="paid-online-summary">
            {t("paidOnlineSummary", { provider: order.paidOnline.provider, reference: order.paidOnline.reference })}
          </p>
        ) : paidInFull ? (
          <p className="mt-3 text-muted-foreground">{t("paidConfirmed")}</p>
        ) : order.cancelled ? (
          <p className="mt-3 text-muted-foreground">{t("cancelled")}</p>
        ) : (
          <p className="mt-3 text-muted-foreground">{t("placedVerify", { within })}</p>
        )}
      </div>

      {order.refundDuePaisa > 0 && (
        <div role="status" className="mt-6 rounded-lg border border-accent/40 bg-accent/5 p-4 text-sm" data-testid="refund-due-notice">
          <p className="font-semibold">{t("refundTitle", { amount: price(order.refundDuePaisa) })}</p>
          <p className="mt-1 text-muted-foreground">
            {(() => {
              const last = [...order.payments].reverse().find((p) => p.kind === "payment");
              if (!last) return "";
              const method = t(`methods.${last.method}`);
              return last.reference ? t("refundCameRef", { method, reference: last.reference }) : t("refundCame", { method });
            })()}
            {t("refundText")}
          </p>
        </div>
      )}
      {order.dueNowPaisa > 0 && order.paidPaisa > 0 && !order.cancelled && !order.claimSubmitted && (
        <div role="status" className="mt-6 rounded-lg border border-accent/40 bg-accent/5 p-4 text-sm" data-testid="balance-due-notice">
          <p className="font-semibold">{t("balanceTitle", { amount: price(order.dueNowPaisa) })}</p>
          <p className="mt-1 text-muted-foreground">{t("balancePaid", { paid: price(order.paidPaisa), total: price(order.totalPaisa) })}</p>
          <Link href={addressIn(`/checkout/pay/${order.accessToken}`, locale)} className={`${buttonClasses({ variant: "primary", size: "sm" })} mt-3`}>
            {t("payBalance")}
          </Link>
        </div>
      )}

      {!order.emailSent && (
        <div role="status" className="mt-6 flex gap-3 rounded-lg border border-accent/40 bg-accent/5 p-4 text-sm" data-testid="email-not-sent">
          <MailWarning aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <div>
            <p className="font-semibold">{t("emailNotSentTitle")}</p>
            <p className="mt-1 text-muted-foreground">{t("emailNotSentText", { email: order.customerEmail || notAvailable })}</p>
          </div>
        </div>
      )}
      {!order.screenshotReceived && (
        <div role="status" className="mt-4 flex gap-3 rounded-lg border border-border bg-muted p-4 text-sm" data-testid="screenshot-missing">
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          <p>
            {t.rich("screenshotMissing", {
              email: supportEmail,
              link: (chunks) => (
                <a href={`mailto:${supportEmail}`} className="font-medium underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
      )}

      <dl className="mt-8 divide-y divide-border rounded-xl border border-border bg-card px-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 py-3">
          <dt className="text-sm text-muted-foreground">{t("orderNumber")}</dt>
          <dd>
            {order.orderNumber ? (
              <CopyOrderNumber orderNumber={order.orderNumber} strings={{ copy: t("copy"), copied: t("copied"), copyLabel: t("copyLabel"), copiedLabel: t("copiedLabel") }} />
            ) : (
              notAvailable
            )}
          </dd>
        </div>
        <Detail label={t("email")} testId="order-email">
          {order.customerEmail || notAvailable}
        </Detail>
        <Detail label={t("payment")} testId="order-payment-status">
          <span className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent">
            {order.paidOnline && order.paymentStatus === "paid" ? t("paidOnlineVia", { provider: order.paidOnline.provider }) : statusWords(t, order.paymentStatus, order.claimSubmitted)}
          </span>
        </Detail>
        <Detail label={t("total")} testId="order-total">
          <span className="text-lg tabular-nums">{price(order.totalPaisa)}</span>
        </Detail>
      </dl>

      <section aria-labelledby="order-items-heading" className="mt-8">
        <h2 id="order-items-heading" className="text-lg font-semibold">
          {t("yourItems")}
        </h2>
        <ul className="mt-2 divide-y divide-border" data-testid="order-lines">
          {order.lines.map((line, index) => (
            <OrderLineRow key={index} line={line} amountPaisa={line.unitPricePaisa * line.quantity} size="regular" locale={locale} digits={digits} />
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-border pt-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t("subtotal")}</dt>
            <dd className="tabular-nums">{price(order.subtotalPaisa)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t("shipping")}</dt>
            <dd className="tabular-nums">{order.shippingPaisa === 0 ? t("free") : price(order.shippingPaisa)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{t("tax")}</dt>
            <dd className="tabular-nums">{price(order.taxPaisa)}</dd>
          </div>
        </dl>
      </section>

      {order.payments.length > 0 && (
        <section aria-labelledby="payments-heading" className="mt-8">
          <h2 id="payments-heading" className="text-lg font-semibold">
            {t("paymentsHeading")}
          </h2>
          <ul className="mt-2 divide-y divide-border text-sm" data-testid="order-payments">
            {order.payments.map((entry, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {t(entry.kind === "payment" ? "paidBy" : "refundedBy", { method: t(`methods.${entry.method}`) })}
                  {entry.reference ? t("reference", { reference: entry.reference }) : ""}
                  <span className="block text-xs text-muted-foreground">
                    {dateFormat.format(new Date(entry.at))}
                    {entry.reason ? ` · ${entry.reason}` : ""}
                  </span>
                </span>
                <span className="tabular-nums">
                  {entry.kind === "refund" ? "−" : ""}
                  {price(entry.amountPaisa)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <p className="mt-4 text-sm">
        <a href={`/receipt/${order.accessToken}`} className="font-medium underline underline-offset-4" data-testid="receipt-link">
          {t("receipt")}
        </a>
      </p>

      {order.fulfilment.status !== "unfulfilled" && order.fulfilment.courier && (
        <section aria-labelledby="delivery-heading" className="mt-8 rounded-xl border border-border p-5 text-sm" data-testid="order-tracking">
          <h2 id="delivery-heading" className="mb-2 font-semibold">
            {t("delivery")}
          </h2>
          <p>
            {t("withCourier", { courier: order.fulfilment.courier })}
            {order.fulfilment.trackingNumber ? t("trackingNumber", { number: order.fulfilment.trackingNumber }) : ""}
            {order.fulfilment.shippedAt ? t("sent", { date: dateFormat.format(new Date(order.fulfilment.shippedAt)) }) : ""}
            {locale === "ne" ? "।" : "."}
          </p>
          {order.fulfilment.trackingUrl && (
            <a href={order.fulfilment.trackingUrl} className="mt-1 inline-block font-medium underline underline-offset-4" rel="noopener noreferrer" target="_blank">
              {t("trackParcel")}
            </a>
          )}
        </section>
      )}

      <section aria-labelledby="next-heading" className="mt-8 rounded-xl border border-border p-5">
        <h2 id="next-heading" className="mb-3 font-semibold">
          {t("whatNext")}
        </h2>
        <CustomerJourney states={journeyStates(order.status, order.paymentStatus)} words={journeyWords(locale).journey} />
        <p className="mt-4 text-sm text-muted-foreground">
          {order.paidOnline ? t("journeyOnline", { provider: order.paidOnline.provider }) : t("journeyManual", { within })}
        </p>
      </section>

      <div className="mt-10">
        <OrderPageLinks t={t} locale={locale} />
      </div>
    </div>
  );
}
