"use server";
/** The set-password page's action: a single-use link from the Welcome email sets the password. */
import { redeemSetPasswordToken } from "@/lib/auth/set-password";
import { SET_PASSWORD_MESSAGES, setPasswordInput } from "@/lib/validation/admin/customers";

export async function setPasswordAction(input: unknown): Promise<{ ok: boolean; message: string }> {
  const parsed = setPasswordInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? SET_PASSWORD_MESSAGES.failed };
  try {
    const done = await redeemSetPasswordToken(parsed.data.token, parsed.data.password);
    return done ? { ok: true, message: SET_PASSWORD_MESSAGES.done } : { ok: false, message: SET_PASSWORD_MESSAGES.invalidLink };
  } catch (error) {
    console.error("set password failed", error);
    return { ok: false, message: SET_PASSWORD_MESSAGES.failed };
  }
}
