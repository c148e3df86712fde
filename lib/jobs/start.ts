/**
 * Starts the job workers in this process (instrumentation.ts, where EMAIL_WORKER is on): the
 * queues are created or updated, each kind of job gets a worker, and the schedules are kept by
 * pg-boss (one job per occurrence, whichever instance is first).
 */
import type { PgBoss } from "pg-boss";
import { getBoss, stopBoss } from "@/lib/jobs/boss";
import { JOBS, JOB_NAMES, type JobName } from "@/lib/jobs/definitions";
import { JOB_HANDLERS, type JobHandler } from "@/lib/jobs/handlers";
import { ensureQueues, enqueueJob, sendOptionsFor } from "@/lib/jobs";

export interface AttachOptions {
  /** Replace handlers (tests). */
  handlers?: Partial<Record<JobName, JobHandler>>;
  /** Only these kinds (tests); default all. */
  only?: JobName[];
  /** Keep the schedules (default true). */
  schedules?: boolean;
}

/** Gives every kind of job a worker on this pg-boss instance, and sets the schedules. */
export async function attachWorkers(boss: PgBoss, options: AttachOptions = {}): Promise<void> {
  await ensureQueues(boss);
  const names = options.only ?? JOB_NAMES;
  for (const name of names) {
    const def = JOBS[name] as { cron?: string; pollingIntervalSeconds?: number };
    const handler = options.handlers?.[name] ?? JOB_HANDLERS[name];
    await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: def.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) =>
      handler(job.data ?? {}, { id: job.id, retryCount: job.retryCount, signal: job.signal }),
    );
    if (def.cron && options.schedules !== false) {
      const { db: _db, ...send } = sendOptionsFor(name);
      void _db;
      await boss.schedule(name, def.cron, {}, { ...send, tz: "UTC" });
    }
  }
}

/** Starts the workers of this process (idempotent); never throws. */
export async function startJobs(): Promise<void> {
  const g = globalThis as unknown as { __jobsStarted?: Promise<void> };
  g.__jobsStarted ??= (async () => {
    try {
      const boss = await getBoss("workers");
      await attachWorkers(boss);
      // Emails left from before a restart go out without waiting for the next minute.
      await enqueueJob("email.outbox");
      console.info(`[jobs] workers started: ${JOB_NAMES.join(", ")}`);
    } catch (err) {
      g.__jobsStarted = undefined;
      console.error("[jobs] could not start the background jobs:", err instanceof Error ? err.message : err);
    }
  })();
  return g.__jobsStarted;
}

/** Stops the workers, waiting for the jobs in hand. */
export async function stopJobs(): Promise<void> {
  const g = globalThis as unknown as { __jobsStarted?: Promise<void> };
  g.__jobsStarted = undefined;
  await stopBoss();
}
