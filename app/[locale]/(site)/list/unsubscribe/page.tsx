import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ListAnswerPage } from "@/components/mailing-list/list-answer-page";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { MAX_TOKEN_LENGTH } from "@/lib/mailing-list/tokens";

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, namespace: "listPages" });
  return {
    title: t("unsubscribeTitle"),
    robots: { index: false, follow: false },
    // Same-origin only: the token never goes to other sites, and the button's POST keeps its Origin
    // (no-referrer would send "Origin: null", which the request guard refuses).
    referrer: "same-origin",
  };
}

/**
 * /list/unsubscribe?token=... (/ne/list/unsubscribe in a Nepali subscriber's emails): the visible
 * link of every list email. Opening it changes nothing (mail scanners open links); the button
 * posts to the one-click endpoint, which brings the visitor back here in this language.
 */
export default async function ListUnsubscribePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const requested = (await params).locale;
  setRequestLocale(requested);
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const [query, t, answers] = await Promise.all([
    searchParams,
    getTranslations({ locale, namespace: "listPages" }),
    getTranslations({ locale, namespace: "listMessages" }),
  ]);
  if (query.done) {
    return (
      <ListAnswerPage heading={t("unsubscribedHeading")} tone="done">
        <p>{answers("unsubscribed")}</p>
      </ListAnswerPage>
    );
  }
  const token = typeof query.token === "string" && query.token.length <= MAX_TOKEN_LENGTH ? query.token : null;
  if (!token || query.invalid) {
    return (
      <ListAnswerPage heading={t("unsubscribeInvalidHeading")} tone="invalid">
        <p>{answers("unsubscribeInvalid")}</p>
      </ListAnswerPage>
    );
  }
  return (
    <ListAnswerPage
      heading={t("unsubscribeHeading")}
      tone="ask"
      form={{ action: `/api/list/unsubscribe?token=${encodeURIComponent(token)}`, fields: { "List-Unsubscribe": "One-Click", from: "page", locale }, label: t("unsubscribeButton") }}
    >
      <p>{t("unsubscribeText")}</p>
    </ListAnswerPage>
  );
}
