/** Drill scenarios 1 and 2: many customers racing for one original, and one order sent twice. */
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout-rules";
import { clearCheckoutCounters, scenario, takeOriginal, type DrillContext } from "./context";
import { formatTally, latencies, type ScenarioReport } from "./report";
import { artworkLine, checkoutForm, describeAnswer, newCustomer, newIdempotencyKey, placeOrder, submitCheckout } from "./shop-client";

export function concurrentCheckouts(ctx: DrillContext, customers = 50): Promise<ScenarioReport> {
  return scenario(`${customers} concurrent checkouts of the same original`, async (report) => {
    await clearCheckoutCounters(ctx.pool);
    const artwork = takeOriginal(ctx);
    const urls = ctx.stack.instances.map((i) => i.url);
    const people = Array.from({ length: customers }, () => newCustomer("race"));
    report.tried.push(
      `${customers} customers (each its own mailbox and address) submit "${artwork.title}" at once, spread over ${urls.length} instance(s), each with a payment screenshot`,
    );
    const answers = await Promise.all(people.map((person, i) => placeOrder(urls[i % urls.length], person, [artworkLine(artwork)])));

    const placed = answers.filter((a) => a.result?.ok === true);
    const clear = new Set([CHECKOUT_MESSAGES.reserved(artwork.title), CHECKOUT_MESSAGES.sold(artwork.title)]);
    const refused = answers.filter((a) => a.status === 200 && a.result?.ok === false);
    report.figures.push(`answers: ${formatTally(answers.map(describeAnswer).map((d) => (d.startsWith("order ") ? "order placed" : `"${d}"`)))}`);
    report.figures.push(`latency: ${latencies(answers.map((a) => a.ms))}`);

    if (placed.length !== 1) report.lost.push(`${placed.length} orders were placed for one original (exactly one expected)`);
    for (const answer of answers) {
      if (answer.result?.ok === true) continue;
      if (answer.status !== 200 || !answer.result) report.lost.push(`a checkout got no clear answer: ${describeAnswer(answer)}`);
      else if (!clear.has(answer.result.message ?? "")) report.lost.push(`refused without the reserved/sold message: "${answer.result.message}"`);
    }
    const { rows } = await ctx.pool.query<{ orders: string; reserved_by: string | null; order_id: string | null }>(
      `SELECT (SELECT count(DISTINCT order_id) FROM order_lines WHERE artwork_id = $1) AS orders,
              (SELECT reserved_by_order_id FROM artworks WHERE id = $1) AS reserved_by,
              (SELECT o.id FROM orders o WHERE o.order_number = $2) AS order_id`,
      [artwork.id, placed[0]?.result?.orderNumber ?? ""],
    );
    const row = rows[0];
    report.figures.push(`database: ${row.orders} order(s) hold the work; reserved by ${placed[0]?.result?.orderNumber ?? "nobody"}`);
    if (Number(row.orders) !== 1) report.lost.push(`${row.orders} orders in the database hold the original`);
    if (!row.order_id || row.reserved_by !== row.order_id) report.lost.push("the original is not reserved by the one order placed");
    if (refused.length !== customers - 1) report.lost.push(`${refused.length} clear refusals (expected ${customers - 1})`);
  });
}

export function repeatedSubmission(ctx: DrillContext): Promise<ScenarioReport> {
  return scenario("the same order submitted twice with one idempotency key", async (report) => {
    await clearCheckoutCounters(ctx.pool);
    const [a, b] = ctx.stack.instances.map((i) => i.url).concat(ctx.stack.instances.map((i) => i.url));
    const print = ctx.printable[0];
    const lines = [artworkLine(print, "small")];

    // One after the other (a retry after a lost answer), then both at once on two instances (a double tap).
    const person1 = newCustomer("repeat");
    const key1 = newIdempotencyKey();
    const first = await submitCheckout(a, person1, checkoutForm(person1, lines, key1));
    const again = await submitCheckout(b, person1, checkoutForm(person1, lines, key1));
    const person2 = newCustomer("repeat");
    const key2 = newIdempotencyKey();
    const both = await Promise.all([a, b].map((url) => submitCheckout(url, person2, checkoutForm(person2, lines, key2))));
    // The key again with another cart is not a retry: refused.
    const other = await submitCheckout(a, person1, checkoutForm(person1, [artworkLine(print, "medium")], key1));

    report.tried.push(`order A sent to ${a}, then the same form again to ${b}`);
    report.tried.push(`order B sent to both instances at the same moment`);
    report.tried.push(`order A's key once more with a different cart`);
    report.figures.push(`order A: ${describeAnswer(first)}, then ${describeAnswer(again)}`);
    report.figures.push(`order B: ${both.map(describeAnswer).join(" and ")}`);
    report.figures.push(`key reused with another cart: ${describeAnswer(other)}`);

    const numberA = first.result?.orderNumber;
    if (!first.result?.ok || !numberA) report.lost.push(`order A was not placed: ${describeAnswer(first)}`);
    if (again.result?.orderNumber !== numberA) report.lost.push(`the repeated submission did not return order A: ${describeAnswer(again)}`);
    const numbersB = new Set(both.map((x) => x.result?.orderNumber));
    if (numbersB.size !== 1 || !both[0].result?.ok) report.lost.push(`the two simultaneous submissions gave: ${both.map(describeAnswer).join(", ")}`);
    if (other.result?.ok !== false || other.result?.message !== CHECKOUT_MESSAGES.checkoutKeyReused) {
      report.lost.push(`a reused key with another cart was not refused clearly: ${describeAnswer(other)}`);
    }
    const { rows } = await ctx.pool.query<{ key: string; n: string }>(
      `SELECT idempotency_key AS key, count(*) AS n FROM orders WHERE idempotency_key = ANY($1) GROUP BY 1`,
      [[key1, key2]],
    );
    const counts = new Map(rows.map((r) => [r.key, Number(r.n)]));
    report.figures.push(`database: ${counts.get(key1) ?? 0} order with key A, ${counts.get(key2) ?? 0} with key B`);
    if (counts.get(key1) !== 1) report.lost.push(`${counts.get(key1) ?? 0} orders stored for key A`);
    if (counts.get(key2) !== 1) report.lost.push(`${counts.get(key2) ?? 0} orders stored for key B`);
  });
}
