/**
 * The job queue (pg-boss, lib/jobs) on a real PostgreSQL: retries with backoff, one run per
 * schedule occurrence across two instances, the outbox drained through the queue (each email
 * once, at the bounded rate), a worker process killed in the middle of a bulk send (every email
 * delivered exactly once), and the back office's view of failed jobs with its Retry.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { PgBoss } from "pg-boss";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { enqueueEmail, sendDueEmails } from "@/lib/email/outbox";
import { createResendTransport } from "@/lib/email/transports";
import { bossOptions, stopBoss } from "@/lib/jobs/boss";
import { attachWorkers } from "@/lib/jobs/start";
import { enqueueJob } from "@/lib/jobs";
import { readFailedJobs, readJobCounts } from "@/lib/jobs/failed";
import { startResendRecorder, type ResendRecorder } from "@/tests/support/resend-recorder";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

let recorder: ResendRecorder;
const bosses: PgBoss[] = [];

async function newBoss(extra: Parameters<typeof bossOptions>[2] = {}): Promise<PgBoss> {
  const boss = new PgBoss(
    bossOptions(process.env.DATABASE_URL!, "workers", { superviseIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, cronMonitorIntervalSeconds: 1, ...extra }),
  );
  boss.on("error", () => undefined);
  await boss.start();
  bosses.push(boss);
  return boss;
}

beforeAll(async () => {
  recorder = await startResendRecorder();
  process.env.RESEND_API_KEY = "re_jobs_test";
  process.env.RESEND_BASE_URL = recorder.baseUrl;
  process.env.EMAIL_SENDS_PER_MINUTE = "60";
  resetEnvForTests();
  await db.settings.create({
    data: { id: 1, siteName: "Jobs Test Studio", siteDescription: "Test", contactEmail: "studio@example.com", supportEmail: "support@example.com", contactPhone: "+977 980-1111111" },
  });
});

afterEach(async () => {
  await Promise.all(bosses.splice(0).map((b) => b.stop({ graceful: false, close: true }).catch(() => undefined)));
  await stopBoss();
});

afterAll(async () => {
  await recorder?.close();
});

beforeEach(async () => {
  await db.emailOutbox.deleteMany();
  recorder.requests.length = 0;
  recorder.deliveries.length = 0;
});

async function queueEmails(count: number, prefix: string): Promise<void> {
  for (let i = 0; i < count; i++) {
    await db.$transaction((tx) =>
      enqueueEmail(tx, {
        type: "inquiry_reply",
        to: [`${prefix}-${i}@example.com`],
        payload: { name: `Reader ${i}`, email: `${prefix}-${i}@example.com`, serviceType: "commission", replyText: "Thank you", originalMessage: "Hello" },
        idempotencyKey: `${prefix}/${i}`,
      }),
    );
  }
}

/** Raw SQL on the test database (the queue's tables are outside Prisma's schema). */
function bossDb() {
  return { executeSql: async (text: string) => ({ rows: await db.$queryRawUnsafe<Record<string, unknown>[]>(text) }) };
}

