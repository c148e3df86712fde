import { Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { OrderSummary } from "./components/order-summary";
import { styles } from "./components/theme";

export interface PaymentApprovedEmailProps {
  payload: ParsedEmailPayloads["payment_approved"];
  site: EmailSite;
}

/** To the customer when an administrator marks the order paid. */
export default function PaymentApprovedEmail({ payload, site }: PaymentApprovedEmailProps) {
  return (
    <EmailLayout site={site} preview={`Your payment for order ${payload.orderId} is approved`} heading="Your payment is approved">
      <Text style={styles.text}>Hi {payload.userName},</Text>
      <Text style={styles.text}>
        We have verified your payment for order {payload.orderId}. Your order is approved and is being prepared.
      </Text>
      <Text style={styles.label}>Estimated delivery</Text>
      <Text style={{ ...styles.text, fontWeight: 700, margin: "0" }}>{payload.estimatedDelivery}</Text>
      {payload.orderItems?.length && payload.totalAmount !== undefined ? (
        <OrderSummary orderNumber={payload.orderId} items={payload.orderItems} total={payload.totalAmount} />
      ) : null}
      <Text style={styles.text}>
        Thank you for supporting original art. If anything about the delivery should change, reply to this email or write
        to {site.contactEmail}.
      </Text>
    </EmailLayout>
  );
}
