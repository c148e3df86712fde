import { Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { OrderSummary } from "./components/order-summary";
import { styles } from "./components/theme";
import { commonDelivery } from "@/lib/domain/order-line-words";

export interface PaymentApprovedEmailProps {
  payload: ParsedEmailPayloads["payment_approved"];
  site: EmailSite;
}

/** To the customer when an administrator marks the order paid. */
export default function PaymentApprovedEmail({ payload, site }: PaymentApprovedEmailProps) {
  const items = payload.orderItems ?? payload.items ?? [];
  // Lines that carry their own promise (a commission's duration beside a print's delivery days)
  // say it under each line; one promise shared by every line, or none given, is said once here.
  const perLine = items.length > 0 && items.every((item) => item.delivery);
  const shared = perLine ? commonDelivery(items) : payload.estimatedDelivery;
  return (
    <EmailLayout site={site} preview={`Your payment for order ${payload.orderId} is approved`} heading="Your payment is approved">
      <Text style={styles.text}>Hi {payload.userName},</Text>
      <Text style={styles.text}>
        {payload.paidWith && /online/i.test(payload.paidWith)
          ? `We have received your payment for order ${payload.orderId}. Your order is approved and is being prepared.`
          : `We have verified your payment for order ${payload.orderId}. Your order is approved and is being prepared.`}
      </Text>
      {payload.paidWith ? (
        <>
          <Text style={styles.label}>Payment</Text>
          <Text style={{ ...styles.text, margin: "0 0 16px" }}>{payload.paidWith}</Text>
        </>
      ) : null}
      {shared ? (
        <>
          <Text style={styles.label}>Estimated delivery</Text>
          <Text style={{ ...styles.text, fontWeight: 700, margin: "0" }}>{shared}</Text>
        </>
      ) : (
        <Text style={styles.text}>Each item below shows when it will be delivered.</Text>
      )}
      {items.length && payload.totalAmount !== undefined ? (
        <OrderSummary
          orderNumber={payload.orderId}
          items={shared && perLine ? items.map((item) => ({ ...item, delivery: null })) : items}
          total={payload.totalAmount}
        />
      ) : null}
      {payload.orderUrl ? (
        <Text style={styles.text}>
          Your order&apos;s page: <a href={payload.orderUrl}>{payload.orderUrl}</a>
        </Text>
      ) : null}
      {payload.receiptUrl ? (
        <Text style={styles.text}>
          Your receipt (PDF): <a href={payload.receiptUrl}>{payload.receiptUrl}</a>
        </Text>
      ) : null}
      {payload.certificates?.length ? (
        <Text style={styles.text}>
          {payload.certificates.length === 1 ? "Your certificate of authenticity (PDF)" : "Your certificates of authenticity (PDF)"}:{" "}
          {payload.certificates.map((c, i) => (
            <span key={c.number}>
              {i > 0 ? "; " : ""}
              {c.title}, {c.number}: <a href={c.url}>{c.url}</a>
            </span>
          ))}
        </Text>
      ) : null}
      <Text style={styles.text}>
        Thank you for supporting original art. If anything about the delivery should change, reply to this email or write
        to {site.contactEmail}.
      </Text>
    </EmailLayout>
  );
}
