/**
 * `npm run email:drain`: sends every email that is due (queued, retry time reached) and exits.
 * For cron when EMAIL_WORKER=false, or to flush the outbox by hand. Without DATABASE_URL it
 * works on the embedded database of `npm run dev`. Safe to run while web
 * servers also send: rows are claimed with SKIP LOCKED and carry idempotency keys.
 * Exit code 1 when the database cannot be reached or some emails failed for good in this run.
 */
import { scriptDatabase } from "./lib/local-database";

async function main() {
  const { EnvError } = await import("@/lib/env");
  let database;
  try {
    database = await scriptDatabase("email:drain");
  } catch (err) {
    console.error(err instanceof EnvError ? err.message : `email:drain: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  const { db } = await import("@/lib/db");
  const { sendDueEmails } = await import("@/lib/email/sender");
  const total = { claimed: 0, sent: 0, deliveredLocally: 0, retried: 0, failed: 0, recovered: 0 };
  try {
    for (let round = 0; round < 1000; round++) {
      const s = await sendDueEmails({ limit: 10 });
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += s[key];
      if (s.claimed < 10) break;
    }
  } finally {
    await db.$disconnect();
    await database.release();
  }
  const queued = total.retried ? `, ${total.retried} to retry later` : "";
  console.log(
    `email:drain: ${total.claimed} due, ${total.sent} sent, ${total.deliveredLocally} kept locally (no RESEND_API_KEY)${queued}, ` +
      `${total.failed} failed${total.recovered ? `, ${total.recovered} interrupted sends requeued` : ""}.`,
  );
  process.exit(total.failed ? 1 : 0);
}

main().catch((err) => {
  console.error("email:drain failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
