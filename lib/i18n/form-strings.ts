import "server-only";
import { getTranslations } from "next-intl/server";
import type { TrackOrderStrings } from "@/components/order/track-order-form";
import type { ListFormStrings } from "@/components/mailing-list/list-sign-up-form";
import type { QuickCheckWords } from "@/components/quick-check/quick-check";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** ALTCHA's i18n keys (altcha/dist/i18n/en.js), translated in the catalogues' `quickCheck.widget`. */
export const QUICK_CHECK_WIDGET_KEYS = [
  "ariaLinkLabel",
  "cancel",
  "enterCode",
  "enterCodeAria",
  "enterCodeFromImage",
  "error",
  "expired",
  "footer",
  "getAudioChallenge",
  "label",
  "loading",
  "reload",
  "verify",
  "verificationRequired",
  "verified",
  "verifying",
  "waitAlert",
] as const;

const ALTCHA_LINK_SLOT = "\u0000altcha\u0000";
/** The widget's footer link (ALTCHA writes its footer as HTML; the label is the catalogue's, quoted). */
const ALTCHA_LINK = (label: string) =>
  `<a href="https://altcha.org/" tabindex="-1" target="_blank" aria-label="${label.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">ALTCHA</a>`;

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
  const [t, widget] = await Promise.all([getTranslations({ locale, namespace: "listForms.quickCheck" }), getTranslations({ locale, namespace: "quickCheck.widget" })]);
  const words: QuickCheckWords = { title: t("title"), loading: t("loading"), sendsBySelf: t("sendsBySelf"), sendAgain: t("sendAgain"), needsJavaScript: t("needsJavaScript") };
  // English pages keep ALTCHA's own English (nothing more to send).
  if (locale === DEFAULT_LOCALE) return words;
  const strings = Object.fromEntries(QUICK_CHECK_WIDGET_KEYS.map((key) => [key, widget(key, { altcha: ALTCHA_LINK_SLOT })]));
  strings.footer = strings.footer.replace(ALTCHA_LINK_SLOT, ALTCHA_LINK(strings.ariaLinkLabel));
  return { ...words, widget: { language: locale, strings } };
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
