import { Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { SetPasswordLink } from "./components/set-password";
import { styles } from "./components/theme";

export interface WelcomeEmailProps {
  payload: ParsedEmailPayloads["welcome"];
  site: EmailSite;
}

/** To someone newly given the back office (an administrator or an assistant). */
export default function WelcomeEmail({ payload, site }: WelcomeEmailProps) {
  return (
    <EmailLayout site={site} preview={`Your back-office account for ${site.siteName}`} heading={`Welcome, ${payload.name}`}>
      <Text style={styles.text}>
        A back-office account has been created for you on {site.siteName} ({payload.email}). Choose a password to sign in
        to the back office.
      </Text>
      <SetPasswordLink url={payload.setPasswordUrl} expiresAt={payload.expiresAt} />
    </EmailLayout>
  );
}
