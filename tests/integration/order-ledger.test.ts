/**
 * An order's money in every state, on the real PostgreSQL with the eSewa and Khalti stand-ins:
 * a refund never sells a work twice; late money, a second payment and a reused reference are
 * never silent; no paying twice while a payment is being confirmed; a quote adjustment makes a
 * balance that a Khalti payment of exactly that balance settles; a studio sale sells at once;
 * two administrators acting at once end in one consistent ledger.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { checkPendingAttempts, checkOrderPaymentAgain, handleEsewaReturn, handleKhaltiReturn, startOnlinePayment, type StartResult } from "@/lib/payments/online";
import { drainOutbox } from "@/lib/email/worker";
import { setStorageForTests } from "@/lib/storage";
import { ONLINE_ATTEMPT_GRACE_MINUTES } from "@/lib/domain/online-payment";
import { expireLapsedOrders } from "@/lib/orders/expiry";
import { cancelUnpaidOrder } from "@/lib/orders/cancel-unpaid";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { markOrderPaid, recordPayment, refundOrder } from "@/lib/orders/transitions";
import { adjustOrder } from "@/lib/orders/adjust";
import { recordStudioSale } from "@/lib/orders/studio-sale";
import { markOrderShipped } from "@/lib/orders/fulfilment";
import { getOrderByAccessToken, getOrderForPaymentPage } from "@/lib/data/orders";
import { renderEmail } from "@/lib/email/templates";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout";
import { deriveMoney } from "@/lib/domain/ledger";
import { startPaymentStandIns, type PaymentStandIns } from "../support/payment-providers";
import { artworkLine, createShop, emptyShop, orderInput, screenshotPng, useTemporaryStorage, type Shop } from "./checkout-fixtures";

let shop: Shop;
let providers: PaymentStandIns;
const saved: Record<string, string | undefined> = {};
const admin = { id: "00000000-0000-4000-8000-0000000000a1", email: "owner@studio.test" };
const helper = { id: "00000000-0000-4000-8000-0000000000a2", email: "helper@studio.test" };

beforeAll(async () => {
  shop = await createShop();
  providers = await startPaymentStandIns();
  for (const [key, value] of Object.entries(providers.env)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  resetEnvForTests();
});

beforeEach(async () => {
  await emptyShop();
  await db.artwork.updateMany({ where: { id: { in: [shop.dawn.id, shop.boudha.id, shop.mandala.id] } }, data: { status: "available", soldToOrderId: null } });
  await db.settings.update({ where: { id: 1 }, data: { esewaEnabled: true, khaltiEnabled: true } });
  providers.esewa.nextOutcome = "COMPLETE";
  providers.khalti.nextOutcome = "Completed";
  providers.hang(0);
  useTemporaryStorage();
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
  await providers.close();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
});

function placed(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

/** The buyer's order of the original "Dawn", with its total as paisa in a bigint (`total`). */
const dawnOrder = async (email = "sita@example.com") => {
  const order = placed(await placePendingOrder(orderInput({ email, lines: [artworkLine(shop.dawn)], screenshot: undefined })));
  return { ...order, total: BigInt(order.totalPaisa) };
};

async function postEsewaForm(start: StartResult): Promise<string | null> {
  if (!start.ok || start.kind !== "form") throw new Error(`expected an eSewa form, got ${JSON.stringify(start)}`);
  const response = await fetch(start.url, { method: "POST", body: new URLSearchParams(start.fields), redirect: "manual" });
  return new URL(response.headers.get("location") as string).searchParams.get("data");
}

async function payOnKhalti(start: StartResult): Promise<string> {
  if (!start.ok || start.kind !== "redirect") throw new Error(`expected a Khalti redirect, got ${JSON.stringify(start)}`);
  const response = await fetch(start.url, { redirect: "manual" });
  return new URL(response.headers.get("location") as string).searchParams.get("pidx") as string;
}

const orderRow = (id: string) =>
  db.order.findUniqueOrThrow({ where: { id }, select: { status: true, paymentStatus: true, totalPaisa: true, cancelReason: true } });
