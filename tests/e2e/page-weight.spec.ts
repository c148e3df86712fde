import { gzipSync } from "node:zlib";
import { readPerfBudget } from "../../scripts/lib/perf-budget";
import { expect, test } from "./support/test";

/*
 * HTML weight of the public pages with the demo content: as parsed (markup plus the inline React
 * payload) and gzip -9. Byte counts of fixed content, not timings. The budgets, and why each is
 * what it is, are in perf-budget.json (html.routes). Before the pages were lightened: home 152 KB,
 * gallery 193 KB, gallery page 2 139 KB, an artwork page 95 KB, services 214 KB, about 97 KB,
 * contact 102 KB, cart 78 KB.
 */
const KB = 1024;
const BUDGETS = Object.entries(readPerfBudget().html.routes);

/** A demo artwork's description: cards never show it, so a gallery page must not carry it. */
const CARD_DESCRIPTION = "A digital mandala built from earth, water, fire, air and space";

for (const [path, budget] of BUDGETS) {
  test(`${path} weighs at most ${(budget.rawBytes / KB).toFixed(1)} KB of HTML, ${(budget.gzipBytes / KB).toFixed(1)} KB gzip`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.body();
    const gzip = gzipSync(html, { level: 9 }).length;
    expect.soft(html.length, `${path}: ${html.length} bytes of HTML, budget ${budget.rawBytes}`).toBeLessThanOrEqual(budget.rawBytes);
    expect.soft(gzip, `${path}: ${gzip} bytes gzip -9, budget ${budget.gzipBytes}`).toBeLessThanOrEqual(budget.gzipBytes);
  });
}

test("cards carry no description, and the not-found page's content is not repeated in every page", async ({ request }) => {
  const gallery = await (await request.get("/gallery")).text();
  expect(gallery).toContain("Mandala of the Five Elements");
  expect(gallery).not.toContain(CARD_DESCRIPTION);

  const home = await (await request.get("/")).text();
  expect(home).toContain("Recent Works");
  // The not-found content ('Where to next') is a client component: referenced, not inlined.
  expect(home).not.toContain("Where to next");
  expect(home).not.toContain("Error 404");
});

test("the services page carries each service card once", async ({ request }) => {
  const html = await (await request.get("/services")).text();
  const cards = html.match(/data-testid="service-card"/g) ?? [];
  // Demo content: four available services, in the 'All' tab only (other tabs are drawn when chosen).
  expect(cards).toHaveLength(4);
});

test("the services page carries a service's details only when its address opens them", async ({ request }) => {
  // A commission's size table is in its details alone: fetched when the dialog opens.
  const services = await (await request.get("/services")).text();
  expect(services).toContain("Custom Portrait Commission");
  expect(services).not.toContain("A5 (Small)");
  const opened = await (await request.get("/services?service=custom-portrait-commission")).text();
  expect(opened).toContain("A5 (Small)");
});

