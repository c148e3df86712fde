/**
 * First-load JavaScript of each public page, measured the way a browser meets it (see
 * scripts/lib/first-load-js.ts): gzip -9, which the budget is stated in, and brotli -11 for
 * reference. "shared" is what every page loads (framework, root layout); "page" is the rest.
 * Fails when a page is over the budget (120 KB gzip). `npm run bench:lighthouse` measures the
 * same beside an empty Next.js page built in the same run.
 *
 *   npx next build && npm start            (or any running production build)
 *   npx tsx scripts/bench-bundle.ts [http://localhost:3000] [--budget 120] [/other/page ...] [--payment-step]
 *
 * Paths given after the address are measured too. --payment-step places an order in Chromium
 * (CHROME_PATH, default /usr/bin/chromium) and measures its payment step, /checkout/pay/<token>:
 * the server must be scripts/e2e-server.ts (it needs that server's database address).
 */
import { CHROMIUM_FLAGS } from "../tests/support/chromium-flags";
import { FirstLoadMeter, kb, publicPages, sharedScripts } from "./lib/first-load-js";
import { paymentStepPage } from "./lib/payment-step";

const args = process.argv.slice(2);
const base = (args.find((a) => /^https?:\/\//.test(a)) ?? process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, "");
const budgetIndex = args.indexOf("--budget");
const BUDGET_KB = budgetIndex >= 0 ? Number(args[budgetIndex + 1]) : 120;
const extraPages = args.filter((a) => a.startsWith("/"));
const PAYMENT_STEP = args.includes("--payment-step");

async function main() {
  const meter = new FirstLoadMeter(base);
  const pages = [];
  const paths = [...(await publicPages(base)), ...extraPages];
  if (PAYMENT_STEP) {
    const executablePath = process.env.CHROME_PATH || "/usr/bin/chromium";
    paths.push(await paymentStepPage(base, { executablePath, args: CHROMIUM_FLAGS }));
  }
  for (const page of paths) pages.push(await meter.page(page));
  const shared = sharedScripts(pages);

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`First-load JavaScript per page (${base}), budget ${BUDGET_KB} KB gzip\n`);
  console.log(
    `${pad("page", 34)} ${pad("scripts", 8)} ${pad("raw KB", 8)} ${pad("gzip KB", 8)} ${pad("shared", 7)} ${pad("page", 6)} ${pad("brotli KB", 10)} budget`,
  );
  let over = 0;
  for (const r of pages) {
    const sharedGzip = (await meter.total(r.scripts.filter((s) => shared.includes(s)))).gzip;
    const ok = r.gzip / 1024 <= BUDGET_KB;
    if (!ok) over++;
    console.log(
      `${pad(r.page, 34)} ${pad(String(r.scripts.length), 8)} ${pad(kb(r.raw), 8)} ${pad(kb(r.gzip), 8)} ${pad(kb(sharedGzip), 7)} ${pad(kb(r.gzip - sharedGzip), 6)} ${pad(kb(r.brotli), 10)} ${ok ? "ok" : "OVER"}`,
    );
  }
  console.log(`\nShared by every page: ${shared.length} scripts. KB = 1024 bytes of the files as served, compressed here.`);
  if (over > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
