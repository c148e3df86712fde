/**
 * Order transitions used by the back office, on the real PostgreSQL: marking paid sells the
 * reserved originals and queues the approval email; cancelling (or a failed / refunded payment)
 * releases them; reopening reserves them again unless another order took them meanwhile.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import { FLOW_MESSAGES } from "@/lib/domain/order-flow";
import { placeOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import {
  cancelOrder,
  markOrderPaid,
  OrderTransitionError,
  setOrderStatus,
  setPaymentStatus,
} from "@/lib/orders/transitions";
import { drainOutbox } from "@/lib/email/worker";
import { setStorageForTests } from "@/lib/storage";
import { artworkLine, createShop, NPR, orderInput, useTemporaryStorage, type Shop, emptyShop } from "./checkout-fixtures";

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.artwork.updateMany({ where: { id: { in: [shop.dawn.id, shop.boudha.id, shop.mandala.id] } }, data: { status: "available" } });
  useTemporaryStorage();
});

afterAll(async () => {
  // Let the background send attempts end before the database goes away.
  await drainOutbox();
  setStorageForTests();
});

function placed(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

async function artwork(id: string) {
  return db.artwork.findUniqueOrThrow({ where: { id }, select: { status: true, reservedByOrderId: true } });
}

/** An order for the Dawn original plus a medium print of the Mandala. */
async function dawnOrder(email = "sita@example.com") {
  return placed(
    await placeOrder(orderInput({ email, lines: [artworkLine(shop.dawn), artworkLine(shop.mandala, { size: "medium", quantity: 2 })] })),
  );
}

describe("markOrderPaid", () => {
  it("makes the reserved original sold, leaves print originals alone, and queues the approval email", async () => {
    const order = await dawnOrder();
    expect(await artwork(shop.dawn.id)).toEqual({ status: "available", reservedByOrderId: order.orderId });

    const result = await markOrderPaid(order.orderId);
    // The order status follows the payment: a paid order is being prepared.
    expect(result).toMatchObject({ paymentStatus: "paid", status: "processing", changed: true, sold: [shop.dawn.slug] });
    expect(await artwork(shop.dawn.id)).toEqual({ status: "sold", reservedByOrderId: null });
    expect(await artwork(shop.mandala.id)).toEqual({ status: "available", reservedByOrderId: null });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).toMatchObject({ paymentStatus: "paid" });

    const approval = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_approved" } });
    expect(approval.id).toBe(result.approvalEmailId);
    expect(approval.to).toEqual(["sita@example.com"]);
    // Mandala medium print: 15% of 9,500 = 1,425 -> 1,500, below the NPR 2,500 floor -> 2,500.
    const items = [
      { title: "Dawn over Machhapuchhre", variant: "Original", delivery: "5-7 business days", quantity: 1, price: 85_000 * NPR },
      { title: "Mandala of the Five Elements", variant: "Medium print (11x14)", delivery: "5-7 business days", quantity: 2, price: 2_500 * NPR },
    ];
    expect(approval.payload).toEqual({
      userName: "Sita Gurung",
      userEmail: "sita@example.com",
      customerName: "Sita Gurung",
      customerEmail: "sita@example.com",
      orderId: order.orderNumber,
      estimatedDelivery: "5-7 business days",
      orderItems: items,
      items,
      totalAmount: Number(order.totalPaisa),
      paidWith: "QR payment verified",
      orderUrl: `${siteUrl()}/order-success?token=${order.accessToken}`,
      receiptUrl: `${siteUrl()}/receipt/${order.accessToken}`,
      // The original's certificate of authenticity, issued with the payment.
      certificates: [{ title: "Dawn over Machhapuchhre", number: expect.stringMatching(/^COA-\d{4}-[0-9A-Z]{8}$/), url: expect.stringMatching(/\/certificate\/[\w-]{32}$/) }],
    });
  });

  it("is refused when repeated (nothing is due): no second payment, no second email, the work stays sold", async () => {
    const order = await dawnOrder();
    await markOrderPaid(order.orderId);
    await expect(markOrderPaid(order.orderId)).rejects.toMatchObject({ code: "refused", message: FLOW_MESSAGES.nothingDue });
    expect(await db.ledgerEntry.count({ where: { orderId: order.orderId } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { type: "payment_approved" } })).toBe(1);
    expect(await artwork(shop.dawn.id)).toEqual({ status: "sold", reservedByOrderId: null });
  });

  it("a sold original can no longer be ordered", async () => {
    const order = await dawnOrder();
    await markOrderPaid(order.orderId);
    const next = await placeOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.dawn)] }));
    expect(next).toMatchObject({ ok: false, message: '"Dawn over Machhapuchhre" has already been sold. Please remove it from your cart.' });
  });
});

