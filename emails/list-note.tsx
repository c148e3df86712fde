import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { UnsubscribeLine, WorkCards } from "./components/list-parts";
import { MultilineText } from "./components/multiline";
import { styles } from "./components/theme";

export interface ListNoteEmailProps {
  payload: ParsedEmailPayloads["list_note"];
  site: EmailSite;
}

/** A note to the list: the artist's text and up to 4 works as cards. */
export default function ListNoteEmail({ payload, site }: ListNoteEmailProps) {
  return (
    <EmailLayout site={site} preview={payload.body.slice(0, 120)} heading={payload.title}>
      <MultilineText text={payload.body} style={styles.text} />
      <WorkCards works={payload.works} />
      <UnsubscribeLine href={payload.unsubscribePageUrl} what={`news from ${site.siteName}`} />
    </EmailLayout>
  );
}
