/**
 * Sliding-window rate limits stored in PostgreSQL (table rate_limit_events), so a limit holds
 * across server instances and restarts. Call inside the transaction that does the limited
 * work: the attempt is counted only if that transaction commits.
 *
 *   await db.$transaction(async (tx) => {
 *     const limit = await consumeRateLimit(tx, { bucket: "contact", key: email, limit: 5, windowMs: 60_000 });
 *     if (!limit.allowed) return ...;
 *     ...
 *   });
 *
 * Concurrency: a transaction-scoped advisory lock on (bucket, key) serialises attempts for the
 * same key, so two simultaneous requests cannot both see "4 of 5" and both pass. The lock is
 * released at commit or rollback.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { canonicalEmail } from "@/lib/domain/email-address";

export interface RateLimitRule {
  /** What is limited, e.g. "contact" or "checkout". */
  bucket: string;
  /** Who is limited, e.g. the lower-cased email. */
  key: string;
  /** Attempts allowed inside the window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** 0 when allowed; otherwise how long until the oldest counted attempt leaves the window. */
  retryAfterMs: number;
  /** Attempts left in the window after this one. */
  remaining: number;
}

/** Events older than this are never counted by any limit and may be deleted. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Share of calls that also prune old events (keeps the table small without a scheduler). */
const PRUNE_PROBABILITY = 0.02;

type Tx = Prisma.TransactionClient;

export async function consumeRateLimit(
  tx: Tx,
  rule: RateLimitRule,
  options: { now?: Date; prune?: boolean } = {},
): Promise<RateLimitResult> {
  const { allowed, retryAfterMs, remaining } = await consumeRateLimits(tx, [rule], options);
  return { allowed, retryAfterMs, remaining };
}

export interface RateLimitsResult extends RateLimitResult {
  /** The bucket of the first rule that refused, when one did. */
  refusedBy: string | null;
}

/**
 * Several limits on one attempt (per email, per client address, overall): the attempt passes
 * only when every rule allows it, and is then counted against each; a refused attempt is
 * counted against none, so being refused never makes a wait longer.
 */
export async function consumeRateLimits(
  tx: Tx,
  rules: readonly RateLimitRule[],
  options: { now?: Date; prune?: boolean } = {},
): Promise<RateLimitsResult> {
  for (const { limit, windowMs } of rules) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
    if (!(windowMs > 0) || windowMs > RATE_LIMIT_RETENTION_MS) {
      throw new RangeError(`windowMs must be between 1 and ${RATE_LIMIT_RETENTION_MS}`);
    }
  }
  const now = options.now ?? new Date();
  // Locks in one global order, so two attempts sharing two keys cannot deadlock.
  const ordered = [...rules].sort((a, b) => lockName(a).localeCompare(lockName(b)));
  for (const rule of ordered) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${lockName(rule)}::text))`;
  }

  let remaining = Number.POSITIVE_INFINITY;
  for (const { bucket, key, limit, windowMs } of rules) {
    const since = new Date(now.getTime() - windowMs);
    const rows = await tx.$queryRaw<{ count: bigint; oldest: Date | null }[]>`
      SELECT count(*) AS count, min(created_at) AS oldest
      FROM rate_limit_events
      WHERE bucket = ${bucket}::text AND key = ${key}::text AND created_at > ${since}::timestamptz`;
    const count = Number(rows[0]?.count ?? 0);
    const oldest = rows[0]?.oldest ?? null;
    if (count >= limit) {
      const retryAfterMs = oldest ? Math.max(0, new Date(oldest).getTime() + windowMs - now.getTime()) : windowMs;
      return { allowed: false, retryAfterMs, remaining: 0, refusedBy: bucket };
    }
    remaining = Math.min(remaining, limit - count - 1);
  }

  await tx.rateLimitEvent.createMany({ data: rules.map(({ bucket, key }) => ({ bucket, key, createdAt: now })) });
  if (options.prune ?? Math.random() < PRUNE_PROBABILITY) {
    await pruneRateLimitEvents(tx, now);
  }
  return { allowed: true, retryAfterMs: 0, remaining, refusedBy: null };
}

/**
 * Whether an attempt would pass, without counting it or taking locks: a cheap look before
 * expensive work (decoding an upload). The attempt is counted later by consumeRateLimits,
 * which decides.
 */
export async function peekRateLimits(
  client: Pick<Tx, "$queryRaw">,
  rules: readonly RateLimitRule[],
  now: Date = new Date(),
): Promise<boolean> {
  for (const { bucket, key, limit, windowMs } of rules) {
    const since = new Date(now.getTime() - windowMs);
    const rows = await client.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) AS count FROM (
        SELECT 1 FROM rate_limit_events
        WHERE bucket = ${bucket}::text AND key = ${key}::text AND created_at > ${since}::timestamptz
        LIMIT ${limit}
      ) AS counted`;
    if (Number(rows[0]?.count ?? 0) >= limit) return false;
  }
  return true;
}

type LimitShape = Omit<RateLimitRule, "key">;

/**
 * The limits of a public form for one sender: per mailbox and client address together
 * (someone else using this email from elsewhere does not use up its allowance; `+tags` and
 * Gmail dots do not make a new mailbox) and per client address. No form has a shop-wide cap:
 * a handful of addresses could fill it and stop everyone else.
 */
export function senderRateLimits(
  limits: { perEmail: LimitShape; perClient: LimitShape },
  sender: { email: string; clientAddress: string },
): RateLimitRule[] {
  return [
    { ...limits.perEmail, key: `${canonicalEmail(sender.email)}|${sender.clientAddress}` },
    { ...limits.perClient, key: sender.clientAddress },
  ];
}

function lockName(rule: RateLimitRule): string {
  return `${rule.bucket}:${rule.key}`;
}

/** Deletes events that no limit can count any more; returns how many. */
export async function pruneRateLimitEvents(tx: Tx, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS);
  const { count } = await tx.rateLimitEvent.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
