import "server-only";
/** Back-office reads of "My account": the signed-in administrator's open sessions and the sign-in record. */
import { requireAdmin } from "@/lib/auth/require-admin";
import { listActiveSessions } from "@/lib/auth/admin-sessions";
import { db } from "@/lib/db";

export interface AccountSessionRow {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  address: string;
  userAgent: string;
  method: string;
}

export interface SignInRecordRow {
  id: string;
  kind: "signed_in" | "link_signed_in" | "failed" | "delayed" | "link_sent";
  email: string;
  address: string;
  userAgent: string;
  at: string;
}

export async function getAccountPage(): Promise<{ email: string; sessions: AccountSessionRow[]; record: SignInRecordRow[] }> {
  const admin = await requireAdmin("backOffice");
  const [sessions, events] = await Promise.all([
    listActiveSessions(admin.id),
    db.signInEvent.findMany({ orderBy: { createdAt: "desc" }, take: 50 }),
  ]);
  return {
    email: admin.email,
    sessions: sessions.map((s) => ({
      id: s.id,
      current: s.id === admin.sessionId,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      address: s.address,
      userAgent: s.userAgent,
      method: s.method,
    })),
    record: events.map((e) => ({
      id: e.id.toString(),
      kind: e.kind,
      email: e.email,
      address: e.address,
      userAgent: e.userAgent,
      at: e.createdAt.toISOString(),
    })),
  };
}
