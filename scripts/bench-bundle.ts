/**
 * The byte budgets of perf-budget.json against a running production build, each figure printed
 * beside its budget; exits 1 when any is over:
 *   - the app's own first-load JavaScript of each route: gzip -9 of every script the page's HTML
 *     loads (scripts/lib/first-load-js.ts), minus the empty Next.js page's figure recorded in the
 *     file (bench:lighthouse measures that page);
 *   - the HTML of each public page, as parsed and gzip -9;
 *   - the Devanagari font files of this checkout's build (.next, public/): none ships yet, and
 *     the check says so and skips it until one does.
 * Bytes only, never time: the figures are the same on a busy machine.
 *
 *   npm run build && E2E_PORT=3610 npx tsx scripts/e2e-server.ts     (demo content, in another shell)
 *   npm run bench:bundle -- http://localhost:3610 [--public-only] [/other/page ...]
 *
 * The payment step (/checkout/pay/<token>) is measured on a fresh order placed in Chromium
 * (CHROME_PATH, default /usr/bin/chromium): that needs scripts/e2e-server.ts (its database address).
 * --public-only leaves it out (say, against `npm start`), and says so. Paths given after the
 * address are measured too, without a budget.
 */
import { CHROMIUM_FLAGS } from "../tests/support/chromium-flags";
import { gzipSync } from "node:zlib";
import { FirstLoadMeter, fetchText, kb } from "./lib/first-load-js";
import { paymentStepPage } from "./lib/payment-step";
import {
  PAYMENT_STEP_ROUTE,
  bundlerOf,
  formatBudgetLine,
  formatBytes,
  frameworkMismatch,
  installedNextVersion,
  line,
  readPerfBudget,
  type BudgetLine,
} from "./lib/perf-budget";
import { shippedDevanagariFonts } from "./lib/shipped-fonts";

const args = process.argv.slice(2);
const base = (args.find((a) => /^https?:\/\//.test(a)) ?? process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, "");
const extraPages = args.filter((a) => a.startsWith("/"));
const PUBLIC_ONLY = args.includes("--public-only");

async function main() {
  const budget = readPerfBudget();
  const { framework } = budget.firstLoadJs;
  const meter = new FirstLoadMeter(base);
  const lines: BudgetLine[] = [];
  const notes: string[] = [];

  // First-load JavaScript.
  const routes = Object.entries(budget.firstLoadJs.routes);
  const measured: { route: string; path: string; scripts: number; gzip: number; brotli: number; budgetBytes?: number }[] = [];
  for (const [route, { budgetBytes }] of routes) {
    let pagePath = route;
    if (route === PAYMENT_STEP_ROUTE) {
      if (PUBLIC_ONLY) {
        notes.push(`${route}: not measured (--public-only); its budget is ${formatBytes(budgetBytes)}.`);
        continue;
      }
      pagePath = await paymentStepPage(base, { executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: CHROMIUM_FLAGS });
    }
    const page = await meter.page(pagePath);
    measured.push({ route, path: pagePath, scripts: page.scripts.length, gzip: page.gzip, brotli: page.brotli, budgetBytes });
    const mismatch = frameworkMismatch(budget, { next: installedNextVersion(), bundler: bundlerOf(page.scripts) });
    if (mismatch) throw new Error(mismatch);
  }
  for (const pagePath of extraPages) {
    const page = await meter.page(pagePath);
    measured.push({ route: pagePath, path: pagePath, scripts: page.scripts.length, gzip: page.gzip, brotli: page.brotli });
  }

  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const padStart = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`Byte budgets of perf-budget.json against ${base}\n`);
  console.log(
    `First-load JavaScript (KB = 1024 bytes, gzip -9; own = first load − ${kb(framework.emptyPageGzipBytes)} KB of an empty Next ${framework.next} page, ${framework.bundler}):`,
  );
  console.log(`${pad("route", 34)} ${padStart("scripts", 7)} ${padStart("gzip KB", 8)} ${padStart("brotli KB", 9)} ${padStart("own KB", 7)} ${padStart("budget", 7)}`);
  for (const m of measured) {
    const own = m.gzip - framework.emptyPageGzipBytes;
    console.log(
      `${pad(m.route, 34)} ${padStart(m.scripts, 7)} ${padStart(kb(m.gzip), 8)} ${padStart(kb(m.brotli), 9)} ${padStart(kb(own), 7)} ${padStart(m.budgetBytes ? kb(m.budgetBytes) : "-", 7)}`,
    );
    if (m.budgetBytes) lines.push(line("first-load JS (own)", m.route, own, m.budgetBytes));
  }

  // HTML of the public pages.
  for (const [route, { rawBytes, gzipBytes }] of Object.entries(budget.html.routes)) {
    const html = Buffer.from(await fetchText(base, route));
    lines.push(line("HTML", route, html.length, rawBytes));
    lines.push(line("HTML gzip", route, gzipSync(html, { level: 9 }).length, gzipBytes));
  }

  // Devanagari fonts of this checkout's build.
  const fonts = shippedDevanagariFonts();
  const fontBudget = budget.fonts.devanagari.budgetBytes;
  if (fonts.length === 0) {
    notes.push(
      `Devanagari fonts: none ships (no *devanagari* font file in .next/static or public/, no @font-face reaching U+0900–097F in the build's CSS); ` +
        `check skipped, budget ${formatBytes(fontBudget)} recorded for when one does.`,
    );
  } else {
    for (const f of fonts) notes.push(`Devanagari font: ${f.file} ${formatBytes(f.bytes)} (found by ${f.by})`);
    lines.push(line("Devanagari fonts", `${fonts.length} file(s)`, fonts.reduce((n, f) => n + f.bytes, 0), fontBudget));
  }

  console.log("\nEach figure beside its budget:");
  for (const l of lines) console.log(formatBudgetLine(l));
  if (notes.length) console.log(`\n${notes.join("\n")}`);
  const over = lines.filter((l) => !l.ok);
  const target = budget.firstLoadJs.targetBytes;
  const missesTarget = measured.filter((m) => m.budgetBytes && m.gzip - framework.emptyPageGzipBytes > target).map((m) => m.route);
  if (missesTarget.length) console.log(`\nOwn first-load JavaScript above the ${kb(target)} KB target (within budget or not): ${missesTarget.join(", ")}.`);
  console.log(over.length ? `\n${over.length} figure(s) over budget.` : `\nAll ${lines.length} figures within budget.`);
  if (over.length) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
