/**
 * The mailing list's confirmation and alerts in Nepali, for an address that signed up on a
 * Nepali page (list_subscriptions.locale), and the artist's notes to the list in the Nepali frame. Text from emails/ne/strings.ts, in the shared frame.
 */
import { Button, Section, Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { UnsubscribeLine, WorkCards } from "../components/list-parts";
import { MultilineText } from "../components/multiline";
import { styles } from "../components/theme";
import { NepaliEmail } from "./frame";
import { NE_EMAIL as T, fill } from "./strings";

type Payload<K extends keyof ParsedEmailPayloads> = ParsedEmailPayloads[K];

function alertHeading(p: Payload<"list_alert">): string {
  const t = T.listAlert;
  return p.kind === "prints"
    ? fill(t.headingPrints, { title: p.work.title })
    : fill(t.headingCategory, { category: p.categoryName ?? t.gallery, title: p.work.title });
}

export const nepaliListSubjects = {
  list_confirm: (_p: Payload<"list_confirm">, site: EmailSite) => fill(T.listConfirm.subject, { siteName: site.siteName }),
  list_alert: (p: Payload<"list_alert">, site: EmailSite) =>
    p.kind === "prints"
      ? fill(T.listAlert.subjectPrints, { title: p.work.title, siteName: site.siteName })
      : fill(T.listAlert.subjectCategory, { category: p.categoryName ?? T.listAlert.gallery, title: p.work.title, siteName: site.siteName }),
};

/** What the subscription is to, in the email's words. */
function confirmWhat(p: Payload<"list_confirm">, siteName: string): string {
  const t = T.listConfirm;
  if (p.kind === "prints") return fill(t.whatPrints, { topic: p.topicLabel ?? t.thisWork });
  if (p.kind === "category") return fill(t.whatCategory, { topic: p.topicLabel ?? t.thisCategory });
  return fill(t.whatList, { siteName });
}

/** Double opt-in: nothing is sent to the address until this link is followed. */
export function ListConfirmEmailNe({ payload, site }: { payload: Payload<"list_confirm">; site: EmailSite }) {
  const t = T.listConfirm;
  return (
    <NepaliEmail site={site} preview={t.preview} heading={t.heading} lead={fill(t.asked, { what: confirmWhat(payload, site.siteName) })}>
      <Text style={styles.text}>{t.nothingUntil}</Text>
      <Section style={{ margin: "24px 0 8px" }}>
        <Button href={payload.confirmUrl} style={styles.button}>
          {t.button}
        </Button>
      </Section>
      <Text style={styles.muted}>{t.once}</Text>
    </NepaliEmail>
  );
}

/** The alert a subscriber asked for: prints of a sold original, or a new work in a category. */
export function ListAlertEmailNe({ payload, site }: { payload: Payload<"list_alert">; site: EmailSite }) {
  const t = T.listAlert;
  const prints = payload.kind === "prints";
  const category = payload.categoryName ?? t.thisCategory;
  const heading = alertHeading(payload);
  return (
    <NepaliEmail site={site} preview={heading} heading={heading} lead={prints ? t.bodyPrints : fill(t.bodyCategory, { category })}>
      <WorkCards works={[payload.work]} />
      <UnsubscribeLine
        href={payload.unsubscribePageUrl}
        what={prints ? fill(t.whatPrints, { title: payload.work.title }) : fill(t.whatCategory, { category })}
        words={{ before: t.unsubscribeBefore, link: t.unsubscribeLink, after: t.unsubscribeAfter }}
      />
    </NepaliEmail>
  );
}

/** A note from the artist to the list: the artist's own title and text, the works, the Nepali unsubscribe line. */
export function ListNoteEmailNe({ payload, site }: { payload: Payload<"list_note">; site: EmailSite }) {
  const t = T.listAlert;
  return (
    <NepaliEmail site={site} preview={payload.body.slice(0, 120)} heading={payload.title}>
      <MultilineText text={payload.body} style={styles.text} />
      <WorkCards works={payload.works} />
      <UnsubscribeLine
        href={payload.unsubscribePageUrl}
        what={fill(T.listNote.whatNews, { siteName: site.siteName })}
        words={{ before: t.unsubscribeBefore, link: t.unsubscribeLink, after: t.unsubscribeAfter }}
      />
    </NepaliEmail>
  );
}
