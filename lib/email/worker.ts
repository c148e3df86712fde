/**
 * The outbox drain. The outbox (email_outbox) stays the source of truth: an email is a row
 * written in the same transaction as the change that causes it. This module sends the rows that
 * are due; WHEN it runs is up to the job queue (lib/jobs): the job "email.outbox" runs every
 * minute (retries that came due) and is kicked at once after new emails were committed. The
 * queue runs one drain at a time across all instances and at most one per throttle slot
 * (lib/jobs/definitions.ts), and each drain sends at most its slot's share of
 * EMAIL_SENDS_PER_MINUTE: the bounded rate of sending comes from the queue, not from a loop here.
 *
 * Each row is still claimed (queued → sending) before it is sent and marked after, so a row is
 * sent by one drain only even next to `npm run email:drain` or sendEmailsNow; a process killed
 * between the provider's answer and the mark leaves the row 'sending', put back after
 * STUCK_AFTER_MS and sent again with the same idempotency key, which the provider does not
 * deliver twice (lib/email/sender.ts).
 */
import { env } from "@/lib/env";
import { sendDueEmails, type SendOptions } from "@/lib/email/sender";
import { EMAIL_DRAIN_SLOT_SECONDS } from "@/lib/jobs/definitions";

const BATCH = 10;

export interface DrainResult {
  claimed: number;
  /** The cap was reached: more emails may be due. */
  more: boolean;
}

/** How many emails one drain may send: its throttle slot's share of EMAIL_SENDS_PER_MINUTE. */
export function emailsPerDrain(perMinute = env().EMAIL_SENDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil((perMinute * EMAIL_DRAIN_SLOT_SECONDS) / 60));
}

/**
 * Sends due emails batch by batch, at most `max` in all; throws when the database fails (the
 * job is then retried by the queue). `options` are for tests (transport, client).
 */
export async function drainOutboxOnce(max: number, options: Omit<SendOptions, "limit" | "now"> = {}): Promise<DrainResult> {
  let claimed = 0;
  while (claimed < max) {
    const limit = Math.min(BATCH, max - claimed);
    const summary = await sendDueEmails({ ...options, limit });
    claimed += summary.claimed;
    if (summary.claimed < limit) return { claimed, more: false };
  }
  return { claimed, more: true };
}

const globalForWorker = globalThis as unknown as { __emailDrain?: Promise<void> | null; __emailDrainAgain?: boolean };

/**
 * Drains the outbox in this process without the job queue (where the workers do not run here,
 * and in tests): one drain at a time in the process, a call during a drain runs it once more.
 * Never throws.
 */
export function drainOutbox(): Promise<void> {
  if (globalForWorker.__emailDrain) {
    globalForWorker.__emailDrainAgain = true;
    return globalForWorker.__emailDrain;
  }
  globalForWorker.__emailDrain = (async () => {
    try {
      do {
        globalForWorker.__emailDrainAgain = false;
        await drainOutboxOnce(500);
      } while (globalForWorker.__emailDrainAgain);
    } catch (err) {
      console.error("[email] could not send due emails:", err instanceof Error ? err.message : err);
    } finally {
      globalForWorker.__emailDrain = null;
    }
  })();
  return globalForWorker.__emailDrain;
}

/**
 * Asks for the due emails to be sent soon; non-blocking, never throws. Call it after the
 * transaction that queued them committed. Where this process runs the job workers, it queues an
 * "email.outbox" job (the throttle puts it in the current slot, or the next one); elsewhere it
 * makes one immediate attempt in this process (`npm run email:drain` from cron does the retries).
 */
export function kickEmailWorker(): void {
  try {
    if (!env().DATABASE_URL) return;
    setImmediate(() => {
      void (async () => {
        const { jobsRunHere, enqueueJob } = await import("@/lib/jobs");
        if (jobsRunHere()) await enqueueJob("email.outbox");
        else await drainOutbox();
      })().catch((err: unknown) => console.error("[email] could not start sending:", err instanceof Error ? err.message : err));
    });
  } catch (err) {
    console.error("[email] could not start sending:", err instanceof Error ? err.message : err);
  }
}
