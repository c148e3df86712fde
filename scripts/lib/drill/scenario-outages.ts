/**
 * Drill scenarios 4 and 5: PostgreSQL stopped and restarted in the middle of a load of orders,
 * and one of two instances killed while it serves visitors.
 */
import { performance } from "node:perf_hooks";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout-rules";
import { clearCheckoutCounters, scenario, sleep, type DrillContext } from "./context";
import { orderIntegrityProblems, recordIntegrity } from "./integrity";
import { formatTally, latencies, ms, type ScenarioReport } from "./report";
import {
  artworkLine,
  checkoutForm,
  describeAnswer,
  newCustomer,
  newIdempotencyKey,
  submitCheckout,
  type CartLine,
  type CheckoutAnswer,
  type Customer,
} from "./shop-client";

/**
 * The answers a buyer may get while the database is down: failed (nothing stored), or "we could
 * not tell" for the order or for its payment screenshot (it may have been stored).
 */
const EXPECTED_REFUSALS = new Set<string>([CHECKOUT_MESSAGES.orderFailed, CHECKOUT_MESSAGES.orderUnknown, CHECKOUT_MESSAGES.paymentUnknown]);

/** Longest acceptable wait for an answer while the database is down. */
const ANSWER_BOUND_MS = 20_000;

interface Attempt {
  customer: Customer;
  lines: CartLine[];
  key: string;
  url: string;
  startedAt: number;
  answer: CheckoutAnswer;
}

interface HealthSample {
  at: number;
  status: number;
  ms: number;
}

