import { Column, Img, Link, Row, Section, Text } from "@react-email/components";
import type { ListWorkCard } from "@/lib/email/list-types";
import { colors, styles } from "./theme";

/** Works as cards, two to a row: image, title and a line of detail, each linking to the work. */
export function WorkCards({ works }: { works: readonly ListWorkCard[] }) {
  if (works.length === 0) return null;
  const rows: ListWorkCard[][] = [];
  for (let i = 0; i < works.length; i += 2) rows.push(works.slice(i, i + 2));
  return (
    <Section style={{ margin: "16px 0" }}>
      {rows.map((row, i) => (
        <Row key={i}>
          {row.map((work) => (
            <Column key={work.url} style={{ width: "50%", padding: "6px", verticalAlign: "top" }}>
              <Link href={work.url} style={{ color: colors.ink, textDecoration: "none" }}>
                {work.imageUrl ? (
                  <Img src={work.imageUrl} alt={work.title} width="100%" style={{ borderRadius: "6px", display: "block", width: "100%", height: "auto" }} />
                ) : null}
                <Text style={{ ...styles.text, fontWeight: 600, margin: "8px 0 0" }}>{work.title}</Text>
                {work.detail ? <Text style={styles.muted}>{work.detail}</Text> : null}
              </Link>
            </Column>
          ))}
          {row.length === 1 ? <Column style={{ width: "50%" }} /> : null}
        </Row>
      ))}
    </Section>
  );
}

/** The unsubscribe line's words around its link; `{what}` is what was asked for. */
export interface UnsubscribeWords {
  before: string;
  link: string;
  after: string;
}

const ENGLISH_UNSUBSCRIBE: UnsubscribeWords = { before: "You get this email because you asked for {what}.", link: "Unsubscribe", after: "with one click." };

/** The visible unsubscribe line of every list email (the headers carry the one-click address). */
export function UnsubscribeLine({ href, what, words = ENGLISH_UNSUBSCRIBE }: { href: string; what: string; words?: UnsubscribeWords }) {
  return (
    <Text style={styles.muted}>
      {words.before.replace("{what}", what)}{" "}
      <Link href={href} style={styles.link}>
        {words.link}
      </Link>
      {words.after === "।" ? words.after : ` ${words.after}`}
    </Text>
  );
}
