/**
 * The shop's background jobs, on one PostgreSQL job queue (pg-boss, schema JOB_SCHEMA).
 *
 *   await enqueueJob("email.outbox", {});                       // as soon as a worker is free
 *   await enqueueJob("some.job", { id }, { singletonKey: id }); // at most one queued per key
 *   await db.$transaction(async (tx) => {                        // committed with the change
 *     await tx.order.update(...);
 *     await enqueueJob("some.job", { orderId }, { tx });
 *   });
 *
 * The kinds of jobs and their rules (schedule, retries with backoff, throttle, one at a time
 * across instances) are in lib/jobs/definitions.ts; their handlers in lib/jobs/handlers.ts. The
 * workers run where EMAIL_WORKER is on (instrumentation.ts → startJobs in lib/jobs/start.ts).
 */
import { fromPrisma, type PgBoss, type SendOptions } from "pg-boss";
import type { Prisma } from "@/lib/generated/prisma/client";
import { currentBoss, currentMode, getBoss } from "@/lib/jobs/boss";
import { JOBS, JOB_NAMES, type JobName } from "@/lib/jobs/definitions";

export { JOBS, JOB_NAMES, isJobName, type JobName } from "@/lib/jobs/definitions";
export { JOB_SCHEMA } from "@/lib/jobs/boss";

export interface EnqueueOptions {
  /** Insert the job in this transaction: it exists only if the transaction commits. */
  tx?: Prisma.TransactionClient;
  /** At most one job with this key waiting (per throttle slot where the kind is throttled). */
  singletonKey?: string;
  /** Not before this time (or this many seconds from now). */
  startAfter?: Date | number;
  /** Higher runs first. */
  priority?: number;
}

const ensured = new WeakMap<PgBoss, Promise<void>>();

/** Creates (or brings up to date) the queue of every kind of job; once per pg-boss instance. */
export function ensureQueues(boss: PgBoss): Promise<void> {
  let done = ensured.get(boss);
  if (!done) {
    done = (async () => {
      for (const name of JOB_NAMES) {
        const { queue } = JOBS[name];
        const existing = await boss.getQueue(name);
        if (!existing) {
          try {
            await boss.createQueue(name, queue);
          } catch (err) {
            // Another instance created it at the same moment.
            if (!(await boss.getQueue(name))) throw err;
          }
        } else {
          // policy cannot change on an existing queue; the rest follows the definitions.
          const { policy: _policy, ...rest } = queue as typeof queue & { policy?: string };
          void _policy;
          await boss.updateQueue(name, rest);
        }
      }
    })();
    done.catch(() => ensured.delete(boss));
    ensured.set(boss, done);
  }
  return done;
}

/** The send options of a job of this kind (its throttle, the caller's key and time). */
export function sendOptionsFor(name: JobName, options: EnqueueOptions = {}): SendOptions {
  const def = JOBS[name] as { throttleSeconds?: number };
  const send: SendOptions = {};
  if (def.throttleSeconds) {
    send.singletonSeconds = def.throttleSeconds;
    send.singletonNextSlot = true;
  }
  if (options.singletonKey) send.singletonKey = options.singletonKey;
  if (options.startAfter !== undefined) send.startAfter = options.startAfter;
  if (options.priority !== undefined) send.priority = options.priority;
  if (options.tx) send.db = fromPrisma(options.tx);
  return send;
}

/**
 * Queues a job; resolves to its id, or null when the queue's rules dropped it (a job with the
 * same key already waiting, or the throttle slots taken).
 */
export async function enqueueJob(name: JobName, data: object = {}, options: EnqueueOptions = {}): Promise<string | null> {
  const boss = await getBoss(currentMode() ?? "producer");
  await ensureQueues(boss);
  return boss.send(name, data, sendOptionsFor(name, options));
}

/** Whether this process runs the job workers. */
export function jobsRunHere(): boolean {
  return currentBoss() !== null && currentMode() === "workers";
}
