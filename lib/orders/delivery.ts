/**
 * Delivery at 'Proceed to Payment' (one step of lib/orders/place-order.ts, inside its
 * transaction): the buyer's district (or collection, or an address abroad) picks the zone; the
 * zone prices each line's shipping (lib/domain/delivery-zones.ts); pay on delivery is offered
 * only where the zone takes it for every item type of the order, within the limits per phone and
 * per address (lib/domain/cash-on-delivery.ts). Everything is decided here, on the server.
 *
 * A request without a delivery choice (scripts, older clients) is priced by the default zone,
 * paid in advance: what every order did before zones existed.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { z } from "@/lib/validation/z";
import { ABROAD_KEY, districtByKey } from "@/lib/domain/districts";
import {
  DELIVERY_MESSAGES,
  defaultZone,
  priceDelivery,
  zoneForDistrict,
  type DeliveryChoice,
  type DeliveryLine,
  type ItemType,
  type ZoneRule,
} from "@/lib/domain/delivery-zones";
import { COD_FEE_LINE_TITLE, COD_MESSAGES, PAYMENT_CHOICES, addressKey, codRefusal, phoneKey, withinLimit, type PaymentChoice } from "@/lib/domain/cash-on-delivery";
import { paymentDeadline } from "@/lib/domain/order-hold";
import { codDepositOf } from "@/lib/domain/cod-deposit";
import { lineIsShipped } from "@/lib/validation/checkout-rules";
import type { Totals } from "@/lib/domain/pricing";
import type { PricedLine } from "@/lib/orders/price-lines";
import { loadDeliverySettings, loadZones } from "@/lib/data/delivery";

/** The title of the fee line added to a pay-on-delivery order. */
export { COD_FEE_LINE_TITLE };

export const COLLECT_KEY = "collect";

export const deliveryRequestSchema = z.object({
  /** A district key, "abroad" or "collect". */
  district: z.string().trim().max(40),
  country: z.string().trim().max(60).optional().default(""),
  payment: z.enum(PAYMENT_CHOICES).optional().default("prepaid"),
});
export type DeliveryRequest = z.output<typeof deliveryRequestSchema>;

export type DeliveryFieldError = { field: "district" | "country" | "payment"; message: string };

/** The delivery part of a checkout request: absent (null), read, or refused with a field's message. */
export function readDeliveryRequest(input: unknown): DeliveryRequest | null | DeliveryFieldError {
  if (input === undefined || input === null) return null;
  const parsed = deliveryRequestSchema.safeParse(input);
  if (!parsed.success) return { field: "district", message: DELIVERY_MESSAGES.districtRequired };
  const request = parsed.data;
  if (!request.district) return { field: "district", message: DELIVERY_MESSAGES.districtRequired };
  if (request.district !== COLLECT_KEY && request.district !== ABROAD_KEY && !districtByKey(request.district)) {
    return { field: "district", message: DELIVERY_MESSAGES.districtUnknown };
  }
  if (request.district === ABROAD_KEY && !request.country) return { field: "country", message: DELIVERY_MESSAGES.countryRequired };
  return request;
}

export function itemTypeOf(line: Pick<PricedLine, "lineType" | "original">): ItemType {
  if (line.lineType === "service") return "commission";
  return line.original ? "original" : "print";
}

export function deliveryLines(priced: readonly PricedLine[]): DeliveryLine[] {
  return priced.map((line) => ({
    itemType: itemTypeOf(line),
    quantity: line.quantity,
    shipped: lineIsShipped({ kind: line.lineType, shippingType: line.shippingType }),
    ownShippingPaisa: line.totals.shippingPaisa,
  }));
}

export interface DeliveryPlan {
  choice: DeliveryChoice;
  request: DeliveryRequest | null;
  payment: PaymentChoice;
  onQuote: boolean;
  codFeePaisa: number;
  /** Pay on delivery: the deposit asked first, online or by QR (0: none). */
  codDepositPaisa: number;
  phoneKey: string;
  addressKey: string;
  /** Lines with their zone shipping, and the order's totals (with the fee). */
  priced: PricedLine[];
  totals: Totals;
  /** The end of the hold when it is not the payment window (phone call, shipping quote). */
  holdUntil: Date | null;
}

export type DeliveryRefusal = { code: "invalid" | "limit"; message: string; field?: "district" | "country" | "payment" };

export function chooseZone(zones: readonly ZoneRule[], request: DeliveryRequest | null, collectionEnabled: boolean): DeliveryChoice | DeliveryRefusal {
  if (request === null) {
    const zone = defaultZone(zones);
    return zone ? { kind: "ship", zone } : { code: "invalid", message: DELIVERY_MESSAGES.noZone, field: "district" };
  }
  if (request.district === COLLECT_KEY) {
    return collectionEnabled ? { kind: "collect" } : { code: "invalid", message: DELIVERY_MESSAGES.collectionOff, field: "district" };
  }
  const zone = zoneForDistrict(zones, request.district);
  if (!zone) return { code: "invalid", message: DELIVERY_MESSAGES.noZone, field: "district" };
  if (!zone.open) return { code: "invalid", message: DELIVERY_MESSAGES.zoneClosed(zone.name), field: "district" };
  return { kind: "ship", zone };
}