function deliveriesByRecipient(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of recorder.deliveries) {
    const to = [d.request.body.to].flat()[0] ?? "";
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

describe("the job queue", () => {
  it("retries a failed job with exponential backoff, then it succeeds", async () => {
    const boss = await newBoss({ schedule: false });
    const attempts: { at: number; retryCount: number }[] = [];
    await attachWorkers(boss, {
      only: ["activity.cleanup"],
      schedules: false,
      handlers: {
        "activity.cleanup": async (_data, job) => {
          attempts.push({ at: Date.now(), retryCount: job.retryCount });
          if (attempts.length < 3) throw new Error(`provider down (attempt ${attempts.length})`);
          return { ok: true };
        },
      },
    });
    // Shorter delays than the shop's (30 s, doubling) so the test sees two backoffs.
    await boss.updateQueue("activity.cleanup", { retryDelay: 1, retryBackoff: true, retryLimit: 4 });
    const id = await boss.send("activity.cleanup", {});
    expect(id).toBeTruthy();
    await waitFor(async () => (await boss.getJobById("activity.cleanup", id!))?.state === "completed", 25_000, "the job to complete");

    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    const job = await boss.getJobById("activity.cleanup", id!);
    expect(job?.retryBackoff).toBe(true);
    // Backoff: the second wait is not shorter than the first, and each is at least the delay.
    const first = attempts[1].at - attempts[0].at;
    const second = attempts[2].at - attempts[1].at;
    expect(first).toBeGreaterThanOrEqual(900);
    expect(second).toBeGreaterThanOrEqual(1_900);
  }, 40_000);

  it("runs a scheduled job once, not once per instance, across two instances", async () => {
    const runs: { instance: number; at: number }[] = [];
    const scheduledAt = Date.now();
    for (const instance of [1, 2]) {
      const boss = await newBoss();
      await attachWorkers(boss, {
        only: ["reference-photos.cleanup"],
        schedules: false,
        handlers: { "reference-photos.cleanup": async () => void runs.push({ instance, at: Date.now() }) },
      });
      // Every second (6-field cron), set by both instances as each would at start: each
      // instance's cron pass finds an occurrence due every second.
      await boss.schedule("reference-photos.cleanup", "* * * * * *", {}, { tz: "UTC" });
    }
    await sleep(8_000);
    // The schedule ends, then a cron pass already under way has time to file its job: every job
    // counted below was filed before `ended`. (Counted while the schedule still ran, a minute
    // that began in the second and a half between `ended` and the count filed a job the slots
    // did not include, and a job filed just before it might not have run yet.)
    await bosses[0].unschedule("reference-photos.cleanup");
    await sleep(2_500);
    const ended = Date.now();
    // Each job filed has been run (the workers fetch every second or two).
    await waitFor(
      async () => {
        const { rows: waiting } = await bossDb().executeSql(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'reference-photos.cleanup' AND state IN ('created', 'retry', 'active')`,
        );
        return waiting[0].n === 0;
      },
      15_000,
      "every filed job to run",
    );
    // pg-boss files each occurrence under one key per 60-second slot, whichever instance sends
    // it: one job per slot, each run once, never one per instance.
    const { rows } = await bosses[0].getDb().executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'reference-photos.cleanup'`);
    const slots = Math.floor(ended / 60_000) - Math.floor(scheduledAt / 60_000) + 1;
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
    expect(rows[0].n).toBeLessThanOrEqual(slots);
    expect(runs.length).toBe(rows[0].n);
  }, 40_000);

  it("drains the outbox through the queue: each email sent once, at the bounded rate", async () => {
    await queueEmails(25, "drain");
    for (let i = 0; i < 2; i++) {
      const boss = await newBoss({ schedule: false });
      await attachWorkers(boss, { only: ["email.outbox"], schedules: false });
    }
    // Kicks from both instances at once: one drain per throttle slot all the same.
    await Promise.all([enqueueJob("email.outbox"), enqueueJob("email.outbox"), enqueueJob("email.outbox")]);
    await waitFor(async () => (await db.emailOutbox.count({ where: { status: "sent" } })) === 25, 50_000, "every email sent");
    // The last drain marks its emails sent before the queue marks the drain itself completed: wait
    // for that too, or the count below can miss it (it read 2 drains once, the third still active).
    await waitFor(
      async () => {
        const { rows } = await bosses[0].getDb().executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'email.outbox' AND state = 'active'`);
        return rows[0].n === 0;
      },
      20_000,
      "every drain finished",
    );
    // 60 emails a minute: one drain per 10-second slot, each sending at most 10, so 25 emails
    // take three drains in three slots: 10 seconds at least from the first send to the last.
    const { rows: drains } = await bosses[0].getDb().executeSql(
      `SELECT count(*)::int AS n, count(DISTINCT singleton_on)::int AS slots, max(singleton_on) - min(singleton_on) AS span
         FROM pgboss.job WHERE name = 'email.outbox' AND state = 'completed' AND (output->>'claimed')::int > 0`,
    );
    expect(drains[0].n).toBe(3);
    expect(drains[0].slots).toBe(3);
    const sent = await db.emailOutbox.findMany({ select: { sentAt: true } });
    const times = sent.map((r) => r.sentAt!.getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(9_000);
    expect(recorder.requests.length).toBe(25);
    const counts = deliveriesByRecipient();
    expect(counts.size).toBe(25);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 70_000);
});

describe("enqueueJob in the caller's transaction", () => {
  it("keeps the job only when the transaction commits", async () => {
    const committed = await db.$transaction(async (tx) => {
      await tx.settings.update({ where: { id: 1 }, data: { siteDescription: "Committed" } });
      return enqueueJob("activity.cleanup", { marker: "committed" }, { tx });
    });
    await expect(
      db.$transaction(async (tx) => {
        await enqueueJob("activity.cleanup", { marker: "rolled-back" }, { tx });
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    const rows = await db.$queryRawUnsafe<{ id: string; marker: string }[]>(
      `SELECT id::text, data->>'marker' AS marker FROM pgboss.job WHERE name = 'activity.cleanup' AND data ? 'marker'`,
    );
    expect(rows).toEqual([{ id: committed, marker: "committed" }]);
  });
});

describe("a worker process killed in the middle of a bulk send", () => {
  let child: ChildProcess | null = null;

  function startWorker(): Promise<ChildProcess> {
    // node itself with tsx's loader (not the tsx launcher, whose own child would outlive a SIGKILL).
    const proc = spawn(process.execPath, ["--import", "tsx", "scripts/jobs-worker.ts"], {
      env: { ...process.env, EMAIL_SENDS_PER_MINUTE: "1200" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    return new Promise((resolve, reject) => {
      let out = "";
      proc.stdout!.on("data", (c: Buffer) => {
        out += c.toString();
        if (out.includes("ready")) resolve(proc);
      });
      proc.stderr!.on("data", (c: Buffer) => (out += c.toString()));
      proc.once("exit", (code) => reject(new Error(`worker exited ${code}: ${out}`)));
    });
  }

  afterEach(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
  });

  it("delivers every email exactly once", async () => {
    const total = 200;
    await queueEmails(total, "bulk");
    child = await startWorker();
    await waitFor(() => recorder.deliveries.length >= 40, 30_000, "the bulk send to start");
    child.kill("SIGKILL");
    await new Promise((r) => child!.once("exit", r));
    const atKill = recorder.deliveries.length;
    expect(atKill).toBeLessThan(total);

    child = await startWorker();
    // The rows the killed worker held ('sending') wait STUCK_AFTER_MS; the rest go out now.
    // The killed drain holds the queue (one drain at a time) until its missed heartbeat is found.
    await waitFor(async () => (await db.emailOutbox.count({ where: { status: "queued" } })) === 0, 100_000, "the queued emails sent");
    child.kill("SIGTERM");
    await new Promise((r) => child!.once("exit", r));
    const stuck = await db.emailOutbox.count({ where: { status: "sending" } });
    // Time passes: the outbox puts the abandoned rows back and sends them again with the same
    // idempotency key, as the worker does when their time comes.
    const [{ now }] = await db.$queryRaw<{ now: Date }[]>`SELECT now() AS now`;
    await sendDueEmails({ now: new Date(now.getTime() + 16 * 60_000), limit: 50, transport: createResendTransport({ apiKey: "re_jobs_test", baseUrl: recorder.baseUrl }) });
    await sendDueEmails({ now: new Date(now.getTime() + 16 * 60_000), limit: 50, transport: createResendTransport({ apiKey: "re_jobs_test", baseUrl: recorder.baseUrl }) });

    expect(await db.emailOutbox.count({ where: { status: "sent" } })).toBe(total);
    const counts = deliveriesByRecipient();
    expect(counts.size).toBe(total);
    expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    // The worker process ran the other kinds of jobs too, outside Next.js: none of them failed
    // (the drain that was killed is retried, as it should be).
    const { rows: broken } = await bossDb().executeSql(`SELECT name, output FROM pgboss.job WHERE state IN ('failed', 'retry') AND name <> 'email.outbox'`);
    expect(broken).toEqual([]);
    // Sent again only where the killed worker had claimed a row and not marked it.
    expect(recorder.requests.length).toBeLessThanOrEqual(total + stuck);
  }, 180_000);
});

describe("failed jobs in the back office", () => {
  afterEach(() => signOutForTests());

  it("lists a failed job with its error and attempts, and Retry runs it again", async () => {
    const boss = await newBoss({ schedule: false });
    // Jobs and schedules of the worker processes above are not this test's.
    await db.$executeRawUnsafe(`DELETE FROM pgboss.schedule`);
    await db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = 'payments.status-check'`);
    let calls = 0;
    await attachWorkers(boss, {
      only: ["payments.status-check"],
      schedules: false,
      handlers: {
        "payments.status-check": async () => {
          calls++;
          if (calls === 1) throw new Error("Khalti lookup answered 502");
          return {};
        },
      },
    });
    const id = await boss.send("payments.status-check", {}, { retryLimit: 0 });
    await waitFor(async () => (await boss.getJobById("payments.status-check", id!))?.state === "failed", 15_000, "the job to fail").catch(async (err) => {
      console.error(id, calls, await bossDb().executeSql(`SELECT id, name, state, retry_count, output FROM pgboss.job WHERE name = 'payments.status-check'`));
      throw err;
    });

    const { loadJobsOverview } = await import("@/lib/data/admin/jobs");
    const { retryJob } = await import("@/lib/actions/admin/jobs");
    const admin = await createProfile("jobs-admin@example.com", "admin");
    const helper = await createProfile("jobs-helper@example.com", "assistant");

    signInAs(helper);
    await expect(loadJobsOverview()).rejects.toThrow();
    const refused = await retryJob({ name: "payments.status-check", id });
    expect(refused.ok).toBe(false);
    expect((await boss.getJobById("payments.status-check", id!))?.state).toBe("failed");

    signInAs(admin);
    const overview = await loadJobsOverview();
    const failed = overview.failed.find((j) => j.id === id);
    expect(failed).toMatchObject({ name: "payments.status-check", attempts: 1, lastError: "Khalti lookup answered 502" });
    expect(failed?.failedAt).toBeInstanceOf(Date);
    expect(overview.counts.find((c) => c.name === "payments.status-check")?.failed).toBe(1);

    const bad = await retryJob({ name: "payments.status-check", id: "not-a-uuid" });
    expect(bad.ok).toBe(false);
    const result = await retryJob({ name: "payments.status-check", id });
    expect(result).toMatchObject({ ok: true });
    await waitFor(async () => (await boss.getJobById("payments.status-check", id!))?.state === "completed", 15_000, "the retried job to complete");
    expect(calls).toBe(2);
    expect((await readFailedJobs(db)).some((j) => j.id === id)).toBe(false);
    expect((await readJobCounts(db))?.find((c) => c.name === "payments.status-check")?.failed).toBe(0);

    const again = await retryJob({ name: "payments.status-check", id });
    expect(again.ok).toBe(false);
  }, 40_000);
});
