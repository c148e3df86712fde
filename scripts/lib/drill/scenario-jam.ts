/**
 * Drill scenario 7: the jam. Ten client addresses send 300 'Proceed to Payment' posts for a sold
 * original and 300 contact messages through the first instance; then a buyer and a writer from
 * an 11th address use the second instance. If either is refused, the shop was jammed: a loss.
 */
import { jamCatalogue, runJam } from "../jam";
import { scenario, type DrillContext } from "./context";
import { ms } from "./report";

export function jam(ctx: DrillContext) {
  return scenario("the jam: 10 addresses try to stop everyone else from buying and writing", async (report) => {
    const [first, second] = ctx.stack.instances;
    const catalogue = await jamCatalogue(async (sql) => (await ctx.pool.query(sql)).rows);
    report.tried.push(
      `300 'Proceed to Payment' posts for the sold "${catalogue.sold.title}" and 300 contact messages from 10 addresses (instance 1)`,
      "then a buyer and a writer from an 11th address (instance 2)",
    );
    const r = await runJam({ url: first.url, eleventhUrl: (second ?? first).url, ...catalogue });
    report.figures.push(
      `checkouts: ${r.refusedCheckouts} of 300 refused in ${ms(r.checkoutMs)}; messages: ${r.storedMessages} stored, ${300 - r.storedMessages} refused in ${ms(r.contactMs)}`,
      `11th address: ${r.bought ? `bought (order ${r.orderNumber})` : "refused"}, ${r.wrote ? "wrote" : "could not write"}`,
    );
    if (r.refusedCheckouts !== 300) report.lost.push(`${300 - r.refusedCheckouts} checkouts of a sold original were placed`);
    if (!r.bought) report.lost.push(`the 11th address could not buy: ${r.buyerMessage ?? "no answer"}`);
    if (!r.wrote) report.lost.push("the 11th address could not write");
  });
}
