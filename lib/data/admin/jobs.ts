/**
 * The back office's view of the background jobs (administrators only): each kind of job with
 * what waits, runs and failed, and the failed jobs with their last error. Read straight from the
 * job queue's tables (schema JOB_SCHEMA, kept by pg-boss).
 */
import "server-only";
import { db } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import { readFailedJobs, readJobCounts, type FailedJob, type JobCounts } from "@/lib/jobs/failed";

export type { FailedJob, JobCounts } from "@/lib/jobs/failed";

export interface JobsOverview {
  /** False until the queue's schema exists (no instance has started the jobs yet). */
  installed: boolean;
  counts: JobCounts[];
  failed: FailedJob[];
}

export async function loadJobsOverview(): Promise<JobsOverview> {
  await requireAdmin("jobs");
  const counts = await readJobCounts(db);
  if (!counts) return { installed: false, counts: [], failed: [] };
  return { installed: true, counts, failed: await readFailedJobs(db) };
}
