/**
 * Back-office orders on the real PostgreSQL: Mark Paid (originals sold, approval email, reference
 * recorded and duplicates flagged), Reject payment (released, optional email with the reason),
 * every status and payment transition with its message and history, notes, the list (filters,
 * search, keyset pages), the CSV export, the verification queue, the dashboard and analytics.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { formatNpr } from "@/lib/money";
import { formatDateTime } from "@/components/admin/ui/format";
import { createLocalStorage, setStorageForTests } from "@/lib/storage";
import { drainOutbox } from "@/lib/email/worker";
import { addOrderNote, markPaid, rejectOrderPayment, updateOrderStatus, updatePaymentStatus } from "@/lib/actions/admin/orders";
import { countPaymentsToVerify, exportAdminOrders, getAdminOrder, listAdminOrders, listPaymentVerificationQueue } from "@/lib/data/admin/orders";
import { getDashboard } from "@/lib/data/admin/dashboard";
import { getAnalytics } from "@/lib/data/admin/analytics";
import { parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { FLOW_MESSAGES } from "@/lib/domain/order-flow";
import { GET as exportRoute } from "@/app/admin/orders/export/route";
import { GET as rowsRoute } from "@/app/admin/orders/rows/route";
import type { OrderListData } from "@/lib/domain/admin-order-query";
import { createArtwork, createOrder, createProfile, signInAs } from "./admin-fixtures";

let admin: { id: string; email: string };
let storageDir: string;

beforeAll(async () => {
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-orders-"));
  setStorageForTests(createLocalStorage(storageDir, { signing: { secret: "admin-orders-test-secret-admin-orders-test" } }));
  await db.settings.upsert({
    where: { id: 1 },
    create: { id: 1, siteName: "Admin Test Studio", siteDescription: "Test", contactEmail: "studio@example.com", supportEmail: "support@example.com" },
    update: {},
  });
  admin = await createProfile("verifier@studio.test", "admin");
});

beforeEach(async () => {
  signInAs(admin);
  await db.order.deleteMany();
  await db.emailOutbox.deleteMany();
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
});

async function artworkState(id: string) {
  return db.artwork.findUniqueOrThrow({ where: { id }, select: { status: true, reservedByOrderId: true } });
}

describe("Mark Paid", () => {
  it("sells the reserved original, records the reference and history, and queues the approval email", async () => {
    const art = await createArtwork("Phewa Morning");
    const order = await createOrder({ originals: [art], email: "Ram@Example.com", name: "Ram Thapa", totalPaisa: 45_000_00 });
    const result = await markPaid({ orderId: order.id, transactionReference: " esw-123 456 " });
    expect(result).toEqual({
      ok: true,
      message: "Payment status updated to paid",
      data: { paymentStatus: "paid", approvalEmailQueued: true, depositEmailQueued: false, transactionReference: "ESW123456", duplicateReferenceOrders: [], sold: [art.slug] },
    });
    expect(await artworkState(art.id)).toEqual({ status: "sold", reservedByOrderId: null });
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_approved" } });
    expect(email.to).toEqual(["ram@example.com"]);
    expect(email.payload).toMatchObject({
      orderId: order.orderNumber,
      customerName: "Ram Thapa",
      customerEmail: "ram@example.com",
      totalAmount: 45_000_00,
      items: [{ title: "Phewa Morning", quantity: 1, price: 45_000_00 }],
      estimatedDelivery: "5-7 business days",
    });
    const history = await db.orderHistory.findMany({ where: { orderId: order.id }, orderBy: { field: "asc" } });
    expect(history.map((h) => [h.field, h.fromValue, h.toValue, h.actorEmail])).toEqual([
      ["payment", null, "qr", "verifier@studio.test"],
      ["payment_status", "pending", "paid", "verifier@studio.test"],
      ["status", "pending", "processing", "verifier@studio.test"],
    ]);
    expect(history[0].detail).toBe(`${formatNpr(45_000_00)} received by QR payment, ref ESW123456`);
    const ledger = await db.ledgerEntry.findMany({ where: { orderId: order.id } });
    expect(ledger.map((r) => [r.kind, r.method, r.amountPaisa, r.reference, r.recordedByEmail])).toEqual([
      ["payment", "qr", BigInt(45_000_00), "ESW123456", "verifier@studio.test"],
    ]);
  });

  it("refuses a transaction reference already recorded on another order, before anything is written or emailed", async () => {
    const first = await createOrder({ email: "a@example.com" });
    const second = await createOrder({ email: "b@example.com" });
    expect((await markPaid({ orderId: first.id, transactionReference: "KHALTI-777" })).ok).toBe(true);
    const emailsBefore = await db.emailOutbox.count();
    const again = await markPaid({ orderId: second.id, transactionReference: "khalti 777" });
    expect(again).toEqual({
      ok: false,
      message: `Failed to update payment status: The reference KHALTI777 is already recorded on order ${first.orderNumber}. Check the payment before recording it again.`,
    });
    expect(await db.emailOutbox.count()).toBe(emailsBefore);
    expect(await db.ledgerEntry.count({ where: { orderId: second.id } })).toBe(0);
    expect((await db.order.findUniqueOrThrow({ where: { id: second.id } })).paymentStatus).toBe("pending");
  });

  it("refuses a malformed reference and changes nothing", async () => {
    const order = await createOrder({});
    const result = await markPaid({ orderId: order.id, transactionReference: "x".repeat(101) });
    expect(result).toMatchObject({ ok: false });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("pending");
  });
});

describe("Reject payment", () => {
  it("sets payment failed, releases the original and emails the reason when asked", async () => {
    const art = await createArtwork("Annapurna Dusk");
    const order = await createOrder({ originals: [art], email: "hari@example.com", name: "Hari" });
    const result = await rejectOrderPayment({ orderId: order.id, notifyCustomer: true, reason: "The amount paid was NPR 500 short." });
    expect(result).toMatchObject({ ok: true, message: "Payment status updated to failed", data: { rejectionEmailQueued: true, released: [art.slug] } });
    expect(await artworkState(art.id)).toEqual({ status: "available", reservedByOrderId: null });
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_rejected" } });
    expect(email.to).toEqual(["hari@example.com"]);
    expect(email.payload).toEqual({ userName: "Hari", userEmail: "hari@example.com", orderId: order.orderNumber, reason: "The amount paid was NPR 500 short." });
    const history = await db.orderHistory.findFirstOrThrow({ where: { orderId: order.id, field: "payment_claim" } });
    expect(history.detail).toBe("The amount paid was NPR 500 short.");
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe("failed");
  });

  it("sends no email unless asked", async () => {
    const order = await createOrder({});
    expect(await rejectOrderPayment({ orderId: order.id })).toMatchObject({ ok: true, data: { rejectionEmailQueued: false } });
    expect(await db.emailOutbox.count()).toBe(0);
  });
});

describe("status and payment transitions", () => {
  it("order status: cancel releases the original, reopening holds it again; the rest follows payment and delivery", async () => {
    const art = await createArtwork("Every Status");
    const order = await createOrder({ originals: [art] });
    expect(await updateOrderStatus({ orderId: order.id, status: "cancelled" })).toMatchObject({ ok: true, message: "Order status updated to cancelled" });
    expect(await artworkState(art.id)).toEqual({ status: "available", reservedByOrderId: null });
    expect(await updateOrderStatus({ orderId: order.id, status: "pending" })).toMatchObject({ ok: true, message: "Order status updated to pending" });
    expect((await artworkState(art.id)).reservedByOrderId).toBe(order.id);
    for (const status of ["processing", "completed"] as const) {
      expect(await updateOrderStatus({ orderId: order.id, status })).toEqual({ ok: false, message: `Failed to update order status: ${FLOW_MESSAGES.statusFollows}` });
    }
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("pending");
    expect(await db.orderHistory.count({ where: { orderId: order.id, field: "status" } })).toBe(2);
  });

  it("payment status: paid sells and emails once; taken back to pending holds the work again; refunded keeps it sold", async () => {
    const art = await createArtwork("Every Payment");
    const order = await createOrder({ originals: [art] });
    expect(await updatePaymentStatus({ orderId: order.id, paymentStatus: "paid" })).toMatchObject({ ok: true, message: "Payment status updated to paid" });
    expect(await artworkState(art.id)).toEqual({ status: "sold", reservedByOrderId: null });
    expect(await updatePaymentStatus({ orderId: order.id, paymentStatus: "pending" })).toMatchObject({ ok: true, message: "Payment status updated to pending" });
    expect(await artworkState(art.id)).toEqual({ status: "available", reservedByOrderId: order.id });
    expect(await updatePaymentStatus({ orderId: order.id, paymentStatus: "paid" })).toMatchObject({ ok: true });
    expect(await updatePaymentStatus({ orderId: order.id, paymentStatus: "refunded" })).toMatchObject({ ok: true, message: "Payment status updated to refunded" });
    // A refund never puts a work back on sale: the buyer may have it.
    expect(await artworkState(art.id)).toEqual({ status: "sold", reservedByOrderId: null });
    for (const paymentStatus of ["processing", "partly_paid", "overpaid", "partly_refunded"] as const) {
      expect(await updatePaymentStatus({ orderId: order.id, paymentStatus })).toMatchObject({ ok: false });
    }
    // The approval went out once; after the undone payment, the second approval has its own key.
    expect(await db.emailOutbox.count({ where: { type: "payment_approved" } })).toBe(2);
  });

  it("a refund of an unpaid order is refused and changes nothing", async () => {
    const art = await createArtwork("Refund Me");
    const order = await createOrder({ originals: [art] });
    expect(await updatePaymentStatus({ orderId: order.id, paymentStatus: "refunded" })).toEqual({
      ok: false,
      message: `Failed to update payment status: ${FLOW_MESSAGES.nothingToRefund}`,
    });
    expect(await artworkState(art.id)).toEqual({ status: "available", reservedByOrderId: order.id });
  });

  it("refuses unknown values and unknown orders with a clear message", async () => {
    const order = await createOrder({});
    expect(await updateOrderStatus({ orderId: order.id, status: "shipped" })).toMatchObject({ ok: false });
    expect(await updateOrderStatus({ orderId: "00000000-0000-4000-8000-000000000000", status: "completed" })).toEqual({
      ok: false,
      message: "Failed to update order status: Order not found",
    });
  });

  it("a reopened order whose original was taken meanwhile is refused with the failure message", async () => {
    const art = await createArtwork("Taken Meanwhile");
    const order = await createOrder({ originals: [art] });
    await updateOrderStatus({ orderId: order.id, status: "cancelled" });
    await createOrder({ originals: [art], email: "other@example.com" });
    const result = await updateOrderStatus({ orderId: order.id, status: "pending" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^Failed to update order status: "Taken Meanwhile" is no longer available/);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("cancelled");
  });
});

describe("notes", () => {
  it("adds an internal note with its author and a history entry", async () => {
    const order = await createOrder({});
    expect(await addOrderNote({ orderId: order.id, body: "   " })).toMatchObject({ ok: false, message: "Write a note first" });
    const result = await addOrderNote({ orderId: order.id, body: "Customer called: ships after Tihar." });
    expect(result).toMatchObject({ ok: true, message: "Note added", data: { authorEmail: "verifier@studio.test" } });
    const detail = await getAdminOrder(order.id);
    expect(detail?.notes.map((n) => n.body)).toEqual(["Customer called: ships after Tihar."]);
    expect(detail?.history.map((h) => h.field)).toEqual(["note"]);
  });
});

describe("reads", () => {
  it("lists newest first with filters, search and keyset pages; exports the same rows", async () => {
    const base = Date.parse("2026-11-01T00:00:00Z");
    for (let i = 0; i < 30; i++) {
      await createOrder({
        email: `buyer${i}@example.com`,
        name: i === 7 ? "Maya Lama" : `Buyer ${i}`,
        createdAt: new Date(base + i * 60_000),
        paymentStatus: i % 3 === 0 ? "paid" : "pending",
        transactionReference: i === 12 ? "IME-998877" : null,
      });
    }
    const page1 = await listAdminOrders(parseAdminOrderQuery({}), 10);
    expect(page1.total).toBe(30);
    expect(page1.orders.map((o) => o.customerEmail)).toEqual(Array.from({ length: 10 }, (_, i) => `buyer${29 - i}@example.com`));
    const page2 = await listAdminOrders(parseAdminOrderQuery({ cursor: page1.nextCursor }), 10);
    expect(page2.orders[0].customerEmail).toBe("buyer19@example.com");

    const paid = await listAdminOrders(parseAdminOrderQuery({ payment: "paid" }), 50);
    expect(paid.total).toBe(10);
    expect(paid.orders.every((o) => o.paymentStatus === "paid")).toBe(true);

    expect((await listAdminOrders(parseAdminOrderQuery({ q: "maya" }))).orders.map((o) => o.customerName)).toEqual(["Maya Lama"]);
    expect((await listAdminOrders(parseAdminOrderQuery({ q: "ime-9988" }))).orders.map((o) => o.customerEmail)).toEqual(["buyer12@example.com"]);
    expect((await listAdminOrders(parseAdminOrderQuery({ q: "buyer2" }))).total).toBe(11); // buyer2, buyer20..29
    expect((await listAdminOrders(parseAdminOrderQuery({ q: "100%_" }))).total).toBe(0);

    const exported: string[] = [];
    for await (const batch of exportAdminOrders({ status: null, paymentStatus: "paid", search: null }, 4)) {
      exported.push(...batch.map((o) => o.customerEmail));
    }
    expect(exported).toEqual(paid.orders.map((o) => o.customerEmail));

    const response = await exportRoute(
      Object.assign(new Request("http://localhost/admin/orders/export?payment=paid"), {
        nextUrl: new URL("http://localhost/admin/orders/export?payment=paid"),
      }) as never,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const csv = await response.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toContain('"order_number","created_at (Asia/Kathmandu)","customer_name"');
    expect(lines).toHaveLength(11);
  });

  it("GET /admin/orders/rows answers one page of the list as data: formatted rows, count, next cursor, payments to verify", async () => {
    const base = Date.parse("2026-11-02T06:00:00Z");
    for (let i = 0; i < 30; i++) {
      await createOrder({
        email: `row${i}@example.com`,
        name: i === 4 ? "Pemba Sherpa" : `Row ${i}`,
        createdAt: new Date(base + i * 60_000),
        totalPaisa: 4_500_00 + i * 100,
        paymentStatus: i % 3 === 0 ? "paid" : "pending",
      });
    }
    const get = async (search: string) => {
      const url = new URL(`http://localhost/admin/orders/rows${search}`);
      const response = await rowsRoute(Object.assign(new Request(url), { nextUrl: url }) as never);
      return { response, body: (await response.json()) as OrderListData };
    };

    const first = await get("");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    expect(first.body.total).toBe(30);
    expect(first.body.totalCapped).toBe(false);
    expect(first.body.toVerify).toBe(20);
    expect(first.body.orders).toHaveLength(25);
    expect(first.body.orders[0]).toMatchObject({
      customerEmail: "row29@example.com",
      customerName: "Row 29",
      total: formatNpr(4_529_00),
      paymentStatus: "pending",
      status: "pending",
      fulfilmentStatus: "unfulfilled",
    });
    // Nepal time (UTC+5:45): 06:29 UTC is 12:14 pm.
    expect(first.body.orders[0].created).toBe(formatDateTime(new Date("2026-11-02T06:29:00Z")));
    expect(first.body.orders[0].created).toMatch(/12:14/);
    // Only the row's fields travel: no addresses, phone or items.
    expect(Object.keys(first.body.orders[0]).sort()).toEqual(
      ["created", "customerEmail", "customerName", "fulfilmentStatus", "id", "orderNumber", "paymentStatus", "status", "total", "transactionReference"],
    );
    expect(first.body.nextCursor).toBeTruthy();

    const second = await get(`?cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(second.body.orders.map((o) => o.customerEmail)).toEqual(["row4@example.com", "row3@example.com", "row2@example.com", "row1@example.com", "row0@example.com"]);
    expect(second.body.nextCursor).toBeNull();

    const paid = await get("?payment=paid");
    expect(paid.body.total).toBe(10);
    expect(paid.body.orders.every((o) => o.paymentStatus === "paid")).toBe(true);
    expect((await get("?q=pemba")).body.orders.map((o) => o.customerName)).toEqual(["Pemba Sherpa"]);

    // Unknown values, a forged cursor and an oversized search are dropped before any query, not errors.
    const odd = await get(`?status=nonsense&payment=%00&cursor=${"x".repeat(500)}&q=${"a".repeat(5000)}`);
    expect(odd.response.status).toBe(200);
    expect(odd.body.total).toBe(30);
    expect(odd.body.orders[0].customerEmail).toBe("row29@example.com");
    expect((await get(`?q=${"a".repeat(150)}`)).body.total).toBe(0);
  });

  it("keeps a large count for a moment (reading it is the list's largest cost); small counts are always fresh", async () => {
    await db.$executeRaw`INSERT INTO orders (id, order_number, access_token, customer_email, customer_info, subtotal_paisa, tax_paisa, shipping_paisa, total_paisa, status, payment_status, updated_at)
      SELECT gen_random_uuid(), 'ORD-BULK-' || g, 'bulk-token-' || g, 'bulk' || g || '@example.com', '{"name":"Bulk Buyer"}', 100000, 0, 0, 100000, 'completed', 'paid', now()
      FROM generate_series(1, 1000) AS g`;
    expect((await listAdminOrders(parseAdminOrderQuery({ payment: "paid" }))).total).toBe(1000);
    await createOrder({ paymentStatus: "paid" });
    // The paid count (1,000 or more) is kept: the new order shows in the rows at once, in the count a little later.
    const kept = await listAdminOrders(parseAdminOrderQuery({ payment: "paid" }));
    expect(kept.total).toBe(1000);
    expect(kept.orders[0].orderNumber).toMatch(/^ORD-TEST-/);
    // Another filter is counted on its own, and a small count is exact at once.
    expect((await listAdminOrders(parseAdminOrderQuery({ payment: "pending" }))).total).toBe(0);
    await createOrder({ paymentStatus: "pending" });
    expect((await listAdminOrders(parseAdminOrderQuery({ payment: "pending" }))).total).toBe(1);
  });

  it("the verification queue lists open unpaid orders oldest first; the detail signs the screenshot link", async () => {
    const storage = (await import("@/lib/storage")).storage();
    const file = await storage.put("payment-screenshots", Buffer.from("fake"), { folder: "ORD-1", ext: "png", contentType: "image/png" });
    const older = await createOrder({ createdAt: new Date(Date.now() - 3 * 3600_000), screenshotPath: file.path });
    const newer = await createOrder({ createdAt: new Date(Date.now() - 3600_000) });
    await createOrder({ paymentStatus: "paid" });
    await createOrder({ status: "cancelled" });
    const queue = await listPaymentVerificationQueue();
    expect(queue.map((o) => o.id)).toEqual([older.id, newer.id]);
    expect(queue[0].hasScreenshot).toBe(true);
    // The orders list's 'Payments to verify (n)' counts the same orders, up to its cap.
    expect(await countPaymentsToVerify()).toBe(2);
    expect(await countPaymentsToVerify(1)).toBe(1);
    const detail = await getAdminOrder(older.id);
    expect(detail?.screenshotUrl).toMatch(/^\/private-files\/payment-screenshots\/ORD-1\/.+\?expires=\d+&sig=/);
    expect(detail?.shippingAddress).toMatchObject({ city: "Kathmandu" });

    const dashboard = await getDashboard();
    expect(dashboard).toMatchObject({ orders: 3, awaitingVerification: 2, revenuePaisa: 50_000_00 });
    expect(dashboard.oldestAwaitingAt?.getTime()).toBe((await db.order.findUniqueOrThrow({ where: { id: older.id } })).createdAt.getTime());
    expect(dashboard.recentOrders).toHaveLength(4);
  });

  it("analytics counts revenue from paid orders only, within the period, net of refunds", async () => {
    const now = new Date("2026-11-23T06:00:00Z");
    const art = await createArtwork("Best Seller");
    await createOrder({ originals: [art], paymentStatus: "paid", totalPaisa: 10_000_00, createdAt: new Date(now.getTime() - 2 * 86400_000) });
    await createOrder({ paymentStatus: "pending", totalPaisa: 99_000_00, createdAt: new Date(now.getTime() - 86400_000) });
    await createOrder({ paymentStatus: "paid", totalPaisa: 20_000_00, createdAt: new Date(now.getTime() - 20 * 86400_000) });
    const week = await getAnalytics("7d", now);
    expect(week).toMatchObject({ revenuePaisa: 10_000_00, paidOrders: 1, orders: 2, averageOrderPaisa: 10_000_00 });
    expect(week.revenueByDay).toHaveLength(7);
    expect(week.revenueByDay.reduce((s, d) => s + d.revenuePaisa, 0)).toBe(10_000_00);
    expect(week.topArtworks).toEqual([{ title: "Best Seller", quantity: 1, revenuePaisa: 10_000_00 }]);
    const month = await getAnalytics("30d", now);
    expect(month).toMatchObject({ revenuePaisa: 30_000_00, paidOrders: 2, averageOrderPaisa: 15_000_00 });
    expect(month.revenueByDay).toHaveLength(30);
  });
});
