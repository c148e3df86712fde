import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface OrderLinkEmailProps {
  payload: ParsedEmailPayloads["order_link"];
  site: EmailSite;
}

/** To the buyer who asked for it with 'Track your order': the link to the order's page. */
export default function OrderLinkEmail({ payload, site }: OrderLinkEmailProps) {
  return (
    <EmailLayout site={site} preview={`The link to your order ${payload.orderId}`} heading={`Your order ${payload.orderId}`}>
      <Text style={styles.text}>Hi {payload.userName},</Text>
      <Text style={styles.text}>
        You asked for the link to your order {payload.orderId}. It shows the order, its items and where it stands.
      </Text>
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.orderUrl} style={styles.button}>
          View your order
        </Button>
      </Section>
      <Text style={styles.muted}>
        Keep this link to yourself: anyone with it can see the order. If you did not ask for it, you can ignore this email.
      </Text>
    </EmailLayout>
  );
}
