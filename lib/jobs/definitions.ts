/**
 * Every kind of background job the shop runs, with its queue's rules: how often it runs
 * (a cron schedule kept by pg-boss, one job per occurrence across all instances), how many
 * may run at once across instances (the queue's policy), retries with exponential backoff,
 * and throttling (at most one job per time slot). Handlers live in lib/jobs/handlers.ts.
 *
 * A new kind of job: add it here and its handler there; send it with enqueueJob (lib/jobs).
 */
import type { Queue } from "pg-boss";

export interface JobDefinition {
  /** What the back office shows for it. */
  label: string;
  /** The queue's rules (pg-boss): policy, retries, backoff, expiry, heartbeat. */
  queue: Omit<Queue, "name">;
  /** pg-boss cron (5 fields, or 6 with seconds first), UTC. */
  cron?: string;
  /**
   * Throttle: at most one job of this kind per slot of this many seconds, all instances
   * together; a job sent while the slot is taken goes into the next slot.
   */
  throttleSeconds?: number;
  /** How often an idle worker asks for a job of this kind. */
  pollingIntervalSeconds?: number;
}

/** One periodic pass at a time, a missed or failed pass retried with backoff. */
const PERIODIC_PASS: Omit<Queue, "name"> = {
  // One job queued or active at a time, all instances together: a slow pass never piles up.
  policy: "exclusive",
  retryLimit: 4,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 30 * 60,
  expireInSeconds: 15 * 60,
  // A pass whose instance was killed is retried after about this long (no heartbeat).
  heartbeatSeconds: 30,
  deleteAfterSeconds: 7 * 24 * 3600,
};

/** The throttle slot of the outbox drain; each drain sends at most its share of the rate. */
export const EMAIL_DRAIN_SLOT_SECONDS = 10;

export const JOBS = {
  "email.outbox": {
    label: "Send queued emails (outbox)",
    queue: {
      // One drain active at a time across instances; more may wait, one per throttle slot.
      policy: "singleton",
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 10 * 60,
      expireInSeconds: 10 * 60,
      // A drain whose instance was killed holds the queue until this heartbeat is missed.
      heartbeatSeconds: 15,
      deleteAfterSeconds: 2 * 24 * 3600,
    },
    // A drain every minute picks up retries that came due; new emails kick one at once.
    cron: "* * * * *",
    throttleSeconds: EMAIL_DRAIN_SLOT_SECONDS,
    pollingIntervalSeconds: 1,
  },
  "orders.expire": {
    label: "Expire orders left unpaid",
    queue: PERIODIC_PASS,
    cron: "* * * * *",
  },
  "payments.status-check": {
    label: "Check pending online payments",
    queue: PERIODIC_PASS,
    cron: "*/2 * * * *",
  },
  "reference-photos.cleanup": {
    label: "Remove unclaimed reference photos",
    queue: PERIODIC_PASS,
    cron: "17 * * * *",
  },
  "activity.cleanup": {
    label: "Delete activity older than a year",
    queue: PERIODIC_PASS,
    cron: "43 */6 * * *",
  },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;

export const JOB_NAMES = Object.keys(JOBS) as JobName[];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOBS, name);
}

export function jobDefinition(name: JobName): JobDefinition {
  return JOBS[name];
}
