/**
 * Order transitions for the back office (spec sections 2 and 4): set the status (completed,
 * cancelled, ...) or the payment status (paid, refunded, ...), with the artwork side in the
 * same transaction (planned by lib/domain/order-transition.ts, which the confirmation dialogs
 * show before anything happens):
 *
 *   markOrderPaid      the order's reserved originals become sold (reservation cleared) and
 *                      the approval email is queued for the customer; refused on a cancelled
 *                      order until it is reopened;
 *   cancelOrder        the reservation of its originals is released (they can be ordered again);
 *                      optionally the customer is emailed, with the reason;
 *   failed / refunded  released as well; originals this order had bought go back on sale, so a
 *                      refund can be undone (paid again) while they are still free;
 *   reopening          (cancelled -> pending/processing, or paid -> pending) reserves the
 *                      originals again, or refuses with OrderTransitionError when another order
 *                      has taken them meanwhile.
 *
 * Every change is written to order_history (who, when, field, from, to) in the same transaction.
 * Mark Paid may record the wallet or bank transaction reference; other orders already carrying
 * the same reference are reported (duplicateReferenceOrders) so the back office can flag them.
 * A rejected payment (payment failed) may queue a short email with the reason to the customer.
 *
 * Callers (admin actions) must check that the user is an administrator first.
 */
import { paisaFromDb } from "@/lib/money";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_ESTIMATED_DELIVERY, enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import {
  reservationEffect,
  type OrderStatusValue,
  type PaymentStatusValue,
  type ReservationEffect,
} from "@/lib/domain/order-status";
import {
  planReservation,
  previewTransition,
  TRANSITION_MESSAGES,
  transitionRefusal,
  type OriginalState,
  type TransitionPreview,
} from "@/lib/domain/order-transition";
import { isOriginal } from "@/lib/domain/pricing";
import { normaliseTransactionReference } from "@/lib/domain/transaction-reference";
import { approvalEmailKey } from "@/lib/orders/email-keys";
import { refreshArtworkPages } from "@/lib/orders/refresh";
import { orderEmailLines } from "@/lib/orders/email-lines";
import { commonDelivery } from "@/lib/domain/order-line-words";
import { customerNameOf } from "@/lib/domain/customer-name";

export { approvalEmailKey } from "@/lib/orders/email-keys";

export class OrderTransitionError extends Error {
  constructor(
    message: string,
    readonly code: "not_found" | "artwork_unavailable" | "refused",
    /** Titles of the artworks that block the change. */
    readonly artworks: string[] = [],
  ) {
    super(message);
    this.name = "OrderTransitionError";
  }
}

export interface OrderTransitionResult {
  orderId: string;
  orderNumber: string;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  /** Anything changed (false when the order already was in that state). */
  changed: boolean;
  sold: string[];
  released: string[];
  reserved: string[];
  /** Outbox id of the approval email queued by this change, if any. */
  approvalEmailId: string | null;
  /** Outbox id of the payment-rejected email queued by this change, if any. */
  rejectionEmailId: string | null;
  /** Outbox id of the cancellation email queued by this change, if any. */
  cancellationEmailId: string | null;
  /** The transaction reference stored on the order after this change. */
  transactionReference: string | null;
  /** Order numbers of OTHER orders that carry the same transaction reference. */
  duplicateReferenceOrders: string[];
}

export interface TransitionOptions {
  /** The administrator making the change (recorded in the order history). */
  actor?: { id: string; email: string } | null;
  /** Wallet or bank transaction reference to record (Mark Paid). Empty keeps the current one. */
  transactionReference?: string | null;
  /** Payment set to failed, or order cancelled: email the customer (with the reason). */
  notifyCustomer?: boolean;
  /** Short reason shown in that email and kept in the history. */
  reason?: string | null;
}

