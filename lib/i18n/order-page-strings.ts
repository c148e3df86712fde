import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import ne from "@/messages/ne.json";
import type { Locale } from "./locales";

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

export type OrderPageTranslate = ReturnType<typeof orderPageWords>["t"];
