import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ListAnswerPage } from "@/components/mailing-list/list-answer-page";
import { addressIn } from "@/lib/http/locale-path";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { confirmTokenOf } from "@/lib/mailing-list/tokens";

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, namespace: "listPages" });
  return {
    title: t("confirmTitle"),
    robots: { index: false, follow: false },
    // Same-origin only: the token never goes to other sites, and the button's POST keeps its Origin
    // (no-referrer would send "Origin: null", which the request guard refuses).
    referrer: "same-origin",
  };
}

const DONE_TEXT = { list: "doneList", prints: "donePrints", category: "doneCategory" } as const;

/**
 * /list/confirm?token=... (and /ne/list/confirm for a Nepali sign-up): the emailed link; the
 * button confirms (a POST, used once), then the handler brings the visitor back to this page in
 * its language.
 */
export default async function ListConfirmPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const requested = (await params).locale;
  setRequestLocale(requested);
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const [query, t, answers] = await Promise.all([
    searchParams,
    getTranslations({ locale, namespace: "listPages" }),
    getTranslations({ locale, namespace: "listMessages" }),
  ]);
  const done = typeof query.done === "string" ? query.done : null;
  if (done) {
    return (
      <ListAnswerPage heading={answers("confirmed")} tone="done">
        <p>{t(DONE_TEXT[done as keyof typeof DONE_TEXT] ?? DONE_TEXT.list)}</p>
        <p className="mt-4">
          <Link href={addressIn("/gallery", locale)} className="font-medium text-foreground underline underline-offset-4">
            {t("visitGallery")}
          </Link>
        </p>
      </ListAnswerPage>
    );
  }
  const token = confirmTokenOf(query.token);
  if (!token || query.invalid) {
    return (
      <ListAnswerPage heading={t("confirmInvalidHeading")} tone="invalid">
        <p>{answers("confirmInvalid")}</p>
      </ListAnswerPage>
    );
  }
  return (
    <ListAnswerPage heading={t("confirmTitle")} tone="ask" form={{ action: "/api/list/confirm", fields: { token, locale }, label: t("confirmButton") }}>
      <p>{t("confirmText")}</p>
    </ListAnswerPage>
  );
}
