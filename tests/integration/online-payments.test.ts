/**
 * Online payment with eSewa ePay v2 and Khalti KPG-2 on the real PostgreSQL, the real provider
 * clients talking to the local stand-ins (tests/support/payment-providers.ts). Only the
 * server's own status/lookup call marks an order paid; every refusal is on the order's record.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import {
  checkPendingAttempts,
  handleEsewaFailure,
  handleEsewaReturn,
  handleKhaltiReturn,
  onlineProviders,
  RETURN_LIMIT,
  startOnlinePayment,
  type StartResult,
} from "@/lib/payments/online";
import { drainOutbox } from "@/lib/email/worker";
import { setStorageForTests } from "@/lib/storage";
import { ONLINE_ATTEMPT_GRACE_MINUTES, signEsewaRequest } from "@/lib/domain/online-payment";
import { expireLapsedOrders } from "@/lib/orders/expiry";
import { startPaymentStandIns, type PaymentStandIns } from "../support/payment-providers";
import { artworkLine, createShop, orderInput, useTemporaryStorage, type Shop, emptyShop } from "./checkout-fixtures";

let shop: Shop;
let providers: PaymentStandIns;
const saved: Record<string, string | undefined> = {};

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
  await db.artwork.updateMany({ where: { id: { in: [shop.dawn.id, shop.boudha.id, shop.mandala.id] } }, data: { status: "available" } });
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

async function dawnOrder(email = "sita@example.com"): Promise<PlacedOrder> {
  return placed(await placePendingOrder(orderInput({ email, lines: [artworkLine(shop.dawn)], screenshot: undefined })));
}

async function mandalaOrder(email = "ram@example.com"): Promise<PlacedOrder> {
  return placed(await placePendingOrder(orderInput({ email, lines: [artworkLine(shop.mandala)], screenshot: undefined })));
}

/** The buyer's browser posts eSewa's form; returns the `data` eSewa put on the success URL (or the failure URL). */
async function postEsewaForm(start: StartResult): Promise<{ location: string; data: string | null }> {
  if (!start.ok || start.kind !== "form") throw new Error(`expected an eSewa form, got ${JSON.stringify(start)}`);
  const response = await fetch(start.url, { method: "POST", body: new URLSearchParams(start.fields), redirect: "manual" });
  expect(response.status).toBe(303);
  const location = response.headers.get("location") as string;
  return { location, data: new URL(location).searchParams.get("data") };
}

/** The buyer follows Khalti's payment_url and comes back: returns the pidx on the return URL. */
async function payOnKhalti(start: StartResult): Promise<{ location: string; pidx: string }> {
  if (!start.ok || start.kind !== "redirect") throw new Error(`expected a Khalti redirect, got ${JSON.stringify(start)}`);
  const response = await fetch(start.url, { redirect: "manual" });
  expect(response.status).toBe(302);
  const location = response.headers.get("location") as string;
  return { location, pidx: new URL(location).searchParams.get("pidx") as string };
}

async function orderState(orderId: string) {
  return db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { status: true, paymentStatus: true, transactionReference: true, paymentSubmittedAt: true, metadata: true },
  });
}

async function dawnStatus() {
  return db.artwork.findUniqueOrThrow({ where: { id: shop.dawn.id }, select: { status: true, reservedByOrderId: true } });
}

async function historyDetails(orderId: string): Promise<string[]> {
  const rows = await db.orderHistory.findMany({ where: { orderId, field: "online_payment" }, orderBy: { createdAt: "asc" } });
  return rows.map((r) => r.detail ?? "");
}

async function approvalEmails(orderId: string) {
  return db.emailOutbox.findMany({ where: { type: "payment_approved", idempotencyKey: { contains: orderId } } });
}

describe("which providers the payment page offers", () => {
  it("offers a provider only when configured and enabled, never in demo mode, and eSewa only for whole rupees", async () => {
    expect(await onlineProviders(9_755_000n)).toEqual(["esewa", "khalti"]);
    expect(await onlineProviders(9_755_050n)).toEqual(["khalti"]);
    await db.settings.update({ where: { id: 1 }, data: { esewaEnabled: false } });
    expect(await onlineProviders(9_755_000n)).toEqual(["khalti"]);
    process.env.DEMO_MODE = "true";
    resetEnvForTests();
    try {
      expect(await onlineProviders(9_755_000n)).toEqual([]);
    } finally {
      delete process.env.DEMO_MODE;
      resetEnvForTests();
    }
    const key = process.env.KHALTI_SECRET_KEY;
    delete process.env.KHALTI_SECRET_KEY;
    delete process.env.KHALTI_BASE_URL;
    resetEnvForTests();
    try {
      expect(await onlineProviders(9_755_000n)).toEqual([]);
    } finally {
      process.env.KHALTI_SECRET_KEY = key;
      process.env.KHALTI_BASE_URL = providers.env.KHALTI_BASE_URL;
      resetEnvForTests();
    }
  });

  it("refuses to start for a provider that is not enabled", async () => {
    await db.settings.update({ where: { id: 1 }, data: { khaltiEnabled: false } });
    const order = await dawnOrder();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "khalti" });
    expect(start.ok).toBe(false);
    expect(await db.paymentAttempt.count()).toBe(0);
  });
});

