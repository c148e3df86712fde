/**
 * Drill scenario 8: both instances killed (SIGKILL by PID) in the middle of a bulk send. 200
 * emails are queued in the outbox at once, as a mailing-list send does (one row per recipient,
 * each with its own idempotency key), and the job queue's outbox drain is kicked. Once the
 * recording Resend server has seen some of them delivered, every server is killed, wherever its
 * drain was; then the servers start again and their job queue finishes the send.
 *
 * Rows the killed drain had claimed ('sending') are put back by the outbox after 15 minutes and
 * sent again with the same idempotency key; the drill does not wait those minutes: it runs the
 * outbox's own sender with its clock moved past them, as the worker does when that time comes.
 * Exactly once: every recipient delivered once by the provider, none answered 'accepted' twice.
 */
import { db } from "@/lib/db";
import { enqueueEmail, sendDueEmails } from "@/lib/email/outbox";
import { createResendTransport } from "@/lib/email/transports";
import { enqueueJob } from "@/lib/jobs";
import { stopBoss } from "@/lib/jobs/boss";
import { scenario, sleep, type DrillContext } from "./context";
import { formatTally, type ScenarioReport } from "./report";

export function bulkSendKilled(ctx: DrillContext, emails = 200): Promise<ScenarioReport> {
  return scenario("every instance killed in the middle of a bulk send of 200 emails", async (report) => {
    const run = Date.now().toString(36);
    const requestOffset = ctx.recorder.requests.length;
    const deliveryOffset = ctx.recorder.deliveries.length;
    const keys = Array.from({ length: emails }, (_, i) => `drill-bulk/${run}/${i}`);
    for (const [i, key] of keys.entries()) {
      await db.$transaction((tx) =>
        enqueueEmail(tx, {
          type: "inquiry_reply",
          to: [`bulk-${run}-${i}@example.com`],
          payload: { name: `Collector ${i}`, email: `bulk-${run}-${i}@example.com`, serviceType: "other", replyText: "New works are up.", originalMessage: "Keep me posted" },
          idempotencyKey: key,
        }),
      );
    }
    await enqueueJob("email.outbox");
    report.tried.push(`${emails} emails queued in the outbox at once (one per recipient), the job queue's drain kicked`);

    const delivered = () => ctx.recorder.deliveries.length - deliveryOffset;
    const deadline = Date.now() + 60_000;
    while (delivered() < emails / 5 && Date.now() < deadline) await sleep(20);
    const atKill = delivered();
    const pids = ctx.stack.instances.map((i) => i.pid);
    await Promise.all(ctx.stack.instances.map((i) => i.kill("SIGKILL")));
    report.tried.push(`every instance killed with SIGKILL (PIDs ${pids.join(", ")}) after ${atKill} of ${emails} were delivered`);
    if (atKill === 0) report.lost.push("no email was sent within a minute of the kick");

    await Promise.all(ctx.stack.instances.map((instance) => instance.start()));
    report.tried.push("the instances started again");

    const countByStatus = async () => {
      const { rows } = await ctx.pool.query<{ status: string; n: string }>(
        `SELECT status::text, count(*) AS n FROM email_outbox WHERE idempotency_key = ANY($1) GROUP BY status`,
        [keys],
      );
      return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
    };
    const finishBy = Date.now() + 120_000;
    let counts = await countByStatus();
    while ((counts.queued ?? 0) > 0 && Date.now() < finishBy) {
      await sleep(500);
      counts = await countByStatus();
    }
    report.figures.push(`after the restart: ${formatTally(Object.entries(counts).flatMap(([s, n]) => Array(n).fill(s)))}`);

    const stuck = counts.sending ?? 0;
    if (stuck > 0) {
      const { rows: clock } = await ctx.pool.query<{ now: Date }>(`SELECT now() AS now`);
      const transport = createResendTransport({ apiKey: ctx.resendKey, baseUrl: ctx.recorder.baseUrl, timeoutMs: 5_000 });
      await sendDueEmails({ now: new Date(clock[0].now.getTime() + 16 * 60_000), transport, limit: 100 });
      report.figures.push(`${stuck} email(s) the killed drain had claimed, sent again 15 minutes later with their idempotency key`);
    }
    const final = await countByStatus();
    if ((final.sent ?? 0) !== emails) report.lost.push(`${emails - (final.sent ?? 0)} of ${emails} not sent: ${JSON.stringify(final)}`);

    const deliveredByKey = new Map<string, number>();
    for (const d of ctx.recorder.deliveries.slice(deliveryOffset)) {
      const key = d.request.idempotencyKey ?? "(none)";
      deliveredByKey.set(key, (deliveredByKey.get(key) ?? 0) + 1);
    }
    const twice = keys.filter((k) => (deliveredByKey.get(k) ?? 0) > 1);
    const never = keys.filter((k) => !deliveredByKey.has(k));
    if (twice.length) report.lost.push(`${twice.length} recipient(s) got the email twice`);
    if (never.length) report.lost.push(`${never.length} recipient(s) got nothing`);
    const requests = ctx.recorder.requests.slice(requestOffset).filter((r) => r.idempotencyKey?.startsWith(`drill-bulk/${run}/`)).length;
    report.figures.push(`provider saw ${requests} requests for ${emails} emails; ${emails - twice.length - never.length} of ${emails} delivered exactly once`);
    await stopBoss();
  });
}