const dawn = () => db.artwork.findUniqueOrThrow({ where: { id: shop.dawn.id }, select: { status: true, reservedByOrderId: true, soldToOrderId: true } });
const ledger = (orderId: string) =>
  db.ledgerEntry.findMany({ where: { orderId }, orderBy: { createdAt: "asc" }, select: { kind: true, method: true, amountPaisa: true, reference: true, voidedAt: true } });

describe("a refund never sells a work twice", () => {
  it("refunding a shipped original leaves it sold; only 'back in the studio' puts it on sale", async () => {
    const order = await dawnOrder();
    await markOrderPaid(order.orderId, { actor: admin, transactionReference: "ESW-1" });
    await markOrderShipped(order.orderId, { courier: "Nepal Post", trackingNumber: "EE123NP", trackingUrl: null }, { actor: admin });
    const refund = await refundOrder(order.orderId, { amountPaisa: order.total / 2n, method: "esewa", reference: "REF-9", reason: "The frame arrived cracked." }, { actor: admin });
    expect(refund).toMatchObject({ paymentStatus: "partly_refunded", status: "processing" });
    expect(await dawn()).toEqual({ status: "sold", reservedByOrderId: null, soldToOrderId: order.orderId });

    // The buyer is emailed the amount and the method; the order page shows the refund and keeps the tracking.
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_update" } });
    expect(email.to).toEqual(["sita@example.com"]);
    const rendered = await renderEmail("payment_update", email.payload, { siteName: "Studio", siteUrl: "http://localhost:3000", contactEmail: "s@example.com", supportEmail: "s@example.com", contactPhone: "", contactAddress: "" });
    expect(rendered.text).toContain("by eSewa");
    expect(rendered.text).toContain("The frame arrived cracked.");
    const view = await getOrderByAccessToken(order.accessToken);
    expect(view).toMatchObject({ refundedPaisa: Number(order.total / 2n), fulfilment: { status: "shipped", courier: "Nepal Post", trackingNumber: "EE123NP" } });
    expect(view?.payments.map((p) => p.kind)).toEqual(["payment", "refund"]);

    // Nobody else can order it while the first buyer has it.
    const next = await placePendingOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.dawn)], screenshot: undefined }));
    expect(next).toMatchObject({ ok: false });
  });
});

