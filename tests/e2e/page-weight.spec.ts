import { expect, test } from "./support/test";

/*
 * HTML weight of the public pages with the demo content, before compression (what the browser
 * parses: markup plus the inline React payload). Byte counts of fixed content, not timings.
 * Before the pages were lightened: home 152 KB, gallery 193 KB, gallery page 2 139 KB, an
 * artwork page 95 KB, services 214 KB, about 97 KB, contact 102 KB, cart 78 KB.
 */
const KB = 1024;
// Every page also carries the footer's markup in its React payload (about 7 KB before compression,
// 1.5 KB gzip) since the footer is drawn on the server: its view is no longer in the browser's
// JavaScript (about 2.1 KB gzip less on every page, 2026-11-27).
// Other browser tests add works of their own, which then show among home's recent works and an
// artwork page's 'More works like this' with their own titles and picture sizes: the budgets keep
// about 4 KB of room above the demo content's own figures (an artwork page weighed 71,997 bytes in
// a whole-suite run on 2026-11-27).
const BUDGETS: [path: string, bytes: number][] = [
  // The hero, six cards and three service cards each carry their picture's srcset address and
  // widths (worked out on the server so that next/image's code stays out of the browser: 61,408
  // bytes on 2026-11-27, +1.35 KB of payload for 3.3 KB gzip less JavaScript; 68,562 with the footer).
  ["/", 73 * KB],
  ["/gallery", 88 * KB],
  // A later page holds up to a full page of cards too (other tests may add works): same budget.
  ["/gallery?page=2", 88 * KB],
  // The demo work with the most images and text (its description also feeds the meta tags and
  // JSON-LD), and 'More works like this': four small cards (about 12 KB with their payload).
  ["/gallery/dawn-over-machhapuchhre", 75 * KB],
  ["/services", 95 * KB],
  // Every script tag also carries its sha256 (subresource integrity): about 1.5 KB on each page.
  // The hero shows every profile image and the background image (49,286 bytes on 2026-11-25;
  // 56,506 with the footer's payload).
  ["/about", 60 * KB],
  // With the track-your-order form beside the message form: 51,512 bytes on 2026-11-25; 57,680 with the
  // footer's payload.
  ["/contact", 61 * KB],
  ["/cart", 35 * KB],
];

/** A demo artwork's description: cards never show it, so a gallery page must not carry it. */
const CARD_DESCRIPTION = "A digital mandala built from earth, water, fire, air and space";

for (const [path, budget] of BUDGETS) {
  test(`${path} weighs at most ${Math.round(budget / KB)} KB of HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const bytes = (await response.body()).length;
    expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(budget);
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

