/**
 * Fulfilment of a paid order: Mark shipped with the courier and a tracking number or link (checked
 * and bounded; a link must be http(s)), then delivered or collected. Only paid orders that are
 * not cancelled; every change in the order history; the customer gets the 'order_shipped' email
 * with the courier, the tracking and each line's variant; the dialog's preview says who is emailed.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { markOrderFulfilled, previewOrderFulfilment, shipOrder, updatePaymentStatus } from "@/lib/actions/admin/orders";
import { FULFILMENT_MESSAGES } from "@/lib/domain/fulfilment";
import { FULFILMENT_INPUT_MESSAGES } from "@/lib/validation/admin/orders";
import { renderEmail } from "@/lib/email/templates";
import { listAdminOrders, getAdminOrder } from "@/lib/data/admin/orders";
import { parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { createArtwork, createOrder, EMAIL_SITE, openBackOffice } from "@/tests/integration/admin/admin-fixtures";

const site = EMAIL_SITE;

beforeAll(() => openBackOffice());

beforeEach(async () => {
  await db.emailOutbox.deleteMany();
});

const fulfilment = (id: string) =>
  db.order.findUniqueOrThrow({
    where: { id },
    select: { status: true, fulfilmentStatus: true, courier: true, trackingNumber: true, trackingUrl: true, shippedAt: true, fulfilledAt: true },
  });

async function paidOrder(title: string, email = "sita@example.com") {
  const art = await createArtwork(title);
  return createOrder({ originals: [art], email, paymentStatus: "paid", status: "processing" });
}

describe("Mark shipped", () => {
  it("records courier and tracking, writes the history, and emails the customer the tracking and the line's variant", async () => {
    const o = await paidOrder("Shipped Original", "buyer@example.com");
    const preview = await previewOrderFulfilment({ orderId: o.id, fulfilmentStatus: "shipped" });
    expect(preview).toEqual({ ok: true, data: { refusal: null, lines: ["buyer@example.com is emailed the courier and the tracking."] } });

    const result = await shipOrder({ orderId: o.id, courier: "  Nepal Post ", trackingNumber: "EE123456789NP", trackingUrl: "https://track.example.com/EE123456789NP" });
    expect(result).toEqual({
      ok: true,
      message: FULFILMENT_MESSAGES.shipped,
      data: { fulfilmentStatus: "shipped", status: "processing", shippedEmailQueued: true },
    });
    const row = await fulfilment(o.id);
    expect(row).toMatchObject({ fulfilmentStatus: "shipped", courier: "Nepal Post", trackingNumber: "EE123456789NP", trackingUrl: "https://track.example.com/EE123456789NP", fulfilledAt: null });
    expect(row.shippedAt).toBeInstanceOf(Date);

    const history = await db.orderHistory.findMany({ where: { orderId: o.id }, orderBy: { createdAt: "asc" } });
    expect(history.map((h) => [h.field, h.fromValue, h.toValue, h.actorEmail])).toEqual([["fulfilment_status", "unfulfilled", "shipped", "owner@studio.test"]]);
    expect(history[0].detail).toBe("Nepal Post · EE123456789NP · https://track.example.com/EE123456789NP");

    const emails = await db.emailOutbox.findMany({ where: { type: "order_shipped" } });
    expect(emails).toHaveLength(1);
    expect(emails[0].to).toEqual(["buyer@example.com"]);
    const rendered = await renderEmail("order_shipped", emails[0].payload, site);
    expect(rendered.subject).toMatch(/is on its way$/);
    expect(rendered.text).toContain("Nepal Post");
    expect(rendered.text).toContain("EE123456789NP");
    expect(rendered.text).toContain("https://track.example.com/EE123456789NP");
    expect(rendered.text).toContain("Shipped Original (Original)");
  });

  it("then delivered completes the order; delivered is final", async () => {
    const o = await paidOrder("Delivered Original");
    expect((await shipOrder({ orderId: o.id, courier: "Pathao", trackingNumber: "PTH-1" })).ok).toBe(true);
    const preview = await previewOrderFulfilment({ orderId: o.id, fulfilmentStatus: "delivered" });
    expect(preview.ok && preview.data.lines).toEqual(["Nobody is emailed.", "The order becomes completed."]);
    expect(await markOrderFulfilled({ orderId: o.id, fulfilmentStatus: "delivered" })).toMatchObject({ ok: true, message: FULFILMENT_MESSAGES.delivered });
    const row = await fulfilment(o.id);
    expect(row).toMatchObject({ status: "completed", fulfilmentStatus: "delivered", courier: "Pathao" });
    expect(row.fulfilledAt).toBeInstanceOf(Date);
    const history = await db.orderHistory.findMany({ where: { orderId: o.id }, orderBy: { createdAt: "asc" } });
    expect(history.map((h) => `${h.field}:${h.fromValue}->${h.toValue}`)).toEqual([
      "fulfilment_status:unfulfilled->shipped",
      "fulfilment_status:shipped->delivered",
      "status:processing->completed",
    ]);
    expect(await markOrderFulfilled({ orderId: o.id, fulfilmentStatus: "collected" })).toEqual({
      ok: false,
      message: `${FULFILMENT_MESSAGES.failed}: ${FULFILMENT_MESSAGES.finished("Delivered")}`,
    });
    expect(await db.emailOutbox.count({ where: { type: "order_shipped" } })).toBe(1);
  });

  it("collected in person needs no shipping; delivered without shipping is refused", async () => {
    const o = await paidOrder("Collected Original");
    expect(await markOrderFulfilled({ orderId: o.id, fulfilmentStatus: "delivered" })).toEqual({
      ok: false,
      message: `${FULFILMENT_MESSAGES.failed}: ${FULFILMENT_MESSAGES.shipFirst}`,
    });
    expect((await markOrderFulfilled({ orderId: o.id, fulfilmentStatus: "collected" })).ok).toBe(true);
    expect(await fulfilment(o.id)).toMatchObject({ status: "completed", fulfilmentStatus: "collected" });
    expect(await db.emailOutbox.count()).toBe(0);
  });
});

describe("refused", () => {
  it("on an unpaid, a refunded and a cancelled order: nothing changes, nobody is emailed", async () => {
    const unpaid = await createOrder({ originals: [await createArtwork("Unpaid Original")] });
    const refunded = await paidOrder("Refunded Original");
    expect((await updatePaymentStatus({ orderId: refunded.id, paymentStatus: "refunded" })).ok).toBe(true);
    const cancelled = await createOrder({ originals: [await createArtwork("Cancelled Original")], paymentStatus: "paid", status: "cancelled" });
    const cases = [
      [unpaid.id, FULFILMENT_MESSAGES.notPaid],
      // Refunded in full before it shipped: the refund cancelled it.
      [refunded.id, FULFILMENT_MESSAGES.cancelled],
      [cancelled.id, FULFILMENT_MESSAGES.cancelled],
    ] as const;
    for (const [orderId, message] of cases) {
      expect(await shipOrder({ orderId, courier: "DHL", trackingNumber: "1Z" })).toEqual({ ok: false, message: `${FULFILMENT_MESSAGES.failed}: ${message}` });
      expect(await markOrderFulfilled({ orderId, fulfilmentStatus: "collected" })).toEqual({ ok: false, message: `${FULFILMENT_MESSAGES.failed}: ${message}` });
      const preview = await previewOrderFulfilment({ orderId, fulfilmentStatus: "shipped" });
      expect(preview.ok && preview.data.refusal).toBe(message);
      expect(await fulfilment(orderId)).toMatchObject({ fulfilmentStatus: "unfulfilled", courier: null, trackingNumber: null });
      expect(await db.orderHistory.count({ where: { orderId, field: "fulfilment_status" } })).toBe(0);
    }
    expect(await db.emailOutbox.count({ where: { type: "order_shipped" } })).toBe(0);
  });

  it("bad input: each field's own message, bounded before any check, nothing changed", async () => {
    const o = await paidOrder("Input Original");
    const attempts: [Record<string, unknown>, string, string][] = [
      [{ courier: "", trackingNumber: "1" }, "courier", FULFILMENT_INPUT_MESSAGES.courierRequired],
      [{ courier: "x".repeat(81), trackingNumber: "1" }, "courier", FULFILMENT_INPUT_MESSAGES.courierTooLong],
      [{ courier: "DHL" }, "trackingNumber", FULFILMENT_INPUT_MESSAGES.trackingRequired],
      [{ courier: "DHL", trackingNumber: "   ", trackingUrl: "" }, "trackingNumber", FULFILMENT_INPUT_MESSAGES.trackingRequired],
      [{ courier: "DHL", trackingNumber: "<script>" }, "trackingNumber", FULFILMENT_INPUT_MESSAGES.trackingNumberChars],
      [{ courier: "DHL", trackingNumber: "9".repeat(101) }, "trackingNumber", FULFILMENT_INPUT_MESSAGES.trackingNumberTooLong],
      [{ courier: "DHL", trackingUrl: "javascript:alert(1)" }, "trackingUrl", FULFILMENT_INPUT_MESSAGES.trackingUrlInvalid],
      [{ courier: "DHL", trackingUrl: "ftp://track.example.com/1" }, "trackingUrl", FULFILMENT_INPUT_MESSAGES.trackingUrlInvalid],
      [{ courier: "DHL", trackingUrl: "track.example.com/1" }, "trackingUrl", FULFILMENT_INPUT_MESSAGES.trackingUrlInvalid],
      [{ courier: "DHL", trackingUrl: `https://example.com/${"a".repeat(1_000_000)}` }, "trackingUrl", FULFILMENT_INPUT_MESSAGES.trackingUrlTooLong],
    ];
    for (const [fields, field, message] of attempts) {
      const result = await shipOrder({ orderId: o.id, ...fields });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.fieldErrors?.[field]).toBe(message);
    }
    expect(await shipOrder({ orderId: "not-an-id", courier: "DHL", trackingNumber: "1" })).toMatchObject({ ok: false, message: "Order not found" });
    expect(await fulfilment(o.id)).toMatchObject({ fulfilmentStatus: "unfulfilled", courier: null });
    expect(await db.emailOutbox.count()).toBe(0);
  });
});

describe("the back office shows it", () => {
  it("in the orders list and the order detail", async () => {
    const o = await paidOrder("Listed Original");
    await shipOrder({ orderId: o.id, courier: "Upaya", trackingUrl: "http://upaya.example.com/t/9" });
    const page = await listAdminOrders(parseAdminOrderQuery({ q: o.orderNumber }));
    expect(page.orders.find((r) => r.id === o.id)?.fulfilmentStatus).toBe("shipped");
    const detail = await getAdminOrder(o.id);
    expect(detail?.fulfilment).toMatchObject({ status: "shipped", courier: "Upaya", trackingNumber: null, trackingUrl: "http://upaya.example.com/t/9" });
  });
});
