/**
 * Order transitions for the back office (spec sections 2 and 4): set the status (completed,
 * cancelled, ...) or the payment status (paid, refunded, ...). The spec enforces no transition
 * rules between the values; what these functions add is the artwork side, in the same
 * transaction (lib/domain/order-status.ts, reservationEffect):
 *
 *   markOrderPaid      the order's reserved originals become sold (reservation cleared) and
 *                      the approval email is queued for the customer;
 *   cancelOrder        the reservation of its originals is released (they can be ordered again);
 *   failed / refunded  released as well; an original already sold stays sold;
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
import { isOriginal } from "@/lib/domain/pricing";
import { normaliseTransactionReference } from "@/lib/domain/transaction-reference";
import { approvalEmailKey } from "@/lib/orders/email-keys";
import { refreshArtworkPages } from "@/lib/orders/refresh";

export { approvalEmailKey } from "@/lib/orders/email-keys";

export class OrderTransitionError extends Error {
  constructor(
    message: string,
    readonly code: "not_found" | "artwork_unavailable",
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
  /** Payment set to failed: email the customer that the payment was not confirmed. */
  notifyCustomer?: boolean;
  /** Short reason shown in that email and kept in the history. */
  reason?: string | null;
}

interface OriginalRow {
  id: string;
  slug: string;
  title: string;
  status: string;
  reservedByOrderId: string | null;
}

type Tx = Prisma.TransactionClient;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockOriginals(tx: Tx, orderId: string): Promise<OriginalRow[]> {
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
  await tx.$queryRaw`SELECT id FROM artworks WHERE id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE`;
  return tx.artwork.findMany({
    where: { id: { in: ids } },
    select: { id: true, slug: true, title: true, status: true, reservedByOrderId: true },
    orderBy: { id: "asc" },
  });
}

/** Moves the originals to what `effect` asks for; returns the slugs touched per kind. */
async function applyEffect(
  tx: Tx,
  orderId: string,
  artworks: OriginalRow[],
  previous: ReservationEffect,
  effect: ReservationEffect,
): Promise<{ sold: string[]; released: string[]; reserved: string[] }> {
  const out = { sold: [] as string[], released: [] as string[], reserved: [] as string[] };
  const blocked: string[] = [];
  for (const artwork of artworks) {
    const ours = artwork.reservedByOrderId === orderId;
    const free = artwork.reservedByOrderId === null && artwork.status === "available";
    const soldByUs = previous === "sell" && artwork.status === "sold" && artwork.reservedByOrderId === null;

    if (effect === "sell") {
      if (soldByUs) continue;
      if (ours || free) {
        await tx.artwork.update({ where: { id: artwork.id }, data: { status: "sold", reservedByOrderId: null } });
        out.sold.push(artwork.slug);
      } else {
        blocked.push(artwork.title);
      }
    } else if (effect === "hold") {
      if (ours && artwork.status !== "sold") continue;
      if (free) {
        await tx.artwork.update({ where: { id: artwork.id }, data: { reservedByOrderId: orderId } });
        out.reserved.push(artwork.slug);
      } else if (soldByUs || (ours && artwork.status === "sold")) {
        // Payment taken back to pending: the work is held for the order again, no longer sold.
        await tx.artwork.update({ where: { id: artwork.id }, data: { status: "available", reservedByOrderId: orderId } });
        out.reserved.push(artwork.slug);
      } else {
        blocked.push(artwork.title);
      }
    } else if (ours) {
      await tx.artwork.update({ where: { id: artwork.id }, data: { reservedByOrderId: null } });
      out.released.push(artwork.slug);
    }
  }
  if (blocked.length > 0) {
    const names = blocked.map((t) => `"${t}"`).join(", ");
    throw new OrderTransitionError(
      `${names} ${blocked.length === 1 ? "is" : "are"} no longer available for this order (sold or reserved by another order).`,
      "artwork_unavailable",
      blocked,
    );
  }
  return out;
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
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw new OrderTransitionError("Order not found", "not_found");
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
        lines: { select: { title: true, quantity: true, unitPricePaisa: true }, orderBy: { position: "asc" } },
      },
    });
    const status = next.status ?? order.status;
    const paymentStatus = next.paymentStatus ?? order.paymentStatus;
    const previous = reservationEffect(order.status, order.paymentStatus);
    const effect = reservationEffect(status, paymentStatus);

    const artworks = await lockOriginals(tx, order.id);
    const touched = await applyEffect(tx, order.id, artworks, previous, effect);

    const reference = normaliseTransactionReference(options.transactionReference) ?? order.transactionReference;
    const changed =
      status !== order.status || paymentStatus !== order.paymentStatus || reference !== order.transactionReference;
    if (changed) {
      await tx.order.update({ where: { id: order.id }, data: { status, paymentStatus, transactionReference: reference } });
      const who = { orderId: order.id, actorId: options.actor?.id ?? null, actorEmail: options.actor?.email ?? null };
      const entries = [
        { field: "status", fromValue: order.status as string | null, toValue: status as string | null, detail: null as string | null },
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
    const info = (order.customerInfo ?? {}) as { name?: unknown };
    const customerName = typeof info.name === "string" && info.name.trim() ? info.name.trim() : order.customerEmail;

    let approvalEmailId: string | null = null;
    if (paymentStatus === "paid" && order.paymentStatus !== "paid" && order.customerEmail) {
      const items = order.lines.map((line) => ({ title: line.title, quantity: line.quantity, price: paisaFromDb(line.unitPricePaisa) }));
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
          estimatedDelivery: DEFAULT_ESTIMATED_DELIVERY,
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

    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      status,
      paymentStatus,
      changed,
      ...touched,
      approvalEmailId,
      rejectionEmailId,
      transactionReference: reference,
      duplicateReferenceOrders,
    } satisfies OrderTransitionResult;
  });

  if (result.approvalEmailId || result.rejectionEmailId) kickEmailWorker();
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
