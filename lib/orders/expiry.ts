/**
 * Orders placed at 'Proceed to Payment' that get no payment screenshot within their payment
 * window expire: cancelled with the reason "payment not received", their originals released,
 * the buyer emailed (order_expired), a line in the order's history. A pay-on-delivery order
 * nobody confirmed by phone within its call window expires the same way with its own reason
 * ("not confirmed by phone", or "deposit not received" when its deposit never came) and wording
 * (lib/domain/order-expiry.ts).
 *
 * Two ways in, one function (expireOrderInTransaction):
 *  - the job "orders.expire" (every minute, lib/jobs/definitions.ts; one pass at a time across
 *    instances, retried with backoff by the job queue) expires lapsed orders without a visitor's
 *    request. Each order is still taken with FOR UPDATE SKIP LOCKED: a checkout may hold it;
 *  - placing an order that finds an original held by a lapsed order expires that order in its
 *    own transaction (the read-time rule: a lapsed hold never blocks another buyer, even when the
 *    worker is late or off).
 * Lock order everywhere: the artwork rows first, then the order row.
 */
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/env";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import { isLapsed } from "@/lib/domain/order-hold";
import { EXPIRY_REASONS, expiryKind } from "@/lib/domain/order-expiry";
import { ONLINE_ATTEMPT_GRACE_MINUTES } from "@/lib/domain/online-payment";
import { refreshArtworkPages } from "@/lib/orders/refresh";
import { customerNameOf } from "@/lib/domain/customer-name";
import { HELD_ORDER_SELECT } from "@/lib/orders/order-selects";

const EXPIRY_BATCH = 20;

export function expiryEmailKey(orderId: string): string {
  return `order-expired/${orderId}`;
}

export interface ExpiredOrder {
  orderId: string;
  orderNumber: string;
  releasedSlugs: string[];
}

/**
 * Expires one order inside the caller's transaction when it is (still) lapsed at `now`; null
 * when it is not (paid meanwhile, already cancelled, window not over) or is locked by another
 * transaction and `skipLocked` is set.
 */
export async function expireOrderInTransaction(
  tx: Prisma.TransactionClient,
  orderId: string,
  options: { now?: Date; skipLocked?: boolean } = {},
): Promise<ExpiredOrder | null> {
  const now = options.now ?? new Date();
  const artworks = await tx.$queryRaw<{ id: string; slug: string }[]>`
    SELECT id, slug FROM artworks WHERE reserved_by_order_id = ${orderId}::uuid ORDER BY id FOR UPDATE`;
  const rows = options.skipLocked
    ? await tx.$queryRaw<{ id: string }[]>`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE SKIP LOCKED`
    : await tx.$queryRaw<{ id: string }[]>`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
  if (rows.length === 0) return null;
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: HELD_ORDER_SELECT,
  });
  if (!order || !isLapsed(order, now)) return null;
  // A buyer on eSewa's or Khalti's page keeps the hold a little longer: their payment is
  // confirmed (and the order paid) by the attempt's status check, not cancelled under them.
  const onlineInProgress = await tx.paymentAttempt.count({
    where: { orderId: order.id, status: "pending", createdAt: { gt: new Date(now.getTime() - ONLINE_ATTEMPT_GRACE_MINUTES * 60_000) } },
  });
  if (onlineInProgress > 0) return null;

  // A pay-on-delivery order lapses at the end of its call window: its own reason and wording
  // ("we could not reach you to confirm"), or, with a deposit asked, "the deposit did not arrive".
  const delivery = await tx.orderDelivery.findUnique({ where: { orderId: order.id }, select: { cashOnDelivery: true, codDepositPaisa: true } });
  const kind = expiryKind(delivery);
  const cancelReason = EXPIRY_REASONS[kind];
  await tx.order.update({ where: { id: order.id }, data: { status: "cancelled", cancelReason } });
  await tx.artwork.updateMany({ where: { reservedByOrderId: order.id }, data: { reservedByOrderId: null } });
  await tx.orderHistory.create({
    data: { orderId: order.id, actorEmail: null, field: "status", fromValue: order.status, toValue: "cancelled", detail: cancelReason },
  });
  const name = customerNameOf(order.customerInfo, order.customerEmail);
  await tx.$executeRawUnsafe("SAVEPOINT order_expired_email");
  try {
    await enqueueEmail(tx, {
      type: "order_expired",
      to: [order.customerEmail],
      idempotencyKey: expiryEmailKey(order.id),
      payload: {
        userName: name,
        userEmail: order.customerEmail,
        orderId: order.orderNumber,
        orderUrl: `${siteUrl()}/checkout/pay/${order.accessToken}`,
        reason: kind,
      },
    });
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT order_expired_email");
  } catch (err) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT order_expired_email");
    console.error("[orders] could not queue the expiry email:", err instanceof Error ? err.message : err);
  }
  return { orderId: order.id, orderNumber: order.orderNumber, releasedSlugs: artworks.map((a) => a.slug) };
}

/** Expires every lapsed order (in batches); returns what was expired. */
export async function expireLapsedOrders(options: { now?: Date; client?: typeof db } = {}): Promise<ExpiredOrder[]> {
  const client = options.client ?? db;
  const expired: ExpiredOrder[] = [];
  for (let batch = 0; batch < 50; batch++) {
    const now = options.now ?? new Date();
    const candidates = await client.order.findMany({
      where: { status: { in: ["pending", "processing"] }, paymentSubmittedAt: null, paymentDueAt: { lte: now } },
      select: { id: true },
      orderBy: { paymentDueAt: "asc" },
      take: EXPIRY_BATCH,
    });
    if (candidates.length === 0) break;
    let progressed = 0;
    for (const { id } of candidates) {
      const done = await client.$transaction((tx) => expireOrderInTransaction(tx, id, { now, skipLocked: true }));
      if (done) {
        expired.push(done);
        progressed++;
      }
    }
    if (progressed === 0 || candidates.length < EXPIRY_BATCH) break;
  }
  if (expired.length > 0) {
    kickEmailWorker();
    refreshArtworkPages(expired.flatMap((e) => e.releasedSlugs));
  }
  return expired;
}
