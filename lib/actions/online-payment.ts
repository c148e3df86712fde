"use server";

import { z } from "zod";
import { checkOrderPaymentAgain, startOnlinePayment, type StartResult } from "@/lib/payments/online";
import { LOCALES } from "@/lib/i18n/locales";
import { paymentMessageTranslator } from "@/lib/i18n/payment-strings";

/** The payment page's language, as the call says (English when missing or unknown). */
async function translatorFor(locale: unknown): Promise<(message: string) => string> {
  const parsed = z.enum(LOCALES).safeParse(locale);
  return paymentMessageTranslator(parsed.success ? parsed.data : "en");
}

/**
 * 'Pay with eSewa' / 'Pay with Khalti' on the order's payment page. The order is found by its
 * unguessable token (the buyer's only key to it); amounts come from the order on the server.
 * Answers eSewa's signed form (posted by the browser) or Khalti's payment_url.
 */
export async function startOnlinePaymentAction(token: unknown, provider: unknown, locale?: unknown): Promise<StartResult> {
  let result: StartResult;
  try {
    result = await startOnlinePayment({ token, provider });
  } catch (err) {
    console.error("[payments] could not start an online payment:", err instanceof Error ? err.message : err);
    result = { ok: false, message: "Online payment is not available right now. Please try again in a moment, or pay by QR below." };
  }
  return result.ok ? result : { ...result, message: (await translatorFor(locale))(result.message) };
}

/** 'Check again' while an online payment is being confirmed (found by the order's token). */
export async function checkOnlinePaymentAgainAction(token: unknown, locale?: unknown): Promise<{ ok: boolean; paid: boolean; message?: string }> {
  let result: { ok: boolean; paid: boolean; message?: string };
  try {
    result = await checkOrderPaymentAgain({ token });
  } catch (err) {
    console.error("[payments] could not check a payment again:", err instanceof Error ? err.message : err);
    result = { ok: false, paid: false, message: "We could not ask the provider just now. Please try again in a moment." };
  }
  return result.message ? { ...result, message: (await translatorFor(locale))(result.message) } : result;
}
