/**
 * The rest of the buyer's emails about an order in Nepali: the order expired or cancelled, the
 * order's link ('Track your order') and a commission's stages. Same content and links as the
 * English templates; text from emails/ne/strings.ts, in the shared Nepali frame.
 */
import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { styles } from "../components/theme";
import { money, NepaliEmail, ReasonNe } from "./frame";
import { NE_EMAIL as T, fill } from "./strings";

type Payload<K extends keyof ParsedEmailPayloads> = ParsedEmailPayloads[K];

export const nepaliOrderSubjects = {
  order_expired: (p: Payload<"order_expired">) => fill(p.reason !== "unpaid" ? T.orderExpired.codSubject : T.orderExpired.subject, { orderId: p.orderId }),
  order_cancelled: (p: Payload<"order_cancelled">) => fill(T.orderCancelled.subject, { orderId: p.orderId }),
  order_link: (p: Payload<"order_link">, site: EmailSite) => fill(T.orderLink.subject, { orderId: p.orderId, siteName: site.siteName }),
  commission_update: (p: Payload<"commission_update">) =>
    fill(T.commissionUpdate.subject, { heading: T.commissionUpdate.heading[p.stage], orderId: p.orderId }),
};

export function OrderExpiredEmailNe({ payload, site }: { payload: Payload<"order_expired">; site: EmailSite }) {
  const t = T.orderExpired;
  // Paid on delivery: not confirmed by phone (or its deposit did not come), never "not paid".
  const cod = payload.reason !== "unpaid";
  const body = payload.reason === "cod_unconfirmed" ? t.codUnconfirmedBody : payload.reason === "cod_deposit" ? t.codDepositBody : t.body;
  return (
    <NepaliEmail
      site={site}
      preview={fill(cod ? t.codSubject : t.preview, { orderId: payload.orderId })}
      heading={t.heading}
      name={payload.userName}
      lead={fill(body, { orderId: payload.orderId })}
      orderDate={payload.orderDate}
    >
      {payload.orderUrl ? (
        <Section style={{ margin: "24px 0 8px" }}>
          <Button href={payload.orderUrl} style={styles.button}>
            {cod ? t.codButton : t.button}
          </Button>
        </Section>
      ) : null}
      <Text style={styles.muted}>{fill(cod ? t.codStillWant : t.alreadyPaid, { email: site.contactEmail })}</Text>
    </NepaliEmail>
  );
}

export function OrderCancelledEmailNe({ payload, site }: { payload: Payload<"order_cancelled">; site: EmailSite }) {
  const t = T.orderCancelled;
  return (
    <NepaliEmail
      site={site}
      preview={fill(t.preview, { orderId: payload.orderId })}
      heading={t.heading}
      name={payload.userName}
      lead={fill(t.body, { orderId: payload.orderId })}
      orderDate={payload.orderDate}
    >
      <ReasonNe reason={payload.reason} />
      {payload.wasPaid ? <Text style={styles.text}>{t.refund}</Text> : null}
      <Text style={styles.muted}>{fill(T.questions, { email: site.contactEmail })}</Text>
    </NepaliEmail>
  );
}

export function OrderLinkEmailNe({ payload, site }: { payload: Payload<"order_link">; site: EmailSite }) {
  const t = T.orderLink;
  return (
    <NepaliEmail
      site={site}
      preview={fill(t.preview, { orderId: payload.orderId })}
      heading={fill(t.heading, { orderId: payload.orderId })}
      name={payload.userName}
      lead={fill(t.body, { orderId: payload.orderId })}
      orderDate={payload.orderDate}
    >
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.orderUrl} style={styles.button}>
          {t.button}
        </Button>
      </Section>
      <Text style={styles.muted}>{t.private}</Text>
    </NepaliEmail>
  );
}

export function CommissionUpdateEmailNe({ payload, site }: { payload: Payload<"commission_update">; site: EmailSite }) {
  const t = T.commissionUpdate;
  const pay = payload.stage === "ready" && payload.paymentUrl;
  return (
    <NepaliEmail
      site={site}
      preview={nepaliOrderSubjects.commission_update(payload)}
      heading={t.heading[payload.stage]}
      name={payload.userName}
      lead={fill(t.body[payload.stage], { amount: money(payload.balanceAmount ?? 0, site) })}
      orderDate={payload.orderDate}
    >
      {payload.note ? <Text style={styles.quote}>{payload.note}</Text> : null}
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={pay ? payload.paymentUrl! : payload.orderUrl} style={styles.button}>
          {pay ? t.payBalance : t.view}
        </Button>
      </Section>
      {payload.policy ? <Text style={styles.muted}>{fill(t.policy, { policy: payload.policy })}</Text> : null}
      <Text style={styles.muted}>{fill(t.footer, { orderId: payload.orderId, email: site.contactEmail })}</Text>
    </NepaliEmail>
  );
}
