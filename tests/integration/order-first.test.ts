/**
 * Order first, then pay, against the real PostgreSQL and local storage: the hold placed at
 * 'Proceed to Payment', concurrent buyers of one original, expiry (read-time rule and the
 * worker), the screenshot extending the hold and a rejection releasing it, idempotent attach,
 * limits that refused attempts never fill, mailboxes sharing an address, and the order number
 * in the EMVCo payload.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { expireLapsedOrders } from "@/lib/orders/expiry";
import { placeOrder, placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { cancelOrder, rejectPayment } from "@/lib/orders/transitions";
import { checkCart } from "@/lib/actions/cart";
import { getOrderForPaymentPage } from "@/lib/data/orders";
import { setStorageForTests } from "@/lib/storage";
import { orderQrPayload } from "@/lib/domain/payment-details";
import { parseEmvco, readPaymentFields } from "@/lib/domain/emvco";
import { PAYMENT_NOT_RECEIVED } from "@/lib/domain/order-hold";
import { CHECKOUT_MESSAGES, CHECKOUT_RATE_LIMITS } from "@/lib/validation/checkout";
import { fonepayStaticPayload } from "@/tests/support/emvco-fixtures";
import { solvedQuickCheck } from "@/tests/support/quick-check";
import { artwork, artworkLine, createShop, listFiles, NPR, orderInput, screenshotPng, useTemporaryStorage, type Shop, emptyShop } from "./checkout-fixtures";

process.env.ADMIN_NOTIFICATION_EMAILS = "owner@example.com";
process.env.SITE_URL = "https://art.example.com";

let shop: Shop;
let storageDir: string;

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.settings.update({ where: { id: 1 }, data: { enableOrders: true, enableNotifications: true, paymentWindowMinutes: 30 } });
  ({ dir: storageDir } = useTemporaryStorage());
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
});

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

const minutes = (n: number) => n * 60_000;

async function reservedBy(artworkId: string): Promise<string | null> {
  return (await db.artwork.findUniqueOrThrow({ where: { id: artworkId }, select: { reservedByOrderId: true } })).reservedByOrderId;
}

async function emailTypes(): Promise<string[]> {
  return (await db.emailOutbox.findMany({ select: { type: true } })).map((e) => e.type).sort();
}

describe("'Proceed to Payment' places the order", () => {
  it("pending / pending, the original held until the payment deadline from the settings, the payment link emailed; no screenshot yet", async () => {
    await db.settings.update({ where: { id: 1 }, data: { paymentWindowMinutes: 45 } });
    const now = new Date();
    const placed = expectPlaced(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), screenshot: undefined, now }));
    const order = await db.order.findUniqueOrThrow({ where: { id: placed.orderId } });
    expect(order).toMatchObject({ status: "pending", paymentStatus: "pending", paymentSubmittedAt: null });
    expect(order.paymentDueAt?.getTime()).toBe(now.getTime() + minutes(45));
    expect(placed.paymentDueAt).toBe(order.paymentDueAt?.toISOString());
    expect(await reservedBy(shop.dawn.id)).toBe(placed.orderId);
    expect(await emailTypes()).toEqual(["payment_link"]);
    const link = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_link" } });
    expect(link.payload).toMatchObject({
      orderId: placed.orderNumber,
      paymentUrl: `https://art.example.com/checkout/pay/${placed.accessToken}`,
      holdsOriginals: true,
    });
    expect(listFiles(storageDir)).toEqual([]);
    // Its page shows it awaiting payment, with the time left.
    expect(await getOrderForPaymentPage(placed.accessToken)).toMatchObject({ state: "awaiting_payment", orderNumber: placed.orderNumber });
  });

  it("50 concurrent buyers of one original: 1 hold, 49 told at this step that it is reserved", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placePendingOrder(orderInput({ email: `buyer${i}@example.com`, clientAddress: `10.9.${Math.floor(i / 10)}.${i % 10}`, lines: [artworkLine(shop.dawn)] })),
      ),
    );
    const placed = results.filter((r): r is PlacedOrder => r.ok);
    const refused = results.filter((r) => !r.ok);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r).toMatchObject({ code: "unavailable", message: CHECKOUT_MESSAGES.reserved(shop.dawn.title) });
    expect(await db.order.count()).toBe(1);
    expect(await reservedBy(shop.dawn.id)).toBe(placed[0].orderId);
  });
});

describe("unpaid orders expire", () => {
  it("read-time rule, worker off: a hold past its window does not block the next buyer; the lapsed order is cancelled and its email queued", async () => {
    const start = new Date(Date.now() - minutes(40));
    const first = expectPlaced(await placePendingOrder({ ...orderInput({ email: "first@example.com", lines: [artworkLine(shop.dawn)] }), now: start }));
    // The cart check already treats the work as free.
    expect(await checkCart([artworkLine(shop.dawn)])).toMatchObject([{ status: "ok" }]);
    const second = expectPlaced(await placePendingOrder(orderInput({ email: "second@example.com", lines: [artworkLine(shop.dawn)] })));
    expect(await reservedBy(shop.dawn.id)).toBe(second.orderId);
    const lapsed = await db.order.findUniqueOrThrow({ where: { id: first.orderId } });
    expect(lapsed).toMatchObject({ status: "cancelled", cancelReason: PAYMENT_NOT_RECEIVED });
    const expiry = await db.emailOutbox.findFirstOrThrow({ where: { type: "order_expired" } });
    expect(expiry.to).toEqual(["first@example.com"]);
    expect(expiry.payload).toMatchObject({ orderId: first.orderNumber });
    // Its page says it expired and offers its lines back.
    const page = await getOrderForPaymentPage(first.accessToken);
    expect(page).toMatchObject({ state: "expired" });
    expect(page?.restorableLines).toMatchObject([{ id: shop.dawn.id, type: "artwork", quantity: 1 }]);
  });

  it("the worker expires lapsed orders: released, emailed, history written; twice at once expires each once", async () => {
    const start = new Date(Date.now() - minutes(31));
    const lapsed = expectPlaced(await placePendingOrder({ ...orderInput({ email: "a@example.com", lines: [artworkLine(shop.dawn)] }), now: start }));
    const fresh = expectPlaced(await placePendingOrder(orderInput({ email: "b@example.com", lines: [artworkLine(shop.boudha)] })));
    const paid = expectPlaced(await placeOrder({ ...orderInput({ email: "c@example.com", lines: [artworkLine(shop.mandala)] }), now: start }));
    const [one, two] = await Promise.all([expireLapsedOrders(), expireLapsedOrders()]);
    expect([...one, ...two].map((e) => e.orderId)).toEqual([lapsed.orderId]);
    expect(await reservedBy(shop.dawn.id)).toBeNull();
    expect(await reservedBy(shop.boudha.id)).toBe(fresh.orderId);
    expect(await reservedBy(shop.mandala.id)).toBe(paid.orderId);
    expect(await db.order.findUniqueOrThrow({ where: { id: paid.orderId } })).toMatchObject({ status: "pending" });
    expect(await db.emailOutbox.count({ where: { type: "order_expired" } })).toBe(1);
    expect(await db.orderHistory.findMany({ where: { orderId: lapsed.orderId }, select: { toValue: true, detail: true } })).toEqual([
      { toValue: "cancelled", detail: PAYMENT_NOT_RECEIVED },
    ]);
  });

  it("an administrator's change and the expiry worker on one lapsed order at once: both finish, no deadlock", async () => {
    for (let round = 0; round < 8; round++) {
      await db.artwork.update({ where: { id: shop.dawn.id }, data: { reservedByOrderId: null, status: "available" } });
      const start = new Date(Date.now() - minutes(31));
      const lapsed = expectPlaced(
        await placePendingOrder({ ...orderInput({ email: `race${round}@example.com`, lines: [artworkLine(shop.dawn)] }), now: start }),
      );
      const outcomes = await Promise.allSettled([cancelOrder(lapsed.orderId), expireLapsedOrders()]);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(String(outcome.reason)).not.toMatch(/deadlock/i);
      }
      expect(await db.order.findUniqueOrThrow({ where: { id: lapsed.orderId } })).toMatchObject({ status: "cancelled" });
      expect(await reservedBy(shop.dawn.id)).toBeNull();
    }
  });
});

describe("'I've Made the Payment' attaches the screenshot", () => {
  it("extends the hold past the window until verified or rejected, sends the confirmation and admin emails, and a rejection releases at once", async () => {
    const start = new Date(Date.now() - minutes(25));
    const placed = expectPlaced(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), now: start }));
    const paid = expectPlaced(await attachPaymentScreenshot({ accessToken: placed.accessToken, screenshot: screenshotPng(), clientAddress: "10.1.1.1" }));
    expect(paid).toMatchObject({ orderNumber: placed.orderNumber, screenshotStored: true, emailQueued: true, duplicate: false });
    expect(await emailTypes()).toEqual(["admin_notification", "order_confirmation", "payment_link"]);
    // An hour later the worker runs: a paid-for hold is never released by a timer.
    expect(await expireLapsedOrders({ now: new Date(Date.now() + minutes(60)) })).toEqual([]);
    expect(await reservedBy(shop.dawn.id)).toBe(placed.orderId);
    const other = await placePendingOrder(orderInput({ email: "other@example.com", lines: [artworkLine(shop.dawn)], now: new Date(Date.now() + minutes(60)) }));
    expect(other).toMatchObject({ ok: false, code: "unavailable" });
    // The administrator rejects the payment: released at once.
    await rejectPayment(placed.orderId);
    expect(await reservedBy(shop.dawn.id)).toBeNull();
    expectPlaced(await placePendingOrder(orderInput({ email: "other@example.com", lines: [artworkLine(shop.dawn)] })));
  });

  it("is idempotent: a double tap and a retry make one screenshot and one set of emails", async () => {
    const placed = expectPlaced(await placePendingOrder(orderInput({ lines: [artworkLine(shop.dawn)] })));
    const attach = () => attachPaymentScreenshot({ accessToken: placed.accessToken, screenshot: screenshotPng(), clientAddress: "10.1.1.2" });
    const [a, b] = await Promise.all([attach(), attach()]);
    const retry = await attach();
    for (const r of [a, b, retry]) expect(r).toMatchObject({ ok: true, orderNumber: placed.orderNumber });
    expect([a, b, retry].filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(listFiles(storageDir)).toHaveLength(1);
    expect(await emailTypes()).toEqual(["admin_notification", "order_confirmation", "payment_link"]);
  });

  it("an expired order takes no screenshot and says so", async () => {
    const placed = expectPlaced(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)] }), now: new Date(Date.now() - minutes(31)) }));
    await expireLapsedOrders();
    const late = await attachPaymentScreenshot({ accessToken: placed.accessToken, screenshot: screenshotPng() });
    expect(late).toMatchObject({ ok: false, code: "closed", message: CHECKOUT_MESSAGES.orderExpired(placed.orderNumber, "support@example.com") });
    expect(listFiles(storageDir)).toEqual([]);
  });
});

describe("limits that cannot be turned against other visitors", () => {
  it("refused attempts (an unavailable work, bad input, a file that is not an image) leave every limit untouched", async () => {
    for (let i = 0; i < 20; i++) {
      await placePendingOrder(orderInput({ email: `j${i}@example.com`, clientAddress: `10.66.0.${i % 10}`, lines: [artworkLine(shop.sold)] }));
      await placePendingOrder(orderInput({ email: "not-an-email", clientAddress: `10.66.0.${i % 10}`, lines: [artworkLine(shop.mandala)] }));
    }
    expect(await db.rateLimitEvent.count()).toBe(0);
    expect(await db.order.count()).toBe(0);
    // A not-an-image upload counts only against its own address's decode allowance.
    const placed = expectPlaced(await placePendingOrder(orderInput({ clientAddress: "10.66.0.1", lines: [artworkLine(shop.mandala, { size: "small" })] })));
    await attachPaymentScreenshot({ accessToken: placed.accessToken, screenshot: { bytes: Buffer.from("not an image at all") }, clientAddress: "10.66.0.1" });
    const buckets = (await db.rateLimitEvent.findMany({ select: { bucket: true, key: true } })).map((e) => `${e.bucket} ${e.key}`).sort();
    expect(buckets).toEqual(["checkout sita@example.com|10.66.0.1", "checkout-client 10.66.0.1", "screenshot-decode 10.66.0.1"]);
    expect(buckets.some((b) => b.endsWith(" all"))).toBe(false);
  });

  it("no shop-wide cap: 20 addresses at their limit stop only themselves; the next address orders", async () => {
    const { bucket, limit } = CHECKOUT_RATE_LIMITS.perClient;
    const now = new Date();
    // 20 addresses that each placed as many orders as one address may in the window.
    await db.rateLimitEvent.createMany({
      data: Array.from({ length: 20 * limit }, (_, i) => ({ bucket, key: `10.77.${i % 20}.1`, createdAt: now })),
    });
    const print = artworkLine(shop.mandala, { size: "small" });
    expect(await placePendingOrder(orderInput({ email: "full@example.com", clientAddress: "10.77.3.1", lines: [print] }))).toMatchObject({
      ok: false,
      code: "rate_limited",
    });
    expectPlaced(await placePendingOrder(orderInput({ email: "next@example.com", clientAddress: "10.77.99.1", lines: [print] })));
  });

  it("two mailboxes behind one address both hold originals (the second with the quick check); one mailbox holds originals with one unpaid order at a time", async () => {
    const one = await artwork({ title: "Shared Address One", pricePaisa: 1_000 * NPR });
    const two = await artwork({ title: "Shared Address Two", pricePaisa: 1_000 * NPR });
    const three = await artwork({ title: "Shared Address Three", pricePaisa: 1_000 * NPR });
    expectPlaced(await placePendingOrder(orderInput({ email: "maya@example.com", clientAddress: "100.64.0.1", lines: [artworkLine(one)] })));
    const second = orderInput({ email: "hari@example.com", clientAddress: "100.64.0.1", lines: [artworkLine(two)] });
    expect(await placePendingOrder(second)).toMatchObject({ ok: false, code: "challenge" });
    expectPlaced(await placePendingOrder({ ...second, quickCheck: await solvedQuickCheck() }));
    expect(await placePendingOrder(orderInput({ email: "Maya+2@example.com", clientAddress: "100.64.0.9", lines: [artworkLine(three)] }))).toMatchObject({
      ok: false,
      message: CHECKOUT_MESSAGES.originalsAlreadyHeld,
    });
  });
});

describe("the EMVCo payload of an order", () => {
  it("carries the amount (tag 54) and the order number as bill number (tag 62/01), with a valid CRC", async () => {
    const placed = expectPlaced(await placePendingOrder(orderInput({ lines: [artworkLine(shop.mandala, { size: "small" })] })));
    const payload = orderQrPayload({ qrPayload: fonepayStaticPayload([{ tag: "62", value: "", children: [{ tag: "07", value: "T1" }] }]) }, placed.totalPaisa, placed.orderNumber)!;
    const parsed = parseEmvco(payload);
    expect(parsed.ok).toBe(true);
    const fields = readPaymentFields(payload);
    expect(fields).toEqual({ amount: (placed.totalPaisa / 100).toFixed(placed.totalPaisa % 100 === 0 ? 0 : 2), billNumber: placed.orderNumber });
    // The terminal label (62/07) of the uploaded code stays.
    const additional = parsed.ok ? parsed.fields.find((f) => f.tag === "62") : undefined;
    expect(additional?.children?.map((c) => c.tag)).toEqual(["01", "07"]);
  });
});
