import { Text } from "@react-email/components";
import { serviceTypeLabel, type EmailSite, type ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { styles } from "./components/theme";
import { MultilineText } from "./components/multiline";

export interface ContactFormEmailProps {
  payload: ParsedEmailPayloads["contact_form"];
  site: EmailSite;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text style={styles.label}>{label}</Text>
      <Text style={{ ...styles.text, margin: "0" }}>{value}</Text>
    </>
  );
}

/** To the artist: a message sent with the contact form or a service inquiry. */
export default function ContactFormEmail({ payload, site }: ContactFormEmailProps) {
  return (
    <EmailLayout site={site} preview={`${payload.name}: ${payload.subject || payload.message.slice(0, 80)}`} heading={`New message from ${payload.name}`}>
      <Field label="Name" value={payload.name} />
      <Field label="Email" value={payload.email} />
      {payload.phone ? <Field label="Phone" value={payload.phone} /> : null}
      <Field label="Service type" value={serviceTypeLabel(payload.serviceType)} />
      {payload.subject ? <Field label="Subject" value={payload.subject} /> : null}
      <Text style={styles.label}>Message</Text>
      <MultilineText text={payload.message} style={styles.pre} />
      <Text style={styles.muted}>Reply to this email to answer {payload.name} directly. The site promises a reply within 24 hours.</Text>
    </EmailLayout>
  );
}
