"use server";

import { checkOrderPaymentAgain, startOnlinePayment, type StartResult } from "@/lib/payments/online";

/**
 * 'Pay with eSewa' / 'Pay with Khalti' on the order's payment page. The order is found by its
 * unguessable token (the buyer's only key to it); amounts come from the order on the server.
 * Answers eSewa's signed form (posted by the browser) or Khalti's payment_url.
 */
export async function startOnlinePaymentAction(token: unknown, provider: unknown): Promise<StartResult> {
  try {
    return await startOnlinePayment({ token, provider });
  } catch (err) {
    console.error("[payments] could not start an online payment:", err instanceof Error ? err.message : err);
    return { ok: false, message: "Online payment is not available right now. Please try again in a moment, or pay by QR below." };
  }
}

/** 'Check again' while an online payment is being confirmed (found by the order's token). */
export async function checkOnlinePaymentAgainAction(token: unknown): Promise<{ ok: boolean; paid: boolean; message?: string }> {
  try {
    return await checkOrderPaymentAgain({ token });
  } catch (err) {
    console.error("[payments] could not check a payment again:", err instanceof Error ? err.message : err);
    return { ok: false, paid: false, message: "We could not ask the provider just now. Please try again in a moment." };
  }
}
