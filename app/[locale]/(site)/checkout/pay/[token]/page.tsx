import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { CheckoutSteps } from "@/components/checkout/checkout-steps";
import { CustomerJourney } from "@/components/checkout/customer-journey";
import { OrderLines } from "@/components/checkout/order-lines";
import { PaymentStep } from "@/components/checkout/payment-step";
import { PaymentMethods } from "@/components/checkout/payment-methods";
import { PaymentIntro } from "@/components/checkout/payment-intro";
import { orderQrImages } from "@/lib/payments/qr-image";
import { OrderUnavailableView } from "@/components/order/order-unavailable-view";
import { Container } from "@/components/ui/container";
import { getOrderForPaymentPage } from "@/lib/data/orders";
import { getPaymentMethods } from "@/lib/data/payment-methods";
import { getSettings } from "@/lib/data/settings";
import { orderQrPayload, paymentRemark } from "@/lib/domain/payment-details";
import { urlParam } from "@/lib/domain/text-input";
import type { ReturnOutcome } from "@/lib/domain/online-payment";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localizedPaymentMethods, paymentStrings, returnNoticeWords } from "@/lib/i18n/payment-strings";
import { addressIn } from "@/lib/http/locale-path";
import { journeyWords } from "@/lib/i18n/order-page-strings";
import type { Locale } from "@/lib/i18n/locales";
import { onlineProviders } from "@/lib/payments/online";
import { getCommissionTerms } from "@/lib/data/commissions";
import { isLocale } from "@/lib/i18n/locales";
import { CommissionTerms } from "@/components/order/commission-terms";
import { getOrderDeliveryByToken } from "@/lib/data/delivery";
import { DeliveryPaymentPlan } from "@/components/checkout/delivery-payment-plan";
import { CodDepositNotice } from "@/components/checkout/cod-deposit-notice";

/** The message for ?online=<outcome>&provider=<provider> after a provider's redirect back, in `locale`. */
async function returnNotice(outcome: unknown, provider: unknown, locale: Locale): Promise<string | null> {
  if (provider !== "esewa" && provider !== "khalti") return null;
  const known: ReturnOutcome[] = ["failed", "canceled", "pending", "refused"];
  return known.includes(outcome as ReturnOutcome) ? returnNoticeWords(outcome as ReturnOutcome, provider, locale) : null;
}

export async function generateMetadata({ params }: { params: Promise<{ locale?: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "en", namespace: "payment" });
  return {
    title: t("metaTitle"),
    robots: { index: false, follow: false },
    // The address carries the order's access token: never send it on to other sites.
    referrer: "no-referrer",
  };
}

/**
 * /checkout/pay/<token>: step 2 of the checkout, the payment, for the order placed at 'Proceed
 * to Payment'. Read on the server through the order's unguessable token, so a reload, Back, a
 * discarded tab or the link in the email shows the same order, amount, QR and time left. Once
 * the screenshot is attached, the order's page is /order-success. A token that names no order
 * answers 404 with the order-not-found content (./not-found.tsx; this page is rendered per
 * request, so Next sends that 404 as a document the browser draws, as it does the payment step
 * itself); when the database cannot be read, the page says the order is safe. Rendered per request with
 * its own script nonce (lib/http/csp.ts): it shows the buyer's name and email.
 */
export default async function PaymentPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string; locale?: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  const { token: raw, locale: rawLocale } = await params;
  const locale: Locale = isLocale(rawLocale) ? rawLocale : "en";
  // The request's language for the frame's parts that read it (skip link, footer): this page is
  // rendered per request, and without it they were drawn in English under /ne.
  setRequestLocale(locale);
  const query = await searchParams;
  const token = urlParam(raw, 64);
  const [order, settings, methods, commissionTerms] = await Promise.all([
    getOrderForPaymentPage(token).catch((error: unknown) => {
      console.error("[payment] could not read the order:", error instanceof Error ? error.message : error);
      return undefined;
    }),
    getSettings(),
    getPaymentMethods(),
    token ? getCommissionTerms(token, locale).catch(() => null) : null,
  ]);
  if (order === null) notFound();
  const supportEmail = settings.supportEmail || settings.contactEmail;
  if (order && order.state === "submitted" && token) redirect(addressIn(`/order-success?token=${encodeURIComponent(token)}`, locale));
  // Paid on delivery, or shipping still to be quoted: nothing is paid here (yet), unless a
  // pay-on-delivery deposit is due: then this page asks for it, the rest being cash at the door.
  const delivery = order && token ? await getOrderDeliveryByToken(token).catch(() => null) : null;
  const digits = settings.nepaliNumerals === "latin" ? "latin" : "devanagari";
  const depositDue = Boolean(order && delivery?.cashOnDelivery && delivery.codDepositPaisa > 0 && order.state === "awaiting_payment" && order.amountToPayPaisa > 0);
  if (order && delivery && !depositDue && (delivery.cashOnDelivery || (delivery.shippingOnQuote && !delivery.quoted))) {
    return (
      <Container className="py-10 sm:py-14">
        <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">{(await getTranslations({ locale, namespace: "payment" }))("yourOrder")}</h1>
        <DeliveryPaymentPlan delivery={delivery} digits={digits} lines={<OrderLines order={order} locale={locale} digits={digits} />} locale={locale} />
      </Container>
    );
  }
  const providers = order && order.state === "awaiting_payment" ? await onlineProviders(order.amountToPayPaisa).catch(() => []) : [];
  const notice = await returnNotice(query.online, query.provider, locale);
  const qrImages =
    order && order.state === "awaiting_payment"
      ? await orderQrImages(methods, order.amountToPayPaisa, order.orderNumber).catch((error: unknown) => {
          // The ways to pay then show their details without a QR code.
          console.error("[payment] could not draw the QR codes:", error instanceof Error ? error.message : error);
          return undefined;
        })
      : undefined;
  const shownMethods = await localizedPaymentMethods(methods, locale);
  const [t, strings] = await Promise.all([
    getTranslations({ locale, namespace: "payment" }),
    order ? paymentStrings({ locale, digits, order, methods: shownMethods, providers, supportEmail, paymentCheckHours: settings.paymentCheckHours }) : null,
  ]);
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">{t("heading")}</h1>
      {order && commissionTerms && order.state === "awaiting_payment" && <CommissionTerms terms={commissionTerms} amountNowPaisa={order.amountToPayPaisa} locale={locale} digits={digits} />}
      {depositDue && delivery && <CodDepositNotice delivery={delivery} digits={digits} locale={locale} />}
      {order && token && strings ? (
        <PaymentStep
          strings={strings}
          token={token}
          order={order}
          onlineProviders={providers}
          onlineNotice={notice}
          intro={<PaymentIntro order={order} strings={strings} />}
          methods={
            <PaymentMethods
              methods={shownMethods}
              totalPaisa={order.amountToPayPaisa}
              remark={paymentRemark(order.orderNumber, order.customerName)}
              qrPayloads={Object.fromEntries(methods.map((method) => [method.kind, orderQrPayload(method, order.amountToPayPaisa, order.orderNumber)]))}
              qrImages={qrImages}
              strings={strings.methods}
            />
          }
          lines={<OrderLines order={order} locale={locale} digits={digits} />}
          steps={<CheckoutSteps current="payment" words={journeyWords(locale).steps} />}
          journey={<CustomerJourney states={["completed", "current", "pending", "pending"]} words={journeyWords(locale).journey} />}
        />
      ) : (
        <OrderUnavailableView supportEmail={supportEmail} locale={locale} />
      )}
    </Container>
  );
}
