import { Text } from "@react-email/components";
import { serviceTypeLabel, type EmailSite, type ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";

export interface InquiryAcknowledgementEmailProps {
  payload: ParsedEmailPayloads["inquiry_acknowledgement"];
  site: EmailSite;
}

/** To whoever wrote through the contact or inquiry forms: the message arrived. */
export default function InquiryAcknowledgementEmail({ payload, site }: InquiryAcknowledgementEmailProps) {
  const kind = serviceTypeLabel(payload.serviceType);
  const about = kind === "General" ? "your message" : `your ${kind.toLowerCase()} inquiry`;
  return (
    <EmailLayout site={site} preview={`Thank you for ${about}`} heading="Thank you for your message">
      <Text style={styles.text}>Namaste {payload.name},</Text>
      <Text style={styles.text}>
        Thank you for {about}
        {payload.subject ? ` ("${payload.subject}")` : ""}. It has arrived, and you will hear back {payload.replyWithin}.
      </Text>
      <Text style={styles.muted}>You do not need to reply to this email. To add something, write to {site.contactEmail}.</Text>
    </EmailLayout>
  );
}
