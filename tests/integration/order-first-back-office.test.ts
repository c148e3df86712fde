/**
 * The order-first flow as the back office sees it, on the real PostgreSQL: the verification
 * queue holds only payments the buyer has sent (overdue ones flagged past the payment-check
 * hours), the dashboard shows which orders hold which originals, expired and awaiting-payment
 * orders have their own filter, and the success page of an unpaid order is its payment page.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { expireLapsedOrders } from "@/lib/orders/expiry";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { listAdminOrders, listPaymentVerificationQueue } from "@/lib/data/admin/orders";
import { getDashboard } from "@/lib/data/admin/dashboard";
import { orderAwaitsItsPayment } from "@/lib/data/orders";
import { orderQueryParams, parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { setStorageForTests } from "@/lib/storage";
import { artworkLine, createShop, orderInput, screenshotPng, useTemporaryStorage, type Shop, emptyShop } from "./checkout-fixtures";
import { createProfile, signInAs, signOutForTests } from "./admin/admin-fixtures";

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.settings.update({ where: { id: 1 }, data: { enableOrders: true, paymentWindowMinutes: 30, paymentCheckHours: 24 } });
  useTemporaryStorage();
  signInAs(await createProfile(`owner-${Date.now()}-${Math.random().toString(36).slice(2)}@studio.test`, "admin"));
});

afterAll(async () => {
  signOutForTests();
  await drainOutbox();
  setStorageForTests();
});

function placed(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

const hours = (n: number) => n * 3_600_000;

/** Three orders: one awaiting payment, one with a screenshot sent 30 hours ago, one sent just now. */
async function threeOrders() {
  const awaiting = placed(await placePendingOrder(orderInput({ email: "waiting@example.com", lines: [artworkLine(shop.dawn)] })));
  const old = placed(await placePendingOrder(orderInput({ email: "old@example.com", lines: [artworkLine(shop.boudha)] })));
  await attachPaymentScreenshot({ accessToken: old.accessToken, screenshot: screenshotPng(), clientAddress: "10.2.0.1" });
  await db.order.update({ where: { id: old.orderId }, data: { paymentSubmittedAt: new Date(Date.now() - hours(30)) } });
  const fresh = placed(await placePendingOrder(orderInput({ email: "fresh@example.com", lines: [artworkLine(shop.mandala)] })));
  await attachPaymentScreenshot({ accessToken: fresh.accessToken, screenshot: screenshotPng(), clientAddress: "10.2.0.2" });
  return { awaiting, old, fresh };
}

describe("the back office in the order-first flow", () => {
  it("the verification queue lists only payments sent, longest waiting first, and flags those past the payment-check hours", async () => {
    const { old, fresh } = await threeOrders();
    const queue = await listPaymentVerificationQueue();
    expect(queue.map((o) => [o.orderNumber, o.overdue])).toEqual([
      [old.orderNumber, true],
      [fresh.orderNumber, false],
    ]);
    // A shop that promises 48 hours: nothing is overdue yet.
    await db.settings.update({ where: { id: 1 }, data: { paymentCheckHours: 48 } });
    expect((await listPaymentVerificationQueue()).map((o) => o.overdue)).toEqual([false, false]);
  });

  it("the dashboard counts payments to verify and overdue ones, and shows which orders hold which originals", async () => {
    const { awaiting, old, fresh } = await threeOrders();
    const dashboard = await getDashboard();
    expect(dashboard).toMatchObject({ awaitingVerification: 2, overdueVerification: 1, awaitingPayment: 1 });
    expect(dashboard.heldOriginals.map((h) => [h.orderNumber, h.state, h.works.map((w) => w.title)])).toEqual([
      [awaiting.orderNumber, "awaiting_payment", [shop.dawn.title]],
      [old.orderNumber, "to_verify", [shop.boudha.title]],
      [fresh.orderNumber, "to_verify", [shop.mandala.title]],
    ]);
    expect(dashboard.heldOriginals[0].paymentDueAt?.getTime()).toBe(
      (await db.order.findUniqueOrThrow({ where: { id: awaiting.orderId } })).paymentDueAt?.getTime(),
    );
    // Past its window the unpaid hold blocks no one: it is no longer listed as holding anything.
    const later = new Date(Date.now() + hours(1));
    expect((await getDashboard(later)).heldOriginals.map((h) => h.orderNumber)).toEqual([old.orderNumber, fresh.orderNumber]);
  });

  it("'Awaiting payment' and 'Expired unpaid' filter the order list, and keep their place in the URL", async () => {
    const { awaiting, old } = await threeOrders();
    const waiting = await listAdminOrders(parseAdminOrderQuery({ status: "awaiting_payment" }));
    expect(waiting.orders.map((o) => o.orderNumber)).toEqual([awaiting.orderNumber]);
    expect((await listAdminOrders(parseAdminOrderQuery({ status: "expired" }))).orders).toEqual([]);

    await expireLapsedOrders({ now: new Date(Date.now() + hours(1)) });
    const expired = await listAdminOrders(parseAdminOrderQuery({ status: "expired" }));
    expect(expired.orders.map((o) => [o.orderNumber, o.status])).toEqual([[awaiting.orderNumber, "cancelled"]]);
    // An order the administrator cancelled is not 'expired unpaid'.
    await db.order.update({ where: { id: old.orderId }, data: { status: "cancelled" } });
    expect((await listAdminOrders(parseAdminOrderQuery({ status: "expired" }))).total).toBe(1);
    expect(orderQueryParams(parseAdminOrderQuery({ status: "expired", q: "x" })).toString()).toBe("status=expired&q=x");
  });

  it("the success page of an order not paid for yet is its payment page; once the payment is sent it is the success page", async () => {
    const order = placed(await placePendingOrder(orderInput({ lines: [artworkLine(shop.dawn)] })));
    expect(await orderAwaitsItsPayment(order.accessToken)).toBe(true);
    expect(await orderAwaitsItsPayment("x".repeat(32))).toBe(false);
    expect(await orderAwaitsItsPayment("not a token")).toBe(false);
    await attachPaymentScreenshot({ accessToken: order.accessToken, screenshot: screenshotPng(), clientAddress: "10.2.0.3" });
    expect(await orderAwaitsItsPayment(order.accessToken)).toBe(false);
  });
});
