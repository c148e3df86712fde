import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface OrderExpiredEmailProps {
  payload: ParsedEmailPayloads["order_expired"];
  site: EmailSite;
}

/** To the buyer: the payment window passed without a payment screenshot, so the order was cancelled. */
export default function OrderExpiredEmail({ payload, site }: OrderExpiredEmailProps) {
  return (
    <EmailLayout site={site} preview={`Order ${payload.orderId} was cancelled: payment not received`} heading="Order cancelled">
      <Text style={styles.text}>Hi {payload.userName},</Text>
      <Text style={styles.text}>
        We did not receive a payment screenshot for your order {payload.orderId} in time, so the order has been cancelled
        (payment not received) and any original artwork it held is available again.
      </Text>
      {payload.orderUrl ? (
        <Section style={{ margin: "24px 0 8px" }}>
          <Button href={payload.orderUrl} style={styles.button}>
            Put these items back in your cart
          </Button>
        </Section>
      ) : null}
      <Text style={styles.muted}>
        If you have already paid, reply to this email or write to {site.contactEmail} with your order number and the payment
        screenshot.
      </Text>
    </EmailLayout>
  );
}
