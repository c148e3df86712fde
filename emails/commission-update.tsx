import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { formatNpr } from "@/lib/money";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

type Payload = ParsedEmailPayloads["commission_update"];

export interface CommissionUpdateEmailProps {
  payload: Payload;
  site: EmailSite;
}

const HEADINGS: Record<Payload["stage"], string> = {
  accepted: "Your commission is accepted",
  sketch: "Your sketch is ready for your approval",
  in_progress: "Work on your commission has begun",
  ready: "Your commission is ready: balance to pay",
  shipped: "Your commission is on its way",
  collected: "Your commission is collected",
  done: "Your commission is complete",
  update: "News about your commission",
  deposit_received: "Your deposit is received",
};

export function commissionUpdateSubject(p: Payload): string {
  return `${HEADINGS[p.stage]} (order ${p.orderId})`;
}

function body(p: Payload): string {
  switch (p.stage) {
    case "accepted":
      return "Your deposit is received and the artist has accepted your commission. You will see the sketch on your order page for your approval.";
    case "sketch":
      return "The artist has posted a sketch. Open your order page to see it, then approve it or ask for changes.";
    case "in_progress":
      return "Thank you for approving the sketch: the artist is now making the work. Progress photos will appear on your order page.";
    case "ready":
      return `Your work is finished. The balance of ${formatNpr(p.balanceAmount ?? 0)} is now due; pay it on your order page by any method, and the work ships once it is paid.`;
    case "shipped":
      return "Your work has been handed to the courier.";
    case "collected":
      return "Your work has been collected. We hope you enjoy it.";
    case "done":
      return "Your commission is complete. Thank you for commissioning this work.";
    case "update":
      return "The artist has posted an update on your order page.";
    case "deposit_received":
      return `We have received your deposit of ${formatNpr(p.depositAmount ?? 0)}${p.paidWith ? ` (${p.paidWith})` : ""}. What happens next: the artist looks at your commission and your reference photos and accepts it, then posts a sketch on your order page for you to approve or ask for changes. The balance of ${formatNpr(p.balanceAmount ?? 0)} is due only when the work is ready.`;
  }
}

/** To the buyer of a commission at each stage (lib/orders/commission.ts). */
export default function CommissionUpdateEmail({ payload, site }: CommissionUpdateEmailProps) {
  return (
    <EmailLayout site={site} preview={commissionUpdateSubject(payload)} heading={HEADINGS[payload.stage]}>
      <Text style={styles.text}>Dear {payload.userName},</Text>
      <Text style={styles.text}>{body(payload)}</Text>
      {payload.note ? <Text style={styles.quote}>{payload.note}</Text> : null}
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.stage === "ready" && payload.paymentUrl ? payload.paymentUrl : payload.orderUrl} style={styles.button}>
          {payload.stage === "ready" && payload.paymentUrl ? "Pay the balance" : "View your order"}
        </Button>
      </Section>
      {payload.policy ? <Text style={styles.muted}>Cancellation: {payload.policy}</Text> : null}
      <Text style={styles.muted}>
        Order {payload.orderId}. Questions? Reply to this email or write to {site.contactEmail}.
      </Text>
    </EmailLayout>
  );
}
