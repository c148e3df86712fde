import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { addressIn } from "@/lib/http/locale-path";
import { OrderSuccessView } from "@/components/order/order-success-view";
import { AfterOrderListSignUp } from "@/components/mailing-list/after-order-list-sign-up";
import { Container } from "@/components/ui/container";
import { lookUpOrderForSuccessPage, orderAwaitsItsPayment } from "@/lib/data/orders";
import { urlParam } from "@/lib/domain/text-input";
import { getSettings } from "@/lib/data/settings";
import { OrderCertificates } from "@/components/certificates/order-certificates";
import { getCommissionForToken } from "@/lib/data/commissions";
import { isLocale } from "@/lib/i18n/locales";
import { CommissionSection } from "@/components/order/commission-section";
import { getOrderDeliveryByToken } from "@/lib/data/delivery";
import { DeliveryPaymentPlan } from "@/components/checkout/delivery-payment-plan";

export async function generateMetadata({ params }: { params: Promise<{ locale?: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "en", namespace: "orderPage" });
  return {
    title: t("metaTitle"),
    robots: { index: false, follow: false },
    // The address carries the order's access token: never send it on to other sites.
    referrer: "no-referrer",
  };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /order-success?token=...: the order read on the server through its unguessable access token
 * (never a sequential number), so the page survives a reload and can be bookmarked.
 */
export default async function OrderSuccessPage({ params, searchParams }: { params: Promise<{ locale?: string }>; searchParams: SearchParams }) {
  const { token } = await searchParams;
  const { locale: rawLocale } = await params;
  const locale = isLocale(rawLocale) ? rawLocale : "en";
  // The request's language for the frame's parts that read it (skip link, footer): this page is
  // rendered per request, and without it they were drawn in English under /ne.
  setRequestLocale(locale);
  const accessToken = urlParam(token, 64);
  // An order not paid for yet is shown on its payment page (amount, QR, time left).
  if (await orderAwaitsItsPayment(accessToken).catch(() => false)) redirect(addressIn(`/checkout/pay/${accessToken}`, locale));
  const [lookup, settings, commission, delivery] = await Promise.all([
    lookUpOrderForSuccessPage(accessToken),
    getSettings(),
    accessToken ? getCommissionForToken(accessToken, new Date(), locale).catch(() => null) : null,
    accessToken ? getOrderDeliveryByToken(accessToken).catch(() => null) : null,
  ]);
  return (
    <Container className="py-12 sm:py-16">
      {/* Paid on delivery (a deposit paid first): what is left to pay, in cash, and when. */}
      {delivery?.cashOnDelivery && lookup.status === "found" && (
        <div className="mb-8">
          <DeliveryPaymentPlan delivery={delivery} digits={settings.nepaliNumerals === "latin" ? "latin" : "devanagari"} lines={null} locale={locale} />
        </div>
      )}
      <OrderSuccessView
        order={lookup.status === "found" ? lookup.order : null}
        unavailable={lookup.status === "unavailable"}
        supportEmail={settings.supportEmail || settings.contactEmail}
        paymentCheckHours={settings.paymentCheckHours}
        locale={locale}
        digits={settings.nepaliNumerals === "latin" ? "latin" : "devanagari"}
      />
      {lookup.status === "found" && accessToken ? <OrderCertificates token={accessToken} /> : null}
      {lookup.status === "found" && accessToken && <AfterOrderListSignUp orderToken={accessToken} locale={locale} />}
      {commission && accessToken && lookup.status === "found" && <CommissionSection commission={commission} token={accessToken} locale={locale} digits={settings.nepaliNumerals === "latin" ? "latin" : "devanagari"} />}
    </Container>
  );
}
