import { describe, expect, it } from "vitest";
import { countedPage, isUncountedShopPage } from "@/lib/domain/page-views";

/**
 * The browser reports every page it shows; the server counts the public pages and drops the
 * shop's other pages without a refusal: a view of the payment step was refused with a 422 (a
 * console error on every payment page, Lighthouse's best practices 96).
 */
describe("which reported views are counted, dropped or refused", () => {
  const counted = ["/", "/gallery", "/gallery/dawn-over-machhapuchhre", "/services", "/about", "/contact", "/cart", "/checkout", "/ne", "/ne/gallery", "/ne/gallery/thangka-2", "/ne/cart", "/ne/checkout"];
  const dropped = [
    "/checkout/pay/g0WSIdRuXUAoWR_YX3M7YGre1Q4KWrsp",
    "/ne/checkout/pay/abc",
    "/order-success",
    "/order-success?token=abc",
    "/verify/AS-2026-0001",
    "/list/confirm",
    "/ne/list/unsubscribe",
    "/set-password",
    "/sign-in-link",
  ];
  const refused = ["/admin/orders", "/nepal", "/gallery/Bad_Slug", "/gallery/a/b", "/checkout/pay/a/b", "/verify", "/" + "x".repeat(400)];

  it.each(counted)("%s is counted", (path) => {
    expect(countedPage(path)).not.toBeNull();
    expect(isUncountedShopPage(path)).toBe(false);
  });

  it.each(dropped)("%s is the shop's, not counted: dropped", (path) => {
    expect(countedPage(path)).toBeNull();
    expect(isUncountedShopPage(path)).toBe(true);
  });

  it.each(refused)("%s is no page of the shop: refused", (path) => {
    expect(countedPage(path)).toBeNull();
    expect(isUncountedShopPage(path)).toBe(false);
  });
});