/** Polls /api/health on every instance until stopped. */
function healthPoller(urls: string[], everyMs: number) {
  const samples = new Map<string, HealthSample[]>(urls.map((u) => [u, []]));
  let running = true;
  const loops = urls.map(async (url) => {
    while (running) {
      const t = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(ANSWER_BOUND_MS) });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      samples.get(url)!.push({ at: t, status, ms: performance.now() - t });
      await sleep(everyMs);
    }
  });
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export function databaseRestart(ctx: DrillContext, maxOrders = 45, concurrency = 6): Promise<ScenarioReport> {
  return scenario("PostgreSQL stopped and restarted in the middle of a load of orders", async (report) => {
    await clearCheckoutCounters(ctx.pool);
    const urls = ctx.stack.instances.map((i) => i.url);
    // A few orders hold an original as well as a print, so reservations are part of what must stay whole.
    const originals = ctx.originals.splice(0, Math.min(6, ctx.originals.length));
    let made = 0;
    const nextJob = () => {
      const i = made++;
      const lines = [artworkLine(ctx.printable[i % ctx.printable.length], "small")];
      if (i < originals.length) lines.push(artworkLine(originals[i]));
      return { customer: newCustomer("pg"), lines, key: newIdempotencyKey(), url: urls[i % urls.length] };
    };
    const attempts: Attempt[] = [];
    const origin = performance.now();
    const health = healthPoller(urls, 300);

    let stoppedAt = 0;
    let restartBegunAt = 0;
    let startedAt = 0;
    // The database goes away once orders are flowing (a few placed), so some are in flight.
    const outage = (async () => {
      const flowing = performance.now() + 10_000;
      while (attempts.filter((a) => a.answer.result?.ok).length < 4 && performance.now() < flowing) await sleep(100);
      await ctx.stack.postgres.stop();
      stoppedAt = performance.now();
      await sleep(5_000);
      restartBegunAt = performance.now();
      await ctx.stack.postgres.start();
      startedAt = performance.now();
    })();

    // Orders keep coming until 3 s after the restart, at most maxOrders (with their retries below
    // the checkout's overall limit of 100 an hour).
    const loadGoesOn = () => made < maxOrders && (!startedAt || performance.now() < startedAt + 3_000);
    const workers = Array.from({ length: concurrency }, async () => {
      while (loadGoesOn()) {
        const job = nextJob();
        const begun = performance.now();
        const answer = await submitCheckout(job.url, job.customer, checkoutForm(job.customer, job.lines, job.key), ANSWER_BOUND_MS + 10_000);
        attempts.push({ ...job, startedAt: begun, answer });
        // Keep the load spread over the outage.
        await sleep(250);
      }
    });
    await Promise.all([...workers, outage]);
    // The first order placed after the restart; without one yet, orders go on until there is.
    let firstSuccessAfterRestart = Math.min(
      ...attempts.filter((a) => a.answer.result?.ok && a.startedAt >= startedAt).map((a) => a.startedAt + a.answer.ms),
    );
    if (!Number.isFinite(firstSuccessAfterRestart)) firstSuccessAfterRestart = 0;
    const deadline = performance.now() + 20_000;
    while (!firstSuccessAfterRestart && performance.now() < deadline) {
      const customer = newCustomer("pg");
      const job = { customer, lines: [artworkLine(ctx.printable[0], "small")], key: newIdempotencyKey(), url: urls[attempts.length % urls.length] };
      const begun = performance.now();
      const answer = await submitCheckout(job.url, customer, checkoutForm(customer, job.lines, job.key), ANSWER_BOUND_MS + 10_000);
      attempts.push({ ...job, startedAt: begun, answer });
      if (answer.result?.ok) firstSuccessAfterRestart = performance.now();
      else await sleep(500);
    }
    await sleep(1_000);
    await health.stop();

    const during = attempts.filter((a) => a.startedAt + a.answer.ms >= stoppedAt && a.startedAt <= startedAt);
    report.tried.push(
      `${attempts.length} orders from ${attempts.length} customers, ${concurrency} at a time over ${urls.length} instance(s); PostgreSQL stopped ${ms(stoppedAt - origin)} in, started again ${ms(startedAt - stoppedAt)} later`,
    );
    const placedBefore = attempts.filter((a) => a.answer.result?.ok && a.startedAt + a.answer.ms < stoppedAt).length;
    report.figures.push(`answers: ${formatTally(attempts.map((a) => (a.answer.result?.ok ? "order placed" : `"${describeAnswer(a.answer)}"`)))} (${placedBefore} placed before the stop)`);
    const sentWhileDown = during.filter((a) => a.startedAt >= stoppedAt);
    const inFlight = during.filter((a) => a.startedAt < stoppedAt);
    report.figures.push(
      `orders sent while it was down: ${sentWhileDown.length}, answered in ${latencies(sentWhileDown.map((a) => a.answer.ms))}; in flight when it stopped: ${inFlight.length}, ${latencies(inFlight.map((a) => a.answer.ms))}`,
    );
    for (const [url, samples] of health.samples) {
      // Certainly down: after the stop returned and before the restart began.
      const down = samples.filter((s) => s.at >= stoppedAt && s.at + s.ms <= restartBegunAt);
      const after = samples.find((s) => s.at > startedAt && s.status === 200);
      report.figures.push(
        `${url}/api/health while down: ${formatTally(down.map((s) => String(s.status)))} (${latencies(down.map((s) => s.ms))}); 200 again ${after ? ms(after.at - startedAt) : "never"} after the restart`,
      );
      if (!after) report.lost.push(`${url} did not report the database up again`);
      if (down.some((s) => s.status !== 503)) report.lost.push(`${url}/api/health answered ${formatTally(down.map((s) => String(s.status)))} while the database was down (503 expected)`);
    }
    report.figures.push(`first order placed ${firstSuccessAfterRestart ? ms(firstSuccessAfterRestart - startedAt) : "never"} after the restart, no server restarted`);
    if (!firstSuccessAfterRestart) report.lost.push("no order could be placed after PostgreSQL came back");

    for (const a of attempts) {
      const result = a.answer.result;
      if (a.answer.status !== 200 || !result) report.lost.push(`no clear answer: ${describeAnswer(a.answer)} after ${ms(a.answer.ms)}`);
      else if (!result.ok && !EXPECTED_REFUSALS.has(result.message ?? "")) {
        report.lost.push(`unexpected refusal: "${result.message}"`);
      }
      if (a.answer.ms > ANSWER_BOUND_MS) report.lost.push(`an answer took ${ms(a.answer.ms)} (bound ${ms(ANSWER_BOUND_MS)})`);
    }

    // What failed is retried with the same key (the checkout form keeps it): placed once, never twice.
    const failed = attempts.filter((a) => !a.answer.result?.ok);
    const before = await ctx.pool.query<{ key: string }>(`SELECT idempotency_key AS key FROM orders WHERE idempotency_key = ANY($1)`, [failed.map((f) => f.key)]);
    // A buyer is never told an order failed when it was stored: for those the answer is the
    // order, or "we could not tell".
    const storedKeys = new Set(before.rows.map((r) => r.key));
    const toldFailed = failed.filter((f) => storedKeys.has(f.key) && f.answer.result?.message === CHECKOUT_MESSAGES.orderFailed);
    for (const f of toldFailed) report.lost.push(`told "failed" for an order that was stored (${f.customer.email})`);
    report.figures.push(
      `refusals: ${formatTally(failed.map((f) => (f.answer.result?.message === CHECKOUT_MESSAGES.orderUnknown || f.answer.result?.message === CHECKOUT_MESSAGES.paymentUnknown ? "could not tell" : f.answer.result?.message === CHECKOUT_MESSAGES.orderFailed ? "failed" : "other")))}`,
    );
    const retries = await Promise.all(failed.map((f) => submitCheckout(f.url, f.customer, checkoutForm(f.customer, f.lines, f.key))));
    const retriedOk = retries.filter((r) => r.result?.ok).length;
    report.figures.push(
      `${failed.length} refused during the outage (${before.rowCount} of them had been stored after all); retried with their keys: ${retriedOk} placed`,
    );
    retries.forEach((r, i) => {
      if (!r.result?.ok) report.lost.push(`retry of a refused order failed: ${describeAnswer(r)} (${failed[i].customer.email})`);
    });
    const placed = attempts.filter((a) => a.answer.result?.ok).map((a) => a.key).concat(failed.map((f) => f.key));
    const { rows } = await ctx.pool.query<{ key: string; n: string }>(
      `SELECT idempotency_key AS key, count(*) AS n FROM orders WHERE idempotency_key = ANY($1) GROUP BY 1`,
      [placed],
    );
    const stored = new Map(rows.map((r) => [r.key, Number(r.n)]));
    for (const key of placed) if (stored.get(key) !== 1) report.lost.push(`order with key ${key} stored ${stored.get(key) ?? 0} times`);
    report.figures.push(`database: ${rows.length} orders for ${placed.length} customers`);
    recordIntegrity(report, await orderIntegrityProblems(ctx.pool, ctx.uploadsDir));
  });
}

