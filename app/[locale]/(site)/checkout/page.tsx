import type { Metadata } from "next";
import { connection } from "next/server";
import { CheckoutFlow } from "@/components/checkout/checkout-flow";
import { Container } from "@/components/ui/container";
import { getSettings } from "@/lib/data/settings";
import { getPaymentMethods } from "@/lib/data/payment-methods";
import { onlineProviders } from "@/lib/payments/online";
import { paymentWaysText } from "@/lib/domain/online-payment";
import { getCheckoutDelivery } from "@/lib/data/delivery";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/lib/i18n/locales";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Check out: your details, then pay by eSewa, Khalti, IME Pay or bank transfer.",
  robots: { index: false, follow: false },
};

/**
 * /checkout. Rendered per request: whether orders are open comes from the settings, which the
 * artist can change at any time. Step 2, the payment, is the order's own page
 * (checkout/pay/[token]).
 */
export default async function CheckoutPage({ params }: { params: Promise<{ locale?: string }> }) {
  await connection();
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : "en";
  const t = await getTranslations({ locale, namespace: "commissionDeposit" });
  const depositLabels = { heading: t("heading"), depositNow: t("depositNow"), balanceLater: t("balanceLater"), balanceNote: t("balanceNote") };
  const [settings, methods, delivery] = await Promise.all([getSettings(), getPaymentMethods(), getCheckoutDelivery()]);
  // Online providers offered for any order (the amount is checked on the order's own page).
  const online = await onlineProviders(100_00).catch(() => []);
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">Checkout</h1>
      <CheckoutFlow ordersEnabled={settings.enableOrders} depositLabels={depositLabels} payWays={paymentWaysText(online, methods.map((m) => m.label))}
        delivery={delivery.zones.length > 0 ? { zones: delivery.zones, collectionEnabled: delivery.settings.collectionEnabled, codFeePaisa: delivery.settings.codFeePaisa, codDeposits: delivery.settings.codDeposits } : undefined}
      />
    </Container>
  );
}
