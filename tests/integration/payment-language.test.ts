/**
 * The payment step's answers in the buyer's language: 'I've Made the Payment' with a file that is
 * not an image answers in Nepali for an order placed in Nepali (or when the page says it was
 * Nepali), and nothing changes; an English order's answer is the spec's English exactly. The
 * answer to a sketch follows the page's language too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const request = vi.hoisted(() => ({ headers: new Headers({ "x-forwarded-for": "198.51.100.77" }) }));
// The actions read the client address from the request's headers, as the shop's server sets them.
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
// The actions translate with next-intl's server API, which needs a React Server Components
// request; here the same catalogues are read through next-intl's plain translator.
vi.mock("next-intl/server", () => import("../support/next-intl-server-catalogues"));

import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { submitPayment } from "@/lib/actions/checkout";
import { respondToCommissionAction } from "@/lib/actions/commission";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { setStorageForTests } from "@/lib/storage";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout";
import { handleEsewaFailure } from "@/lib/payments/online";
import { orderReturnRedirect } from "@/lib/payments/return-redirect";
import { artworkLine, createShop, emptyShop, orderInput, useTemporaryStorage, type Shop } from "./checkout-fixtures";

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.settings.update({ where: { id: 1 }, data: { enableOrders: true, enableNotifications: true, paymentWindowMinutes: 30 } });
  useTemporaryStorage();
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
});

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

async function pendingOrder(locale: "en" | "ne"): Promise<PlacedOrder> {
  return expectPlaced(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), screenshot: undefined, locale }));
}

/** The payment form with a "screenshot" that is a text file. */
function notAnImage(token: string, locale?: string): FormData {
  const form = new FormData();
  form.set("token", token);
  form.set("screenshot", new File([new TextEncoder().encode("I paid, honestly")], "receipt.txt", { type: "text/plain" }));
  if (locale !== undefined) form.set("locale", locale);
  return form;
}

async function nothingChanged(orderId: string) {
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentStatus: true, status: true } });
  expect(order).toEqual({ paymentStatus: "pending", status: "pending" });
  expect(await db.emailOutbox.count({ where: { type: "order_confirmation" } })).toBe(0);
}

describe("'I've Made the Payment' with a file that is not an image", () => {
  it("answers in Nepali for an order placed in Nepali, and changes nothing", async () => {
    const placed = await pendingOrder("ne");
    const result = await submitPayment(notAnImage(placed.accessToken));
    expect(result).toMatchObject({ ok: false, code: "screenshot", message: "कृपया तस्बिर फाइल अपलोड गर्नुहोस्" });
    await nothingChanged(placed.orderId);
  });

  it("answers in the page's language when the form says it (an English order shown on /ne)", async () => {
    const placed = await pendingOrder("en");
    const result = await submitPayment(notAnImage(placed.accessToken, "ne"));
    expect(result).toMatchObject({ ok: false, code: "screenshot", message: "कृपया तस्बिर फाइल अपलोड गर्नुहोस्" });
  });

  it("keeps an English order's answer exactly the spec's English; an unknown language is not trusted", async () => {
    const placed = await pendingOrder("en");
    expect(await submitPayment(notAnImage(placed.accessToken))).toMatchObject({ ok: false, code: "screenshot", message: CHECKOUT_MESSAGES.screenshotNotAnImage });
    expect(await submitPayment(notAnImage(placed.accessToken, "fr"))).toMatchObject({ message: CHECKOUT_MESSAGES.screenshotNotAnImage });
    expect(await submitPayment(notAnImage(placed.accessToken, "x".repeat(5000)))).toMatchObject({ message: CHECKOUT_MESSAGES.screenshotNotAnImage });
    await nothingChanged(placed.orderId);
  });

  it("answers an unknown order's link in the page's language", async () => {
    const result = await submitPayment(notAnImage("A".repeat(32), "ne"));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).not.toBe(CHECKOUT_MESSAGES.screenshotNotAnImage);
    if (!result.ok) expect(result.message).toMatch(/[\u0900-\u097F]/);
  });
});

describe("the answer to a sketch", () => {
  it("is in the page's language, English by default", async () => {
    const token = "B".repeat(32);
    expect(await respondToCommissionAction({ token, decision: "approve", locale: "ne" })).toEqual({ ok: false, message: "अर्डर भेटिएन" });
    expect(await respondToCommissionAction({ token, decision: "approve" })).toEqual({ ok: false, message: "Order not found" });
    expect(await respondToCommissionAction({ token, decision: "changes", comment: "", locale: "ne" })).toEqual({ ok: false, message: "कलाकारलाई के परिवर्तन गर्ने भन्नुहोस्।" });
  });
});

describe("coming back from eSewa without a payment", () => {
  it("lands on the payment page in the language the order was placed in", async () => {
    const back = async (token: string) => {
      const url = new URL((await orderReturnRedirect(await handleEsewaFailure({ token }))).headers.get("location") ?? "");
      return url.pathname + url.search;
    };
    const nepali = await pendingOrder("ne");
    expect(await back(nepali.accessToken)).toBe(`/ne/checkout/pay/${nepali.accessToken}?online=failed&provider=esewa`);
    await emptyShop();
    const english = await pendingOrder("en");
    expect(await back(english.accessToken)).toBe(`/checkout/pay/${english.accessToken}?online=failed&provider=esewa`);
  });
});
