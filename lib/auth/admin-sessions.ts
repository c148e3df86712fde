/**
 * Administrator sessions kept in PostgreSQL (admin_sessions). Every sign-in writes one row; the
 * session cookie (an Auth.js JWT) carries only its id, and the back office accepts the cookie
 * while that row exists, belongs to the same account, is not revoked and has not expired.
 *
 * Revocation is immediate: Sign Out ends the row of that cookie; a password change or reset, a
 * role change and 'Sign out everywhere' end every row of the account (and, for a role change or
 * a reset, every open emailed link as well).
 */
import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";

/** A session ends this long after sign-in, however active it is (absolute lifetime). */
export const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session (one row update, not one per request). */
const LAST_SEEN_RESOLUTION_MS = 60_000;
const MAX_USER_AGENT_LENGTH = 256;
const MAX_ADDRESS_LENGTH = 64;

export type RevokeReason = "signed_out" | "ended" | "signed_out_everywhere" | "password_changed" | "password_reset" | "role_changed";

type Client = Prisma.TransactionClient | typeof db;

export interface NewSession {
  profileId: string;
  address: string;
  userAgent: string;
  method: "password" | "link";
  now?: Date;
}

export async function startSession(input: NewSession, client: Client = db): Promise<{ id: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await client.adminSession.create({
    data: {
      id,
      profileId: input.profileId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      address: (input.address || "unknown").slice(0, MAX_ADDRESS_LENGTH),
      userAgent: input.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
      method: input.method,
    },
  });
  return { id, expiresAt };
}

export type SessionState = "live" | "ended" | "unknown";

/** The columns of a session row that decide whether it may be used. */
interface SessionRow {
  profileId: string;
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/**
 * What a session row (or its absence) means for that account now; a live session's last_seen_at
 * is moved forward (at most once a minute).
 */
async function settleSession(sessionId: string, row: SessionRow | null, profileId: string, now: Date): Promise<SessionState> {
  if (!row || row.profileId !== profileId) return "unknown";
  if (row.revokedAt || row.expiresAt <= now) return "ended";
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.adminSession.updateMany({ where: { id: sessionId, lastSeenAt: row.lastSeenAt }, data: { lastSeenAt: now } });
  }
  return "live";
}

/**
 * Whether the session may be used by that account now; a live session's last_seen_at is moved
 * forward (at most once a minute).
 */
export async function checkSession(sessionId: string | undefined, profileId: string, now = new Date()): Promise<SessionState> {
  if (!sessionId || !isUuid(sessionId)) return "unknown";
  const row = await db.adminSession.findUnique({
    where: { id: sessionId },
    select: { profileId: true, revokedAt: true, expiresAt: true, lastSeenAt: true },
  });
  return settleSession(sessionId, row, profileId, now);
}

/** An account as the back office's check needs it, with the state of the session the cookie names. */
export interface AccountSession {
  profile: { id: string; email: string; role: string };
  session: SessionState;
}

/**
 * The account and the session together, in one query (both by primary key): the back office
 * checks them on every request (lib/auth/require-admin.ts), so this saves a round trip to the
 * database each time. The same rules as profile lookup + checkSession(): null when the account
 * does not exist; the session is "unknown" when its row is missing or belongs to another account.
 */
export async function readAccountSession(profileId: string, sessionId: string | undefined, now = new Date()): Promise<AccountSession | null> {
  if (!isUuid(profileId)) return null;
  const sid = sessionId && isUuid(sessionId) ? sessionId : null;
  const rows = await db.$queryRaw<
    { id: string; email: string; role: string; session_profile_id: string | null; revoked_at: Date | null; expires_at: Date | null; last_seen_at: Date | null }[]
  >`
    select p.id::text as id, p.email, p.role::text as role,
           s.profile_id::text as session_profile_id, s.revoked_at, s.expires_at, s.last_seen_at
      from profiles p
      left join admin_sessions s on s.id = ${sid}::uuid and s.profile_id = p.id
     where p.id = ${profileId}::uuid`;
  const found = rows[0];
  if (!found) return null;
  const row: SessionRow | null =
    found.session_profile_id && found.expires_at && found.last_seen_at
      ? { profileId: found.session_profile_id, revokedAt: found.revoked_at, expiresAt: found.expires_at, lastSeenAt: found.last_seen_at }
      : null;
  const session = sid ? await settleSession(sid, row, profileId, now) : "unknown";
  return { profile: { id: found.id, email: found.email, role: found.role }, session };
}

/** Ends one session (Sign Out, or 'End' on the account page when profileId is given). */
export async function revokeSession(
  sessionId: string,
  reason: RevokeReason,
  options: { profileId?: string; now?: Date } = {},
): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const ended = await db.adminSession.updateMany({
    where: { id: sessionId, revokedAt: null, ...(options.profileId ? { profileId: options.profileId } : {}) },
    data: { revokedAt: options.now ?? new Date(), revokedReason: reason },
  });
  return ended.count > 0;
}

/** Ends every open session of an account (but `except`, when given). */
export async function revokeAllSessions(
  profileId: string,
  reason: RevokeReason,
  options: { except?: string; now?: Date; client?: Client } = {},
): Promise<number> {
  const client = options.client ?? db;
  const ended = await client.adminSession.updateMany({
    where: { profileId, revokedAt: null, ...(options.except ? { id: { not: options.except } } : {}) },
    data: { revokedAt: options.now ?? new Date(), revokedReason: reason },
  });
  return ended.count;
}

/**
 * What a role change or a password reset does to an account: every session ends and every
 * emailed link (set-password or sign-in) not yet used dies.
 */
export async function revokeAccountAccess(client: Client, profileId: string, reason: RevokeReason, now = new Date()): Promise<void> {
  await revokeAllSessions(profileId, reason, { client, now });
  await client.loginToken.updateMany({ where: { profileId, usedAt: null }, data: { usedAt: now } });
}

export interface ActiveSession {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  address: string;
  userAgent: string;
  method: string;
}

/** The account's sessions still in use, most recently seen first. */
export async function listActiveSessions(profileId: string, now = new Date()): Promise<ActiveSession[]> {
  return db.adminSession.findMany({
    where: { profileId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: { lastSeenAt: "desc" },
    take: 50,
    select: { id: true, createdAt: true, lastSeenAt: true, address: true, userAgent: true, method: true },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return value.length === 36 && UUID.test(value);
}
