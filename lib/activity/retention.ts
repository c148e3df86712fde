/**
 * The activity log is kept for a year (ACTIVITY_RETENTION_DAYS): older entries are deleted by a
 * periodic pass started beside the email worker, the order expiry and the reference-photo cleanup
 * (instrumentation.ts). Deletes in batches, so a pass never holds a long lock; safe with several
 * instances (two passes at once delete disjoint or already-gone rows).
 */
import { db } from "@/lib/db";
import { ACTIVITY_RETENTION_DAYS } from "@/lib/domain/activity";

export const ACTIVITY_CLEANUP_INTERVAL_MS = 6 * 60 * 60_000;
const BATCH = 5_000;
const DAY_MS = 24 * 60 * 60_000;

/** The oldest time an entry may have and still be kept. */
export function activityCutoff(now = new Date()): Date {
  return new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS);
}

/** Deletes every entry older than the retention period; returns how many. */
export async function deleteExpiredActivity(now = new Date()): Promise<number> {
  const cutoff = activityCutoff(now);
  let total = 0;
  for (;;) {
    const deleted = await db.$executeRaw`
      DELETE FROM activity_log
       WHERE id IN (SELECT id FROM activity_log WHERE created_at < ${cutoff} ORDER BY id LIMIT ${BATCH})`;
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

interface CleanupState {
  timer: NodeJS.Timeout | null;
  running: Promise<unknown> | null;
}

const globalForCleanup = globalThis as unknown as { __activityCleanup?: CleanupState };

function state(): CleanupState {
  globalForCleanup.__activityCleanup ??= { timer: null, running: null };
  return globalForCleanup.__activityCleanup;
}

/** One pass, never two at once in a process; never throws. */
export function runActivityCleanup(): Promise<unknown> {
  const s = state();
  if (s.running) return s.running;
  s.running = deleteExpiredActivity()
    .then((removed) => {
      if (removed > 0) console.info(`[activity] removed ${removed} entr${removed === 1 ? "y" : "ies"} older than ${ACTIVITY_RETENTION_DAYS} days`);
    })
    .catch((err: unknown) => console.error("[activity] cleanup pass failed:", err instanceof Error ? err.message : err))
    .finally(() => {
      s.running = null;
    });
  return s.running;
}

/** Starts the pass every six hours (idempotent); the first runs two minutes after start. */
export function startActivityCleanup(options: { intervalMs?: number } = {}): void {
  const s = state();
  if (s.timer) return;
  s.timer = setInterval(() => void runActivityCleanup(), options.intervalMs ?? ACTIVITY_CLEANUP_INTERVAL_MS);
  s.timer.unref();
  setTimeout(() => void runActivityCleanup(), 120_000).unref();
}