describe("money that arrives without a sale is never silent", () => {
  it("a late eSewa payment after the work went to another buyer becomes a refund due, with the administrators' and the buyer's emails", async () => {
    providers.esewa.nextOutcome = "PENDING";
    const late = await dawnOrder("late@example.com");
    const start = await startOnlinePayment({ token: late.accessToken, provider: "esewa" });
    expect((await handleEsewaReturn({ token: late.accessToken, data: await postEsewaForm(start) })).outcome).toBe("pending");
    // The buyer stays on eSewa past the window and the attempt's grace: the order expires.
    const { paymentDueAt } = await db.order.findUniqueOrThrow({ where: { id: late.orderId }, select: { paymentDueAt: true } });
    await db.paymentAttempt.updateMany({ where: { orderId: late.orderId }, data: { createdAt: new Date((paymentDueAt as Date).getTime() - 60_000) } });
    const afterGrace = new Date((paymentDueAt as Date).getTime() + (ONLINE_ATTEMPT_GRACE_MINUTES + 1) * 60_000);
    expect((await expireLapsedOrders({ now: afterGrace })).map((e) => e.orderId)).toEqual([late.orderId]);
    // Another buyer takes the original and pays.
    const other = await dawnOrder("ram@example.com");
    await markOrderPaid(other.orderId, { actor: admin });
    expect(await dawn()).toEqual({ status: "sold", reservedByOrderId: null, soldToOrderId: other.orderId });

    // Then eSewa completes the late payment.
    providers.esewa.setStatus((start as { fields: Record<string, string> }).fields.transaction_uuid, "COMPLETE");
    await db.emailOutbox.deleteMany();
    const results = await checkPendingAttempts({ now: new Date(afterGrace.getTime() + 10 * 60_000) });
    expect(results.map((r) => [r.orderId, r.status, r.paid])).toEqual([[late.orderId, "completed", false]]);

    expect(await orderRow(late.orderId)).toMatchObject({ status: "cancelled", paymentStatus: "overpaid" });
    const rows = await ledger(late.orderId);
    expect(rows.map((r) => [r.kind, r.method, r.amountPaisa])).toEqual([["payment", "esewa", late.total]]);
    expect(await dawn()).toEqual({ status: "sold", reservedByOrderId: null, soldToOrderId: other.orderId });

    const alert = await db.emailOutbox.findFirstOrThrow({ where: { type: "money_alert" } });
    expect(alert.payload).toMatchObject({ kind: "refund_due", amount: late.totalPaisa, method: "eSewa", reference: rows[0].reference });
    const buyer = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_update" } });
    expect(buyer.to).toEqual(["late@example.com"]);
    expect(buyer.payload).toMatchObject({ kind: "refund_due", amount: late.totalPaisa, method: "eSewa", reference: rows[0].reference });
    expect(await db.emailOutbox.count({ where: { type: "payment_approved", to: { has: "late@example.com" } } })).toBe(0);
    // The buyer's page says exactly what was received and that it will be refunded.
    expect(await getOrderByAccessToken(late.accessToken)).toMatchObject({ refundDuePaisa: late.totalPaisa, paidOnline: { provider: "eSewa" } });
  });

  it("a late payment whose work is still free takes the order up again and pays it", async () => {
    providers.esewa.nextOutcome = "PENDING";
    const late = await dawnOrder();
    const start = await startOnlinePayment({ token: late.accessToken, provider: "esewa" });
    await handleEsewaReturn({ token: late.accessToken, data: await postEsewaForm(start) });
    const { paymentDueAt } = await db.order.findUniqueOrThrow({ where: { id: late.orderId }, select: { paymentDueAt: true } });
    await db.paymentAttempt.updateMany({ where: { orderId: late.orderId }, data: { createdAt: new Date((paymentDueAt as Date).getTime() - 60_000) } });
    const afterGrace = new Date((paymentDueAt as Date).getTime() + (ONLINE_ATTEMPT_GRACE_MINUTES + 1) * 60_000);
    await expireLapsedOrders({ now: afterGrace });
    providers.esewa.setStatus((start as { fields: Record<string, string> }).fields.transaction_uuid, "COMPLETE");
    expect((await checkPendingAttempts({ now: new Date(afterGrace.getTime() + 10 * 60_000) })).map((r) => r.paid)).toEqual([true]);
    expect(await orderRow(late.orderId)).toMatchObject({ status: "processing", paymentStatus: "paid" });
    expect(await dawn()).toMatchObject({ status: "sold", soldToOrderId: late.orderId });
    expect(await db.emailOutbox.count({ where: { type: "money_alert" } })).toBe(0);
  });
});

describe("no paying twice", () => {
  it("while a Khalti payment is being confirmed, eSewa, the QR screenshot and Back are refused; the order stands", async () => {
    const order = await dawnOrder();
    // The buyer went to Khalti and has not come back yet.
    await payOnKhalti(await startOnlinePayment({ token: order.accessToken, provider: "khalti" }));
    expect(await startOnlinePayment({ token: order.accessToken, provider: "esewa" })).toEqual({ ok: false, message: CHECKOUT_MESSAGES.onlinePaymentPending });
    expect(await attachPaymentScreenshot({ accessToken: order.accessToken, screenshot: screenshotPng() })).toMatchObject({
      ok: false,
      code: "pending",
      message: CHECKOUT_MESSAGES.onlinePaymentPending,
    });
    expect(await cancelUnpaidOrder(order.accessToken)).toEqual({ ok: false, message: CHECKOUT_MESSAGES.onlinePaymentPending });
    expect(await orderRow(order.orderId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await dawn()).toMatchObject({ reservedByOrderId: order.orderId });
    const page = await getOrderForPaymentPage(order.accessToken);
    expect(page?.pendingOnline).toMatchObject({ provider: "Khalti", amountPaisa: order.totalPaisa });

    // 'Check again' asks Khalti now: the payment completed, the order is paid.
    expect(await checkOrderPaymentAgain({ token: order.accessToken })).toEqual({ ok: true, paid: true });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: "paid" });
    expect((await ledger(order.orderId)).map((r) => r.method)).toEqual(["khalti"]);
  });

  it("a second payment that completes anyway (after the hold on other ways ended) becomes a refund due, never silent", async () => {
    const order = await dawnOrder();
    const pidx = await payOnKhalti(await startOnlinePayment({ token: order.accessToken, provider: "khalti" }));
    // Fifteen minutes later the Khalti attempt no longer holds the other ways back; the buyer pays with eSewa.
    await db.paymentAttempt.updateMany({ where: { orderId: order.orderId }, data: { createdAt: new Date(Date.now() - 16 * 60_000) } });
    const esewa = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    expect((await handleEsewaReturn({ token: order.accessToken, data: await postEsewaForm(esewa) })).outcome).toBe("paid");
    // Khalti's payment completed too: the buyer is sent to the order's page, which says it will be refunded.
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx })).outcome).toBe("received");
    expect(await orderRow(order.orderId)).toMatchObject({ status: "processing", paymentStatus: "overpaid" });
    expect((await ledger(order.orderId)).map((r) => r.method)).toEqual(["esewa", "khalti"]);
    expect(await db.emailOutbox.count({ where: { type: "money_alert" } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { type: "payment_update", to: { has: "sita@example.com" } } })).toBe(1);
    // Refunding the second payment settles it: paid, the work still sold to the buyer.
    await refundOrder(order.orderId, { amountPaisa: order.total, method: "khalti", reference: pidx, reason: "Paid twice" }, { actor: admin });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: "partly_refunded", status: "processing" });
    expect(await dawn()).toMatchObject({ status: "sold", soldToOrderId: order.orderId });
  });
});

