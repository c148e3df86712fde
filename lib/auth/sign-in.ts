/**
 * Checks an administrator's email and password, with the back office's sign-in delays
 * (lib/domain/sign-in-delay.ts): failures are counted per (account, address) and per address,
 * and past a few free failures each further attempt waits a growing delay. There is no lock of an
 * account everywhere: the right password from an address with no recent failures signs in, and a
 * delayed administrator can always ask for the emailed one-time sign-in link
 * (lib/auth/sign-in-link.ts). `npm run admin:create` lifts the delays of the account it resets.
 *
 * Failures are rows of rate_limit_events (buckets below), so the count holds across instances and
 * restarts. Every attempt is first recorded as a failure (under advisory locks on both keys) and
 * the row is removed again when the password is right, so parallel guesses cannot slip past the
 * limit. An unknown email costs the same argon2id work as a wrong password. Every attempt is also
 * written to sign_in_events (who, when, from where, what happened) for the account page.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { checkPassword, hashPassword, MAX_PASSWORD_LENGTH } from "@/lib/auth/password";
import { hasBackOfficeAccess, isOwnerEmail } from "@/lib/auth/owner";
import { remainingWait, SIGN_IN_DELAY_POLICY } from "@/lib/domain/sign-in-delay";

export const SIGN_IN_BUCKETS = { accountAddress: "admin-sign-in:account-address", address: "admin-sign-in:address" } as const;
export const MAX_EMAIL_LENGTH = 254;
const MAX_USER_AGENT_LENGTH = 256;

export type SignInOutcome =
  | { ok: true; profile: { id: string; email: string } }
  | { ok: false; reason: "invalid" | "locked"; retryAfterMs?: number };

interface Attempt {
  email: string;
  password: string;
  address: string;
  userAgent?: string;
  now?: Date;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The key of the (account, address) bucket. */
export function accountAddressKey(email: string, address: string): string {
  return `${email} ${address}`;
}

type EventKind = "signed_in" | "link_signed_in" | "failed" | "delayed" | "link_sent";

/** One line of the sign-in record. Never fails the sign-in itself. */
export async function recordSignInEvent(
  kind: EventKind,
  who: { email: string; address: string; userAgent?: string; now?: Date },
  client: Prisma.TransactionClient | typeof db = db,
): Promise<void> {
  try {
    await client.signInEvent.create({
      data: {
        kind,
        email: who.email.slice(0, MAX_EMAIL_LENGTH),
        address: who.address.slice(0, 64),
        userAgent: (who.userAgent ?? "").slice(0, MAX_USER_AGENT_LENGTH),
        ...(who.now ? { createdAt: who.now } : {}),
      },
    });
  } catch (error) {
    console.error("sign-in record could not be written", error);
  }
}

async function recordAttempt(email: string, address: string, now: Date) {
  return db.$transaction(async (tx) => {
    const buckets: { bucket: string; key: string; free: number }[] = [
      { bucket: SIGN_IN_BUCKETS.accountAddress, key: accountAddressKey(email, address), free: SIGN_IN_DELAY_POLICY.accountAddressFree },
      { bucket: SIGN_IN_BUCKETS.address, key: address, free: SIGN_IN_DELAY_POLICY.addressFree },
    ];
    for (const { bucket, key } of buckets) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${bucket}::text || ':' || ${key}::text))`;
    }
    const since = new Date(now.getTime() - SIGN_IN_DELAY_POLICY.windowMs);
    let retryAfterMs = 0;
    for (const { bucket, key, free } of buckets) {
      const rows = await tx.$queryRaw<{ count: bigint; latest: Date | null }[]>`
        SELECT count(*) AS count, max(created_at) AS latest FROM rate_limit_events
        WHERE bucket = ${bucket}::text AND key = ${key}::text AND created_at > ${since}::timestamptz`;
      const counted = { failures: Number(rows[0]?.count ?? 0), latest: rows[0]?.latest ? new Date(rows[0].latest) : null };
      retryAfterMs = Math.max(retryAfterMs, remainingWait(counted, free, now));
    }
    if (retryAfterMs > 0) return { locked: true as const, retryAfterMs, ids: [] as bigint[] };
    const ids: bigint[] = [];
    for (const { bucket, key } of buckets) {
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
  const who = { email, address, userAgent: attempt.userAgent, now };
  if (!email || !password || email.length > MAX_EMAIL_LENGTH) return { ok: false, reason: "invalid" };

  const recorded = await recordAttempt(email, address, now);
  if (recorded.locked) {
    await recordSignInEvent("delayed", who);
    return { ok: false, reason: "locked", retryAfterMs: recorded.retryAfterMs };
  }

  const profile = await db.profile.findUnique({
    where: { email },
    select: { id: true, email: true, role: true, passwordHash: true },
  });
  // Always one password check, against the account's hash or a stand-in.
  const check = await checkPassword(password, profile?.passwordHash ?? null);
  if (!profile || !check.ok || !hasBackOfficeAccess(profile)) {
    await recordSignInEvent("failed", who);
    return { ok: false, reason: "invalid" };
  }

  const data: { passwordHash?: string; role?: "admin" } = {};
  if (check.needsRehash) data.passwordHash = await hashPassword(password);
  if (isOwnerEmail(profile.email) && profile.role !== "admin") data.role = "admin";
  await db.$transaction(async (tx) => {
    await tx.rateLimitEvent.deleteMany({ where: { id: { in: recorded.ids } } });
    // The right password from this address: its earlier failures for this account are forgiven.
    await tx.rateLimitEvent.deleteMany({ where: { bucket: SIGN_IN_BUCKETS.accountAddress, key: accountAddressKey(email, address) } });
    if (Object.keys(data).length > 0) await tx.profile.update({ where: { id: profile.id }, data });
  });
  await recordSignInEvent("signed_in", who);
  return { ok: true, profile: { id: profile.id, email: profile.email } };
}

/**
 * Lifts every sign-in delay on an account (`npm run admin:create`): its (account, address)
 * failures are forgotten, and so are the failures of every address that failed on this account
 * (so the owner is not held back even at an address an attacker shares).
 */
export async function liftSignInDelays(client: Prisma.TransactionClient | typeof db, email: string): Promise<number> {
  const prefix = `${normaliseEmail(email)} `;
  const pairs = await client.rateLimitEvent.findMany({
    where: { bucket: SIGN_IN_BUCKETS.accountAddress, key: { startsWith: prefix } },
    distinct: ["key"],
    select: { key: true },
  });
  const addresses = pairs.map(({ key }) => key.slice(prefix.length));
  const lifted = await client.rateLimitEvent.deleteMany({
    where: {
      OR: [
        { bucket: SIGN_IN_BUCKETS.accountAddress, key: { startsWith: prefix } },
        ...(addresses.length > 0 ? [{ bucket: SIGN_IN_BUCKETS.address, key: { in: addresses } }] : []),
      ],
    },
  });
  return lifted.count;
}
