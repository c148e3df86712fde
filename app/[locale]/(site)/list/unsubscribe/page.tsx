import type { Metadata } from "next";
import { ListAnswerPage } from "@/components/mailing-list/list-answer-page";
import { LIST_MESSAGES } from "@/lib/domain/mailing-list";
import { MAX_TOKEN_LENGTH } from "@/lib/mailing-list/tokens";

export const metadata: Metadata = {
  title: "Unsubscribe",
  robots: { index: false, follow: false },
  // Same-origin only: the token never goes to other sites, and the button's POST keeps its Origin
  // (no-referrer would send "Origin: null", which the request guard refuses).
  referrer: "same-origin",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /list/unsubscribe?token=...: the visible link of every list email. Opening it changes nothing
 * (mail scanners open links); the button posts to the one-click endpoint.
 */
export default async function ListUnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  if (params.done) {
    return (
      <ListAnswerPage heading="Unsubscribed" tone="done">
        <p>{LIST_MESSAGES.unsubscribed}</p>
      </ListAnswerPage>
    );
  }
  const token = typeof params.token === "string" && params.token.length <= MAX_TOKEN_LENGTH ? params.token : null;
  if (!token || params.invalid) {
    return (
      <ListAnswerPage heading="This link does not work" tone="invalid">
        <p>{LIST_MESSAGES.unsubscribeInvalid}</p>
      </ListAnswerPage>
    );
  }
  return (
    <ListAnswerPage
      heading="Unsubscribe?"
      tone="ask"
      form={{ action: `/api/list/unsubscribe?token=${encodeURIComponent(token)}`, fields: { "List-Unsubscribe": "One-Click", from: "page" }, label: "Unsubscribe" }}
    >
      <p>Press the button and we will not email you about this again.</p>
    </ListAnswerPage>
  );
}