describe("orders that change before payment", () => {
  it("a quote adjustment creates a balance that a Khalti payment of exactly that balance settles", async () => {
    const order = await dawnOrder();
    // Half paid in cash at the studio, then the custom frame is priced on quote.
    const half = order.total / 2n;
    await recordPayment(order.orderId, { method: "cash", amountPaisa: half }, { actor: admin });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: "partly_paid" });
    const adjusted = await adjustOrder(order.orderId, { kind: "add_line", title: "Custom frame (quoted)", unitPricePaisa: 4_500_00n, quantity: 1 }, { actor: admin });
    const balance = order.total - half + 4_500_00n;
    expect(adjusted.balancePaisa).toBe(balance);
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_update" } });
    expect(email.payload).toMatchObject({ kind: "balance_due", amount: Number(balance), totalAmount: Number(order.total + 4_500_00n) });

    const start = await startOnlinePayment({ token: order.accessToken, provider: "khalti" });
    expect(providers.khalti.initiations.at(-1)?.body).toMatchObject({ amount: Number(balance) });
    const pidx = await payOnKhalti(start);
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx })).outcome).toBe("paid");
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: "paid", status: "processing", totalPaisa: order.total + 4_500_00n });
    expect((await ledger(order.orderId)).map((r) => [r.method, r.amountPaisa])).toEqual([
      ["cash", half],
      ["khalti", balance],
    ]);
    expect(await dawn()).toMatchObject({ status: "sold", soldToOrderId: order.orderId });
    // Paid in full, its lines can no longer change.
    await expect(adjustOrder(order.orderId, { kind: "shipping", shippingPaisa: 0n })).rejects.toMatchObject({ code: "refused" });
  });

  it("a buyer whose part payment was rejected pays the balance on the same order page", async () => {
    const order = await dawnOrder();
    await recordPayment(order.orderId, { method: "bank", amountPaisa: 10_000_00n, reference: "BANK-1" }, { actor: admin });
        expect(await attachPaymentScreenshot({ accessToken: order.accessToken, screenshot: screenshotPng() })).toMatchObject({ ok: true });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: "pending" });
    const { rejectPayment } = await import("@/lib/orders/transitions");
    await rejectPayment(order.orderId, { actor: admin, notifyCustomer: true, reason: "Screenshot unreadable" });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: "partly_paid" });
    // The original stays held: money was paid for it.
    expect(await dawn()).toMatchObject({ reservedByOrderId: order.orderId });
    const page = await getOrderForPaymentPage(order.accessToken);
    expect(page).toMatchObject({ state: "awaiting_payment", amountToPayPaisa: order.totalPaisa - 10_000_00 });
    expect(await attachPaymentScreenshot({ accessToken: order.accessToken, screenshot: screenshotPng() })).toMatchObject({ ok: true });
    await recordPayment(order.orderId, { method: "qr", reference: "QR-2" }, { actor: admin });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentStatus: "paid" });
  });
});

