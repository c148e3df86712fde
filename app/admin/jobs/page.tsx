import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { loadJobsOverview } from "@/lib/data/admin/jobs";
import { PageHeader } from "@/components/admin/ui/page-header";
import { Badge } from "@/components/admin/ui/badges";
import { formatDateTime } from "@/components/admin/ui/format";
import { RetryJobButton } from "@/components/admin/jobs/retry-job-button";

export const metadata: Metadata = { title: "Jobs" };

const SCHEDULE_LABELS: Record<string, string> = {
  "* * * * *": "Every minute",
  "*/2 * * * *": "Every 2 minutes",
  "17 * * * *": "Hourly",
  "43 */6 * * *": "Every 6 hours",
};

/** The background jobs: what waits and runs, and the failed jobs with a Retry; administrators only. */
export default async function JobsPage() {
  await requireAdminPage("jobs");
  const overview = await loadJobsOverview();
  return (
    <div>
      <PageHeader
        title="Jobs"
        description="The work the shop does in the background: sending emails, expiring unpaid orders, checking online payments, cleanups. A job that failed after all its retries is listed here with its last error."
      />
      {!overview.installed ? (
        <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
          The job queue has not started yet. It starts with the site when background jobs are on (EMAIL_WORKER).
        </p>
      ) : (
        <>
          <section aria-labelledby="failed-jobs" className="mb-8">
            <h2 id="failed-jobs" className="mb-3 text-lg font-semibold">
              Failed jobs
            </h2>
            {overview.failed.length === 0 ? (
              <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground" data-testid="no-failed-jobs">
                No failed jobs.
              </p>
            ) : (
              <ul className="space-y-2">
                {overview.failed.map((job) => (
                  <li key={job.id} className="rounded-xl border border-border bg-card p-3 sm:p-4" data-testid="failed-job">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-medium">
                          <Badge tone="red" className="mr-2">
                            Failed
                          </Badge>
                          {job.label}
                        </p>
                        <p className="mt-1 text-xs text-muted-foreground">
                          {job.attempts} attempt{job.attempts === 1 ? "" : "s"} · queued <time dateTime={job.createdAt.toISOString()}>{formatDateTime(job.createdAt)}</time>
                          {job.failedAt && (
                            <>
                              {" "}
                              · failed <time dateTime={job.failedAt.toISOString()}>{formatDateTime(job.failedAt)}</time>
                            </>
                          )}
                        </p>
                      </div>
                      <RetryJobButton name={job.name} id={job.id} label={job.label} />
                    </div>
                    <p className="mt-2 rounded-md bg-muted px-2 py-1.5 font-mono text-xs break-words">{job.lastError}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="job-kinds">
            <h2 id="job-kinds" className="mb-3 text-lg font-semibold">
              Kinds of jobs
            </h2>
            {/* Phones: one card per kind of job; wider screens: the table. */}
            <ul className="space-y-2 sm:hidden">
              {overview.counts.map((row) => (
                <li key={row.name} className="rounded-xl border border-border bg-card p-3 text-sm" data-testid="job-kind">
                  <p className="font-medium">{row.label}</p>
                  <p className="text-xs text-muted-foreground">{row.cron ? (SCHEDULE_LABELS[row.cron] ?? row.cron) : "When asked"}</p>
                  <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
                    <div>
                      <dt className="text-muted-foreground">Waiting</dt>
                      <dd className="tabular-nums">{row.waiting}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Running</dt>
                      <dd className="tabular-nums">{row.active}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Failed</dt>
                      <dd className="tabular-nums">{row.failed > 0 ? <Badge tone="red">{row.failed}</Badge> : 0}</dd>
                    </div>
                  </dl>
                  <p className="mt-2 text-xs text-muted-foreground">
                    Last done: {row.lastCompletedAt ? <time dateTime={row.lastCompletedAt.toISOString()}>{formatDateTime(row.lastCompletedAt)}</time> : "—"}
                  </p>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto rounded-xl border border-border sm:block">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Job
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Runs
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Waiting
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Running
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      Failed
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Last done
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {overview.counts.map((row) => (
                    <tr key={row.name} className="border-t border-border">
                      <th scope="row" className="px-3 py-2 text-left font-medium">
                        {row.label}
                      </th>
                      <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{row.cron ? (SCHEDULE_LABELS[row.cron] ?? row.cron) : "When asked"}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.waiting}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.active}</td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.failed > 0 ? <Badge tone="red">{row.failed}</Badge> : 0}</td>
                      <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                        {row.lastCompletedAt ? <time dateTime={row.lastCompletedAt.toISOString()}>{formatDateTime(row.lastCompletedAt)}</time> : "—"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-xs text-muted-foreground">Failed jobs are kept for at least two days after their last attempt.</p>
          </section>
        </>
      )}
    </div>
  );
}
