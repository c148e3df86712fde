import { formatNpr } from "@/lib/money";
import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { OrderSummary } from "./components/order-summary";
import { styles } from "./components/theme";
import { paymentCheckText } from "@/lib/domain/payment-check";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";

export interface OrderConfirmationEmailProps {
  payload: ParsedEmailPayloads["order_confirmation"];
  site: EmailSite;
}

/** To the customer, right after checkout. */
export default function OrderConfirmationEmail({ payload, site }: OrderConfirmationEmailProps) {
  return (
    <EmailLayout site={site} preview={`Thank you for your order ${payload.orderId}`} heading="Thank you for your order">
      <Text style={styles.text}>Hi {payload.userName},</Text>
      {payload.screenshotUploaded === false ? (
        <Text style={styles.text}>
          We have received your order, but your payment screenshot could not be uploaded. Please reply to this email with
          the screenshot attached so that we can verify your payment.
        </Text>
      ) : (
        <Text style={styles.text}>
          We have received your order and your payment screenshot. Payments are checked by hand, usually{" "}
          {paymentCheckText(site.paymentCheckHours ?? DEFAULT_SETTINGS.paymentCheckHours)},
          and we will email you as soon as yours is approved.
        </Text>
      )}
      <OrderSummary
        orderNumber={payload.orderId}
        items={payload.orderItems}
        total={payload.totalAmount}
        subtotal={payload.subtotalAmount}
        shipping={payload.shippingAmount}
        tax={payload.taxAmount}
      />
      {payload.commission ? (
        <>
          <Text style={styles.label}>Your commission</Text>
          <Text style={{ ...styles.text, margin: "0" }}>
            Deposit {formatNpr(payload.commission.depositAmount)}; balance {formatNpr(payload.commission.balanceAmount)} due when the work is ready.
          </Text>
          <Text style={styles.muted}>Cancellation: {payload.commission.policy}</Text>
        </>
      ) : null}
      <Text style={styles.label}>What happens next</Text>
      <Text style={styles.muted}>1. Order Placed (done)</Text>
      <Text style={styles.muted}>2. Payment Verification (pending)</Text>
      <Text style={styles.muted}>3. Order Approved</Text>
      <Text style={styles.muted}>4. Delivery</Text>
      {payload.orderUrl ? (
        <Section style={{ margin: "24px 0 8px" }}>
          <Button href={payload.orderUrl} style={styles.button}>
            View your order
          </Button>
        </Section>
      ) : null}
      <Text style={styles.text}>
        Questions about your order? Reply to this email or write to {site.contactEmail} and mention your order number.
      </Text>
    </EmailLayout>
  );
}
