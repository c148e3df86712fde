import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { paisaFromDb } from "@/lib/money";
import { readItemTypes, readZoneRates, type ZoneRule } from "@/lib/domain/delivery-zones";
import { NO_COD_DEPOSITS, readCodDeposits, type CodDeposits } from "@/lib/domain/cod-deposit";

type Client = Prisma.TransactionClient | typeof db;

export interface DeliverySettingsValue {
  collectionEnabled: boolean;
  codFeePaisa: number;
  codMaxPerPhone: number;
  codMaxPerAddress: number;
  codConfirmHours: number;
  /** Deposit percent per item type asked before a pay-on-delivery order (lib/domain/cod-deposit.ts). */
  codDeposits: CodDeposits;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettingsValue = {
  collectionEnabled: true,
  codFeePaisa: 0,
  codMaxPerPhone: 2,
  codMaxPerAddress: 2,
  codConfirmHours: 48,
  codDeposits: NO_COD_DEPOSITS,
};

/** The delivery zones by position (lowest first). */
export async function loadZones(client: Client = db): Promise<ZoneRule[]> {
  const rows = await client.deliveryZone.findMany({ orderBy: [{ position: "asc" }, { createdAt: "asc" }] });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    districts: row.districts,
    international: row.international,
    rates: readZoneRates(row.rates),
    codTypes: readItemTypes(row.codTypes),
    promise: row.promise,
    open: row.open,
    position: row.position,
  }));
}

export async function loadDeliverySettings(client: Client = db): Promise<DeliverySettingsValue> {
  const row = await client.deliverySettings.findUnique({ where: { id: 1 } });
  if (!row) return DEFAULT_DELIVERY_SETTINGS;
  return {
    collectionEnabled: row.collectionEnabled,
    codFeePaisa: paisaFromDb(row.codFeePaisa),
    codMaxPerPhone: row.codMaxPerPhone,
    codMaxPerAddress: row.codMaxPerAddress,
    codConfirmHours: row.codConfirmHours,
    codDeposits: readCodDeposits(row.codDeposits),
  };
}

/** What the checkout needs to show the choices and the prices (the server prices again). */
export async function getCheckoutDelivery(): Promise<{ zones: ZoneRule[]; settings: DeliverySettingsValue }> {
  try {
    const [zones, settings] = await Promise.all([loadZones(), loadDeliverySettings()]);
    return { zones: zones.filter((zone) => zone.open), settings };
  } catch (error) {
    console.error("[delivery] could not read the zones:", error instanceof Error ? error.message : error);
    return { zones: [], settings: DEFAULT_DELIVERY_SETTINGS };
  }
}

export interface OrderDeliveryView {
  collect: boolean;
  districtKey: string | null;
  country: string | null;
  zoneName: string;
  promise: string;
  shippingOnQuote: boolean;
  quoted: boolean;
  cashOnDelivery: boolean;
  codFeePaisa: number;
  /** The deposit asked before the phone call (0: none) and, after a refused delivery, what was kept of it. */
  codDepositPaisa: number;
  depositKeptPaisa: number;
  phoneKey: string;
  confirmedAt: Date | null;
  confirmedByEmail: string | null;
  refusedAt: Date | null;
  returnedAt: Date | null;
  courierKey: string | null;
  ncmOrderId: string | null;
  ncmStatus: string | null;
}

export async function getOrderDelivery(orderId: string, client: Client = db): Promise<OrderDeliveryView | null> {
  const row = await client.orderDelivery.findUnique({ where: { orderId } });
  if (!row) return null;
  return {
    collect: row.collect,
    districtKey: row.districtKey,
    country: row.country,
    zoneName: row.zoneName,
    promise: row.promise,
    shippingOnQuote: row.shippingOnQuote,
    quoted: row.quotedAt !== null,
    cashOnDelivery: row.cashOnDelivery,
    codFeePaisa: paisaFromDb(row.codFeePaisa),
    codDepositPaisa: paisaFromDb(row.codDepositPaisa),
    depositKeptPaisa: paisaFromDb(row.depositKeptPaisa),
    phoneKey: row.phoneKey,
    confirmedAt: row.confirmedAt,
    confirmedByEmail: row.confirmedByEmail,
    refusedAt: row.refusedAt,
    returnedAt: row.returnedAt,
    courierKey: row.courierKey,
    ncmOrderId: row.ncmOrderId,
    ncmStatus: row.ncmStatus,
  };
}

export interface BuyerDeliveryView extends OrderDeliveryView {
  orderNumber: string;
  totalPaisa: number;
  /** What the order has kept (payments less refunds): the deposit once it is paid. */
  keptPaisa: number;
  cancelReason: string | null;
  phone: string;
  cancelled: boolean;
  fulfilmentStatus: string;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

/** The delivery of the order behind an access token (the buyer's pages). */
export async function getOrderDeliveryByToken(token: string): Promise<BuyerDeliveryView | null> {
  if (!token || token.length > 64) return null;
  const order = await db.order.findUnique({
    where: { accessToken: token },
    select: {
      id: true,
      orderNumber: true,
      totalPaisa: true,
      customerInfo: true,
      status: true,
      cancelReason: true,
      fulfilmentStatus: true,
      courier: true,
      trackingNumber: true,
      trackingUrl: true,
      ledger: { where: { voidedAt: null }, select: { kind: true, amountPaisa: true } },
    },
  });
  if (!order) return null;
  const delivery = await getOrderDelivery(order.id);
  if (!delivery) return null;
  const info = (order.customerInfo ?? {}) as { phone?: unknown };
  return {
    ...delivery,
    orderNumber: order.orderNumber,
    totalPaisa: paisaFromDb(order.totalPaisa),
    keptPaisa: order.ledger.reduce((sum, row) => sum + (row.kind === "payment" ? 1 : -1) * paisaFromDb(row.amountPaisa), 0),
    cancelReason: order.cancelReason,
    phone: typeof info.phone === "string" ? info.phone : "",
    cancelled: order.status === "cancelled",
    fulfilmentStatus: order.fulfilmentStatus,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingUrl,
  };
}

/** Other orders of this phone whose delivery was refused (the admin order page flags the number). */
export async function refusedDeliveriesOfPhone(phoneKey: string, exceptOrderId: string): Promise<string[]> {
  if (!phoneKey) return [];
  const rows = await db.orderDelivery.findMany({
    where: { phoneKey, refusedAt: { not: null }, orderId: { not: exceptOrderId } },
    select: { order: { select: { orderNumber: true } } },
    take: 10,
  });
  return rows.map((row) => row.order.orderNumber);
}
