import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface ListConfirmEmailProps {
  payload: ParsedEmailPayloads["list_confirm"];
  site: EmailSite;
}

/** What the subscription is to, in the email's words. */
export function listConfirmWhat(payload: ParsedEmailPayloads["list_confirm"], siteName: string): string {
  if (payload.kind === "prints") return `an email when prints of "${payload.topicLabel ?? "this work"}" are available`;
  if (payload.kind === "category") return `an email when a new work is added to ${payload.topicLabel ?? "this category"}`;
  return `news of new works from ${siteName}`;
}

/** Double opt-in: nothing is sent to the address until this link is followed. */
export default function ListConfirmEmail({ payload, site }: ListConfirmEmailProps) {
  return (
    <EmailLayout site={site} preview="Confirm your email address" heading="Please confirm">
      <Text style={styles.text}>You (or someone with your address) asked for {listConfirmWhat(payload, site.siteName)}.</Text>
      <Text style={styles.text}>Nothing is sent until you confirm:</Text>
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.confirmUrl} style={styles.button}>
          Confirm my email address
        </Button>
      </Section>
      <Text style={styles.muted}>
        The link works once, for 7 days. If you did not ask for this, ignore this email: your address stays off the list.
      </Text>
    </EmailLayout>
  );
}
