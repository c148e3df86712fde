"use server";
/**
 * The buyer's answer to a commission's sketch, from the order page reached by the order's own
 * unguessable token (no account): approve, or ask for changes with a comment.
 */
import { respondToCommission } from "@/lib/orders/commission";
import { respondInput } from "@/lib/validation/commissions";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { messageTranslator } from "@/lib/i18n/server-messages";
import { COMMISSION_ANSWER_MESSAGES } from "@/lib/domain/commission";

/** The order page's language, sent with the answer (English when missing or unknown). */
const answerLocale = z.object({ locale: z.enum(LOCALES).catch("en") }).catch({ locale: "en" as const });

export async function respondToCommissionAction(input: unknown): Promise<{ ok: boolean; message: string }> {
  const answer = await respondInLanguage(input);
  const translate = await messageTranslator(answerLocale.parse(input).locale, "orderPage.commissionMessages", COMMISSION_ANSWER_MESSAGES);
  return { ...answer, message: translate(answer.message) };
}

async function respondInLanguage(input: unknown): Promise<{ ok: boolean; message: string }> {
  const parsed = respondInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid input" };
  try {
    assertWritable(DEMO_MESSAGES.updateOrder);
    return await respondToCommission(parsed.data.token, { decision: parsed.data.decision, comment: parsed.data.comment });
  } catch (error) {
    if (error instanceof Error && error.name === "DemoModeError") return { ok: false, message: error.message };
    console.error("[commission] could not record the answer:", error instanceof Error ? error.message : error);
    return { ok: false, message: COMMISSION_ANSWER_MESSAGES.failed };
  }
}
