/**
 * Who is signed in, as the back office needs it. Tests replace the reader (there is no request
 * in an integration test); the app always reads the Auth.js session cookie.
 */
import "server-only";

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

export async function readSession(): Promise<SessionInfo | null> {
  if (override) return override();
  const { auth } = await import("@/lib/auth/config");
  const session = await auth();
  const userId = session?.user?.id;
  if (!session || !userId) return null;
  return { userId, email: session.user?.email ?? "", sessionId: session.sid, expired: session.expired === true };
}

/** Tests only: who the next checks see (undefined restores the cookie session). */
export function setSessionReaderForTests(reader?: SessionReader): void {
  override = reader;
}