type Tx = Prisma.TransactionClient;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockOriginals(tx: Tx | typeof db, orderId: string, options: { lock: boolean } = { lock: true }): Promise<OriginalState[]> {
  const lines = await tx.orderLine.findMany({
    where: { orderId, lineType: "artwork", artworkId: { not: null } },
    select: { artworkId: true, customizations: true },
  });
  const ids = [
    ...new Set(
      lines
        .filter((line) => isOriginal((line.customizations as { size?: unknown } | null)?.size))
        .map((line) => line.artworkId as string),
    ),
  ].sort();
  if (ids.length === 0) return [];
  if (options.lock) await tx.$queryRaw`SELECT id FROM artworks WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
  return tx.artwork.findMany({
    where: { id: { in: ids } },
    select: { id: true, slug: true, title: true, status: true, reservedByOrderId: true },
    orderBy: { id: "asc" },
  });
}

/** Carries out the plan of lib/domain/order-transition.ts; returns the slugs touched per kind. */
async function applyEffect(
  tx: Tx,
  orderId: string,
  artworks: OriginalState[],
  previous: ReservationEffect,
  effect: ReservationEffect,
): Promise<{ sold: string[]; released: string[]; reserved: string[] }> {
  const plan = planReservation(orderId, artworks, previous, effect);
  if (plan.blocked.length > 0) throw new OrderTransitionError(TRANSITION_MESSAGES.blocked(plan.blocked), "artwork_unavailable", plan.blocked);
  const out = { sold: [] as string[], released: [] as string[], reserved: [] as string[] };
  for (const { artwork, action } of plan.steps) {
    if (action === "sell") {
      await tx.artwork.update({ where: { id: artwork.id }, data: { status: "sold", reservedByOrderId: null } });
      out.sold.push(artwork.slug);
    } else if (action === "reserve") {
      await tx.artwork.update({ where: { id: artwork.id }, data: { reservedByOrderId: orderId } });
      out.reserved.push(artwork.slug);
    } else if (action === "unsell_and_reserve") {
      // Payment taken back to pending: the work is held for the order again, no longer sold.
      await tx.artwork.update({ where: { id: artwork.id }, data: { status: "available", reservedByOrderId: orderId } });
      out.reserved.push(artwork.slug);
    } else if (action === "release") {
      await tx.artwork.update({ where: { id: artwork.id }, data: { reservedByOrderId: null } });
      out.released.push(artwork.slug);
    } else {
      // Refunded or rejected after payment: the work this order bought goes back on sale.
      await tx.artwork.update({ where: { id: artwork.id }, data: { status: "available", reservedByOrderId: null } });
      out.released.push(artwork.slug);
    }
  }
  return out;
}

/** Locks the order's row for the rest of the transaction; an unknown order is "Order not found". */
export async function lockOrderRow(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new OrderTransitionError("Order not found", "not_found");
}

/** Who an order history entry names: the administrator who acted, or nobody (the system). */
export function historyActor(orderId: string, actor: { id: string; email: string } | null | undefined) {
  return { orderId, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null };
}

/**
 * Sets the status and/or payment status of an order, with the artwork side and the approval
 * email in one transaction. Throws OrderTransitionError (not found, artwork taken).
 */
export async function updateOrderState(
  orderId: string,
  next: { status?: OrderStatusValue; paymentStatus?: PaymentStatusValue },
  options: TransitionOptions = {},
): Promise<OrderTransitionResult> {
  if (!UUID.test(orderId)) throw new OrderTransitionError("Order not found", "not_found");
  const result = await db.$transaction(async (tx) => {
    // Lock order: the order's originals (in id order) first, then the order row, as placing,
    // attaching a payment and expiry do, so that two of them on one order never deadlock.
    const artworks = await lockOriginals(tx, orderId);
    await lockOrderRow(tx, orderId);
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: {
        id: true,
        orderNumber: true,
        status: true,
        paymentStatus: true,
        customerEmail: true,
        customerInfo: true,
        totalPaisa: true,
        transactionReference: true,
      },
    });
    const status = next.status ?? order.status;
    const paymentStatus = next.paymentStatus ?? order.paymentStatus;
    const refusal = transitionRefusal(order, { status, paymentStatus });
    if (refusal) throw new OrderTransitionError(refusal, "refused");
    const previous = reservationEffect(order.status, order.paymentStatus);
    const effect = reservationEffect(status, paymentStatus);

    const touched = await applyEffect(tx, order.id, artworks, previous, effect);

    const reference = normaliseTransactionReference(options.transactionReference) ?? order.transactionReference;
    const changed =
      status !== order.status || paymentStatus !== order.paymentStatus || reference !== order.transactionReference;
    if (changed) {
      await tx.order.update({ where: { id: order.id }, data: { status, paymentStatus, transactionReference: reference } });
      const who = historyActor(order.id, options.actor);
      const entries = [
        {
          field: "status",
          fromValue: order.status as string | null,
          toValue: status as string | null,
          detail: status === "cancelled" ? (options.reason?.trim() || null) : (null as string | null),
        },
        {
          field: "payment_status",
          fromValue: order.paymentStatus,
          toValue: paymentStatus,
          detail: paymentStatus === "failed" ? (options.reason?.trim() || null) : null,
        },
        { field: "transaction_reference", fromValue: order.transactionReference, toValue: reference, detail: null },
      ].filter((entry) => entry.fromValue !== entry.toValue);
      await tx.orderHistory.createMany({ data: entries.map((entry) => ({ ...who, ...entry })) });
    }

    const duplicateReferenceOrders = reference
      ? (
          await tx.order.findMany({
            where: { transactionReference: reference, id: { not: order.id } },
            select: { orderNumber: true },
            orderBy: { createdAt: "asc" },
            take: 20,
          })
        ).map((o) => o.orderNumber)
      : [];
    const customerName = customerNameOf(order.customerInfo, order.customerEmail);

    let approvalEmailId: string | null = null;
    if (paymentStatus === "paid" && order.paymentStatus !== "paid" && order.customerEmail) {
      // Each line with its variant and its own delivery promise (a commission's duration).
      const items = await orderEmailLines(tx, order.id);
      const email = await enqueueEmail(tx, {
        type: "payment_approved",
        to: [order.customerEmail],
        idempotencyKey: approvalEmailKey(order.id),
        payload: {
          userName: customerName,
          userEmail: order.customerEmail,
          customerName,
          customerEmail: order.customerEmail,
          orderId: order.orderNumber,
          estimatedDelivery: commonDelivery(items) ?? DEFAULT_ESTIMATED_DELIVERY,
          orderItems: items,
          items,
          totalAmount: paisaFromDb(order.totalPaisa),
        },
      });
      approvalEmailId = email.id;
    }

    let rejectionEmailId: string | null = null;
    if (paymentStatus === "failed" && order.paymentStatus !== "failed" && options.notifyCustomer && order.customerEmail) {
      const email = await enqueueEmail(tx, {
        type: "payment_rejected",
        to: [order.customerEmail],
        payload: {
          userName: customerName,
          userEmail: order.customerEmail,
          orderId: order.orderNumber,
          reason: options.reason?.trim() || null,
        },
      });
      rejectionEmailId = email.id;
    }

    let cancellationEmailId: string | null = null;
    if (status === "cancelled" && order.status !== "cancelled" && options.notifyCustomer && order.customerEmail) {
      const email = await enqueueEmail(tx, {
        type: "order_cancelled",
        to: [order.customerEmail],
        payload: {
          userName: customerName,
          userEmail: order.customerEmail,
          orderId: order.orderNumber,
          reason: options.reason?.trim() || null,
          wasPaid: paymentStatus === "paid",
        },
      });
      cancellationEmailId = email.id;
    }

    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      status,
      paymentStatus,
      changed,
      ...touched,
      approvalEmailId,
      rejectionEmailId,
      cancellationEmailId,
      transactionReference: reference,
      duplicateReferenceOrders,
    } satisfies OrderTransitionResult;
  });

  if (result.approvalEmailId || result.rejectionEmailId || result.cancellationEmailId) kickEmailWorker();
  refreshArtworkPages([...result.sold, ...result.released, ...result.reserved]);
  return result;
}

/** Payment verified: the order's originals are sold and the customer gets the approval email. */
export function markOrderPaid(orderId: string, options: TransitionOptions = {}): Promise<OrderTransitionResult> {
  return updateOrderState(orderId, { paymentStatus: "paid" }, options);
}

/** The payment could not be confirmed: payment failed, originals released, optional email with a reason. */
export function rejectPayment(orderId: string, options: TransitionOptions = {}): Promise<OrderTransitionResult> {
  return updateOrderState(orderId, { paymentStatus: "failed" }, options);
}

/** The order is cancelled: its originals are released for other customers. */
export function cancelOrder(orderId: string, options: TransitionOptions = {}): Promise<OrderTransitionResult> {
  return updateOrderState(orderId, { status: "cancelled" }, options);
}

export function setOrderStatus(
  orderId: string,
  status: OrderStatusValue,
  options: TransitionOptions = {},
): Promise<OrderTransitionResult> {
  return updateOrderState(orderId, { status }, options);
}

export function setPaymentStatus(
  orderId: string,
  paymentStatus: PaymentStatusValue,
  options: TransitionOptions = {},
): Promise<OrderTransitionResult> {
  return updateOrderState(orderId, { paymentStatus }, options);
}

/**
 * What a change would do, without doing it: the confirmation dialogs show who is emailed and
 * which originals become sold, go back on sale or are held again, or why it is refused.
 */
export async function previewOrderTransition(
  orderId: string,
  next: { status?: OrderStatusValue; paymentStatus?: PaymentStatusValue },
  options: { notifyCustomer?: boolean } = {},
): Promise<TransitionPreview> {
  if (!UUID.test(orderId)) throw new OrderTransitionError("Order not found", "not_found");
  const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, status: true, paymentStatus: true, customerEmail: true } });
  if (!order) throw new OrderTransitionError("Order not found", "not_found");
  const artworks = await lockOriginals(db, order.id, { lock: false });
  return previewTransition({
    orderId: order.id,
    from: { status: order.status, paymentStatus: order.paymentStatus },
    to: { status: next.status ?? order.status, paymentStatus: next.paymentStatus ?? order.paymentStatus },
    customerEmail: order.customerEmail || null,
    artworks,
    notifyCustomer: options.notifyCustomer,
  });
}
