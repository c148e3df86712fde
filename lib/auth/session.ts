/**
 * Who is signed in, as the back office needs it. Tests replace the reader (there is no request
 * in an integration test); the app always reads the Auth.js session cookie.
 */
import "server-only";
import { sessionTokenFrom } from "@/lib/http/admin-post-gate";
import { SESSION_LIFETIME_MS } from "@/lib/auth/admin-sessions";
import { createRecentSessions } from "@/lib/auth/recent-sessions";

export interface SessionInfo {
  userId: string;
  email: string;
  /** The admin_sessions row the cookie names (lib/auth/admin-sessions.ts). */
  sessionId?: string;
  /** Signed in longer ago than the absolute session lifetime. */
  expired: boolean;
}

type SessionReader = () => Promise<SessionInfo | null>;
let override: SessionReader | undefined;

/*
 * Decrypting the session cookie (Auth.js: key derivation, decryption, the callbacks, and a new
 * cookie encrypted for the answer) is the largest part of a back-office request that reads little
 * else, the orders list's rows say. A cookie that decrypted in the last 30 seconds is taken as it
 * was, by its exact value (lib/auth/recent-sessions.ts). requireAdmin() still reads the session's
 * row and the account's role from the database every time, so a Sign Out, a password reset or a
 * demotion counts at once. Cookies that do not decrypt are never kept.
 */
const recent = createRecentSessions({ keepMs: 30_000, max: 256, lifetimeMs: SESSION_LIFETIME_MS });

export async function readSession(): Promise<SessionInfo | null> {
  if (override) return override();
  const { headers } = await import("next/headers");
  const token = sessionTokenFrom((await headers()).get("cookie") ?? undefined);
  const cookie = token ? `${token.name}=${token.value}` : null;
  const known = cookie ? recent.get(cookie) : undefined;
  if (known) return known;
  const { auth } = await import("@/lib/auth/config");
  const session = await auth();
  const userId = session?.user?.id;
  if (!session || !userId) return null;
  const info = { userId, email: session.user?.email ?? "", sessionId: session.sid };
  if (cookie && typeof session.signedInAt === "number") recent.remember(cookie, { ...info, signedInAt: session.signedInAt });
  return { ...info, expired: session.expired === true };
}

/** Tests only: who the next checks see (undefined restores the cookie session). */
export function setSessionReaderForTests(reader?: SessionReader): void {
  override = reader;
}
