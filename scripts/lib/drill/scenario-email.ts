/**
 * Drill scenario 3: the email provider fails for a while, then recovers. The servers send
 * through the real Resend SDK to a local recording server (tests/support/resend-recorder.ts)
 * that answers the first requests with 500, 503 or a cut connection after accepting the
 * message (a lost answer). The outbox keeps the emails and retries them 1, 5, 30 minutes later;
 * the drill does not wait those minutes: it runs the outbox's own sender with its clock moved
 * past each retry time, as the worker would when that time comes.
 */
import { sendDueEmails } from "@/lib/email/sender";
import { createResendTransport } from "@/lib/email/transports";
import type { ScriptedAnswer } from "../../../tests/support/resend-recorder";
import { clearCheckoutCounters, scenario, sleep, type DrillContext } from "./context";
import { describeAnswer, newCustomer, placeOrder, artworkLine } from "./shop-client";
import { formatTally, type ScenarioReport } from "./report";

interface OutboxRow {
  id: string;
  idempotency_key: string;
  status: string;
  attempts: number;
}

async function waitForQuietOutbox(ctx: DrillContext, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await ctx.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM email_outbox WHERE status = 'sending' OR (status = 'queued' AND next_attempt_at <= now())`,
    );
    const busy = Number(rows[0].n);
    if (busy === 0 || Date.now() > deadline) return busy;
    await sleep(250);
  }
}

export function emailOutage(ctx: DrillContext, orders = 5): Promise<ScenarioReport> {
  return scenario("the email provider failing for a while, then recovering", async (report) => {
    await clearCheckoutCounters(ctx.pool);
    const stillBusy = await waitForQuietOutbox(ctx);
    if (stillBusy) report.lost.push(`${stillBusy} emails of earlier scenarios were still unsent before the outage`);

    // Every email of these orders fails at its first attempt, some at their second too.
    const emails = orders * 2;
    const outage: ScriptedAnswer[] = Array.from({ length: emails + Math.ceil(emails / 2) }, (_, i) => (["drop", 500, 503] as const)[i % 3]);
    const offset = ctx.recorder.requests.length;
    ctx.recorder.script(...outage);
    report.tried.push(
      `the provider answers the next ${outage.length} requests with failures (${formatTally(outage.map(String))}; "drop" = message accepted, answer lost)`,
    );

    const urls = ctx.stack.instances.map((i) => i.url);
    const answers = await Promise.all(
      Array.from({ length: orders }, (_, i) => placeOrder(urls[i % urls.length], newCustomer("mail"), [artworkLine(ctx.printable[i % ctx.printable.length], "small")])),
    );
    const placed = answers.filter((a) => a.result?.ok === true).map((a) => a.result!.orderNumber!);
    report.tried.push(`${orders} orders placed meanwhile (a confirmation and an administrators' notification each)`);
    if (placed.length !== orders) report.lost.push(`orders not placed: ${answers.filter((a) => !a.result?.ok).map(describeAnswer).join("; ")}`);

    const { rows: orderRows } = await ctx.pool.query<{ id: string }>(`SELECT id FROM orders WHERE order_number = ANY($1)`, [placed]);
    const keys = orderRows.flatMap((o) => [`order-confirmation/${o.id}`, `admin-notification/${o.id}`]);
    const outboxRows = async () =>
      (await ctx.pool.query<OutboxRow>(`SELECT id, idempotency_key, status::text, attempts FROM email_outbox WHERE idempotency_key = ANY($1)`, [keys])).rows;

    // The servers' workers try at once (kicked by each order) and meet the outage.
    const firstTryDeadline = Date.now() + 20_000;
    while (Date.now() < firstTryDeadline) {
      const rows = await outboxRows();
      if (rows.length === keys.length && rows.every((r) => r.attempts >= 1 && r.status !== "sending")) break;
      await sleep(250);
    }
    const afterOutage = await outboxRows();
    report.figures.push(`during the outage: ${formatTally(afterOutage.map((r) => `${r.status} after ${r.attempts} attempt(s)`))}`);

    // Time passes: each round runs the sender at the next retry time.
    const transport = createResendTransport({ apiKey: ctx.resendKey, baseUrl: ctx.recorder.baseUrl, timeoutMs: 5_000 });
    const { rows: clock } = await ctx.pool.query<{ now: Date }>(`SELECT now() AS now`);
    const steps = [2, 10, 45, 180, 900];
    let rounds = 0;
    for (const minutes of steps) {
      const pending = (await outboxRows()).filter((r) => r.status === "queued");
      if (pending.length === 0) break;
      rounds += 1;
      await sendDueEmails({ now: new Date(clock[0].now.getTime() + minutes * 60_000), transport, limit: 100 });
    }
    const final = await outboxRows();
    report.figures.push(`after ${rounds} retry round(s) (clock moved ${steps.slice(0, rounds).join(", ")} minutes on): ${formatTally(final.map((r) => r.status))}`);

    // Exactly once: every email answered 'accepted' by the provider exactly once (a lost answer
    // is retried with the same Idempotency-Key, which the provider does not deliver twice).
    const requests = ctx.recorder.requests.slice(offset);
    const answerOf = (i: number): ScriptedAnswer => outage[i] ?? "ok";
    const accepted = new Map<string, number>();
    const attempts = new Map<string, number>();
    requests.forEach((request, i) => {
      const key = request.idempotencyKey ?? "(none)";
      attempts.set(key, (attempts.get(key) ?? 0) + 1);
      if (answerOf(i) === "ok") accepted.set(key, (accepted.get(key) ?? 0) + 1);
    });
    const delivered = new Map<string, number>();
    for (const d of ctx.recorder.deliveries) {
      const key = d.request.idempotencyKey ?? "(none)";
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
    }
    let deliveredOnce = 0;
    for (const row of final) {
      // The transport sends the outbox row's idempotency key.
      const key = row.idempotency_key;
      const times = delivered.get(key) ?? 0;
      if (row.status !== "sent") report.lost.push(`${key} ended ${row.status} after ${row.attempts} attempt(s)`);
      if (times !== 1) report.lost.push(`${key} was delivered ${times} times`);
      else deliveredOnce += 1;
      if ((accepted.get(key) ?? 0) > 1) report.lost.push(`${key} was sent again after the provider had confirmed it`);
    }
    if (final.length !== keys.length) report.lost.push(`${keys.length - final.length} of the orders' emails are missing from the outbox`);
    const tries = [...attempts.values()];
    report.figures.push(
      `provider saw ${requests.length} requests for ${final.length} emails (${Math.min(...tries)}-${Math.max(...tries)} attempts each); ${deliveredOnce} of ${final.length} delivered exactly once`,
    );
  });
}