describe("eSewa ePay v2", () => {
  it("signs the form, and a COMPLETE status with the exact amount pays the order: original sold, approval email queued", async () => {
    const order = await dawnOrder();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    if (!start.ok || start.kind !== "form") throw new Error("expected a form");
    const total = String(order.totalPaisa / 100);
    expect(start.fields).toMatchObject({
      amount: total,
      tax_amount: "0",
      total_amount: total,
      product_code: "EPAYTEST",
      product_service_charge: "0",
      product_delivery_charge: "0",
      signed_field_names: "total_amount,transaction_uuid,product_code",
    });
    expect(start.fields.success_url).toContain(`/api/payments/esewa/success/${order.accessToken}`);
    expect(start.fields.failure_url).toContain(`/api/payments/esewa/failure/${order.accessToken}`);
    expect(start.fields.signature).toBe(
      signEsewaRequest({ total_amount: total, transaction_uuid: start.fields.transaction_uuid, product_code: "EPAYTEST" }, "8gBm/:&EnhH.1/q"),
    );

    const { data } = await postEsewaForm(start);
    const calls = providers.esewa.statusCalls;
    const result = await handleEsewaReturn({ token: order.accessToken, data });
    expect(result.outcome).toBe("paid");
    expect(providers.esewa.statusCalls).toBe(calls + 1);

    const tx = providers.esewa.transactions.get(start.fields.transaction_uuid);
    const state = await orderState(order.orderId);
    expect(state.paymentStatus).toBe("paid");
    expect(state.transactionReference).toBe(tx?.refId);
    expect(state.paymentSubmittedAt).not.toBeNull();
    expect(state.metadata).toMatchObject({ payment_method: "esewa", online_payment: { provider: "esewa", reference: tx?.refId } });
    expect(await dawnStatus()).toEqual({ status: "sold", reservedByOrderId: null });
    expect(await approvalEmails(order.orderId)).toHaveLength(1);
    expect(await historyDetails(order.orderId)).toEqual([`Paid online via eSewa, ref ${tx?.refId}`]);
    // The administrators hear of it once, as paid: nothing to verify by hand.
    const notices = await db.emailOutbox.findMany({ where: { type: "admin_notification", idempotencyKey: { contains: order.orderId } } });
    expect(notices.map((n) => (n.payload as { paidOnline?: string }).paidOnline)).toEqual([`Paid online via eSewa, ref ${tx?.refId}`]);
    const attempt = await db.paymentAttempt.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(attempt).toMatchObject({ provider: "esewa", status: "completed", providerTransactionId: tx?.refId, amountPaisa: BigInt(order.totalPaisa) });
    expect(attempt.rawAnswer).toMatchObject({ status: "COMPLETE" });

    // The same return again (reload): still paid, one email.
    expect((await handleEsewaReturn({ token: order.accessToken, data })).outcome).toBe("paid");
    expect(await approvalEmails(order.orderId)).toHaveLength(1);
  });

  it("refuses a tampered amount in the success data, whether or not it was re-signed, and marks nothing paid", async () => {
    const order = await dawnOrder();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    if (!start.ok || start.kind !== "form") throw new Error("expected a form");
    await postEsewaForm(start);
    const uuid = start.fields.transaction_uuid;
    providers.esewa.setStatus(uuid, "PENDING");

    const calls = providers.esewa.statusCalls;
    const tampered = providers.esewa.successData(uuid, { total_amount: "10.0", status: "COMPLETE" });
    expect((await handleEsewaReturn({ token: order.accessToken, data: tampered })).outcome).toBe("refused");
    const resigned = providers.esewa.successData(uuid, { total_amount: "10.0", status: "COMPLETE" }, { resign: true });
    expect((await handleEsewaReturn({ token: order.accessToken, data: resigned })).outcome).toBe("refused");
    // The browser's data alone never reached the status API, let alone marked anything paid.
    expect(providers.esewa.statusCalls).toBe(calls);
    expect((await orderState(order.orderId)).paymentStatus).toBe("pending");
    expect(await dawnStatus()).toEqual({ status: "available", reservedByOrderId: order.orderId });
    const log = await historyDetails(order.orderId);
    expect(log[0]).toContain("bad signature");
    expect(log[1]).toContain("1000 paisa in the return data");
  });

  it("refuses data with a bad signature or undecodable data", async () => {
    const order = await dawnOrder();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    if (!start.ok || start.kind !== "form") throw new Error("expected a form");
    await postEsewaForm(start);
    const forged = providers.esewa.successData(start.fields.transaction_uuid, {}, { resign: true, secret: "not-the-merchant-secret" });
    expect((await handleEsewaReturn({ token: order.accessToken, data: forged })).outcome).toBe("refused");
    expect((await handleEsewaReturn({ token: order.accessToken, data: "%%%not-base64" })).outcome).toBe("refused");
    expect((await handleEsewaReturn({ token: order.accessToken, data: "x".repeat(10_000) })).outcome).toBe("refused");
    expect((await orderState(order.orderId)).paymentStatus).toBe("pending");
    const log = await historyDetails(order.orderId);
    expect(log).toHaveLength(3);
    expect(log[0]).toBe("return refused: bad signature");
    expect(log[2]).toBe("return refused: missing or oversized data");
  });

  it("refuses a transaction replayed for a second order, and a provider reference that already paid another order", async () => {
    const first = await dawnOrder();
    const start = await startOnlinePayment({ token: first.accessToken, provider: "esewa" });
    const { data } = await postEsewaForm(start);
    expect((await handleEsewaReturn({ token: first.accessToken, data })).outcome).toBe("paid");

    const second = await mandalaOrder();
    expect((await handleEsewaReturn({ token: second.accessToken, data })).outcome).toBe("refused");
    expect((await orderState(second.orderId)).paymentStatus).toBe("pending");
    expect((await historyDetails(second.orderId))[0]).toContain("is not an attempt of this order");

    // eSewa answers the second order's own attempt with the first order's ref_id: refused.
    const again = await startOnlinePayment({ token: second.accessToken, provider: "esewa" });
    if (!again.ok || again.kind !== "form") throw new Error("expected a form");
    const secondData = (await postEsewaForm(again)).data;
    const firstTx = providers.esewa.transactions.get((start as { fields: Record<string, string> }).fields.transaction_uuid);
    const secondTx = providers.esewa.transactions.get(again.fields.transaction_uuid);
    if (!firstTx || !secondTx) throw new Error("transactions not recorded");
    secondTx.refId = firstTx.refId;
    expect((await handleEsewaReturn({ token: second.accessToken, data: secondData })).outcome).toBe("refused");
    expect((await orderState(second.orderId)).paymentStatus).toBe("pending");
    const attempt = await db.paymentAttempt.findFirstOrThrow({ where: { orderId: second.orderId, reference: again.fields.transaction_uuid } });
    expect(attempt.status).toBe("refused");
    expect(attempt.detail).toContain(`already paid order ${first.orderNumber}`);
  });

  it("keeps a PENDING payment pending, and the later status check pays it once eSewa says COMPLETE", async () => {
    providers.esewa.nextOutcome = "PENDING";
    const order = await dawnOrder();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    const { data } = await postEsewaForm(start);
    expect((await handleEsewaReturn({ token: order.accessToken, data })).outcome).toBe("pending");
    expect((await orderState(order.orderId)).paymentStatus).toBe("pending");
    expect(await dawnStatus()).toEqual({ status: "available", reservedByOrderId: order.orderId });

    const later = new Date(Date.now() + 6 * 60_000);
    expect((await checkPendingAttempts({ now: later })).map((r) => r.paid)).toEqual([false]);
    providers.esewa.setStatus((start as { fields: Record<string, string> }).fields.transaction_uuid, "COMPLETE");
    const results = await checkPendingAttempts({ now: new Date(later.getTime() + 2 * 60_000) });
    expect(results.map((r) => [r.orderId, r.status, r.paid])).toEqual([[order.orderId, "completed", true]]);
    expect((await orderState(order.orderId)).paymentStatus).toBe("paid");
    expect(await dawnStatus()).toEqual({ status: "sold", reservedByOrderId: null });
    expect(await approvalEmails(order.orderId)).toHaveLength(1);
  });

  it("an order with an online payment in progress is not expired at the end of its window, only after the attempt's grace", async () => {
    providers.esewa.nextOutcome = "PENDING";
    const order = await dawnOrder();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    const { data } = await postEsewaForm(start);
    expect((await handleEsewaReturn({ token: order.accessToken, data })).outcome).toBe("pending");
    const { paymentDueAt } = await db.order.findUniqueOrThrow({ where: { id: order.orderId }, select: { paymentDueAt: true } });
    // The buyer went to eSewa two minutes before the end of their window.
    const started = new Date((paymentDueAt as Date).getTime() - 2 * 60_000);
    await db.paymentAttempt.updateMany({ where: { orderId: order.orderId }, data: { createdAt: started } });
    const attempt = await db.paymentAttempt.findFirstOrThrow({ where: { orderId: order.orderId } });

    // The window is over, the buyer is still on eSewa's page: the hold stands.
    expect(await expireLapsedOrders({ now: new Date((paymentDueAt as Date).getTime() + 60_000) })).toEqual([]);
    expect(await orderState(order.orderId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await dawnStatus()).toEqual({ status: "available", reservedByOrderId: order.orderId });

    // Past the attempt's grace with no answer from eSewa: expired as any unpaid order.
    const afterGrace = new Date(attempt.createdAt.getTime() + (ONLINE_ATTEMPT_GRACE_MINUTES + 1) * 60_000);
    expect((await expireLapsedOrders({ now: afterGrace })).map((e) => e.orderId)).toEqual([order.orderId]);
    expect((await orderState(order.orderId)).status).toBe("cancelled");
    expect(await dawnStatus()).toEqual({ status: "available", reservedByOrderId: null });
  });

  it("a return URL replayed in a loop is counted per order: past the limit nothing is asked of eSewa nor written", async () => {
    const order = await dawnOrder();
    for (let i = 0; i < RETURN_LIMIT; i++) {
      expect((await handleEsewaReturn({ token: order.accessToken, data: "bm90IGpzb24" })).outcome).toBe("refused");
    }
    const written = (await historyDetails(order.orderId)).length;
    expect(written).toBe(RETURN_LIMIT);
    expect((await handleEsewaReturn({ token: order.accessToken, data: "bm90IGpzb24" })).outcome).toBe("pending");
    expect(await historyDetails(order.orderId)).toHaveLength(written);
    expect((await orderState(order.orderId)).paymentStatus).toBe("pending");
  });

  it("a status API that does not answer in time leaves the attempt pending; the later status check confirms it", async () => {
    const order = await dawnOrder();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    const { data } = await postEsewaForm(start);
    providers.hang(1);
    expect((await handleEsewaReturn({ token: order.accessToken, data }, { timeoutMs: 300 })).outcome).toBe("pending");
    const attempt = await db.paymentAttempt.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(attempt.status).toBe("pending");
    expect(attempt.detail).toContain("no answer within 300 ms");
    expect((await orderState(order.orderId)).paymentStatus).toBe("pending");

    const results = await checkPendingAttempts({ now: new Date(Date.now() + 6 * 60_000) });
    expect(results.map((r) => r.paid)).toEqual([true]);
    expect((await orderState(order.orderId)).paymentStatus).toBe("paid");
  });

  it("a failed payment returns the buyer to the payment page with the hold and the manual methods kept", async () => {
    providers.esewa.nextOutcome = "fail";
    const order = await dawnOrder();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    const { location } = await postEsewaForm(start);
    expect(location).toContain(`/api/payments/esewa/failure/${order.accessToken}`);
    expect((await handleEsewaFailure({ token: order.accessToken })).outcome).toBe("canceled");
    expect(await orderState(order.orderId)).toMatchObject({ status: "pending", paymentStatus: "pending", paymentSubmittedAt: null });
    expect(await dawnStatus()).toEqual({ status: "available", reservedByOrderId: order.orderId });
    // Another try works.
    providers.esewa.nextOutcome = "COMPLETE";
    const retry = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    expect((await handleEsewaReturn({ token: order.accessToken, data: (await postEsewaForm(retry)).data })).outcome).toBe("paid");
  });
});

describe("Khalti KPG-2", () => {
  it("initiates with the secret key and the amount in paisa, and a Completed lookup pays the order", async () => {
    const order = await dawnOrder();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "khalti" });
    const initiation = providers.khalti.initiations.at(-1);
    expect(initiation?.authorization).toBe(`Key ${providers.env.KHALTI_SECRET_KEY}`);
    expect(initiation?.body).toMatchObject({
      amount: order.totalPaisa,
      purchase_order_id: order.orderNumber,
      return_url: expect.stringContaining(`/api/payments/khalti/return/${order.accessToken}`),
      customer_info: { name: "Sita Gurung", email: "sita@example.com" },
    });
    const { pidx } = await payOnKhalti(start);
    expect((await db.paymentAttempt.findFirstOrThrow({ where: { orderId: order.orderId } })).reference).toBe(pidx);
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx })).outcome).toBe("paid");
    const payment = providers.khalti.payments.get(pidx);
    const state = await orderState(order.orderId);
    // Khalti's transaction id is case-sensitive and its refund API needs it exactly: kept as given.
    expect(state).toMatchObject({ paymentStatus: "paid", transactionReference: payment?.transactionId });
    const ledger = await db.ledgerEntry.findMany({ where: { orderId: order.orderId } });
    expect(ledger.map((r) => [r.kind, r.method, r.reference, r.recordedByEmail])).toEqual([["payment", "khalti", payment?.transactionId, null]]);
    expect(state.metadata).toMatchObject({ online_payment: { provider: "khalti", reference: payment?.transactionId } });
    // The same return again: still paid, nothing logged as a second payment, one email.
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx })).outcome).toBe("paid");
    expect(await historyDetails(order.orderId)).toEqual([`Paid online via Khalti, ref ${payment?.transactionId}`]);
    expect(await dawnStatus()).toEqual({ status: "sold", reservedByOrderId: null });
    expect(await approvalEmails(order.orderId)).toHaveLength(1);
  });

  it("records Expired and User canceled, marks nothing paid and keeps the hold", async () => {
    const order = await dawnOrder();
    providers.khalti.nextOutcome = "User canceled";
    const { pidx } = await payOnKhalti(await startOnlinePayment({ token: order.accessToken, provider: "khalti" }));
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx })).outcome).toBe("canceled");
    expect((await db.paymentAttempt.findFirstOrThrow({ where: { reference: pidx } })).status).toBe("canceled");

    const second = await startOnlinePayment({ token: order.accessToken, provider: "khalti" });
    if (!second.ok || second.kind !== "redirect") throw new Error("expected a redirect");
    const secondPidx = new URL(second.url).pathname.split("/").pop() as string;
    providers.khalti.setStatus(secondPidx, "Expired");
    const results = await checkPendingAttempts({ now: new Date(Date.now() + 6 * 60_000) });
    expect(results.map((r) => r.status)).toEqual(["expired"]);
    const expired = await db.paymentAttempt.findFirstOrThrow({ where: { reference: secondPidx } });
    expect(expired.status).toBe("expired");
    expect(expired.rawAnswer).toMatchObject({ status: "Expired" });

    expect(await orderState(order.orderId)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await dawnStatus()).toEqual({ status: "available", reservedByOrderId: order.orderId });
  });

  it("refuses a Completed lookup for another amount, and a pidx replayed on a second order", async () => {
    const order = await dawnOrder();
    const { pidx } = await payOnKhalti(await startOnlinePayment({ token: order.accessToken, provider: "khalti" }));
    const payment = providers.khalti.payments.get(pidx);
    if (!payment) throw new Error("payment not recorded");
    payment.amount = 1000;
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx })).outcome).toBe("refused");
    expect((await orderState(order.orderId)).paymentStatus).toBe("pending");
    expect((await db.paymentAttempt.findFirstOrThrow({ where: { reference: pidx } })).detail).toContain("completed for 1000 paisa");

    const other = await mandalaOrder();
    const paid = await payOnKhalti(await startOnlinePayment({ token: other.accessToken, provider: "khalti" }));
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx: paid.pidx })).outcome).toBe("refused");
    expect((await orderState(order.orderId)).paymentStatus).toBe("pending");
    expect((await handleKhaltiReturn({ token: other.accessToken, pidx: paid.pidx })).outcome).toBe("paid");
  });

  it("a lookup that times out leaves the attempt pending until the later check", async () => {
    const order = await mandalaOrder();
    const { pidx } = await payOnKhalti(await startOnlinePayment({ token: order.accessToken, provider: "khalti" }));
    providers.hang(1);
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx }, { timeoutMs: 300 })).outcome).toBe("pending");
    expect((await orderState(order.orderId)).paymentStatus).toBe("pending");
    expect((await checkPendingAttempts({ now: new Date(Date.now() + 6 * 60_000) })).map((r) => r.paid)).toEqual([true]);
    expect((await orderState(order.orderId)).paymentStatus).toBe("paid");
  });
});
