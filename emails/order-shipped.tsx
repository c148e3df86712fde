import { Button, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface OrderShippedEmailProps {
  payload: ParsedEmailPayloads["order_shipped"];
  site: EmailSite;
}

/** To the customer when the order is handed to the courier: courier and tracking. */
export default function OrderShippedEmail({ payload, site }: OrderShippedEmailProps) {
  return (
    <EmailLayout site={site} preview={`Order ${payload.orderId} is on its way with ${payload.courier}`} heading="Your order is on its way">
      <Text style={styles.text}>Dear {payload.userName},</Text>
      <Text style={styles.text}>
        Your order {payload.orderId} has been handed to {payload.courier}.
      </Text>
      {payload.trackingNumber ? (
        <>
          <Text style={styles.label}>Tracking number</Text>
          <Text style={{ ...styles.text, fontWeight: 700, margin: "0" }}>{payload.trackingNumber}</Text>
        </>
      ) : null}
      {payload.orderItems?.length ? (
        <>
          <Text style={styles.label}>In this parcel</Text>
          {payload.orderItems.map((item, i) => (
            <Text key={i} style={{ ...styles.text, margin: "0" }}>
              {item.title}
              {item.variant ? ` (${item.variant})` : ""} × {item.quantity}
            </Text>
          ))}
        </>
      ) : null}
      {payload.trackingUrl ? (
        <Button href={payload.trackingUrl} style={styles.button}>
          Track your parcel
        </Button>
      ) : null}
      <Text style={styles.muted}>If anything about the delivery should change, reply to this email or write to {site.contactEmail}.</Text>
    </EmailLayout>
  );
}
