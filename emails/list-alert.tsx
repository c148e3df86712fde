import { Text } from "@react-email/components";
import type { EmailSite, ParsedEmailPayloads } from "@/lib/email/types";
import { EmailLayout } from "./components/layout";
import { UnsubscribeLine, WorkCards } from "./components/list-parts";
import { styles } from "./components/theme";

export interface ListAlertEmailProps {
  payload: ParsedEmailPayloads["list_alert"];
  site: EmailSite;
}

/** The alert a subscriber asked for: prints of a sold original, or a new work in a category. */
export default function ListAlertEmail({ payload, site }: ListAlertEmailProps) {
  const prints = payload.kind === "prints";
  const heading = prints ? `Prints of "${payload.work.title}" are available` : `New in ${payload.categoryName ?? "the gallery"}: ${payload.work.title}`;
  return (
    <EmailLayout site={site} preview={heading} heading={heading}>
      <Text style={styles.text}>
        {prints
          ? "You asked to hear when prints of this work could be ordered. They can now, made to order:"
          : `You asked to hear about new works in ${payload.categoryName ?? "this category"}. This one was just added:`}
      </Text>
      <WorkCards works={[payload.work]} />
      <UnsubscribeLine
        href={payload.unsubscribePageUrl}
        what={prints ? `an alert about prints of "${payload.work.title}"` : `alerts about new works in ${payload.categoryName ?? "this category"}`}
      />
    </EmailLayout>
  );
}
