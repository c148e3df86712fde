/** Shipping priced on quote: the shop's price set through the order's change (lib/orders/adjust.ts). */
import type { Prisma } from "@/lib/generated/prisma/client";

export async function markShippingQuoted(tx: Prisma.TransactionClient, orderId: string, now: Date): Promise<void> {
  await tx.orderDelivery.updateMany({ where: { orderId, shippingOnQuote: true, quotedAt: null }, data: { quotedAt: now } });
}
