/**
 * A pay-on-delivery order after it is placed, each step through the ledger's change
 * (lib/orders/ledger.ts) and refused by the order's transition table (codActionRefusal in
 * lib/domain/order-flow.ts) with its message:
 *
 *   confirmCodOrder   the shop called the buyer and the order stands: it may ship unpaid, and its
 *                     originals stay held until the parcel is delivered or back (no timer);
 *   recordCashCollected  the cash was collected (by the courier or in person): a cash payment in
 *                     the ledger for the balance, and the order delivered (or collected);
 *   recordRefusedDelivery  the buyer refused the parcel: recorded; the work stays held, since
 *                     it is still on its way back;
 *   recordReturn      the refused parcel is back in the studio: the order is cancelled and only
 *                     now are its originals released and on sale again; a deposit paid is kept
 *                     (what the cancelled order still owes) or refunded (a refund row), as the
 *                     artist chooses.
 *   bookWithNcm / refreshNcmStatus  Nepal Can Move's booking (the order is marked shipped with
 *                     NCM's order id) and its delivery and COD status (lib/couriers/ncm.ts).
 *
 * Callers (admin actions) check that the user may act on orders first.
 */
import { db } from "@/lib/db";
import { COD_FLOW_MESSAGES, codActionRefusal, type CodAction } from "@/lib/domain/order-flow";
import { districtByKey } from "@/lib/domain/districts";
import { customerNameOf } from "@/lib/domain/customer-name";
import { changeOrder, historyActor, OrderTransitionError, type Actor, type ChangeContext } from "@/lib/orders/ledger";
import { paymentChange, refundChange, toResult, type OrderTransitionResult } from "@/lib/orders/transitions";
import { COD_DEPOSIT_MESSAGES, type DepositFate } from "@/lib/domain/cod-deposit";
import type { ManualMethodValue } from "@/lib/domain/ledger";
import { formatNpr, paisaFromDb } from "@/lib/money";
import { markOrderShipped } from "@/lib/orders/fulfilment";
import { ncmConfig, ncmCreateOrder, ncmOrderStatus } from "@/lib/couriers/ncm";
import { COURIER_PRESETS } from "@/lib/couriers/presets";

/** Why the shop cancels a pay-on-delivery order whose refused parcel came back. */
export const DELIVERY_REFUSED_REASON = "delivery refused; the parcel is back in the studio";

export const COD_MESSAGES_ADMIN = {
  confirmed: "Order confirmed by phone: it can ship now",
  collected: "Cash recorded: the order is paid and delivered",
  refused: "Refused delivery recorded: record the return once the parcel is back",
  returned: "Parcel back in the studio: the order is cancelled and its works are on sale again",
  failed: "Could not update the pay-on-delivery order",
  ncmOff: "Nepal Can Move is not set up on this server (NCM_API_TOKEN, NCM_API_URL, NCM_PICKUP_BRANCH).",
  ncmBooked: (id: string) => `Booked with Nepal Can Move, order ${id}: the order is marked shipped`,
  ncmUnreachable: "Nepal Can Move did not answer. Nothing was booked; try again in a minute.",
  ncmNotBooked: "This order is not booked with Nepal Can Move.",
  ncmStatus: (status: string) => `Nepal Can Move: ${status}`,
} as const;

function assertCod(ctx: ChangeContext, action: CodAction): void {
  const refusal = codActionRefusal(ctx.state.flow, action);
  if (refusal) throw new OrderTransitionError(refusal, "refused");
}

async function codHistory(ctx: ChangeContext, orderId: string, toValue: string, detail: string | null = null) {
  await ctx.tx.orderHistory.create({
    data: { ...historyActor(orderId, ctx.actor), field: "cash_on_delivery", fromValue: null, toValue, detail: detail?.slice(0, 500) ?? null },
  });
}

export async function confirmCodOrder(orderId: string, options: { actor?: Actor | null; now?: Date } = {}): Promise<OrderTransitionResult> {
  const result = await changeOrder(
    orderId,
    async (ctx) => {
      assertCod(ctx, "cod_confirm");
      await ctx.tx.orderDelivery.update({ where: { orderId }, data: { confirmedAt: ctx.now, confirmedByEmail: ctx.actor?.email ?? null } });
      // Confirmed: the hold lasts until the parcel is delivered or back, not a payment window.
      await ctx.tx.order.update({ where: { id: orderId }, data: { paymentDueAt: null } });
      await codHistory(ctx, orderId, "confirmed", "Confirmed by phone");
    },
    { actor: options.actor, now: options.now },
  );
  return toResult(result);
}

