import { Button, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { formatNpr } from "@/lib/money";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface MoneyAlertEmailProps {
  payload: ParsedEmailPayloads["money_alert"];
  site: EmailSite;
}

/** To the administrators: money arrived that no sale takes; it is in the dashboard's refund queue. */
export default function MoneyAlertEmail({ payload: p, site }: MoneyAlertEmailProps) {
  return (
    <EmailLayout site={site} preview={`Refund due on order ${p.orderId}: ${formatNpr(p.amount)}`} heading="Refund due">
      <Text style={styles.text}>
        Order {p.orderId} ({p.customerName}, {p.customerEmail}) received {formatNpr(p.amount)}
        {p.method ? ` by ${p.method}` : ""}
        {p.reference ? `, reference ${p.reference}` : ""}, and it must be refunded: {p.detail}.
      </Text>
      <Text style={styles.text}>
        The buyer has been told the money will be refunded. Record the refund on the order once it is paid out; the order
        stays in the dashboard&apos;s &quot;Refunds due&quot; list until then.
      </Text>
      {p.adminUrl ? (
        <Button href={p.adminUrl} style={styles.button}>
          Open the order
        </Button>
      ) : null}
    </EmailLayout>
  );
}
