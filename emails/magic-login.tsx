import { Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { SetPasswordLink } from "./components/set-password";
import { styles } from "./components/theme";

export interface MagicLoginEmailProps {
  payload: ParsedEmailPayloads["magic_login"];
  site: EmailSite;
}

/** Magic Login: a single-use sign-in link (15 minutes) for an administrator, e.g. one held back by sign-in delays. */
export default function MagicLoginEmail({ payload, site }: MagicLoginEmailProps) {
  return (
    <EmailLayout site={site} preview={`Your sign-in link for ${site.siteName}`} heading="Your sign-in link">
      <Text style={styles.text}>Hi {payload.name},</Text>
      <Text style={styles.text}>
        Someone (we hope you) asked for a sign-in link for the administrator account {payload.email} on {site.siteName}. Use
        the button below to sign in to the back office without your password.
      </Text>
      <SetPasswordLink url={payload.signInUrl} expiresAt={payload.expiresAt} label="Sign in" />
    </EmailLayout>
  );
}