describe("cancelOrder", () => {
  it("releases the reservation, so another customer can order the original", async () => {
    const order = await dawnOrder();
    const blocked = await placeOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.dawn)] }));
    expect(blocked).toMatchObject({ ok: false, code: "unavailable" });

    const result = await cancelOrder(order.orderId);
    expect(result).toMatchObject({ status: "cancelled", released: [shop.dawn.slug] });
    expect(await artwork(shop.dawn.id)).toEqual({ status: "available", reservedByOrderId: null });

    const second = placed(await placeOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.dawn)] })));
    expect(await artwork(shop.dawn.id)).toEqual({ status: "available", reservedByOrderId: second.orderId });
  });

  it("reopening a cancelled order reserves the original again, or refuses when it was taken", async () => {
    const first = await dawnOrder();
    await cancelOrder(first.orderId);
    expect(await setOrderStatus(first.orderId, "processing")).toMatchObject({ reserved: [shop.dawn.slug] });
    expect(await artwork(shop.dawn.id)).toEqual({ status: "available", reservedByOrderId: first.orderId });

    await cancelOrder(first.orderId);
    const second = placed(await placeOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.dawn)] })));
    const reopen = setOrderStatus(first.orderId, "pending");
    await expect(reopen).rejects.toBeInstanceOf(OrderTransitionError);
    await expect(reopen).rejects.toMatchObject({ code: "artwork_unavailable", artworks: ["Dawn over Machhapuchhre"] });
    // Nothing changed: the first order stays cancelled, the second keeps the work.
    expect(await db.order.findUniqueOrThrow({ where: { id: first.orderId } })).toMatchObject({ status: "cancelled" });
    expect(await artwork(shop.dawn.id)).toEqual({ status: "available", reservedByOrderId: second.orderId });
    // Nor can the cancelled order be paid: it must be reopened first.
    await expect(markOrderPaid(first.orderId)).rejects.toMatchObject({ code: "refused" });
  });

  it("cancelling a paid order leaves the sold work sold", async () => {
    const order = await dawnOrder();
    await markOrderPaid(order.orderId);
    expect(await cancelOrder(order.orderId)).toMatchObject({ released: [] });
    expect(await artwork(shop.dawn.id)).toEqual({ status: "sold", reservedByOrderId: null });
  });
});

describe("payment status", () => {
  it("a rejected payment releases the reservation; a refund of an unpaid order is refused", async () => {
    const a = await dawnOrder();
    await setPaymentStatus(a.orderId, "failed");
    expect(await artwork(shop.dawn.id)).toEqual({ status: "available", reservedByOrderId: null });

    const b = await dawnOrder("ram@example.com");
    await expect(setPaymentStatus(b.orderId, "refunded")).rejects.toMatchObject({ code: "refused", message: FLOW_MESSAGES.nothingToRefund });
    expect(await artwork(shop.dawn.id)).toEqual({ status: "available", reservedByOrderId: b.orderId });
  });

  it("taking 'paid' back to pending holds the work for the order again", async () => {
    const order = await dawnOrder();
    await markOrderPaid(order.orderId);
    expect(await setPaymentStatus(order.orderId, "pending")).toMatchObject({ reserved: [shop.dawn.slug] });
    expect(await artwork(shop.dawn.id)).toEqual({ status: "available", reservedByOrderId: order.orderId });
  });

  it("an unknown order is reported as not found", async () => {
    await expect(markOrderPaid("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ code: "not_found" });
    await expect(cancelOrder("ORD-20261122-00001")).rejects.toMatchObject({ code: "not_found" });
  });
});
