import { Text } from "@react-email/components";
import { serviceTypeLabel, type EmailSite, type ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";
import { MultilineText } from "./components/multiline";

export interface InquiryReplyEmailProps {
  payload: ParsedEmailPayloads["inquiry_reply"];
  site: EmailSite;
}

/** To the customer: the administrator's reply to an inquiry, with the original message quoted. */
export default function InquiryReplyEmail({ payload, site }: InquiryReplyEmailProps) {
  const about = payload.serviceType && serviceTypeLabel(payload.serviceType) !== "General" ? `your ${serviceTypeLabel(payload.serviceType).toLowerCase()} inquiry` : "your inquiry";
  return (
    <EmailLayout site={site} preview={payload.replyText.slice(0, 100)} heading={`Reply to ${about}`}>
      <MultilineText text={payload.replyText} style={styles.pre} />
      {payload.originalMessage ? (
        <>
          <Text style={styles.label}>Your message</Text>
          <MultilineText text={payload.originalMessage} style={styles.quote} />
        </>
      ) : null}
      <Text style={styles.muted}>You can reply to this email to continue the conversation.</Text>
    </EmailLayout>
  );
}
