/**
 * Delivery by zone and pay on delivery on the real PostgreSQL: shipping priced on the server from
 * the buyer's district (today's totals unchanged in the valley), collection at no charge, abroad
 * on quote; pay on delivery offered only where the zone takes it and refused on the server
 * elsewhere; confirm by phone -> ship -> cash collected -> paid in the ledger; a refused parcel ->
 * return -> relisted only once back; the limits on open orders per phone and per address; the
 * Nepal Can Move stand-in's booking and status.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { markOrderShipped } from "@/lib/orders/fulfilment";
import { adjustOrder } from "@/lib/orders/adjust";
import { cancelOrder } from "@/lib/orders/transitions";
import { bookWithNcm, confirmCodOrder, DELIVERY_REFUSED_REASON, recordCashCollected, recordRefusedDelivery, recordReturn, refreshNcmStatus } from "@/lib/orders/cash-on-delivery";
import { refusedDeliveriesOfPhone } from "@/lib/data/delivery";
import { COD_FLOW_MESSAGES } from "@/lib/domain/order-flow";
import { COD_MESSAGES } from "@/lib/domain/cash-on-delivery";
import { DELIVERY_MESSAGES } from "@/lib/domain/delivery-zones";
import { FULFILMENT_MESSAGES } from "@/lib/domain/fulfilment";
import { startNcmStandIn, type NcmStandIn } from "../support/ncm-stand-in";
import { artworkLine, createShop, emptyShop, NPR, orderInput, type Shop } from "./checkout-fixtures";

let shop: Shop;
let ncm: NcmStandIn;
const saved: Record<string, string | undefined> = {};
const admin = { id: "00000000-0000-4000-8000-0000000000a1", email: "owner@studio.test" };

beforeAll(async () => {
  shop = await createShop();
  ncm = await startNcmStandIn();
  for (const [key, value] of Object.entries(ncm.env)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  resetEnvForTests();
});

afterAll(async () => {
  await ncm.close();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
});

async function zone(name: string) {
  return db.deliveryZone.findFirstOrThrow({ where: { name } });
}

beforeEach(async () => {
  await emptyShop();
  await db.artwork.updateMany({ where: { id: { in: [shop.dawn.id, shop.boudha.id, shop.mandala.id] } }, data: { status: "available", soldToOrderId: null } });
  // Pay on delivery for prints in the valley only (the migration starts with it off everywhere).
  await db.deliveryZone.update({ where: { id: (await zone("Kathmandu valley")).id }, data: { codTypes: ["print"], open: true } });
  await db.deliveryZone.update({ where: { id: (await zone("Rest of Nepal")).id }, data: { codTypes: [], open: true } });
  await db.deliverySettings.update({ where: { id: 1 }, data: { codMaxPerPhone: 2, codMaxPerAddress: 2, codFeePaisa: BigInt(0), collectionEnabled: true } });
});

function placed(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

const print = () => artworkLine(shop.mandala, { size: "small" });
const place = (delivery: unknown, lines = [print()], customer: Partial<{ email: string; phone: string; address: string }> = {}) =>
  placePendingOrder(
    orderInput({
      screenshot: undefined,
      delivery,
      lines,
      customer: { name: "Sita Gurung", email: customer.email ?? "sita@example.com", phone: customer.phone ?? "9801234567", address: customer.address ?? "Durbar Square, Bhaktapur", notes: "" },
    }),
  );

describe("shipping by zone", () => {
  it("keeps the valley's totals as they were and prices the same order the same without a district", async () => {
    const before = placed(await place(undefined, [artworkLine(shop.dawn)]));
    await emptyShop();
    const valley = placed(await place({ district: "lalitpur" }, [artworkLine(shop.dawn)]));
    // Dawn: NPR 85,000 + its own shipping NPR 1,500 + 13 % VAT.
    expect(valley.totalPaisa).toBe(before.totalPaisa);
    const order = await db.order.findUniqueOrThrow({ where: { id: valley.orderId }, include: { delivery: true } });
    expect(order.shippingPaisa).toBe(BigInt(1500 * NPR));
    expect(order.delivery).toMatchObject({ districtKey: "lalitpur", zoneName: "Kathmandu valley", cashOnDelivery: false, collect: false });
  });

  it("prices a flat zone rate per unit, collection at nothing, and abroad on quote until the shop prices it", async () => {
    const rest = await zone("Rest of Nepal");
    await db.deliveryZone.update({ where: { id: rest.id }, data: { rates: { original: { mode: "flat", paisa: 900 * NPR }, print: { mode: "flat", paisa: 250 * NPR }, commission: { mode: "item" } } } });
    const kaski = placed(await place({ district: "kaski" }, [artworkLine(shop.mandala, { size: "small", quantity: 2 })]));
    const kaskiOrder = await db.order.findUniqueOrThrow({ where: { id: kaski.orderId }, include: { lines: true } });
    expect(kaskiOrder.shippingPaisa).toBe(BigInt(500 * NPR));
    expect(kaskiOrder.lines[0].shippingPaisa).toBe(BigInt(500 * NPR));
    expect(kaskiOrder.totalPaisa).toBe(kaskiOrder.subtotalPaisa + kaskiOrder.shippingPaisa + kaskiOrder.taxPaisa);

    const collected = placed(await place({ district: "collect" }, [print()], { email: "ram@example.com", address: "" }));
    const collectedOrder = await db.order.findUniqueOrThrow({ where: { id: collected.orderId }, include: { delivery: true } });
    expect(collectedOrder.shippingPaisa).toBe(BigInt(0));
    expect(collectedOrder.delivery?.collect).toBe(true);

    const now = new Date();
    const abroad = placed(await place({ district: "abroad", country: "Australia" }, [print()], { email: "kim@example.com", address: "1 George St, Sydney" }));
    const abroadOrder = await db.order.findUniqueOrThrow({ where: { id: abroad.orderId }, include: { delivery: true } });
    expect(abroadOrder.shippingPaisa).toBe(BigInt(0));
    expect(abroadOrder.delivery).toMatchObject({ shippingOnQuote: true, country: "Australia", quotedAt: null });
    // The hold waits for the quote, not the 30-minute payment window.
    expect(abroadOrder.paymentDueAt!.getTime() - now.getTime()).toBeGreaterThan(47 * 3_600_000);
    await adjustOrder(abroad.orderId, { kind: "shipping", shippingPaisa: BigInt(3200 * NPR) }, { actor: admin });
    const quoted = await db.order.findUniqueOrThrow({ where: { id: abroad.orderId }, include: { delivery: true } });
    expect(quoted.totalPaisa).toBe(abroadOrder.totalPaisa + BigInt(3200 * NPR));
    expect(quoted.delivery?.quotedAt).not.toBeNull();
  });

  it("refuses an unknown district, a closed zone and a missing country, placing nothing", async () => {
    const unknown = await place({ district: "atlantis" });
    expect(unknown).toMatchObject({ ok: false, message: DELIVERY_MESSAGES.districtUnknown });
    await db.deliveryZone.update({ where: { id: (await zone("Rest of Nepal")).id }, data: { open: false } });
    expect(await place({ district: "jhapa" })).toMatchObject({ ok: false, message: DELIVERY_MESSAGES.zoneClosed("Rest of Nepal") });
    expect(await place({ district: "abroad" })).toMatchObject({ ok: false, message: DELIVERY_MESSAGES.countryRequired });
    expect(await db.order.count()).toBe(0);
  });
});

describe("pay on delivery", () => {
  it("is offered only where the zone takes it, and refused on the server elsewhere", async () => {
    const ok = placed(await place({ district: "bhaktapur", payment: "cod" }));
    const order = await db.order.findUniqueOrThrow({ where: { id: ok.orderId }, include: { delivery: true } });
    expect(order.delivery).toMatchObject({ cashOnDelivery: true, phoneKey: "9801234567" });
    expect(order.metadata).toMatchObject({ payment_method: "cash_on_delivery" });

    const original = await place({ district: "bhaktapur", payment: "cod" }, [artworkLine(shop.dawn)], { email: "b@example.com", phone: "9811111111", address: "x" });
    expect(original).toMatchObject({ ok: false, message: DELIVERY_MESSAGES.codNotForItems("Kathmandu valley", "originals") });
    const outside = await place({ district: "kaski", payment: "cod" }, [print()], { email: "c@example.com", phone: "9822222222", address: "y" });
    expect(outside).toMatchObject({ ok: false, message: DELIVERY_MESSAGES.codNotForItems("Rest of Nepal", "prints") });
    const abroad = await place({ district: "abroad", country: "India", payment: "cod" }, [print()], { email: "d@example.com", phone: "9833333333" });
    expect(abroad).toMatchObject({ ok: false, message: DELIVERY_MESSAGES.codOnQuote });
    const collect = await place({ district: "collect", payment: "cod" }, [print()], { email: "e@example.com", phone: "9844444444" });
    expect(collect).toMatchObject({ ok: false, message: DELIVERY_MESSAGES.codCollect });
    expect(await db.order.count()).toBe(1);
  });

  it("adds the fee as a line of its own", async () => {
    await db.deliverySettings.update({ where: { id: 1 }, data: { codFeePaisa: BigInt(100 * NPR) } });
    const prepaid = placed(await place({ district: "bhaktapur" }, [print()], { email: "p@example.com", phone: "9855555555", address: "p" }));
    const cod = placed(await place({ district: "bhaktapur", payment: "cod" }));
    expect(cod.totalPaisa - prepaid.totalPaisa).toBe(100 * NPR);
    const lines = await db.orderLine.findMany({ where: { orderId: cod.orderId }, orderBy: { position: "asc" } });
    expect(lines.at(-1)).toMatchObject({ lineType: "custom", title: "Pay on delivery fee", lineTotalPaisa: BigInt(100 * NPR) });
  });

  it("goes confirm by phone -> ship -> cash collected -> paid in the ledger", async () => {
    const cod = placed(await place({ district: "bhaktapur", payment: "cod" }));
    await expect(markOrderShipped(cod.orderId, { courier: "Pathao", trackingNumber: "PX-1", trackingUrl: null })).rejects.toThrow(FULFILMENT_MESSAGES.notPaid);
    await expect(recordCashCollected(cod.orderId, { by: "courier" })).rejects.toThrow(COD_FLOW_MESSAGES.confirmFirst);

    await confirmCodOrder(cod.orderId, { actor: admin });
    await expect(confirmCodOrder(cod.orderId, { actor: admin })).rejects.toThrow(COD_FLOW_MESSAGES.alreadyConfirmed);
    const confirmed = await db.order.findUniqueOrThrow({ where: { id: cod.orderId }, include: { delivery: true } });
    expect(confirmed.paymentDueAt).toBeNull();
    expect(confirmed.delivery?.confirmedByEmail).toBe(admin.email);

    await markOrderShipped(cod.orderId, { courier: "Pathao", trackingNumber: "PX-1", trackingUrl: null }, { actor: admin });
    const shipped = await db.order.findUniqueOrThrow({ where: { id: cod.orderId } });
    expect(shipped).toMatchObject({ fulfilmentStatus: "shipped", status: "processing", paymentStatus: "pending" });
    expect(shipped.trackingUrl).toBe("https://merchant.pathao.com/tracking?consignment_id=PX-1");

    const paid = await recordCashCollected(cod.orderId, { by: "courier", reference: "PATHAO-REMIT-7" }, { actor: admin });
    expect(paid).toMatchObject({ paymentStatus: "paid", status: "completed" });
    const ledger = await db.ledgerEntry.findMany({ where: { orderId: cod.orderId } });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: "payment", method: "cash", amountPaisa: BigInt(cod.totalPaisa), reason: "Cash collected on delivery by Pathao" });
    expect((await db.order.findUniqueOrThrow({ where: { id: cod.orderId } })).fulfilmentStatus).toBe("delivered");
    await expect(recordRefusedDelivery(cod.orderId)).rejects.toThrow(COD_FLOW_MESSAGES.paidRefuse);
  });

  it("puts a refused parcel's original back on sale only once it is back in the studio", async () => {
    await db.deliveryZone.update({ where: { id: (await zone("Kathmandu valley")).id }, data: { codTypes: ["original", "print"] } });
    const cod = placed(await place({ district: "kathmandu", payment: "cod" }, [artworkLine(shop.dawn)]));
    await confirmCodOrder(cod.orderId, { actor: admin });
    await markOrderShipped(cod.orderId, { courier: "Nepal Post (EMS)", trackingNumber: "EE123456789NP", trackingUrl: null }, { actor: admin });
    // Cancelling a shipped order is refused: its parcel is out.
    await expect(cancelOrder(cod.orderId, { actor: admin })).rejects.toThrow();
    await expect(recordReturn(cod.orderId, {}, { actor: admin })).rejects.toThrow(COD_FLOW_MESSAGES.notRefused);

    await recordRefusedDelivery(cod.orderId, { reason: "Not at home, refused on the phone" }, { actor: admin });
    // Refused, not back yet: still held, nobody else can buy it.
    expect((await db.artwork.findUniqueOrThrow({ where: { id: shop.dawn.id } })).reservedByOrderId).toBe(cod.orderId);
    const other = await place(undefined, [artworkLine(shop.dawn)], { email: "hari@example.com", phone: "9812345670", address: "Patan" });
    expect(other.ok).toBe(false);

    const back = await recordReturn(cod.orderId, {}, { actor: admin });
    expect(back.status).toBe("cancelled");
    expect(back.released).toContain(shop.dawn.slug);
    const dawn = await db.artwork.findUniqueOrThrow({ where: { id: shop.dawn.id } });
    expect(dawn).toMatchObject({ status: "available", reservedByOrderId: null, soldToOrderId: null });
    expect((await db.order.findUniqueOrThrow({ where: { id: cod.orderId } })).cancelReason).toBe(DELIVERY_REFUSED_REASON);
    placed(await place(undefined, [artworkLine(shop.dawn)], { email: "hari@example.com", phone: "9812345670", address: "Patan" }));
    await expect(recordReturn(cod.orderId, {}, { actor: admin })).rejects.toThrow(COD_FLOW_MESSAGES.returnedAlready);

    // The number that refused is flagged on its next order.
    const next = placed(await place({ district: "kathmandu", payment: "cod" }, [print()], { email: "again@example.com", phone: "+977-980-1234567", address: "Thamel" }));
    expect(await refusedDeliveriesOfPhone("9801234567", next.orderId)).toEqual([cod.orderNumber]);
  });

  it("limits open orders to pay on delivery per phone and per address", async () => {
    await db.deliverySettings.update({ where: { id: 1 }, data: { codMaxPerPhone: 1, codMaxPerAddress: 2 } });
    const first = placed(await place({ district: "bhaktapur", payment: "cod" }));
    // Another email and address, the same number written another way.
    const samePhone = await place({ district: "bhaktapur", payment: "cod" }, [print()], { email: "other@example.com", phone: "+977 9801234567", address: "Suryabinayak" });
    expect(samePhone).toMatchObject({ ok: false, code: "limit", message: COD_MESSAGES.phoneLimit(1) });
    // Paid in advance is never limited.
    placed(await place({ district: "bhaktapur" }, [print()], { email: "other@example.com", phone: "9801234567", address: "Suryabinayak" }));

    await db.deliverySettings.update({ where: { id: 1 }, data: { codMaxPerPhone: 5, codMaxPerAddress: 1 } });
    const sameAddress = await place({ district: "bhaktapur", payment: "cod" }, [print()], { email: "third@example.com", phone: "9860000000", address: "durbar  square, BHAKTAPUR" });
    expect(sameAddress).toMatchObject({ ok: false, code: "limit", message: COD_MESSAGES.addressLimit(1) });

    // Once the first is delivered and paid, the number may order on delivery again.
    await db.deliverySettings.update({ where: { id: 1 }, data: { codMaxPerPhone: 1, codMaxPerAddress: 1 } });
    await confirmCodOrder(first.orderId, { actor: admin });
    await markOrderShipped(first.orderId, { courier: "Pathao", trackingNumber: "PX-2", trackingUrl: null }, { actor: admin });
    await recordCashCollected(first.orderId, { by: "courier" }, { actor: admin });
    placed(await place({ district: "bhaktapur", payment: "cod" }));
  });
});

describe("Nepal Can Move (stand-in)", () => {
  it("books the parcel with the cash to collect, ships it with NCM's id and reads its delivery and COD status", async () => {
    const cod = placed(await place({ district: "bhaktapur", payment: "cod" }));
    await expect(bookWithNcm(cod.orderId, { actor: admin })).rejects.toThrow(COD_FLOW_MESSAGES.confirmFirst);
    expect(ncm.parcels.size).toBe(0);
    await confirmCodOrder(cod.orderId, { actor: admin });
    const { ncmOrderId } = await bookWithNcm(cod.orderId, { actor: admin });
    const parcel = ncm.parcels.get(ncmOrderId)!;
    expect(parcel.body).toMatchObject({
      cod_charge: String(cod.totalPaisa / 100),
      vref_id: cod.orderNumber,
      fbranch: "TINKUNE",
      branch: "BHAKTAPUR",
      phone: "9801234567",
      name: "Sita Gurung",
    });
    const order = await db.order.findUniqueOrThrow({ where: { id: cod.orderId }, include: { delivery: true } });
    expect(order).toMatchObject({ fulfilmentStatus: "shipped", courier: "Nepal Can Move", trackingNumber: ncmOrderId });
    expect(order.trackingUrl).toContain(encodeURIComponent(ncmOrderId));
    expect(order.delivery?.ncmOrderId).toBe(ncmOrderId);

    parcel.last_delivery_status = "Delivered";
    parcel.payment_status = "Collected";
    expect(await refreshNcmStatus(cod.orderId)).toEqual({ status: "Delivered · COD Collected" });
    expect((await db.orderDelivery.findUniqueOrThrow({ where: { orderId: cod.orderId } })).ncmStatus).toBe("Delivered · COD Collected");
  });

  it("says NCM did not answer, and books nothing, when it is down", async () => {
    const cod = placed(await place({ district: "bhaktapur", payment: "cod" }));
    await confirmCodOrder(cod.orderId, { actor: admin });
    const url = process.env.NCM_API_URL;
    process.env.NCM_API_URL = "http://127.0.0.1:9/api";
    resetEnvForTests();
    try {
      await expect(bookWithNcm(cod.orderId, { actor: admin, timeoutMs: 2000 })).rejects.toThrow("Nepal Can Move did not answer");
    } finally {
      process.env.NCM_API_URL = url;
      resetEnvForTests();
    }
    expect((await db.order.findUniqueOrThrow({ where: { id: cod.orderId } })).fulfilmentStatus).toBe("unfulfilled");
  });
});
