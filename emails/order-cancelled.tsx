import { Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface OrderCancelledEmailProps {
  payload: ParsedEmailPayloads["order_cancelled"];
  site: EmailSite;
}

/** To the customer when an administrator cancels the order, with the reason if given. */
export default function OrderCancelledEmail({ payload, site }: OrderCancelledEmailProps) {
  return (
    <EmailLayout site={site} preview={`Your order ${payload.orderId} is cancelled`} heading="Your order is cancelled">
      <Text style={styles.text}>Dear {payload.userName},</Text>
      <Text style={styles.text}>Your order {payload.orderId} has been cancelled.</Text>
      {payload.reason ? (
        <>
          <Text style={styles.label}>Reason</Text>
          <Text style={styles.quote}>{payload.reason}</Text>
        </>
      ) : null}
      {payload.wasPaid ? (
        <Text style={styles.text}>Your payment will be returned to you; we will write to you about the refund.</Text>
      ) : null}
      <Text style={styles.muted}>If you have any questions, reply to this email or write to {site.contactEmail}.</Text>
    </EmailLayout>
  );
}
