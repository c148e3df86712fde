import type { ReactNode } from "react";
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { EmailSite } from "@/lib/email/types";
import { styles } from "./theme";

export interface EmailLayoutProps {
  site: EmailSite;
  /** Inbox preview line. */
  preview: string;
  heading: string;
  children: ReactNode;
}

/** Frame of every email: the site name, a heading, the content and the contact details. */
export function EmailLayout({ site, preview, heading, children }: EmailLayoutProps) {
  return (
    <Html lang="en">
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
              Email:{" "}
              <Link href={`mailto:${site.contactEmail}`} style={styles.link}>
                {site.contactEmail}
              </Link>
              {site.contactPhone ? ` · Phone: ${site.contactPhone}` : ""}
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
