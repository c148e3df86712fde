import { OrderSuccessView } from "@/components/order/order-success-view";
import { Container } from "@/components/ui/container";
import { getSettings } from "@/lib/data/settings";
import { getLocale } from "next-intl/server";
import { isLocale } from "@/lib/i18n/locales";

/**
 * /checkout/pay/<token> for a token that names no order (the page calls notFound()): status 404,
 * and the words of an order page without an order ("Order details not available", where the
 * link is), inside the site's frame.
 */
export default async function PaymentOrderNotFound() {
  const [settings, locale] = await Promise.all([getSettings(), getLocale()]);
  return (
    <Container className="py-10 sm:py-14">
      <OrderSuccessView order={null} supportEmail={settings.supportEmail || settings.contactEmail} paymentCheckHours={settings.paymentCheckHours} locale={isLocale(locale) ? locale : "en"} digits={settings.nepaliNumerals === "latin" ? "latin" : "devanagari"} />
    </Container>
  );
}