export interface CashCollected {
  by: "courier" | "in_person";
  /** The courier's receipt or remittance reference, if any. */
  reference?: string | null;
}

export async function recordCashCollected(orderId: string, input: CashCollected, options: { actor?: Actor | null; now?: Date } = {}): Promise<OrderTransitionResult> {
  const result = await changeOrder(
    orderId,
    async (ctx) => {
      assertCod(ctx, "cod_collect");
      const order = await ctx.tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { courier: true } });
      const note = input.by === "courier" ? `Cash collected on delivery by ${order.courier || "the courier"}` : "Cash collected in person";
      const paid = await paymentChange(orderId, { method: "cash", note }, input.reference?.trim().slice(0, 120) || null)(ctx);
      const fulfilment = input.by === "courier" ? "delivered" : "collected";
      await ctx.tx.order.update({ where: { id: orderId }, data: { fulfilmentStatus: fulfilment, fulfilledAt: ctx.now } });
      await ctx.tx.orderHistory.create({
        data: { ...historyActor(orderId, ctx.actor), field: "fulfilment_status", fromValue: ctx.state.flow.fulfilment, toValue: fulfilment, detail: note },
      });
      return paid;
    },
    { actor: options.actor, now: options.now },
  );
  return toResult(result);
}

export async function recordRefusedDelivery(orderId: string, input: { reason?: string | null } = {}, options: { actor?: Actor | null; now?: Date } = {}) {
  const result = await changeOrder(
    orderId,
    async (ctx) => {
      assertCod(ctx, "cod_refuse");
      await ctx.tx.orderDelivery.update({ where: { orderId }, data: { refusedAt: ctx.now } });
      await codHistory(ctx, orderId, "refused", input.reason?.trim() || "The buyer refused the parcel");
    },
    { actor: options.actor, now: options.now },
  );
  return toResult(result);
}

export interface ReturnInput {
  /** A deposit was paid: the artist keeps it or refunds it (required then). */
  depositFate?: DepositFate | null;
  /** How a refunded deposit goes back, and its reference. */
  method?: ManualMethodValue | null;
  reference?: string | null;
}

export async function recordReturn(orderId: string, input: ReturnInput = {}, options: { actor?: Actor | null; now?: Date } = {}) {
  const result = await changeOrder(
    orderId,
    async (ctx) => {
      assertCod(ctx, "cod_return");
      // The deposit paid (if any): kept by the shop, or refunded, a ledger row either way.
      let extra: Record<string, unknown> = {};
      const kept = ctx.state.money.keptPaisa;
      if (kept > BigInt(0)) {
        if (input.depositFate === "refunded") {
          extra = await refundChange(orderId, {
            amountPaisa: kept,
            method: input.method ?? "cash",
            reference: input.reference ?? null,
            reason: COD_DEPOSIT_MESSAGES.refundReason,
          })(ctx);
        } else if (input.depositFate === "kept") {
          await ctx.tx.orderDelivery.update({ where: { orderId }, data: { depositKeptPaisa: kept } });
          await codHistory(ctx, orderId, "deposit kept", COD_DEPOSIT_MESSAGES.kept(formatNpr(paisaFromDb(kept))));
        } else {
          throw new OrderTransitionError(COD_DEPOSIT_MESSAGES.fateRequired, "refused");
        }
      }
      await ctx.tx.orderDelivery.update({ where: { orderId }, data: { returnedAt: ctx.now } });
      // Cancelled only now: the reservation's release (the ledger's change) puts the works back on sale.
      await ctx.tx.order.update({ where: { id: orderId }, data: { status: "cancelled", cancelReason: DELIVERY_REFUSED_REASON } });
      await codHistory(ctx, orderId, "returned", "Back in the studio");
      return extra;
    },
    { actor: options.actor, now: options.now },
  );
  return toResult(result);
}

