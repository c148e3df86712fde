/**
 * npm run drill [-- --build] [-- --only 1,3]
 *
 * The reliability drill: the production build served by two instances on one embedded
 * PostgreSQL with demo content (scripts/lib/prod-stack.ts), emails sent through the Resend SDK
 * to a local recording server, and eight things that go wrong in real life:
 *
 *  1. 50 customers checking out the same original at once: exactly one order, the others told so;
 *  2. the same order submitted twice with one idempotency key (after a lost answer, and as a
 *     double tap on two instances at once): one order;
 *  3. the email provider failing for a while, then recovering: every email delivered exactly once;
 *  4. PostgreSQL stopped and restarted in the middle of a load of orders: no partial order, clear
 *     errors within a bound while it is down, recovery without restarting anything;
 *  5. one of two instances killed (SIGKILL) under load: the other keeps serving;
 *  6. every public form and action fed malformed payloads: a validation message every time,
 *     never a 5xx, nothing stored;
 *  7. the jam: 10 addresses post hundreds of checkouts of a sold work and contact messages, and a
 *     buyer and a writer from an 11th address still buy and write;
 *  8. every instance killed (SIGKILL) in the middle of a bulk send of 200 emails through the job
 *     queue: after the restart each recipient has the email exactly once.
 *
 * It prints what was tried, what was seen and what was lost, and exits 1 when anything was lost.
 * It needs a production build (`npm run build`; `--build` makes one first). About 2 minutes.
 */
import fs from "node:fs";
import path from "node:path";
import { orderIntegrityProblems, recordIntegrity } from "./lib/drill/integrity";
import { loadCatalogue, newPool, uploadsDirOf, type DrillContext } from "./lib/drill/context";
import { formatReport, type ScenarioReport } from "./lib/drill/report";
import { concurrentCheckouts, repeatedSubmission } from "./lib/drill/scenarios-orders";
import { emailOutage } from "./lib/drill/scenario-email";
import { databaseRestart, instanceKilled } from "./lib/drill/scenario-outages";
import { malformedPayloads } from "./lib/drill/scenario-malformed";
import { jam } from "./lib/drill/scenario-jam";
import { bulkSendKilled } from "./lib/drill/scenario-bulk-send";
import { buildProduction, hasProductionBuild, startStack } from "./lib/prod-stack";
import { startResendRecorder } from "../tests/support/resend-recorder";

/** The servers' output of the last run, for a look after a loss. */
const LOG_DIR = path.join(process.cwd(), ".data", "drill-logs");

const SCENARIOS: ((ctx: DrillContext) => Promise<ScenarioReport>)[] = [
  (ctx) => concurrentCheckouts(ctx, 50),
  repeatedSubmission,
  emailOutage,
  databaseRestart,
  instanceKilled,
  malformedPayloads,
  jam,
  bulkSendKilled,
];

function selected(): Set<number> {
  const i = process.argv.indexOf("--only");
  if (i < 0) return new Set(SCENARIOS.map((_, n) => n + 1));
  return new Set(
    (process.argv[i + 1] ?? "")
      .split(",")
      .map(Number)
      .filter((n) => n >= 1 && n <= SCENARIOS.length),
  );
}

async function main() {
  const started = Date.now();
  if (process.argv.includes("--build") || !hasProductionBuild()) {
    if (!process.argv.includes("--build")) throw new Error("No production build: run `npm run build` first (or `npm run drill -- --build`).");
    buildProduction();
  }
  fs.rmSync(LOG_DIR, { recursive: true, force: true });
  const recorder = await startResendRecorder();
  const resendKey = "re_drill_local_recorder";
  const stack = await startStack({
    instances: 2,
    seed: "demo",
    // No scenario looks at pictures: the demo artworks without their drawn images start faster.
    images: false,
    logDir: LOG_DIR,
    // A quicker send rate than the default 120 a minute, so the bulk send of scenario 8 is under way
    // in seconds.
    env: { RESEND_API_KEY: resendKey, RESEND_BASE_URL: recorder.baseUrl, EMAIL_SENDS_PER_MINUTE: "600" },
  });
  const pool = newPool(stack.databaseUrl);
  const reports: ScenarioReport[] = [];
  try {
    const catalogue = await loadCatalogue(pool);
    const ctx: DrillContext = {
      stack,
      pool,
      recorder,
      resendKey,
      uploadsDir: uploadsDirOf(stack),
      ...catalogue,
      log: (line) => process.stderr.write(`[drill] ${line}\n`),
    };
    const only = selected();
    for (const [n, run] of SCENARIOS.entries()) if (only.has(n + 1)) reports.push(await run(ctx));

    // Whatever happened, every order in the database must be whole at the end.
    const problems = await orderIntegrityProblems(pool, ctx.uploadsDir);
    const { rows } = await pool.query<{ orders: string; lines: string; emails: string }>(
      `SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM order_lines) AS lines,
              (SELECT count(*) FROM email_outbox) AS emails`,
    );
    const final: ScenarioReport = {
      title: "every order in the database at the end",
      tried: ["lines present, totals equal to their lines, reservations held by open orders only, each screenshot stored and no screenshot without its order"],
      figures: [`${rows[0].orders} orders, ${rows[0].lines} lines, ${rows[0].emails} emails in the outbox`],
      lost: [],
      seconds: 0,
    };
    recordIntegrity(final, problems);
    reports.push(final);
  } finally {
    await pool.end().catch(() => undefined);
    const peak = stack.peakRssBytes();
    await stack.stop();
    await recorder.close();
    const header = [
      `Reliability drill — ${new Date().toISOString()} — production build, ${stack.instances.length} instances on one PostgreSQL, demo data`,
      `Peak memory of the servers together: ${Math.round(peak / 1024 / 1024)} MB; whole run ${((Date.now() - started) / 1000).toFixed(0)} s; server output in ${path.relative(process.cwd(), LOG_DIR)}/`,
    ];
    console.log(formatReport(reports, header));
  }
  const lost = reports.reduce((n, r) => n + r.lost.length, 0);
  process.exit(lost === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
