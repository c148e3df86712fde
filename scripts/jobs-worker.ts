/**
 * npm run jobs:worker
 *
 * Runs the background jobs (lib/jobs: the outbox drain, order expiry, payment status check and
 * the cleanups) in a process of their own, without a web server: for a deployment whose web
 * instances run with EMAIL_WORKER=false, and for the drill and the tests that kill a worker.
 * Needs DATABASE_URL. Stops on SIGTERM/SIGINT after the jobs in hand.
 */
import { register } from "node:module";

// The shop's server modules import "server-only", which throws outside a server bundle.
register("./lib/server-only-hooks.mjs", import.meta.url);

async function main() {
  const { env } = await import("@/lib/env");
  const { startJobs, stopJobs } = await import("@/lib/jobs/start");
  const { currentBoss } = await import("@/lib/jobs/boss");
  if (!env().DATABASE_URL) {
    console.error("DATABASE_URL is not set: the job worker needs the shop's database.");
    process.exit(1);
  }
  await startJobs();
  if (!currentBoss()) process.exit(1);
  console.log(`[jobs] worker ${process.pid} ready`);
  const stop = () => {
    void stopJobs().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  // pg-boss's timers keep the process alive.
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
