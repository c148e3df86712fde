import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import ne from "@/messages/ne.json";
import type { Locale } from "./locales";
import { COD_FEE_LINE_TITLE } from "@/lib/domain/cash-on-delivery";

/**
 * The order page's translators in `locale` ("orderPage" and "payment" of messages/*.json), for the
 * server components of the order and payment pages that are drawn synchronously (the same
 * catalogues next-intl's request config loads).
 */
export function orderPageWords(locale: Locale) {
  const messages = locale === "ne" ? ne : en;
  return {
    t: createTranslator({ locale, messages, namespace: "orderPage" }),
    p: createTranslator({ locale, messages, namespace: "payment" }),
  };
}

/** The checkout steps' and the customer journey's words in `locale` (components/checkout/checkout-steps.tsx, customer-journey.tsx). */
export function journeyWords(locale: Locale) {
  const { t } = orderPageWords(locale);
  return {
    steps: { label: t("steps.label"), info: t("steps.info"), payment: t("steps.payment") },
    journey: {
      label: t("journey.label"),
      titles: [t("journey.placed"), t("journey.verification"), t("journey.approved"), t("journey.delivery")],
      states: { completed: t("journey.completed"), current: t("journey.current"), pending: t("journey.pending") },
    },
  };
}

export type OrderPageTranslate = ReturnType<typeof orderPageWords>["t"];

/**
 * An order line's title as the buyer reads it in `locale`: the artist's titles as stored, the
 * line the shop adds itself (pay on delivery's fee, stored in English) in the page's language.
 */
export function lineTitleIn(locale: Locale, title: string): string {
  return title === COD_FEE_LINE_TITLE ? orderPageWords(locale).t("codFeeLine") : title;
}
