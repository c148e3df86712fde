/**
 * Order transitions that make sense and can be undone: Mark paid is refused on a cancelled order
 * (no approval email, nothing sold) until it is reopened; a refund can be undone while its works
 * are still free, and is refused with a clear message once another order took them; cancelling
 * can email the customer with the reason; every change is in the order history; the preview the
 * confirmation dialogs show says who is emailed and what becomes sold or goes back on sale.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  cancelOrderWithReason,
  markPaid,
  previewOrderChange,
  refundOrderPayment,
  restockOrderOriginals,
  updateOrderStatus,
  updatePaymentStatus,
} from "@/lib/actions/admin/orders";
import { FLOW_MESSAGES } from "@/lib/domain/order-flow";
import { TRANSITION_MESSAGES } from "@/lib/domain/order-transition";
import { renderEmail } from "@/lib/email/templates";
import { createArtwork, createOrder, EMAIL_SITE, openBackOffice } from "@/tests/integration/admin/admin-fixtures";

const site = EMAIL_SITE;

beforeAll(() => openBackOffice());

beforeEach(async () => {
  await db.emailOutbox.deleteMany();
});

const state = (id: string) => db.artwork.findUniqueOrThrow({ where: { id }, select: { status: true, reservedByOrderId: true } });
const order = (id: string) => db.order.findUniqueOrThrow({ where: { id }, select: { status: true, paymentStatus: true } });

describe("Mark paid on a cancelled order", () => {
  it("is refused: no email, the released original stays on sale, the order stays cancelled", async () => {
    const art = await createArtwork("Released Original");
    const o = await createOrder({ originals: [art], email: "late@example.com" });
    expect((await updateOrderStatus({ orderId: o.id, status: "cancelled" })).ok).toBe(true);
    expect(await state(art.id)).toEqual({ status: "available", reservedByOrderId: null });

    for (const attempt of [() => markPaid({ orderId: o.id }), () => updatePaymentStatus({ orderId: o.id, paymentStatus: "paid" })]) {
      expect(await attempt()).toEqual({ ok: false, message: `Failed to update payment status: ${TRANSITION_MESSAGES.paidWhileCancelled}` });
    }
    expect(await order(o.id)).toEqual({ status: "cancelled", paymentStatus: "pending" });
    expect(await state(art.id)).toEqual({ status: "available", reservedByOrderId: null });
    expect(await db.emailOutbox.count()).toBe(0);
    const preview = await previewOrderChange({ orderId: o.id, paymentStatus: "paid" });
    expect(preview.ok && preview.data.refusal).toBe(TRANSITION_MESSAGES.paidWhileCancelled);

    // Reopened first, it can be paid: the original is held again, then sold, and the email goes.
    expect((await updateOrderStatus({ orderId: o.id, status: "pending" })).ok).toBe(true);
    expect(await state(art.id)).toEqual({ status: "available", reservedByOrderId: o.id });
    expect((await markPaid({ orderId: o.id })).ok).toBe(true);
    expect(await state(art.id)).toEqual({ status: "sold", reservedByOrderId: null });
    expect(await db.emailOutbox.count({ where: { type: "payment_approved", to: { has: "late@example.com" } } })).toBe(1);
  });
});

describe("a refund", () => {
  it("never puts the work back on sale; only confirming it is back in the studio does", async () => {
    const art = await createArtwork("Refunded Original");
    const o = await createOrder({ originals: [art] });
    expect((await markPaid({ orderId: o.id })).ok).toBe(true);
    const preview = await previewOrderChange({ orderId: o.id, paymentStatus: "refunded" });
    expect(preview.ok && preview.data.lines).toEqual(["Nobody is emailed."]);
    expect((await updatePaymentStatus({ orderId: o.id, paymentStatus: "refunded" })).ok).toBe(true);
    // Refunded in full before it shipped: the order is cancelled, the work stays sold to it.
    expect(await order(o.id)).toEqual({ status: "cancelled", paymentStatus: "refunded" });
    expect(await state(art.id)).toEqual({ status: "sold", reservedByOrderId: null });
    // Nothing is due on a refunded, cancelled order: it cannot be marked paid again.
    expect(await updatePaymentStatus({ orderId: o.id, paymentStatus: "paid" })).toEqual({
      ok: false,
      message: `Failed to update payment status: ${TRANSITION_MESSAGES.paidWhileCancelled}`,
    });

    expect(await restockOrderOriginals({ orderId: o.id })).toMatchObject({ ok: true, data: { released: [art.slug] } });
    expect(await state(art.id)).toEqual({ status: "available", reservedByOrderId: null });
    // Once back on sale, it cannot be put back twice.
    expect(await restockOrderOriginals({ orderId: o.id })).toMatchObject({ ok: false });
    const history = await db.orderHistory.findMany({ where: { orderId: o.id, field: "payment_status" }, orderBy: { createdAt: "asc" } });
    expect(history.map((h) => `${h.fromValue}->${h.toValue}`)).toEqual(["pending->paid", "paid->refunded"]);
  });

  it("is refused above what the order kept, and on an unpaid order", async () => {
    const art = await createArtwork("Unpaid Original");
    const o = await createOrder({ originals: [art], totalPaisa: 10_000_00 });
    expect(await refundOrderPayment({ orderId: o.id, method: "qr", amount: "100", reason: "goodwill" })).toEqual({
      ok: false,
      message: `Failed to update payment status: ${FLOW_MESSAGES.nothingToRefund}`,
    });
    await markPaid({ orderId: o.id });
    expect(await refundOrderPayment({ orderId: o.id, method: "qr", amount: "10000.01", reason: "too much" })).toEqual({
      ok: false,
      message: `Failed to update payment status: ${FLOW_MESSAGES.refundTooLarge(BigInt(10_000_00))}`,
    });
    expect(await refundOrderPayment({ orderId: o.id, method: "qr", amount: "100", reason: "" })).toMatchObject({ ok: false, message: "Give the reason for the refund" });
    expect(await db.ledgerEntry.count({ where: { orderId: o.id, kind: "refund" } })).toBe(0);
  });
});

describe("cancelling", () => {
  it("emails the customer the reason when asked, and keeps it in the history", async () => {
    const art = await createArtwork("Cancelled Original");
    const o = await createOrder({ originals: [art], email: "sita@example.com" });
    const preview = await previewOrderChange({ orderId: o.id, status: "cancelled", notifyCustomer: true });
    expect(preview.ok && preview.data.lines).toEqual(["sita@example.com is emailed that the order is cancelled.", '"Cancelled Original" goes back on sale.']);
    const r = await cancelOrderWithReason({ orderId: o.id, notifyCustomer: true, reason: "The frame broke in the studio." });
    expect(r).toMatchObject({ ok: true, message: "Order status updated to cancelled", data: { cancellationEmailQueued: true } });
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "order_cancelled" } });
    expect(email.to).toEqual(["sita@example.com"]);
    const rendered = await renderEmail("order_cancelled", email.payload, site);
    expect(rendered.text).toContain("The frame broke in the studio.");
    expect(rendered.subject).toContain("is cancelled");
    const entry = await db.orderHistory.findFirstOrThrow({ where: { orderId: o.id, field: "status" } });
    expect(entry).toMatchObject({ fromValue: "pending", toValue: "cancelled", detail: "The frame broke in the studio.", actorEmail: "owner@studio.test" });
  });

  it("sends nothing unless asked", async () => {
    const o = await createOrder({});
    expect(await cancelOrderWithReason({ orderId: o.id, notifyCustomer: false, reason: "x" })).toMatchObject({ ok: true, data: { cancellationEmailQueued: false } });
    expect(await db.emailOutbox.count()).toBe(0);
  });
});

describe("the confirmation of Mark paid", () => {
  it("says who gets the approval email and which works become sold", async () => {
    const art = await createArtwork("Dawn Over Patan");
    const o = await createOrder({ originals: [art], email: "buyer@example.com" });
    const preview = await previewOrderChange({ orderId: o.id, paymentStatus: "paid" });
    expect(preview.ok && preview.data.lines).toEqual(["buyer@example.com is emailed the payment approval.", '"Dawn Over Patan" becomes sold.']);
    // Only a preview: nothing changed.
    expect(await order(o.id)).toEqual({ status: "pending", paymentStatus: "pending" });
    expect(await db.emailOutbox.count()).toBe(0);
  });
});
