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
  const { bucket, key, limit, windowMs } = rule;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError("limit must be a positive integer");
  if (!(windowMs > 0) || windowMs > RATE_LIMIT_RETENTION_MS) {
    throw new RangeError(`windowMs must be between 1 and ${RATE_LIMIT_RETENTION_MS}`);
  }
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - windowMs);

  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${bucket}::text || ':' || ${key}::text))`;

  const rows = await tx.$queryRaw<{ count: bigint; oldest: Date | null }[]>`
    SELECT count(*) AS count, min(created_at) AS oldest
    FROM rate_limit_events
    WHERE bucket = ${bucket}::text AND key = ${key}::text AND created_at > ${since}::timestamptz`;
  const count = Number(rows[0]?.count ?? 0);
  const oldest = rows[0]?.oldest ?? null;

  if (count >= limit) {
    const retryAfterMs = oldest ? Math.max(0, new Date(oldest).getTime() + windowMs - now.getTime()) : windowMs;
    return { allowed: false, retryAfterMs, remaining: 0 };
  }

  await tx.rateLimitEvent.create({ data: { bucket, key, createdAt: now } });
  if (options.prune ?? Math.random() < PRUNE_PROBABILITY) {
    await pruneRateLimitEvents(tx, now);
  }
  return { allowed: true, retryAfterMs: 0, remaining: limit - count - 1 };
}

/** Deletes events that no limit can count any more; returns how many. */
export async function pruneRateLimitEvents(tx: Tx, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RATE_LIMIT_RETENTION_MS);
  const { count } = await tx.rateLimitEvent.deleteMany({ where: { createdAt: { lt: before } } });
  return count;
}