describe("a sale made in the studio", () => {
  it("records the order, its customer and the cash, and the original is sold at once", async () => {
    const sale = await recordStudioSale(
      {
        customer: { name: "Gita Rai", email: "gita@example.com", phone: "9800000000" },
        lines: [{ kind: "original", artworkId: shop.dawn.id }, { kind: "custom", title: "A4 print of Boudha", unitPricePaisa: 2_500_00n, quantity: 2 }],
        payment: { method: "cash" },
        notifyCustomer: false,
      },
      { actor: admin },
    );
    expect(sale).toMatchObject({ paymentStatus: "paid", status: "processing", sold: [shop.dawn.slug] });
    expect(await dawn()).toEqual({ status: "sold", reservedByOrderId: null, soldToOrderId: sale.orderId });
    const order = await db.order.findUniqueOrThrow({ where: { id: sale.orderId }, include: { lines: true } });
    expect(order.lines.map((l) => l.lineType)).toEqual(["artwork", "custom"]);
    expect((await ledger(sale.orderId)).map((r) => [r.method, r.amountPaisa])).toEqual([["cash", order.totalPaisa]]);
    expect(await db.emailOutbox.count({ where: { type: "payment_approved" } })).toBe(0);
    // A work already sold cannot be sold again in the studio.
    await expect(
      recordStudioSale({ customer: { name: "Hari" }, lines: [{ kind: "original", artworkId: shop.dawn.id }], payment: { method: "cash" } }, { actor: admin }),
    ).rejects.toMatchObject({ code: "artwork_unavailable" });
  });
});

/** Every order's stored payment status is the one its ledger gives (the status is never set apart). */
async function expectStatusesFollowTheLedger() {
  const orders = await db.order.findMany({
    select: { id: true, status: true, paymentStatus: true, totalPaisa: true, paymentSubmittedAt: true, claimRejectedAt: true, ledger: true },
  });
  for (const o of orders) {
    const money = deriveMoney({ totalPaisa: o.totalPaisa, cancelled: o.status === "cancelled", rows: o.ledger, submittedAt: o.paymentSubmittedAt, rejectedAt: o.claimRejectedAt });
    expect([o.id, o.paymentStatus]).toEqual([o.id, money.status]);
  }
}

describe("two administrators at once", () => {
  it("approve and refund on one order end in one consistent ledger, and the history names both", async () => {
    for (let round = 0; round < 4; round++) {
      await emptyShop();
      await db.artwork.update({ where: { id: shop.dawn.id }, data: { status: "available", soldToOrderId: null } });
      const order = await dawnOrder(`race${round}@example.com`);
      await recordPayment(order.orderId, { method: "cash", amountPaisa: 1_000_00n }, { actor: admin });
      const outcomes = await Promise.allSettled([
        recordPayment(order.orderId, { method: "qr", reference: `QR-${round}` }, { actor: admin }),
        refundOrder(order.orderId, { amountPaisa: 500_00n, method: "cash", reason: "goodwill" }, { actor: helper }),
      ]);
      for (const outcome of outcomes) if (outcome.status === "rejected") expect(String(outcome.reason)).not.toMatch(/deadlock|serializ/i);
      const rows = await ledger(order.orderId);
      const paid = rows.filter((r) => r.kind === "payment").reduce((s, r) => s + r.amountPaisa, 0n);
      const refunded = rows.filter((r) => r.kind === "refund").reduce((s, r) => s + r.amountPaisa, 0n);
      // Whatever the order, the rows add up and the stored status is the one they give.
      expect(paid).toBe(order.total);
      expect(refunded).toBe(500_00n);
      expect((await orderRow(order.orderId)).paymentStatus).toBe("partly_refunded");
      const who = await db.orderHistory.findMany({ where: { orderId: order.orderId, field: { in: ["payment", "refund"] } }, select: { actorEmail: true } });
      expect(new Set(who.map((h) => h.actorEmail))).toEqual(new Set([admin.email, helper.email]));
      await expectStatusesFollowTheLedger();
    }
  });
});
