import type { Metadata } from "next";
import Link from "next/link";
import { ListAnswerPage } from "@/components/mailing-list/list-answer-page";
import { LIST_MESSAGES } from "@/lib/domain/mailing-list";
import { confirmTokenOf } from "@/lib/mailing-list/tokens";

export const metadata: Metadata = {
  title: "Confirm your email address",
  robots: { index: false, follow: false },
  // Same-origin only: the token never goes to other sites, and the button's POST keeps its Origin
  // (no-referrer would send "Origin: null", which the request guard refuses).
  referrer: "same-origin",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const DONE_TEXT: Record<string, string> = {
  list: "You will hear from us when there are new works. Every email has a link to unsubscribe.",
  prints: "We will email you once, when prints of this work can be ordered.",
  category: "We will email you when a new work is added to this category.",
};

/** /list/confirm?token=...: the emailed link; the button confirms (a POST, used once). */
export default async function ListConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const done = typeof params.done === "string" ? params.done : null;
  if (done) {
    return (
      <ListAnswerPage heading={LIST_MESSAGES.confirmed} tone="done">
        <p>{DONE_TEXT[done] ?? DONE_TEXT.list}</p>
        <p className="mt-4">
          <Link href="/gallery" className="font-medium text-foreground underline underline-offset-4">
            Visit the gallery
          </Link>
        </p>
      </ListAnswerPage>
    );
  }
  const token = confirmTokenOf(params.token);
  if (!token || params.invalid) {
    return (
      <ListAnswerPage heading="This link does not work any more" tone="invalid">
        <p>{LIST_MESSAGES.confirmInvalid}</p>
      </ListAnswerPage>
    );
  }
  return (
    <ListAnswerPage heading="Confirm your email address" tone="ask" form={{ action: "/api/list/confirm", fields: { token }, label: "Yes, confirm my address" }}>
      <p>Press the button to confirm you want these emails. Nothing is sent until you do.</p>
    </ListAnswerPage>
  );
}
