import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface OrderExpiredEmailProps {
  payload: ParsedEmailPayloads["order_expired"];
  site: EmailSite;
}

/**
 * To the buyer: the payment window passed without a payment screenshot, so the order was
 * cancelled; or, paid on delivery, the shop could not reach the buyer to confirm it (or its
 * deposit did not come) within the call window: its own words, not "you did not pay".
 */
export default function OrderExpiredEmail({ payload, site }: OrderExpiredEmailProps) {
  const cod = payload.reason !== "unpaid";
  const preview = cod ? `Order ${payload.orderId} was cancelled: not confirmed` : `Order ${payload.orderId} was cancelled: payment not received`;
  return (
    <EmailLayout site={site} preview={preview} heading="Order cancelled">
      <Text style={styles.text}>Hi {payload.userName},</Text>
      {payload.reason === "cod_unconfirmed" ? (
        <Text style={styles.text}>
          We could not reach you to confirm your order {payload.orderId} by phone in time, so the order has been cancelled and
          any original artwork it held is available again. Nothing was charged.
        </Text>
      ) : payload.reason === "cod_deposit" ? (
        <Text style={styles.text}>
          The deposit for your order {payload.orderId} did not reach us in time, so we could not call you to confirm it: the
          order has been cancelled and any original artwork it held is available again.
        </Text>
      ) : (
        <Text style={styles.text}>
          We did not receive a payment screenshot for your order {payload.orderId} in time, so the order has been cancelled
          (payment not received) and any original artwork it held is available again.
        </Text>
      )}
      {payload.orderUrl ? (
        <Section style={{ margin: "24px 0 8px" }}>
          <Button href={payload.orderUrl} style={styles.button}>
            {cod ? "See your order" : "Put these items back in your cart"}
          </Button>
        </Section>
      ) : null}
      <Text style={styles.muted}>
        {cod
          ? `If you still want them, reply to this email or write to ${site.contactEmail} with your order number and a good time to call.`
          : `If you have already paid, reply to this email or write to ${site.contactEmail} with your order number and the payment screenshot.`}
      </Text>
    </EmailLayout>
  );
}
