import { FirstLoadMeter } from "../../scripts/lib/first-load-js";
import { placeOrderForPaymentStep } from "../../scripts/lib/payment-step";
import {
  PAYMENT_STEP_ROUTE,
  bundlerOf,
  formatBytes,
  frameworkMismatch,
  installedNextVersion,
  readPerfBudget,
} from "../../scripts/lib/perf-budget";
import { shippedDevanagariFonts } from "../../scripts/lib/shipped-fonts";
import { expect, test } from "./support/test";

/*
 * The byte budgets of perf-budget.json that need a production build: the app's own first-load
 * JavaScript of every listed route (the public pages, the checkout and a fresh order's payment
 * step), measured as `npm run bench:bundle` does (scripts/lib/first-load-js.ts), and the
 * Devanagari font files the build ships. Bytes, not time: the same figures on a busy machine.
 * The HTML budgets are checked in page-weight.spec.ts.
 */
const budget = readPerfBudget();
const { framework, routes } = budget.firstLoadJs;

for (const [route, { budgetBytes, label }] of Object.entries(routes)) {
  test(`${label ? `${label} (${route})` : route}: own first-load JavaScript at most ${formatBytes(budgetBytes)} gzip`, async ({ browser, baseURL }) => {
    const base = baseURL!;
    let pagePath = route;
    if (route === PAYMENT_STEP_ROUTE) {
      // The payment step of an order placed here, through the checkout form (an address of its own for the rate limits).
      const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.134" } });
      pagePath = await placeOrderForPaymentStep(await context.newPage(), base);
      await context.close();
    }
    const page = await new FirstLoadMeter(base).page(pagePath);
    expect(page.scripts.length, `${pagePath} loads no script: not a page of this build?`).toBeGreaterThan(0);
    // The recorded empty page holds only for the build it was measured with.
    expect(frameworkMismatch(budget, { next: installedNextVersion(), bundler: bundlerOf(page.scripts) })).toBeNull();
    const own = page.gzip - framework.emptyPageGzipBytes;
    test.info().annotations.push({ type: "figure", description: `${route}: own ${formatBytes(own)}, budget ${formatBytes(budgetBytes)}` });
    expect(
      own,
      `${route}: own first-load JavaScript ${own} bytes (first load ${page.gzip} − empty page ${framework.emptyPageGzipBytes}), budget ${budgetBytes}`,
    ).toBeLessThanOrEqual(budgetBytes);
  });
}

test(`the Devanagari fonts the build ships weigh at most ${formatBytes(budget.fonts.devanagari.budgetBytes)} together`, () => {
  const fonts = shippedDevanagariFonts();
  const bytes = fonts.reduce((n, f) => n + f.bytes, 0);
  if (fonts.length === 0) {
    // Recorded for the Nepali pages to come: nothing to weigh yet, and the test says so.
    const note = `No Devanagari font ships yet: budget ${formatBytes(budget.fonts.devanagari.budgetBytes)} recorded, nothing to weigh.`;
    test.info().annotations.push({ type: "note", description: note });
    console.log(note);
  }
  expect(bytes, fonts.map((f) => `${f.file}: ${f.bytes} bytes`).join(", ")).toBeLessThanOrEqual(budget.fonts.devanagari.budgetBytes);
});
