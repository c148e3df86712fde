/**
 * The commission parts of the buyer's emails in Nepali (orders placed on a Nepali page): the
 * deposit and balance in the order confirmation, and the email that acknowledges a deposit paid.
 * Text from emails/ne/strings.ts (NE_COMMISSION_EMAIL); amounts in रू with the digits chosen in
 * Settings; the cancellation sentence arrives already in Nepali (lib/domain/commission-policy.ts).
 */
import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { formatPrice, type Digits } from "@/lib/i18n/format";
import { EmailLayout } from "../components/layout";
import { styles } from "../components/theme";
import { NE_COMMISSION_EMAIL as T, NE_EMAIL, fill } from "./strings";

type CommissionPayload = ParsedEmailPayloads["commission_update"];

function digitsOf(site: EmailSite): Digits {
  return site.nepaliNumerals === "latin" ? "latin" : "devanagari";
}

/** The order confirmation's commission block. */
export function CommissionTermsNe({ commission, site }: { commission: { depositAmount: number; balanceAmount: number; policy: string }; site: EmailSite }) {
  const digits = digitsOf(site);
  return (
    <>
      <Text style={styles.label}>{T.yourCommission}</Text>
      <Text style={{ ...styles.text, margin: "0" }}>
        {fill(T.terms, { deposit: formatPrice(commission.depositAmount, "ne", { digits }), balance: formatPrice(commission.balanceAmount, "ne", { digits }) })}
      </Text>
      <Text style={styles.muted}>{`${T.cancellation}: ${commission.policy}`}</Text>
    </>
  );
}

export function commissionDepositSubjectNe(p: CommissionPayload): string {
  return fill(T.depositReceived.subject, { orderId: p.orderId });
}

/** The deposit of a commission is received: what happens next. */
export function CommissionDepositEmailNe({ payload, site }: { payload: CommissionPayload; site: EmailSite }) {
  const digits = digitsOf(site);
  const t = T.depositReceived;
  const money = (paisa: number | null | undefined) => formatPrice(paisa ?? 0, "ne", { digits });
  return (
    <EmailLayout site={site} locale="ne" preview={commissionDepositSubjectNe(payload)} heading={t.heading}>
      <Text style={styles.text}>{fill(NE_EMAIL.greeting, { name: payload.userName })}</Text>
      <Text style={styles.text}>{fill(t.received, { orderId: payload.orderId, deposit: money(payload.depositAmount) })}</Text>
      {payload.paidWith ? <Text style={styles.muted}>{payload.paidWith}</Text> : null}
      <Text style={styles.label}>{t.next}</Text>
      {t.steps.map((step) => (
        <Text key={step} style={styles.muted}>
          {fill(step, { balance: money(payload.balanceAmount) })}
        </Text>
      ))}
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.orderUrl} style={styles.button}>
          {t.view}
        </Button>
      </Section>
      {payload.policy ? <Text style={styles.muted}>{`${T.cancellation}: ${payload.policy}`}</Text> : null}
      <Text style={styles.muted}>{fill(NE_EMAIL.questions, { email: site.contactEmail })}</Text>
    </EmailLayout>
  );
}
