"use server";
/** The set-password page's action: a single-use link from the Welcome email sets the password. */
import { redeemSetPasswordToken } from "@/lib/auth/set-password";
import { SET_PASSWORD_MESSAGES, setPasswordInput } from "@/lib/validation/admin/customers";

export async function setPasswordAction(input: unknown): Promise<{ ok: boolean; message: string }> {
  const parsed = setPasswordInput.safeParse(input);
  if (!parsed.success) {
    // Only the page's own messages reach the visitor; a hand-made call (no fields, wrong types)
    // reads as a link that does not work.
    const ours: readonly string[] = Object.values(SET_PASSWORD_MESSAGES);
    const message = parsed.error.issues.map((issue) => issue.message).find((m) => ours.includes(m));
    return { ok: false, message: message ?? SET_PASSWORD_MESSAGES.invalidLink };
  }
  try {
    const done = await redeemSetPasswordToken(parsed.data.token, parsed.data.password);
    return done ? { ok: true, message: SET_PASSWORD_MESSAGES.done } : { ok: false, message: SET_PASSWORD_MESSAGES.invalidLink };
  } catch (error) {
    console.error("set password failed", error);
    return { ok: false, message: SET_PASSWORD_MESSAGES.failed };
  }
}
