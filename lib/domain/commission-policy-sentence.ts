/**
 * A commission's cancellation policy in the buyer's words (pure, no I/O): the sentence generated
 * from the structured rule (./commission-policy.ts) in English or Nepali, from the message
 * catalogues (messages/en.json, messages/ne.json, namespace commissionPolicy). Server code only:
 * it carries both catalogues.
 */
import { createTranslator } from "next-intl";
import en from "../../messages/en.json";
import ne from "../../messages/ne.json";
import type { Locale } from "@/lib/i18n/locales";
import { readPolicy, type CancellationPolicy } from "./commission-policy";

type PolicyMessages = (typeof en)["commissionPolicy"];
const CATALOGUES: Record<Locale, { commissionPolicy: PolicyMessages }> = { en, ne };

/**
 * The policy in the buyer's words: "The deposit is refunded in full until you approve the
 * sketch; after that, it is kept." (English or Nepali, from the message catalogues).
 */
export function policySentence(policy: CancellationPolicy, locale: Locale = "en"): string {
  const t = createTranslator({ locale, messages: CATALOGUES[locale] ?? CATALOGUES.en, namespace: "commissionPolicy" });
  const rule = readPolicy(policy);
  const percent = rule.keepPercent;
  if (rule.refundUntil === "never") {
    if (percent >= 100) return t("never");
    if (percent <= 0) return t("always");
    return t("neverPart", { percent });
  }
  if (percent <= 0) return t("always");
  const until = t(rule.refundUntil === "accepted" ? "untilAccepted" : "untilSketchApproved");
  return percent >= 100 ? t("untilThenKept", { until }) : t("untilThenPart", { until, percent });
}

/** The sentence with the artist's note after it, as one line ("" note: the sentence alone). */
export function policyText(policy: CancellationPolicy, note: string | null | undefined, locale: Locale = "en"): string {
  const sentence = policySentence(policy, locale);
  const extra = note?.trim();
  return extra ? `${sentence} ${extra}` : sentence;
}
