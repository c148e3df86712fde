import "server-only";
/**
 * Settings -> Payment -> Online payment: whether eSewa and Khalti are offered at checkout. A
 * provider is offered only when this is on AND its environment variables are set; the secrets
 * live in the environment only and are never stored or shown here.
 */
import { z } from "zod";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { fail, guarded, ok, type ContentResult } from "@/lib/content/result";

export const ONLINE_PAYMENT_SETTINGS_MESSAGES = {
  saved: "Online payment settings saved",
  failed: "Could not save the online payment settings",
} as const;

const input = z.object({ esewa: z.boolean(), khalti: z.boolean() }).strict();

export async function saveOnlinePaymentSettings(value: unknown): Promise<ContentResult<{ esewa: boolean; khalti: boolean }>> {
  return guarded(ONLINE_PAYMENT_SETTINGS_MESSAGES.failed, async () => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    const parsed = input.safeParse(value);
    if (!parsed.success) return fail(ONLINE_PAYMENT_SETTINGS_MESSAGES.failed);
    const row = await db.settings.update({
      where: { id: 1 },
      data: { esewaEnabled: parsed.data.esewa, khaltiEnabled: parsed.data.khalti },
      select: { esewaEnabled: true, khaltiEnabled: true },
    });
    return ok({ esewa: row.esewaEnabled, khalti: row.khaltiEnabled }, ONLINE_PAYMENT_SETTINGS_MESSAGES.saved);
  });
}

export interface OnlinePaymentSettingsView {
  esewa: { enabled: boolean; configured: boolean };
  khalti: { enabled: boolean; configured: boolean };
}