/** Open pay-on-delivery orders (not delivered, cancelled or returned) with this phone or address key. */
async function openCodOrders(tx: Prisma.TransactionClient, column: "phone_key" | "address_key", key: string): Promise<number> {
  const rows =
    column === "phone_key"
      ? await tx.$queryRaw<{ n: bigint }[]>`
          SELECT count(*)::bigint AS n FROM order_deliveries d JOIN orders o ON o.id = d.order_id
          WHERE d.cash_on_delivery AND d.phone_key = ${key} AND d.returned_at IS NULL
            AND o.status IN ('pending', 'processing') AND o.fulfilment_status IN ('unfulfilled', 'shipped')`
      : await tx.$queryRaw<{ n: bigint }[]>`
          SELECT count(*)::bigint AS n FROM order_deliveries d JOIN orders o ON o.id = d.order_id
          WHERE d.cash_on_delivery AND d.address_key = ${key} AND d.returned_at IS NULL
            AND o.status IN ('pending', 'processing') AND o.fulfilment_status IN ('unfulfilled', 'shipped')`;
  return Number(rows[0]?.n ?? 0);
}

/**
 * Prices the delivery of the priced lines and checks pay on delivery, its limits locked per
 * phone and per address until the transaction ends (two orders at once cannot both slip in).
 */
export async function planDelivery(
  tx: Prisma.TransactionClient,
  input: { request: DeliveryRequest | null; priced: PricedLine[]; phone: string; address: string; now: Date },
): Promise<DeliveryPlan | DeliveryRefusal> {
  const [zones, settings] = await Promise.all([loadZones(tx), loadDeliverySettings(tx)]);
  const choice = chooseZone(zones, input.request, settings.collectionEnabled);
  if ("code" in choice) return choice;
  const lines = deliveryLines(input.priced);
  const price = priceDelivery(lines, choice);
  const payment: PaymentChoice = input.request?.payment ?? "prepaid";
  const district = choice.kind === "ship" ? (input.request?.district ?? null) : null;
  const keys = { phoneKey: phoneKey(input.phone), addressKey: addressKey(input.address, district) };

  let codFeePaisa = 0;
  if (payment === "cod") {
    const refused = codRefusal(lines, choice);
    if (refused) return { code: "invalid", message: refused, field: "payment" };
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`cod-phone:${keys.phoneKey}`}::text))`;
    if (!withinLimit(await openCodOrders(tx, "phone_key", keys.phoneKey), settings.codMaxPerPhone)) {
      return { code: "limit", message: COD_MESSAGES.phoneLimit(settings.codMaxPerPhone), field: "payment" };
    }
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`cod-address:${keys.addressKey}`}::text))`;
    if (!withinLimit(await openCodOrders(tx, "address_key", keys.addressKey), settings.codMaxPerAddress)) {
      return { code: "limit", message: COD_MESSAGES.addressLimit(settings.codMaxPerAddress), field: "payment" };
    }
    codFeePaisa = settings.codFeePaisa;
  }

  const priced = input.priced.map((line, index) => {
    const shippingPaisa = price.lineShippingPaisa[index];
    const totals = { ...line.totals, shippingPaisa, totalPaisa: line.totals.subtotalPaisa + shippingPaisa + line.totals.taxPaisa };
    return { ...line, totals };
  });
  const totals: Totals = { subtotalPaisa: codFeePaisa, shippingPaisa: 0, taxPaisa: 0, totalPaisa: codFeePaisa };
  for (const line of priced) {
    totals.subtotalPaisa += line.totals.subtotalPaisa;
    totals.shippingPaisa += line.totals.shippingPaisa;
    totals.taxPaisa += line.totals.taxPaisa;
    totals.totalPaisa += line.totals.totalPaisa;
  }
  // The deposit per item type, from the lines as charged (the fee is paid with the cash).
  const codDepositPaisa =
    payment === "cod" ? Number(codDepositOf(priced.map((line, index) => ({ itemType: lines[index].itemType, totalPaisa: line.totals.totalPaisa })), settings.codDeposits)) : 0;
  const waits = payment === "cod" || price.onQuote;
  return {
    choice,
    request: input.request,
    payment,
    onQuote: price.onQuote,
    codFeePaisa,
    codDepositPaisa,
    ...keys,
    priced,
    totals,
    holdUntil: waits ? paymentDeadline(input.now, settings.codConfirmHours * 60) : null,
  };
}

/** Stores the order's delivery and its fee line (after the order and its lines exist). */
export async function recordDelivery(tx: Prisma.TransactionClient, orderId: string, plan: DeliveryPlan): Promise<void> {
  const zone = plan.choice.kind === "ship" ? plan.choice.zone : null;
  await tx.orderDelivery.create({
    data: {
      orderId,
      collect: plan.choice.kind === "collect",
      districtKey: zone ? (plan.request?.district ?? null) : null,
      country: plan.request?.district === ABROAD_KEY ? plan.request.country : null,
      zoneId: zone?.id ?? null,
      zoneName: zone?.name ?? "",
      promise: zone?.promise ?? "",
      shippingOnQuote: plan.onQuote,
      cashOnDelivery: plan.payment === "cod",
      codFeePaisa: BigInt(plan.codFeePaisa),
      codDepositPaisa: BigInt(plan.codDepositPaisa),
      phoneKey: plan.phoneKey,
      addressKey: plan.addressKey,
    },
  });
  if (plan.codFeePaisa > 0) {
    await tx.orderLine.create({
      data: {
        orderId,
        position: plan.priced.length + 1,
        lineType: "custom",
        title: COD_FEE_LINE_TITLE,
        unitPricePaisa: BigInt(plan.codFeePaisa),
        quantity: 1,
        lineTotalPaisa: BigInt(plan.codFeePaisa),
      },
    });
  }
  if (plan.payment === "cod") {
    await tx.order.update({ where: { id: orderId }, data: { metadata: { payment_method: "cash_on_delivery" } } });
  }
}
