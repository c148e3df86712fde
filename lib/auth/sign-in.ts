/**
 * Checks an administrator's email and password, with the lockout of the back office:
 * after 5 failed attempts for one email, or from one client address, within 15 minutes, further
 * attempts are refused until the oldest failure leaves the window. Failures are rows of
 * rate_limit_events (buckets below), so the count holds across instances and restarts.
 *
 * Every attempt is first recorded as a failure (under advisory locks on both keys) and the row is
 * removed again when the password is right, so parallel guesses cannot slip past the limit.
 * An unknown email costs the same argon2id work as a wrong password.
 */
import { db } from "@/lib/db";
import { checkPassword, hashPassword, MAX_PASSWORD_LENGTH } from "@/lib/auth/password";
import { isAdministrator, isOwnerEmail } from "@/lib/auth/owner";

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_BUCKETS = { email: "admin-sign-in:email", address: "admin-sign-in:address" } as const;
const MAX_EMAIL_LENGTH = 254;

export type SignInOutcome =
  | { ok: true; profile: { id: string; email: string } }
  | { ok: false; reason: "invalid" | "locked"; retryAfterMs?: number };

interface Attempt {
  email: string;
  password: string;
  address: string;
  now?: Date;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function recordAttempt(email: string, address: string, now: Date) {
  return db.$transaction(async (tx) => {
    const keys: [string, string][] = [
      [SIGN_IN_BUCKETS.email, email],
      [SIGN_IN_BUCKETS.address, address],
    ];
    for (const [bucket, key] of keys) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${bucket}::text || ':' || ${key}::text))`;
    }
    const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
    let retryAfterMs = 0;
    for (const [bucket, key] of keys) {
      const rows = await tx.$queryRaw<{ count: bigint; oldest: Date | null }[]>`
        SELECT count(*) AS count, min(created_at) AS oldest FROM rate_limit_events
        WHERE bucket = ${bucket}::text AND key = ${key}::text AND created_at > ${since}::timestamptz`;
      if (Number(rows[0]?.count ?? 0) >= SIGN_IN_FAILURE_LIMIT) {
        const oldest = rows[0]?.oldest ? new Date(rows[0].oldest).getTime() : now.getTime();
        retryAfterMs = Math.max(retryAfterMs, oldest + SIGN_IN_WINDOW_MS - now.getTime());
      }
    }
    if (retryAfterMs > 0) return { locked: true as const, retryAfterMs, ids: [] as bigint[] };
    const ids: bigint[] = [];
    for (const [bucket, key] of keys) {
      const row = await tx.rateLimitEvent.create({ data: { bucket, key, createdAt: now }, select: { id: true } });
      ids.push(row.id);
    }
    return { locked: false as const, retryAfterMs: 0, ids };
  });
}

export async function authenticate(attempt: Attempt): Promise<SignInOutcome> {
  const now = attempt.now ?? new Date();
  const email = normaliseEmail(attempt.email.slice(0, MAX_EMAIL_LENGTH + 1));
  const password = attempt.password.slice(0, MAX_PASSWORD_LENGTH + 1);
  const address = attempt.address.slice(0, 64) || "unknown";
  if (!email || !password || email.length > MAX_EMAIL_LENGTH) return { ok: false, reason: "invalid" };

  const recorded = await recordAttempt(email, address, now);
  if (recorded.locked) return { ok: false, reason: "locked", retryAfterMs: recorded.retryAfterMs };

  const profile = await db.profile.findUnique({
    where: { email },
    select: { id: true, email: true, role: true, passwordHash: true },
  });
  // Always one password check, against the account's hash or a stand-in.
  const check = await checkPassword(password, profile?.passwordHash ?? null);
  if (!profile || !check.ok || !isAdministrator(profile)) return { ok: false, reason: "invalid" };

  const data: { passwordHash?: string; role?: "admin" } = {};
  if (check.needsRehash) data.passwordHash = await hashPassword(password);
  if (isOwnerEmail(profile.email) && profile.role !== "admin") data.role = "admin";
  await db.$transaction(async (tx) => {
    await tx.rateLimitEvent.deleteMany({ where: { id: { in: recorded.ids } } });
    if (Object.keys(data).length > 0) await tx.profile.update({ where: { id: profile.id }, data });
  });
  return { ok: true, profile: { id: profile.id, email: profile.email } };
}
