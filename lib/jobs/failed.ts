/**
 * Reads of the job queue's tables for the back office: counts per kind of job and the failed
 * jobs (retries used up) with their last error. Raw SQL over pg-boss's job table (JOB_SCHEMA):
 * pg-boss has no call that lists failed jobs across queues with their errors.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { JOB_SCHEMA } from "@/lib/jobs/boss";
import { JOBS, JOB_NAMES, isJobName, type JobName } from "@/lib/jobs/definitions";

export interface JobCounts {
  name: JobName;
  label: string;
  cron: string | null;
  waiting: number;
  active: number;
  failed: number;
  lastCompletedAt: Date | null;
}

export interface FailedJob {
  id: string;
  name: JobName;
  label: string;
  /** Attempts made (the first plus the retries). */
  attempts: number;
  lastError: string;
  createdAt: Date;
  failedAt: Date | null;
}

const MAX_ERROR = 500;

async function installed(client: PrismaClient): Promise<boolean> {
  const [row] = await client.$queryRawUnsafe<{ t: string | null }[]>(`SELECT to_regclass('${JOB_SCHEMA}.job')::text AS t`);
  return Boolean(row?.t);
}

/** Counts per kind of job; null when the queue's schema is not installed yet. */
export async function readJobCounts(client: PrismaClient): Promise<JobCounts[] | null> {
  if (!(await installed(client))) return null;
  const rows = await client.$queryRawUnsafe<{ name: string; waiting: number; active: number; failed: number; last: Date | null }[]>(
    `SELECT name,
            count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
            count(*) FILTER (WHERE state = 'active')::int AS active,
            count(*) FILTER (WHERE state = 'failed')::int AS failed,
            max(completed_on) FILTER (WHERE state = 'completed') AS last
       FROM ${JOB_SCHEMA}.job
      WHERE name = ANY($1::text[])
      GROUP BY name`,
    JOB_NAMES,
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  return JOB_NAMES.map((name) => {
    const def = JOBS[name] as { label: string; cron?: string };
    const row = byName.get(name);
    return {
      name,
      label: def.label,
      cron: def.cron ?? null,
      waiting: row?.waiting ?? 0,
      active: row?.active ?? 0,
      failed: row?.failed ?? 0,
      lastCompletedAt: row?.last ?? null,
    };
  });
}

/** The last error a failed job recorded (pg-boss keeps the thrown error in `output`). */
export function errorText(output: unknown): string {
  if (output && typeof output === "object") {
    const o = output as { message?: unknown; value?: unknown };
    if (typeof o.message === "string" && o.message) return o.message.slice(0, MAX_ERROR);
    if (typeof o.value === "string" && o.value) return o.value.slice(0, MAX_ERROR);
    return JSON.stringify(output).slice(0, MAX_ERROR);
  }
  if (typeof output === "string" && output) return output.slice(0, MAX_ERROR);
  return "No error recorded";
}

/** The failed jobs, newest first (at most `limit`). */
export async function readFailedJobs(client: PrismaClient, limit = 100): Promise<FailedJob[]> {
  if (!(await installed(client))) return [];
  const rows = await client.$queryRawUnsafe<{ id: string; name: string; retry_count: number; output: unknown; created_on: Date; completed_on: Date | null }[]>(
    `SELECT id::text, name, retry_count, output, created_on, completed_on
       FROM ${JOB_SCHEMA}.job
      WHERE state = 'failed'
      ORDER BY completed_on DESC NULLS LAST, created_on DESC
      LIMIT $1::int`,
    Math.max(1, Math.min(limit, 500)),
  );
  return rows
    .filter((r) => isJobName(r.name))
    .map((r) => ({
      id: r.id,
      name: r.name as JobName,
      label: (JOBS[r.name as JobName] as { label: string }).label,
      attempts: r.retry_count + 1,
      lastError: errorText(r.output),
      createdAt: r.created_on,
      failedAt: r.completed_on,
    }));
}
