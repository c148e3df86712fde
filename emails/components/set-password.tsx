import { Button, Link, Section, Text } from "@react-email/components";
import { styles } from "./theme";

/** The expiry of a link in Nepal time, e.g. "Nov 23, 2026, 3:45 PM". */
export function formatExpiry(iso: string): string {
  return new Intl.DateTimeFormat("en-NP", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kathmandu" }).format(
    new Date(iso),
  );
}

/** The set-password (or sign-in) button with the link spelled out and its expiry. */
export function SetPasswordLink({ url, expiresAt, label = "Set your password" }: { url: string; expiresAt: string; label?: string }) {
  return (
    <>
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={url} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.muted}>
        Or open this link:{" "}
        <Link href={url} style={styles.link}>
          {url}
        </Link>
      </Text>
      <Text style={styles.muted}>
        The link works once and expires on {formatExpiry(expiresAt)} (Nepal time). If you did not expect this email, you
        can ignore it.
      </Text>
    </>
  );
}
