import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import ne from "@/messages/ne.json";
import type { Locale } from "./locales";

/**
 * The site frame's translators in `locale` (the skip link, the demo banner, the footer), taken
 * from the route's language rather than next-intl's request locale: on the pages rendered per
 * request (the payment step, the order page) that locale read as English under /ne, and the
 * frame was drawn in English around a Nepali page.
 */
export function frameWords(locale: Locale) {
  const messages = locale === "ne" ? ne : en;
  return {
    common: createTranslator({ locale, messages, namespace: "common" }),
    nav: createTranslator({ locale, messages, namespace: "common.nav" }),
    footer: createTranslator({ locale, messages, namespace: "footer" }),
  };
}
