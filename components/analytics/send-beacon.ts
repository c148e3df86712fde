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

export function sendPageView(path: string): void {
  send({ e: "view", p: path, r: first ? document.referrer : undefined });
  first = false;
}

export function sendCartAdd(): void {
  send({ e: "cart" });
}
