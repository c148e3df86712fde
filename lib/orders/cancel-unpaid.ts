/**
 * The buyer goes 'Back' from the payment step of an order that has no payment screenshot yet:
 * the order is cancelled ("changed at checkout") and its originals released at once, so the
 * buyer can change the cart or their details and place it again. Found by its access token
 * only; an order with a screenshot (the buyer has paid) is never cancelled this way.
 */
import { db } from "@/lib/db";
import { awaitsPayment } from "@/lib/domain/order-hold";
import { refreshArtworkPages } from "@/lib/orders/refresh";
import { onlinePaymentPending } from "@/lib/orders/ledger";
import { ACCESS_TOKEN_PATTERN, CHECKOUT_MESSAGES } from "@/lib/validation/checkout";

export const CHANGED_AT_CHECKOUT = "changed at checkout";

export async function cancelUnpaidOrder(token: unknown): Promise<{ ok: boolean; message?: string }> {
  if (typeof token !== "string" || token.length > 64 || !ACCESS_TOKEN_PATTERN.test(token)) {
    return { ok: false, message: CHECKOUT_MESSAGES.orderNotFound };
  }
  const found = await db.order.findUnique({ where: { accessToken: token }, select: { id: true } });
  if (!found) return { ok: false, message: CHECKOUT_MESSAGES.orderNotFound };
  const released = await db.$transaction(async (tx) => {
    const artworks = await tx.$queryRaw<{ slug: string }[]>`
      SELECT slug FROM artworks WHERE reserved_by_order_id = ${found.id}::uuid ORDER BY id FOR UPDATE`;
    await tx.$queryRaw`SELECT id FROM orders WHERE id = ${found.id}::uuid FOR UPDATE`;
    const order = await tx.order.findUnique({
      where: { id: found.id },
      select: { status: true, paymentStatus: true, paymentDueAt: true, paymentSubmittedAt: true },
    });
    if (!order || !awaitsPayment(order)) return null;
    // The buyer may have paid online and the provider not told us yet: the order stands.
    if (await onlinePaymentPending(tx, found.id)) return "pending" as const;
    await tx.order.update({ where: { id: found.id }, data: { status: "cancelled", cancelReason: CHANGED_AT_CHECKOUT } });
    await tx.artwork.updateMany({ where: { reservedByOrderId: found.id }, data: { reservedByOrderId: null } });
    await tx.orderHistory.create({
      data: { orderId: found.id, field: "status", fromValue: order.status, toValue: "cancelled", detail: CHANGED_AT_CHECKOUT },
    });
    return artworks.map((a) => a.slug);
  });
  if (released === null) return { ok: false, message: CHECKOUT_MESSAGES.orderNotChangeable };
  if (released === "pending") return { ok: false, message: CHECKOUT_MESSAGES.onlinePaymentPending };
  refreshArtworkPages(released);
  return { ok: true };
}
