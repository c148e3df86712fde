"use server";
/**
 * Sign-in, sign-out and (refused) registration of the back office, called by the sign-in dialog
 * and the admin sidebar, plus the emailed one-time sign-in link (asking for it, and using it).
 * Results carry the spec's messages; nothing here ever throws to the page.
 */
import { headers } from "next/headers";
import { AuthError } from "next-auth";
import { signIn, signOut } from "@/lib/auth/config";
import { AUTH_MESSAGES, SIGN_IN_LINK_MESSAGES, signInDelayedMessage } from "@/lib/auth/messages";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/password";
import { requestSignInLink, SIGN_IN_TOKEN_PATTERN } from "@/lib/auth/sign-in-link";
import { requestClientAddress } from "@/lib/http/request-client";

export interface AuthActionResult {
  ok: boolean;
  message: string;
}

/** The message of a refused credentials sign-in. */
function refusalMessage(error: AuthError): string {
  const code = (error as AuthError & { code?: string }).code ?? "";
  const locked = /^locked-(\d{1,4})$/.exec(code);
  if (locked) return signInDelayedMessage(Number(locked[1]));
  if (code === "locked") return AUTH_MESSAGES.lockedOut;
  if (code === "link") return SIGN_IN_LINK_MESSAGES.invalid;
  return AUTH_MESSAGES.invalidCredentials;
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
    if (error instanceof AuthError && error.type === "CredentialsSignin") return { ok: false, message: refusalMessage(error) };
    console.error("sign-in failed", error);
    return { ok: false, message: AUTH_MESSAGES.failed };
  }
}

export async function signOutAction(): Promise<AuthActionResult> {
  try {
    // Auth.js's signOut event revokes the session row (lib/auth/config.ts).
    await signOut({ redirect: false });
    return { ok: true, message: AUTH_MESSAGES.signedOut };
  } catch (error) {
    console.error("sign-out failed", error);
    return { ok: false, message: AUTH_MESSAGES.signOutFailed };
  }
}

/** 'Email me a sign-in link': the same answer whether or not the email is an administrator's. */
export async function requestSignInLinkAction(input: { email?: unknown }): Promise<AuthActionResult> {
  const email = typeof input?.email === "string" ? input.email.trim() : "";
  if (!email) return { ok: false, message: SIGN_IN_LINK_MESSAGES.emailNeeded };
  if (email.length > 254) return { ok: true, message: SIGN_IN_LINK_MESSAGES.sent };
  try {
    const userAgent = ((await headers()).get("user-agent") ?? "").slice(0, 256);
    const outcome = await requestSignInLink({ email, address: await requestClientAddress(), userAgent });
    if (outcome.status === "limited") return { ok: false, message: SIGN_IN_LINK_MESSAGES.limited };
    return { ok: true, message: SIGN_IN_LINK_MESSAGES.sent };
  } catch (error) {
    console.error("sign-in link request failed", error);
    return { ok: false, message: SIGN_IN_LINK_MESSAGES.failed };
  }
}

/** The sign-in link's page: uses the link up and signs in (a new session). */
export async function signInWithLinkAction(input: { token?: unknown }): Promise<AuthActionResult> {
  const token = typeof input?.token === "string" ? input.token : "";
  if (!SIGN_IN_TOKEN_PATTERN.test(token)) return { ok: false, message: SIGN_IN_LINK_MESSAGES.invalid };
  try {
    await signIn("credentials", { token, redirect: false });
    return { ok: true, message: AUTH_MESSAGES.welcome };
  } catch (error) {
    if (error instanceof AuthError && error.type === "CredentialsSignin") return { ok: false, message: SIGN_IN_LINK_MESSAGES.invalid };
    console.error("sign-in with a link failed", error);
    return { ok: false, message: AUTH_MESSAGES.failed };
  }
}
