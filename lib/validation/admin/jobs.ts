import { z } from "zod";
import { JOB_NAMES } from "@/lib/jobs/definitions";

export const JOB_MESSAGES = {
  retried: "The job will run again shortly.",
  notFailed: "This job is no longer failed (already retried, or removed).",
  failed: "The job could not be retried. Please try again.",
} as const;

export const retryJobInput = z.object({
  name: z.enum(JOB_NAMES as [string, ...string[]], { error: "Unknown kind of job." }),
  id: z.string().max(64).pipe(z.uuid({ error: "Unknown job." })),
});
