import "server-only";
import { getTranslations } from "next-intl/server";
import type { TrackOrderStrings } from "@/components/order/track-order-form";
import type { ListFormStrings } from "@/components/mailing-list/list-sign-up-form";
import type { QuickCheckWords } from "@/components/quick-check/quick-check";
import type { Locale } from "./locales";

/**
 * The words of the public forms' browser code, translated on the server and passed as props
 * (lib/i18n/client-strings.ts): the order lookup's here; what the server actions answer is
 * translated by the actions themselves (lib/i18n/server-messages.ts).
 */
export async function trackOrderStrings(locale: Locale): Promise<TrackOrderStrings> {
  const t = await getTranslations({ locale, namespace: "trackOrder" });
  return {
    locale,
    orderNumber: t("orderNumber"),
    orderEmail: t("orderEmail"),
    placeholder: t("placeholder"),
    sending: t("sending"),
    emailMeTheLink: t("emailMeTheLink"),
  };
}

/** The quick check's words in `locale` (components/quick-check/quick-check.tsx). */
export async function quickCheckWords(locale: Locale): Promise<QuickCheckWords> {
  const t = await getTranslations({ locale, namespace: "listForms.quickCheck" });
  return { title: t("title"), loading: t("loading"), sendsBySelf: t("sendsBySelf"), sendAgain: t("sendAgain"), needsJavaScript: t("needsJavaScript") };
}

/** A mailing-list form's words in `locale`: its label and button, given by the key of each in `listForms`. */
export async function listFormStrings(locale: Locale, keys: { label: "emailLabel" | "afterOrderConsent"; button: "signUp" | "afterOrderButton" | "printsButton" | "categoryButton" }): Promise<ListFormStrings> {
  const [t, answers, quickCheck] = await Promise.all([
    getTranslations({ locale, namespace: "listForms" }),
    getTranslations({ locale, namespace: "listMessages" }),
    quickCheckWords(locale),
  ]);
  return { locale, label: t(keys.label), button: t(keys.button), sending: t("sending"), quickCheck, checkRequired: answers("quickCheckRequired") };
}
