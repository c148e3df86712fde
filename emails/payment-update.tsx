import { Button, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { formatNpr } from "@/lib/money";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface PaymentUpdateEmailProps {
  payload: ParsedEmailPayloads["payment_update"];
  site: EmailSite;
}

const HEADINGS = {
  refund_issued: "Your refund is on its way",
  refund_due: "We received your payment and will refund it",
  balance_due: "Your order has a new total",
  correction: "A correction to your payment",
} as const;

/** To the buyer when the order's money changes: a refund, money to give back, a balance, a correction. */
export default function PaymentUpdateEmail({ payload: p, site }: PaymentUpdateEmailProps) {
  const amount = formatNpr(p.amount);
  const via = [p.method ? `by ${p.method}` : null, p.reference ? `(reference ${p.reference})` : null].filter(Boolean).join(" ");
  return (
    <EmailLayout site={site} preview={`${HEADINGS[p.kind]}: order ${p.orderId}`} heading={HEADINGS[p.kind]}>
      <Text style={styles.text}>Dear {p.userName},</Text>
      {p.kind === "refund_issued" ? (
        <Text style={styles.text}>
          We have refunded {amount} for your order {p.orderId}{via ? ` ${via}` : ""}. Depending on your bank or wallet it can
          take a few days to show.
        </Text>
      ) : null}
      {p.kind === "refund_due" ? (
        <Text style={styles.text}>
          We received {amount} for your order {p.orderId}{via ? ` ${via}` : ""}, but the order could not take it. We will
          refund the full {amount} to you and write again when it is done. You do not need to do anything.
        </Text>
      ) : null}
      {p.kind === "balance_due" ? (
        <Text style={styles.text}>
          Your order {p.orderId} now comes to {formatNpr(p.totalAmount ?? p.amount)}
          {p.paidAmount ? `; you have paid ${formatNpr(p.paidAmount)}` : ""}. The balance to pay is {amount}. You can pay it
          on your order&apos;s page, by any of the shop&apos;s ways to pay.
        </Text>
      ) : null}
      {p.kind === "correction" ? (
        <Text style={styles.text}>
          We recorded a payment of {amount} for your order {p.orderId} by mistake and have corrected it: please disregard our
          earlier &quot;Payment approved&quot; email. Your order is waiting for its payment to be confirmed.
        </Text>
      ) : null}
      {p.reason ? (
        <>
          <Text style={styles.label}>{p.kind === "balance_due" ? "What changed" : "Reason"}</Text>
          <Text style={styles.quote}>{p.reason}</Text>
        </>
      ) : null}
      {p.orderUrl ? (
        <Button href={p.orderUrl} style={styles.button}>
          {p.kind === "balance_due" ? "Pay the balance" : "See your order"}
        </Button>
      ) : null}
      {p.receiptUrl ? (
        <Text style={styles.text}>
          Your receipt (PDF): <a href={p.receiptUrl}>{p.receiptUrl}</a>
        </Text>
      ) : null}
      <Text style={styles.muted}>If you have any questions, reply to this email or write to {site.contactEmail}.</Text>
    </EmailLayout>
  );
}
