/**
 * Fulfilment of a paid order (rules in lib/domain/fulfilment.ts): Mark shipped records the courier
 * and the tracking number or link and emails the customer ('order_shipped'); Mark delivered and
 * Mark collected close it (the order becomes completed). One transaction per change, the order
 * row locked, every change written to order_history (field fulfilment_status, from, to, with the
 * tracking as detail; and the status when it follows).
 *
 * Callers (admin actions) must check that the user is an administrator first.
 */
import { db } from "@/lib/db";
import { commissionShipAnyway, followFulfilment } from "@/lib/orders/commission";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import {
  describeFulfilment,
  fulfilmentRefusal,
  statusAfterFulfilment,
  trackingSummary,
  type FulfilmentStatusValue,
  type FulfilmentTarget,
} from "@/lib/domain/fulfilment";
import type { OrderStatusValue } from "@/lib/domain/order-status";
import { orderEmailLines } from "@/lib/orders/email-lines";
import { historyActor, lockOrderRow, OrderTransitionError } from "@/lib/orders/transitions";
import { customerNameOf } from "@/lib/domain/customer-name";
import { withCourierLink } from "@/lib/couriers/presets";

export interface TrackingDetails {
  courier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export interface FulfilmentResult {
  orderId: string;
  orderNumber: string;
  fulfilmentStatus: FulfilmentStatusValue;
  status: OrderStatusValue;
  /** Outbox id of the shipped email queued by this change, if any. */
  shippedEmailId: string | null;
}

/** A pay-on-delivery order confirmed by phone and not refused: it may ship unpaid. */
function codConfirmed(delivery: { cashOnDelivery: boolean; confirmedAt: Date | null; refusedAt: Date | null } | null): boolean {
  return Boolean(delivery?.cashOnDelivery && delivery.confirmedAt && !delivery.refusedAt);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function updateFulfilment(
  orderId: string,
  next: FulfilmentTarget,
  options: { actor?: { id: string; email: string } | null; tracking?: TrackingDetails } = {},
): Promise<FulfilmentResult> {
  if (!UUID.test(orderId)) throw new OrderTransitionError("Order not found", "not_found");
  if (next === "shipped" && !options.tracking) throw new Error("Mark shipped needs the courier and the tracking");
  const result = await db.$transaction(async (tx) => {
    await lockOrderRow(tx, orderId);
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: {
        id: true,
        orderNumber: true,
        status: true,
        paymentStatus: true,
        fulfilmentStatus: true,
        customerEmail: true,
        customerInfo: true,
        courier: true,
        trackingNumber: true,
        trackingUrl: true,
        delivery: { select: { cashOnDelivery: true, confirmedAt: true, refusedAt: true } },
      },
    });
    // A commission ships with its balance due only after "ship anyway" (recorded in its timeline).
    const shipAnyway = order.paymentStatus === "partly_paid" && (await commissionShipAnyway(tx, order.id));
    const refusal = fulfilmentRefusal({ ...(shipAnyway ? { ...order, paymentStatus: "paid" as const } : order), codConfirmed: codConfirmed(order.delivery) }, next);
    if (refusal) throw new OrderTransitionError(refusal, "refused");
    await followFulfilment(tx, order.id, next, options.actor ?? null, order.paymentStatus !== "paid" && order.paymentStatus !== "partly_refunded" && order.paymentStatus !== "overpaid");

    const now = new Date();
    const status = statusAfterFulfilment(order.status, next);
    const tracking = next === "shipped" ? withCourierLink(options.tracking!) : null;
    await tx.order.update({
      where: { id: order.id },
      data: {
        fulfilmentStatus: next,
        status,
        ...(tracking
          ? { courier: tracking.courier, trackingNumber: tracking.trackingNumber, trackingUrl: tracking.trackingUrl, shippedAt: now }
          : { fulfilledAt: now }),
      },
    });
    const who = historyActor(order.id, options.actor);
    const entries = [
      {
        ...who,
        field: "fulfilment_status",
        fromValue: order.fulfilmentStatus as string,
        toValue: next as string,
        detail: tracking ? trackingSummary(tracking).slice(0, 700) : null,
      },
    ];
    if (status !== order.status) entries.push({ ...who, field: "status", fromValue: order.status, toValue: status, detail: null });
    await tx.orderHistory.createMany({ data: entries });

    let shippedEmailId: string | null = null;
    if (tracking && order.customerEmail) {
      const name = customerNameOf(order.customerInfo, order.customerEmail);
      const email = await enqueueEmail(tx, {
        type: "order_shipped",
        to: [order.customerEmail],
        payload: {
          userName: name,
          userEmail: order.customerEmail,
          orderId: order.orderNumber,
          courier: tracking.courier,
          trackingNumber: tracking.trackingNumber,
          trackingUrl: tracking.trackingUrl,
          orderItems: await orderEmailLines(tx, order.id),
        },
      });
      shippedEmailId = email.id;
    }
    return { orderId: order.id, orderNumber: order.orderNumber, fulfilmentStatus: next, status, shippedEmailId } satisfies FulfilmentResult;
  });
  if (result.shippedEmailId) kickEmailWorker();
  return result;
}

export function markOrderShipped(orderId: string, tracking: TrackingDetails, options: { actor?: { id: string; email: string } | null } = {}) {
  return updateFulfilment(orderId, "shipped", { ...options, tracking });
}

/** What a fulfilment change would do (who is emailed, what the order becomes), or why it is refused. */
export async function previewFulfilment(orderId: string, next: FulfilmentTarget): Promise<{ refusal: string | null; lines: string[] }> {
  if (!UUID.test(orderId)) throw new OrderTransitionError("Order not found", "not_found");
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      status: true,
      paymentStatus: true,
      fulfilmentStatus: true,
      customerEmail: true,
      delivery: { select: { cashOnDelivery: true, confirmedAt: true, refusedAt: true } },
    },
  });
  if (!order) throw new OrderTransitionError("Order not found", "not_found");
  const shipAnyway = order.paymentStatus === "partly_paid" && (await commissionShipAnyway(db, orderId));
  const refusal = fulfilmentRefusal({ ...(shipAnyway ? { ...order, paymentStatus: "paid" as const } : order), codConfirmed: codConfirmed(order.delivery) }, next);
  return { refusal, lines: refusal ? [] : describeFulfilment({ ...order, customerEmail: order.customerEmail || null }, next) };
}
