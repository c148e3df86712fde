"use server";

import { AUTH_MESSAGES } from "@/lib/auth/messages";

/** Public registration does not exist: every attempt gets the same answer and changes nothing. */
export async function registerAction(input?: unknown): Promise<{ ok: false; message: string }> {
  void input;
  return { ok: false, message: AUTH_MESSAGES.registrationDisabled };
}
