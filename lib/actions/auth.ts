"use server";
/**
 * Sign-in, sign-out and (refused) registration of the back office, called by the sign-in dialog
 * and the admin sidebar. Results carry the spec's messages; nothing here ever throws to the page.
 */
import { AuthError } from "next-auth";
import { signIn, signOut } from "@/lib/auth/config";
import { AUTH_MESSAGES } from "@/lib/auth/messages";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/password";

export interface AuthActionResult {
  ok: boolean;
  message: string;
}

export async function signInAction(input: { email?: unknown; password?: unknown }): Promise<AuthActionResult> {
  const email = typeof input?.email === "string" ? input.email.trim() : "";
  const password = typeof input?.password === "string" ? input.password : "";
  if (!email || !password) return { ok: false, message: AUTH_MESSAGES.fillAllFields };
  if (email.length > 254 || password.length > MAX_PASSWORD_LENGTH) {
    return { ok: false, message: AUTH_MESSAGES.invalidCredentials };
  }
  try {
    await signIn("credentials", { email, password, redirect: false });
    return { ok: true, message: AUTH_MESSAGES.welcome };
  } catch (error) {
    if (error instanceof AuthError && error.type === "CredentialsSignin") {
      const code = (error as AuthError & { code?: string }).code;
      return { ok: false, message: code === "locked" ? AUTH_MESSAGES.lockedOut : AUTH_MESSAGES.invalidCredentials };
    }
    console.error("sign-in failed", error);
    return { ok: false, message: AUTH_MESSAGES.failed };
  }
}

export async function signOutAction(): Promise<AuthActionResult> {
  try {
    await signOut({ redirect: false });
    return { ok: true, message: AUTH_MESSAGES.signedOut };
  } catch (error) {
    console.error("sign-out failed", error);
    return { ok: false, message: AUTH_MESSAGES.signOutFailed };
  }
}
