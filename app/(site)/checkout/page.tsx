import type { Metadata } from "next";
import { connection } from "next/server";
import { CheckoutFlow } from "@/components/checkout/checkout-flow";
import { Container } from "@/components/ui/container";
import { getSettings } from "@/lib/data/settings";
import { getPaymentMethods } from "@/lib/data/payment-methods";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Check out: your details, then pay by eSewa, Khalti, IME Pay or bank transfer.",
  robots: { index: false, follow: false },
};

/**
 * /checkout. Rendered per request: whether orders are open and the payment methods come from
 * the settings, which the artist can change at any time.
 */
export default async function CheckoutPage() {
  await connection();
  const [settings, methods] = await Promise.all([getSettings(), getPaymentMethods()]);
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">Checkout</h1>
      <CheckoutFlow ordersEnabled={settings.enableOrders} paymentMethods={methods} paymentCheckHours={settings.paymentCheckHours} />
    </Container>
  );
}
