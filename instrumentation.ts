/**
 * Runs once when the Next.js server starts: a malformed environment stops it with a clear
 * message; then, when EMAIL_WORKER is true and a database is configured, the background jobs
 * start on the job queue (lib/jobs): the outbox drain, the expiry of unpaid orders, the status
 * check of pending online payments, the cleanup of unclaimed reference photos and the removal
 * of activity-log entries older than a year.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/env");
    const config = env();
    if (config.EMAIL_WORKER && config.DATABASE_URL && process.env.NEXT_PHASE !== "phase-production-build") {
      const { startJobs } = await import("@/lib/jobs/start");
      void startJobs();
    }
  }
}
