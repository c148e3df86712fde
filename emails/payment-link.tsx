import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { OrderSummary } from "./components/order-summary";
import { styles } from "./components/theme";
import { formatNpr } from "@/lib/money";
import { paymentPlanWords } from "@/lib/domain/cash-on-delivery";

export interface PaymentLinkEmailProps {
  payload: ParsedEmailPayloads["payment_link"];
  site: EmailSite;
}

/** Kathmandu time, as the buyer reads it: "25 Nov, 18:05". */
function kathmanduTime(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kathmandu",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));
}

/** To the buyer when the order is placed at 'Proceed to Payment': the link back to its payment step. */
export default function PaymentLinkEmail({ payload, site }: PaymentLinkEmailProps) {
  if (payload.plan !== "prepaid") return <PlacedEmail payload={payload} site={site} />;
  return (
    <EmailLayout site={site} preview={`Pay for order ${payload.orderId}`} heading="Complete your payment">
      <Text style={styles.text}>Hi {payload.userName},</Text>
      <Text style={styles.text}>
        Your order {payload.orderId} is placed. Pay the amount below with the order number in the remarks, then upload a
        screenshot of the payment on your order&apos;s payment page.
      </Text>
      {payload.holdsOriginals ? (
        <Text style={styles.text}>
          The original artwork in it is held for you until {kathmanduTime(payload.payBy)} (Nepal time). Without a payment
          screenshot by then, the order is cancelled and the artwork becomes available again.
        </Text>
      ) : null}
      <OrderSummary orderNumber={payload.orderId} items={payload.orderItems} total={payload.totalAmount} />
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.paymentUrl} style={styles.button}>
          Go to your payment
        </Button>
      </Section>
      <Text style={styles.muted}>This link is personal: it opens your order without signing in.</Text>
    </EmailLayout>
  );
}

/** Paid on delivery, or shipping on quote: nothing to pay now; what comes next, said plainly. */
function PlacedEmail({ payload, site }: PaymentLinkEmailProps) {
  const total = formatNpr(payload.totalAmount);
  const deposit =
    payload.plan === "cod" && payload.depositAmount
      ? { depositText: formatNpr(payload.depositAmount), cashText: formatNpr(Math.max(0, payload.totalAmount - payload.depositAmount)) }
      : null;
  const plan = paymentPlanWords({ method: payload.plan === "cod" ? "cod" : "prepaid", totalText: total, phone: payload.phone ?? null, onQuote: payload.plan === "quote", deposit });
  return (
    <EmailLayout site={site} preview={`Order ${payload.orderId} is placed`} heading="Your order is placed">
      <Text style={styles.text}>Hi {payload.userName},</Text>
      <Text style={styles.text}>Your order {payload.orderId} is placed. {plan.detail}</Text>
      <OrderSummary orderNumber={payload.orderId} items={payload.orderItems} total={payload.totalAmount} />
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.paymentUrl} style={styles.button}>
          {deposit ? "Pay the deposit" : "See your order"}
        </Button>
      </Section>
      <Text style={styles.muted}>This link is personal: it opens your order without signing in.</Text>
    </EmailLayout>
  );
}
