/**
 * 'Track your order': emails the link to an order's page to the order's own address when the
 * order number and the email match, and answers the same whether or not they do, so order
 * numbers cannot be probed. The request is counted (per mailbox on this client address, and per
 * client address) before the order is looked up, found or not; nothing about the order is ever
 * returned. Requests from other addresses never use up the customer's own allowance; the links
 * emailed for one order are capped across addresses (the answer does not change), so strangers
 * cannot flood the customer's inbox either.
 */
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import { canonicalEmail } from "@/lib/domain/email-address";
import { consumeRateLimit, consumeRateLimits, senderRateLimits } from "@/lib/rate-limit";
import { ORDER_LINK_EMAILS_PER_ORDER, ORDER_LOOKUP_RATE_LIMITS } from "@/lib/validation/order-lookup";
import { customerNameOf } from "@/lib/domain/customer-name";

export type OrderLinkRequestOutcome = "answered" | "rate_limited";

/**
 * The order's own page: its payment page until a payment was sent (it shows the time left, or
 * that the order expired and offers to put its lines back in the cart), then its order page.
 */
export function orderPageUrl(order: { accessToken: string; paymentSubmittedAt: Date | null }): string {
  const site = siteUrl();
  return order.paymentSubmittedAt ? `${site}/order-success?token=${order.accessToken}` : `${site}/checkout/pay/${order.accessToken}`;
}

/** Input already validated (lib/validation/order-lookup.ts): an ORD- number and a lower-cased email. */
export async function requestOrderLink(input: {
  orderNumber: string;
  email: string;
  clientAddress: string;
  now?: Date;
}): Promise<OrderLinkRequestOutcome> {
  const now = input.now ?? new Date();
  const mailbox = canonicalEmail(input.email);
  const outcome = await db.$transaction(async (tx) => {
    const limit = await consumeRateLimits(tx, senderRateLimits(ORDER_LOOKUP_RATE_LIMITS, { email: mailbox, clientAddress: input.clientAddress }), {
      now,
    });
    if (!limit.allowed) return { result: "rate_limited" as const, queued: false };
    const order = await tx.order.findUnique({
      where: { orderNumber: input.orderNumber },
      select: {
        id: true,
        orderNumber: true,
        accessToken: true,
        customerEmail: true,
        customerEmailCanonical: true,
        customerInfo: true,
        paymentSubmittedAt: true,
      },
    });
    const matches =
      order !== null &&
      (order.customerEmail.toLowerCase() === input.email || (order.customerEmailCanonical !== "" && order.customerEmailCanonical === mailbox));
    if (!order || !matches) return { result: "answered" as const, queued: false };
    const sent = await consumeRateLimit(tx, { ...ORDER_LINK_EMAILS_PER_ORDER, key: order.id }, { now });
    if (!sent.allowed) return { result: "answered" as const, queued: false };
    await enqueueEmail(tx, {
      type: "order_link",
      // Always the order's own address, never the one typed in the form.
      to: [order.customerEmail],
      idempotencyKey: `order-link/${order.id}/${crypto.randomUUID()}`,
      payload: {
        userName: customerNameOf(order.customerInfo, order.customerEmail),
        userEmail: order.customerEmail,
        orderId: order.orderNumber,
        orderUrl: orderPageUrl(order),
      },
    });
    return { result: "answered" as const, queued: true };
  });
  if (outcome.queued) kickEmailWorker();
  return outcome.result;
}
