import type { ReactNode } from "react";
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { EmailSite } from "@/lib/email/types";
import type { Locale } from "@/lib/i18n/locales";
import { styles } from "./theme";

const FOOTER = {
  en: { email: "Email:", phone: "Phone:" },
  ne: { email: "इमेल:", phone: "फोन:" },
} as const;

export interface EmailLayoutProps {
  site: EmailSite;
  /** Inbox preview line. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** The reader's language (default English). */
  locale?: Locale;
}

/** Frame of every email: the site name, a heading, the content and the contact details. */
export function EmailLayout({ site, preview, heading, children, locale = "en" }: EmailLayoutProps) {
  const words = FOOTER[locale];
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{site.siteName}</Text>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          {children}
          <Hr style={styles.hr} />
          <Section>
            <Text style={styles.muted}>{site.siteName}</Text>
            {site.contactAddress ? <Text style={styles.muted}>{site.contactAddress}</Text> : null}
            <Text style={styles.muted}>
              {words.email}{" "}
              <Link href={`mailto:${site.contactEmail}`} style={styles.link}>
                {site.contactEmail}
              </Link>
              {site.contactPhone ? ` · ${words.phone} ${site.contactPhone}` : ""}
            </Text>
            <Text style={styles.muted}>
              <Link href={site.siteUrl} style={styles.link}>
                {site.siteUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
