/**
 * What each kind of job does (the kinds and their queue rules: lib/jobs/definitions.ts). A
 * handler throws to fail the attempt: the job queue retries it with backoff, and after the last
 * retry it shows in the back office (Jobs) with its error.
 */
import type { JobName } from "@/lib/jobs/definitions";

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  signal: AbortSignal;
}

export type JobHandler = (data: Record<string, unknown>, job: JobContext) => Promise<unknown>;

export const JOB_HANDLERS: Record<JobName, JobHandler> = {
  "email.outbox": async () => {
    const { drainOutboxOnce, emailsPerDrain } = await import("@/lib/email/worker");
    const result = await drainOutboxOnce(emailsPerDrain());
    if (result.more) {
      // More is due than this slot's share: the next drain goes into the next throttle slot.
      const { enqueueJob } = await import("@/lib/jobs");
      await enqueueJob("email.outbox");
    }
    return result;
  },
  "orders.expire": async () => {
    const { expireLapsedOrders } = await import("@/lib/orders/expiry");
    const expired = await expireLapsedOrders();
    return { expired: expired.length };
  },
  "payments.status-check": async () => {
    const { runPaymentStatusCheck } = await import("@/lib/payments/status-worker");
    await runPaymentStatusCheck();
    return {};
  },
  "reference-photos.cleanup": async () => {
    const { runReferencePhotoCleanup } = await import("@/lib/orders/reference-photo-cleanup");
    return { removed: await runReferencePhotoCleanup() };
  },
  "activity.cleanup": async () => {
    const { runActivityCleanup } = await import("@/lib/activity/retention");
    return { removed: await runActivityCleanup() };
  },
};