/**
 * Books the parcel with Nepal Can Move (cash to collect: the balance due), then marks the order
 * shipped with NCM's order id as the tracking number. Refused before any call when the order may
 * not ship (the fulfilment rules) or NCM is not set up.
 */
export async function bookWithNcm(orderId: string, options: { actor?: Actor | null; timeoutMs?: number } = {}): Promise<{ ncmOrderId: string }> {
  const config = ncmConfig();
  if (!config) throw new OrderTransitionError(COD_MESSAGES_ADMIN.ncmOff, "refused");
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      orderNumber: true,
      customerInfo: true,
      customerEmail: true,
      fulfilmentStatus: true,
      totalPaisa: true,
      delivery: true,
      ledger: { select: { kind: true, amountPaisa: true, voidedAt: true } },
      lines: { select: { title: true, quantity: true }, orderBy: { position: "asc" } },
    },
  });
  if (!order) throw new OrderTransitionError("Order not found", "not_found");
  if (order.fulfilmentStatus !== "unfulfilled") throw new OrderTransitionError("This order has shipped already.", "refused");
  if (order.delivery?.cashOnDelivery && !order.delivery.confirmedAt) throw new OrderTransitionError(COD_FLOW_MESSAGES.confirmFirst, "refused");
  const kept = order.ledger.filter((r) => !r.voidedAt).reduce((sum, r) => sum + (r.kind === "payment" ? r.amountPaisa : -r.amountPaisa), BigInt(0));
  const due = order.totalPaisa - kept > BigInt(0) ? Number(order.totalPaisa - kept) : 0;
  const info = (order.customerInfo ?? {}) as Record<string, unknown>;
  const district = districtByKey(order.delivery?.districtKey ?? null);
  const booked = await ncmCreateOrder(
    config,
    {
      name: customerNameOf(order.customerInfo, order.customerEmail),
      phone: typeof info.phone === "string" ? info.phone : "",
      address: typeof info.address === "string" ? info.address : "",
      branch: district ? district.name.toUpperCase() : "",
      codPaisa: order.delivery?.cashOnDelivery ? due : 0,
      packageText: order.lines.map((l) => `${l.quantity} × ${l.title}`).join(", "),
      reference: order.orderNumber,
    },
    options.timeoutMs,
  );
  if (booked.kind === "unreachable") throw new OrderTransitionError(COD_MESSAGES_ADMIN.ncmUnreachable, "refused");
  if (booked.kind === "refused") throw new OrderTransitionError(booked.error, "refused");
  await db.orderDelivery.updateMany({ where: { orderId }, data: { ncmOrderId: booked.orderId, courierKey: "ncm" } });
  const ncm = COURIER_PRESETS.find((p) => p.key === "ncm")!;
  await markOrderShipped(orderId, { courier: ncm.name, trackingNumber: booked.orderId, trackingUrl: null }, { actor: options.actor });
  return { ncmOrderId: booked.orderId };
}

/** Asks NCM where the parcel is and whether its cash was collected; kept on the order's delivery. */
export async function refreshNcmStatus(orderId: string, options: { timeoutMs?: number } = {}): Promise<{ status: string }> {
  const config = ncmConfig();
  if (!config) throw new OrderTransitionError(COD_MESSAGES_ADMIN.ncmOff, "refused");
  const delivery = await db.orderDelivery.findUnique({ where: { orderId }, select: { ncmOrderId: true } });
  if (!delivery?.ncmOrderId) throw new OrderTransitionError(COD_MESSAGES_ADMIN.ncmNotBooked, "refused");
  const answer = await ncmOrderStatus(config, delivery.ncmOrderId, options.timeoutMs);
  if (answer.kind === "unreachable") throw new OrderTransitionError(COD_MESSAGES_ADMIN.ncmUnreachable, "refused");
  if (answer.kind === "refused") throw new OrderTransitionError(answer.error, "refused");
  const status = [answer.deliveryStatus || "status unknown", answer.paymentStatus ? `COD ${answer.paymentStatus}` : null].filter(Boolean).join(" · ");
  await db.orderDelivery.update({ where: { orderId }, data: { ncmStatus: status.slice(0, 120) } });
  return { status };
}
