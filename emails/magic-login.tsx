import { Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { SetPasswordLink } from "./components/set-password";
import { styles } from "./components/theme";

export interface MagicLoginEmailProps {
  payload: ParsedEmailPayloads["magic_login"];
  site: EmailSite;
}

/** A single-use, expiring link to set a (new) password for an administrator. */
export default function MagicLoginEmail({ payload, site }: MagicLoginEmailProps) {
  return (
    <EmailLayout site={site} preview={`Your sign-in link for ${site.siteName}`} heading="Your sign-in link">
      <Text style={styles.text}>Hi {payload.name},</Text>
      <Text style={styles.text}>
        Use the link below to set a password for your administrator account ({payload.email}) on {site.siteName}.
      </Text>
      <SetPasswordLink url={payload.setPasswordUrl} expiresAt={payload.expiresAt} />
    </EmailLayout>
  );
}
