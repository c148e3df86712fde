import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CheckoutPageView } from "@/components/checkout/checkout-page-view";
import { Container } from "@/components/ui/container";
import { getSettings } from "@/lib/data/settings";
import { getPaymentMethods } from "@/lib/data/payment-methods";
import { onlineProviders } from "@/lib/payments/online";
import { getCheckoutDelivery } from "@/lib/data/delivery";
import { checkoutStrings, payWaysIn } from "@/lib/i18n/checkout-strings";
import { localizedPaymentMethods } from "@/lib/i18n/payment-strings";
import { isLocale, type Locale } from "@/lib/i18n/locales";

function localeOf(requested: string | undefined): Locale {
  return isLocale(requested) ? requested : "en";
}

export async function generateMetadata({ params }: { params: Promise<{ locale?: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "checkout" });
  return { title: t("metaTitle"), description: t("metaDescription"), robots: { index: false, follow: false } };
}

/**
 * /checkout (and /ne/checkout). Rendered per request: whether orders are open comes from the
 * settings, which the artist can change at any time. Step 2, the payment, is the order's own page
 * (checkout/pay/[token]). The browser code gets its words as props (checkoutStrings).
 */
export default async function CheckoutPage({ params }: { params: Promise<{ locale?: string }> }) {
  await connection();
  const locale = localeOf((await params).locale);
  // The request's language for the frame's parts that read it (skip link, footer): this page is
  // rendered per request, and without it they were drawn in English under /ne.
  setRequestLocale(locale);
  const [t, settings, methods, delivery] = await Promise.all([
    getTranslations({ locale, namespace: "checkout" }),
    getSettings(),
    getPaymentMethods(),
    getCheckoutDelivery(),
  ]);
  // Online providers offered for any order (the amount is checked on the order's own page).
  const online = await onlineProviders(100_00).catch(() => []);
  // The ways to pay named as the payment step names them (the default methods' labels in the page's language).
  const shownMethods = await localizedPaymentMethods(methods, locale);
  const strings = await checkoutStrings(locale, await payWaysIn(locale, online, shownMethods.map((m) => m.label)));
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">{t("heading")}</h1>
      <CheckoutPageView ordersEnabled={settings.enableOrders} strings={strings}
        delivery={delivery.zones.length > 0 ? { zones: delivery.zones, collectionEnabled: delivery.settings.collectionEnabled, codFeePaisa: delivery.settings.codFeePaisa, codDeposits: delivery.settings.codDeposits } : undefined}
      />
    </Container>
  );
}
