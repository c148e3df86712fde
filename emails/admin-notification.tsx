import { Button, Link, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { OrderSummary } from "./components/order-summary";
import { styles } from "./components/theme";

export interface AdminNotificationEmailProps {
  payload: ParsedEmailPayloads["admin_notification"];
  site: EmailSite;
}

/** To the administrators, for every new order. */
export default function AdminNotificationEmail({ payload, site }: AdminNotificationEmailProps) {
  return (
    <EmailLayout site={site} preview={`New order ${payload.orderId} from ${payload.customerName}`} heading={`New order ${payload.orderId}`}>
      <Text style={styles.text}>
        {payload.paidOnline
          ? `${payload.paidOnline}. The provider confirmed the payment: nothing to verify, the order is ready to prepare.`
          : "A new order is waiting for payment verification."}
      </Text>
      <Text style={styles.label}>Customer</Text>
      <Text style={{ ...styles.text, margin: "0" }}>{payload.customerName}</Text>
      <Text style={{ ...styles.text, margin: "0" }}>{payload.customerEmail}</Text>
      {payload.customerPhone ? <Text style={{ ...styles.text, margin: "0" }}>{payload.customerPhone}</Text> : null}
      <OrderSummary orderNumber={payload.orderId} items={payload.orderItems} total={payload.totalAmount} />
      {payload.screenshotUploaded === false ? (
        <Text style={styles.text}>
          The payment screenshot could not be stored; the customer was asked to send it by email.
        </Text>
      ) : null}
      {payload.referencePhotos > 0 ? (
        <Text style={styles.text}>
          {payload.referencePhotos === 1
            ? "The customer attached 1 reference photo for a commission"
            : `The customer attached ${payload.referencePhotos} reference photos for a commission`}
          {payload.adminUrl ? (
            <>
              : <Link href={payload.adminUrl}>see them on the order</Link>.
            </>
          ) : (
            "; they are on the order in the back office."
          )}
        </Text>
      ) : null}
      {payload.adminUrl ? (
        <Section style={{ margin: "24px 0 8px" }}>
          <Button href={payload.adminUrl} style={styles.button}>
            Open the order
          </Button>
        </Section>
      ) : null}
    </EmailLayout>
  );
}
