import { Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface PaymentRejectedEmailProps {
  payload: ParsedEmailPayloads["payment_rejected"];
  site: EmailSite;
}

/** To the customer: the payment of an order could not be confirmed, with the reason if given. */
export default function PaymentRejectedEmail({ payload, site }: PaymentRejectedEmailProps) {
  return (
    <EmailLayout site={site} preview={`We could not confirm the payment for order ${payload.orderId}`} heading="Payment not confirmed">
      <Text style={styles.text}>Dear {payload.userName},</Text>
      <Text style={styles.text}>
        We could not confirm the payment for your order {payload.orderId}, so the order has not been approved and any
        original artwork it held is available again.
      </Text>
      {payload.reason ? (
        <>
          <Text style={styles.label}>Reason</Text>
          <Text style={styles.quote}>{payload.reason}</Text>
        </>
      ) : null}
      <Text style={styles.muted}>
        If you believe this is a mistake, reply to this email or write to {site.contactEmail} with your payment details.
      </Text>
    </EmailLayout>
  );
}
