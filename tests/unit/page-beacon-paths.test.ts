import { describe, expect, it } from "vitest";
import { isCountedPath } from "@/components/analytics/send-beacon";
import { countedPage } from "@/lib/domain/page-views";

/**
 * The browser reports a view only for the pages the server counts: a view of the payment step
 * was refused with a 422 (a console error on every payment page, Lighthouse's best practices 96).
 */
describe("which views the browser reports", () => {
  const counted = ["/", "/gallery", "/gallery/dawn-over-machhapuchhre", "/services", "/about", "/contact", "/cart", "/checkout", "/ne", "/ne/gallery", "/ne/gallery/thangka-2", "/ne/cart", "/ne/checkout", "/gallery/"];
  const notCounted = [
    "/checkout/pay/g0WSIdRuXUAoWR_YX3M7YGre1Q4KWrsp",
    "/ne/checkout/pay/abc",
    "/order-success",
    "/verify/AS-2026-0001",
    "/list/confirm",
    "/list/unsubscribe",
    "/set-password",
    "/sign-in-link",
    "/admin/orders",
    "/nepal",
    "/gallery/Bad_Slug",
    "/gallery/a/b",
  ];

  it.each(counted)("%s is reported, and the server counts it", (path) => {
    expect(isCountedPath(path)).toBe(true);
    expect(countedPage(path)).not.toBeNull();
  });

  it.each(notCounted)("%s is not reported, and the server would refuse it", (path) => {
    expect(isCountedPath(path)).toBe(false);
    expect(countedPage(path)).toBeNull();
  });
});
