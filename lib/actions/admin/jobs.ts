"use server";
/**
 * Retry of a failed background job (administrators only): the job goes back in its queue with
 * its retries counted anew, and runs as soon as a worker is free.
 */
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { retryFailedJob } from "@/lib/jobs/retry";
import { JOB_MESSAGES, retryJobInput } from "@/lib/validation/admin/jobs";
import type { JobName } from "@/lib/jobs/definitions";

export const retryJob = adminAction(
  retryJobInput,
  async ({ name, id }) => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    const retried = await retryFailedJob(name as JobName, id);
    if (!retried) throw new AdminActionError(JOB_MESSAGES.notFailed);
    return withMessage({ id }, JOB_MESSAGES.retried);
  },
  { failureMessage: JOB_MESSAGES.failed, permission: "jobs" },
);