const PAGES = ["/", "/gallery", "/services", "/about", "/api/health"];

export function instanceKilled(ctx: DrillContext, seconds = 8, killAfterMs = 3_000): Promise<ScenarioReport> {
  return scenario("one of two instances killed under load", async (report) => {
    await clearCheckoutCounters(ctx.pool);
    if (ctx.stack.instances.length < 2) throw new Error("This scenario needs two instances");
    const [survivor, victim] = ctx.stack.instances;
    const pages = [...PAGES, `/gallery/${ctx.printable[0].slug}`];
    type Hit = { target: "survivor" | "victim"; kind: "page" | "order"; status: number; ms: number; at: number; failedOver?: boolean; ok: boolean };
    const hits: Hit[] = [];
    let killedAt = Infinity;
    const origin = performance.now();
    const end = origin + seconds * 1000;

    const get = async (url: string, path: string): Promise<{ status: number; ms: number }> => {
      const t = performance.now();
      try {
        const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(ANSWER_BOUND_MS) });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - t };
      } catch {
        return { status: 0, ms: performance.now() - t };
      }
    };

    // Visitors alternate between the instances, as a load balancer sends them; when the
    // victim does not answer, the request goes to the other instance, as the balancer would.
    const visitor = async (n: number) => {
      for (let i = n; performance.now() < end; i++) {
        const target = i % 2 === 0 ? "survivor" : "victim";
        const url = target === "survivor" ? survivor.url : victim.url;
        const path = pages[i % pages.length];
        const at = performance.now();
        const first = await get(url, path);
        hits.push({ target, kind: "page", status: first.status, ms: first.ms, at, ok: first.status === 200 });
        if (first.status === 0 && target === "victim") {
          const retry = await get(survivor.url, path);
          hits.push({ target: "survivor", kind: "page", status: retry.status, ms: retry.ms, at: performance.now(), failedOver: true, ok: retry.status === 200 });
        }
      }
    };
    const keys: string[] = [];
    const buyer = async (n: number) => {
      for (let i = n; performance.now() < end; i++) {
        const target = i % 2 === 0 ? "survivor" : "victim";
        const customer = newCustomer("kill");
        const lines = [artworkLine(ctx.printable[i % ctx.printable.length], "small")];
        const key = newIdempotencyKey();
        const at = performance.now();
        const first = await submitCheckout(target === "survivor" ? survivor.url : victim.url, customer, checkoutForm(customer, lines, key), ANSWER_BOUND_MS);
        hits.push({ target, kind: "order", status: first.status, ms: first.ms, at, ok: first.result?.ok === true });
        if (!first.result?.ok && target === "victim") {
          // The same checkout again on the survivor, with the same key: one order whatever happened.
          const retry = await submitCheckout(survivor.url, customer, checkoutForm(customer, lines, key), ANSWER_BOUND_MS);
          hits.push({ target: "survivor", kind: "order", status: retry.status, ms: retry.ms, at: performance.now(), failedOver: true, ok: retry.result?.ok === true });
        }
        keys.push(key);
        await sleep(150);
      }
    };
    const killer = (async () => {
      await sleep(killAfterMs);
      killedAt = performance.now();
      await victim.kill("SIGKILL");
    })();
    await Promise.all([...Array.from({ length: 6 }, (_, n) => visitor(n)), buyer(0), buyer(1), killer]);

    const survivorHits = hits.filter((h) => h.target === "survivor");
    const victimAfter = hits.filter((h) => h.target === "victim" && h.at >= killedAt);
    const victimBefore = hits.filter((h) => h.target === "victim" && h.at < killedAt);
    report.tried.push(
      `6 visitors browsing ${pages.length} pages and 2 customers ordering, alternating over both instances for ${seconds} s; ${victim.url} killed with SIGKILL ${ms(killedAt - origin)} in`,
    );
    report.figures.push(
      `${survivor.url}: ${survivorHits.filter((h) => h.ok).length} of ${survivorHits.length} requests succeeded (${survivorHits.filter((h) => h.at >= killedAt).length} after the kill), ${latencies(survivorHits.map((h) => h.ms))}`,
    );
    report.figures.push(
      `${victim.url}: ${victimBefore.filter((h) => h.ok).length} of ${victimBefore.length} succeeded before the kill; after it ${formatTally(victimAfter.map((h) => (h.status === 0 ? "no connection" : String(h.status))))}, each sent on to ${survivor.url}`,
    );
    for (const h of survivorHits) if (!h.ok) report.lost.push(`a ${h.kind} request to ${survivor.url} failed (HTTP ${h.status}${h.failedOver ? ", sent on from the killed instance" : ""})`);
    const { rows } = await ctx.pool.query<{ key: string; n: string }>(
      `SELECT idempotency_key AS key, count(*) AS n FROM orders WHERE idempotency_key = ANY($1) GROUP BY 1`,
      [keys],
    );
    const stored = new Map(rows.map((r) => [r.key, Number(r.n)]));
    const missing = keys.filter((k) => stored.get(k) !== 1);
    report.figures.push(`orders: ${keys.length} checkouts, ${rows.length} stored once each`);
    for (const key of missing) report.lost.push(`the checkout with key ${key} is stored ${stored.get(key) ?? 0} times`);

    const restart = performance.now();
    await victim.start();
    const back = await get(victim.url, "/gallery");
    report.figures.push(`${victim.url} started again in ${ms(performance.now() - restart)}; /gallery answered ${back.status}`);
    if (back.status !== 200) report.lost.push(`the restarted instance answered ${back.status}`);
    recordIntegrity(report, await orderIntegrityProblems(ctx.pool, ctx.uploadsDir));
  });
}
