/**
 * The browser side of the shop's own counting (POST /api/v, lib/analytics/beacon.ts): the page's
 * address without its query string, the referring page only on the first view of a visit (its
 * host is all the server keeps), and a mark when a line is added to the cart. No cookie, no
 * storage, nothing sent anywhere else.
 */
let first = true;

function send(body: object): void {
  try {
    navigator.sendBeacon("/api/v", JSON.stringify(body));
  } catch {
    // Counting never gets in a visitor's way.
  }
}

/**
 * The pages the server counts (lib/domain/page-views.ts, countedPage; tests/unit/page-views.test.ts
 * keeps the two in step): the others — the payment step, the order's pages, the list's and the
 * sign-in links — are not reported at all, so their views cost no request and no refusal.
 */
const COUNTED = /^(?:\/ne)?(?:\/(?:gallery(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?|services|about|contact|cart|checkout))?\/?$/;

export function isCountedPath(path: string): boolean {
  return COUNTED.test(path);
}

export function sendPageView(path: string): void {
  if (!isCountedPath(path)) return;
  send({ e: "view", p: path, r: first ? document.referrer : undefined });
  first = false;
}

export function sendCartAdd(): void {
  send({ e: "cart" });
}
