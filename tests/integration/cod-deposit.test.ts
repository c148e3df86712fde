/**
 * Pay on delivery with a deposit, on the real PostgreSQL: the deposit computed per item type in
 * paisa when the order is placed; due now (the ledger) is the deposit until it is paid, then
 * nothing; the phone call waits for it; confirm -> ship -> cash of the remainder -> paid in full;
 * a refused parcel's return keeps the deposit (no refund due) or refunds it (a refund row); an
 * unconfirmed order expires with its own words in the outbox email; the orders list's
 * "Awaiting call" view and the dashboard's count.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { markOrderShipped } from "@/lib/orders/fulfilment";
import { recordPayment } from "@/lib/orders/transitions";
import { readOrderMoney } from "@/lib/orders/ledger";
import { getOrderForPaymentPage } from "@/lib/data/orders";
import { confirmCodOrder, recordCashCollected, recordRefusedDelivery, recordReturn } from "@/lib/orders/cash-on-delivery";
import { expireLapsedOrders } from "@/lib/orders/expiry";
import { COD_FLOW_MESSAGES, codStage } from "@/lib/domain/order-flow";
import { COD_DEPOSIT_MESSAGES } from "@/lib/domain/cod-deposit";
import { EXPIRY_REASONS } from "@/lib/domain/order-expiry";
import { renderEmail } from "@/lib/email/templates";
import { formatNpr } from "@/lib/money";
import { loadEmailSite } from "@/lib/email/site";
import { AWAITING_CALL } from "@/lib/data/admin/orders";
import { artworkLine, createShop, emptyShop, orderInput, type Shop } from "./checkout-fixtures";

let shop: Shop;
const admin = { id: "00000000-0000-4000-8000-0000000000a1", email: "owner@studio.test" };

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.artwork.updateMany({ where: { id: { in: [shop.dawn.id, shop.boudha.id, shop.mandala.id] } }, data: { status: "available", soldToOrderId: null } });
  const valley = await db.deliveryZone.findFirstOrThrow({ where: { name: "Kathmandu valley" } });
  await db.deliveryZone.update({ where: { id: valley.id }, data: { codTypes: ["original", "print"], open: true } });
  // 20 % before prints, 30 % before originals, nothing before commissions.
  await db.deliverySettings.update({
    where: { id: 1 },
    data: { codMaxPerPhone: 5, codMaxPerAddress: 5, codFeePaisa: BigInt(0), codDeposits: { original: 30, print: 20, commission: 0 } },
  });
});

function placed(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

const print = () => artworkLine(shop.mandala, { size: "small" });
let phoneSeq = 0;
const placeCod = (lines = [print()], email = "sita@example.com") =>
  placePendingOrder(
    orderInput({
      screenshot: undefined,
      delivery: { district: "bhaktapur", payment: "cod" },
      lines,
      customer: { name: "Sita Gurung", email, phone: `98012345${String(phoneSeq++ % 100).padStart(2, "0")}`, address: `Durbar Square ${phoneSeq}, Bhaktapur`, notes: "" },
    }),
  );

async function money(orderId: string) {
  const state = await readOrderMoney(db, orderId);
  if (!state) throw new Error("no order");
  return state;
}

describe("the deposit is computed per item type, in paisa", () => {
  it("asks 20 % of a print's total, rounded up to the rupee, and keeps it on the order", async () => {
    const cod = placed(await placeCod());
    const delivery = await db.orderDelivery.findUniqueOrThrow({ where: { orderId: cod.orderId } });
    const [line] = await db.orderLine.findMany({ where: { orderId: cod.orderId } });
    // Exactly: 20 % of the line as charged, up to the next whole rupee.
    const deposit = ((line.lineTotalPaisa * BigInt(20) + BigInt(9_999)) / BigInt(10_000)) * BigInt(100);
    expect(delivery.codDepositPaisa).toBe(deposit);
    expect(deposit % BigInt(100)).toBe(BigInt(0));
    expect(deposit).toBeGreaterThanOrEqual((BigInt(cod.totalPaisa) * BigInt(20)) / BigInt(100));
    expect(deposit - (BigInt(cod.totalPaisa) * BigInt(20)) / BigInt(100)).toBeLessThan(BigInt(100));
    const state = await money(cod.orderId);
    expect(state.money.dueNowPaisa).toBe(deposit);
    expect(state.money.duePaisa).toBe(BigInt(cod.totalPaisa));
    expect(codStage(state.flow)).toBe("deposit_due");
    // The payment step (its amount, QR and online payment) asks the deposit, not the total.
    const page = await getOrderForPaymentPage(cod.accessToken);
    expect(page).toMatchObject({ state: "awaiting_payment", amountToPayPaisa: Number(deposit) });
  });

  it("adds each item type's own percent (an original at 30 %, a print at 20 %)", async () => {
    const cod = placed(await placeCod([artworkLine(shop.dawn), print()]));
    const lines = await db.orderLine.findMany({ where: { orderId: cod.orderId }, orderBy: { position: "asc" } });
    expect(lines).toHaveLength(2);
    const scaled = lines[0].lineTotalPaisa * BigInt(30) + lines[1].lineTotalPaisa * BigInt(20);
    const expected = ((scaled + BigInt(9_999)) / BigInt(10_000)) * BigInt(100);
    expect((await db.orderDelivery.findUniqueOrThrow({ where: { orderId: cod.orderId } })).codDepositPaisa).toBe(expected);
  });

  it("asks nothing when the order's item types ask no deposit: the call comes first, as before", async () => {
    await db.deliverySettings.update({ where: { id: 1 }, data: { codDeposits: { original: 30 } } });
    const cod = placed(await placeCod());
    expect((await db.orderDelivery.findUniqueOrThrow({ where: { orderId: cod.orderId } })).codDepositPaisa).toBe(BigInt(0));
    expect(codStage((await money(cod.orderId)).flow)).toBe("awaiting_call");
  });
});

describe("deposit -> call -> ship -> the rest in cash", () => {
  it("is paid in full by the ledger: the deposit by QR, then only the remainder in cash", async () => {
    const cod = placed(await placeCod());
    const deposit = (await db.orderDelivery.findUniqueOrThrow({ where: { orderId: cod.orderId } })).codDepositPaisa;
    await expect(confirmCodOrder(cod.orderId, { actor: admin })).rejects.toThrow(COD_FLOW_MESSAGES.depositFirst);
    // Not in the list of orders to call yet.
    expect(await awaitingCallNumbers()).not.toContain(cod.orderNumber);

    // Mark Paid records what is due now: the deposit.
    const afterDeposit = await recordPayment(cod.orderId, { method: "qr", reference: "ESEWA-DEP-1" }, { actor: admin });
    expect(afterDeposit.paymentStatus).toBe("partly_paid");
    let state = await money(cod.orderId);
    expect(state.money.paidPaisa).toBe(deposit);
    expect(state.money.dueNowPaisa).toBe(BigInt(0));
    expect(state.money.duePaisa).toBe(BigInt(cod.totalPaisa) - deposit);
    expect(codStage(state.flow)).toBe("awaiting_call");
    expect(await awaitingCallNumbers()).toContain(cod.orderNumber);

    await confirmCodOrder(cod.orderId, { actor: admin });
    expect(await awaitingCallNumbers()).not.toContain(cod.orderNumber);
    await markOrderShipped(cod.orderId, { courier: "Pathao", trackingNumber: "PX-9", trackingUrl: null }, { actor: admin });
    const paid = await recordCashCollected(cod.orderId, { by: "courier" }, { actor: admin });
    expect(paid).toMatchObject({ paymentStatus: "paid", status: "completed" });
    const rows = await db.ledgerEntry.findMany({ where: { orderId: cod.orderId }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.kind, r.method, r.amountPaisa])).toEqual([
      ["payment", "qr", deposit],
      ["payment", "cash", BigInt(cod.totalPaisa) - deposit],
    ]);
    state = await money(cod.orderId);
    expect(state.money.duePaisa).toBe(BigInt(0));
    expect(codStage(state.flow)).toBe("paid");
  });
});

describe("a refused parcel with a deposit paid", () => {
  async function refusedWithDeposit() {
    const cod = placed(await placeCod([artworkLine(shop.dawn)]));
    await recordPayment(cod.orderId, { method: "wallet", reference: `KHALTI-${cod.orderNumber}` }, { actor: admin });
    await confirmCodOrder(cod.orderId, { actor: admin });
    await markOrderShipped(cod.orderId, { courier: "Nepal Can Move", trackingNumber: "NCM-1", trackingUrl: null }, { actor: admin });
    await recordRefusedDelivery(cod.orderId, { reason: "Refused at the door" }, { actor: admin });
    const deposit = (await db.orderDelivery.findUniqueOrThrow({ where: { orderId: cod.orderId } })).codDepositPaisa;
    return { cod, deposit };
  }

  it("asks what becomes of the deposit, then keeps it: cancelled, nothing to refund, the work on sale again", async () => {
    const { cod, deposit } = await refusedWithDeposit();
    await expect(recordReturn(cod.orderId, {}, { actor: admin })).rejects.toThrow(COD_DEPOSIT_MESSAGES.fateRequired);
    const back = await recordReturn(cod.orderId, { depositFate: "kept" }, { actor: admin });
    expect(back.status).toBe("cancelled");
    expect(back.paymentStatus).toBe("paid");
    const state = await money(cod.orderId);
    expect(state.money.keptPaisa).toBe(deposit);
    expect(state.money.refundDuePaisa).toBe(BigInt(0));
    expect((await db.orderDelivery.findUniqueOrThrow({ where: { orderId: cod.orderId } })).depositKeptPaisa).toBe(deposit);
    expect(await db.ledgerEntry.count({ where: { orderId: cod.orderId, kind: "refund" } })).toBe(0);
    const history = await db.orderHistory.findFirst({ where: { orderId: cod.orderId, toValue: "deposit kept" } });
    expect(history?.detail).toContain("kept");
    expect((await db.artwork.findUniqueOrThrow({ where: { id: shop.dawn.id } })).status).toBe("available");
  });

  it("or refunds it: a refund row of the whole deposit, the order refunded and cancelled", async () => {
    const { cod, deposit } = await refusedWithDeposit();
    const back = await recordReturn(cod.orderId, { depositFate: "refunded", method: "wallet", reference: "KHALTI-BACK-1" }, { actor: admin });
    expect(back).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const refund = await db.ledgerEntry.findFirstOrThrow({ where: { orderId: cod.orderId, kind: "refund" } });
    expect(refund).toMatchObject({ method: "wallet", amountPaisa: deposit, reason: COD_DEPOSIT_MESSAGES.refundReason });
    expect((await money(cod.orderId)).money.refundDuePaisa).toBe(BigInt(0));
  });
});

describe("the payment-link email describes the plan", () => {
  it("in English and in Nepali: the deposit now, the rest in cash at the door", async () => {
    const en = placed(await placeCod(undefined, "en@example.com"));
    const ne = placed(await placePendingOrder({ ...orderInput({ screenshot: undefined, delivery: { district: "bhaktapur", payment: "cod" }, lines: [print()], customer: { name: "Sita Gurung", email: "ne@example.com", phone: "9807654321", address: "Suryabinayak, Bhaktapur", notes: "" } }), locale: "ne" }));
    const site = await loadEmailSite(db);
    const render = async (orderId: string) => {
      const row = await db.emailOutbox.findFirstOrThrow({ where: { type: "payment_link", idempotencyKey: { contains: orderId } } });
      return renderEmail("payment_link", row.payload, site);
    };
    const deposit = Number((await db.orderDelivery.findUniqueOrThrow({ where: { orderId: en.orderId } })).codDepositPaisa);
    const english = await render(en.orderId);
    expect(english.text).toContain(`Pay a deposit of ${formatNpr(deposit)} now, online or by QR code`);
    expect(english.text).toContain("in cash when the parcel arrives");
    const nepali = await render(ne.orderId);
    expect(nepali.subject).toBe(`अर्डर ${ne.orderNumber} राखियो - ${site.siteName}`);
    expect(nepali.text).toContain("धरौटी अनलाइन वा QR कोडबाट तिर्नुहोस्");
    expect(nepali.text).toContain("पार्सल आइपुग्दा नगद तिर्नुहोस्");
    // Not the pay-now email's screenshot instructions.
    expect(nepali.text).not.toContain("स्क्रिनसट अपलोड");
  });
});

describe("an unconfirmed order expires with its own words", () => {
  it("tells the buyer the shop could not reach them, not that they did not pay", async () => {
    await db.deliverySettings.update({ where: { id: 1 }, data: { codDeposits: {} } });
    const cod = placed(await placeCod());
    const later = new Date(Date.now() + 49 * 3_600_000);
    const expired = await expireLapsedOrders({ now: later });
    expect(expired.map((e) => e.orderId)).toContain(cod.orderId);
    expect((await db.order.findUniqueOrThrow({ where: { id: cod.orderId } })).cancelReason).toBe(EXPIRY_REASONS.cod_unconfirmed);
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "order_expired", idempotencyKey: `order-expired/${cod.orderId}` } });
    expect((email.payload as { reason?: string }).reason).toBe("cod_unconfirmed");
    const rendered = await renderEmail("order_expired", email.payload, await loadEmailSite(db));
    expect(rendered.subject).toBe(`Order ${cod.orderNumber} cancelled: not confirmed`);
    expect(rendered.text).toContain("We could not reach you to confirm your order");
    expect(rendered.text).not.toContain("payment not received");
  });

  it("says the deposit did not arrive when one was asked and never paid", async () => {
    const cod = placed(await placeCod());
    await expireLapsedOrders({ now: new Date(Date.now() + 49 * 3_600_000) });
    expect((await db.order.findUniqueOrThrow({ where: { id: cod.orderId } })).cancelReason).toBe(EXPIRY_REASONS.cod_deposit);
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "order_expired", idempotencyKey: `order-expired/${cod.orderId}` } });
    const rendered = await renderEmail("order_expired", email.payload, await loadEmailSite(db));
    expect(rendered.text).toContain("The deposit for your order");
  });
});

describe("the Awaiting call view", () => {
  it("lists the orders to phone newest first, and no other", async () => {
    await db.deliverySettings.update({ where: { id: 1 }, data: { codDeposits: {} } });
    const first = placed(await placeCod(undefined, "a@example.com"));
    await new Promise((r) => setTimeout(r, 10));
    const second = placed(await placeCod(undefined, "b@example.com"));
    const prepaid = placed(await placePendingOrder(orderInput({ screenshot: undefined, delivery: { district: "bhaktapur" }, lines: [print()] })));
    const numbers = await awaitingCallNumbers();
    expect(numbers).toEqual([second.orderNumber, first.orderNumber]);
    expect(numbers).not.toContain(prepaid.orderNumber);
    await confirmCodOrder(first.orderId, { actor: admin });
    expect(await awaitingCallNumbers()).toEqual([second.orderNumber]);
  });
});

/** The order numbers the list's "Awaiting call" view shows, in its order (newest first). */
async function awaitingCallNumbers(): Promise<string[]> {
  const rows = await db.$queryRaw<{ order_number: string }[]>`SELECT order_number FROM orders WHERE ${AWAITING_CALL} ORDER BY created_at DESC, id DESC`;
  return rows.map((r) => r.order_number);
}
