/**
 * The activity log is kept for a year (ACTIVITY_RETENTION_DAYS): older entries are deleted by a
 * pass that runs as the job "activity.cleanup" every six hours (lib/jobs/definitions.ts; one at a
 * time across instances, retried with backoff by the job queue). Deletes in batches, so a pass
 * never holds a long lock.
 */
import { db } from "@/lib/db";
import { ACTIVITY_RETENTION_DAYS } from "@/lib/domain/activity";

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

/** One pass; throws when it fails (the job queue retries it). */
export async function runActivityCleanup(): Promise<number> {
  const removed = await deleteExpiredActivity();
  if (removed > 0) console.info(`[activity] removed ${removed} entr${removed === 1 ? "y" : "ies"} older than ${ACTIVITY_RETENTION_DAYS} days`);
  return removed;
}
