/**
 * The buyer's acknowledgement of a commission's deposit: when a payment (a provider's
 * confirmation, Mark Paid, a payment recorded in the back office) brings what the buyer has paid
 * up to the deposit, the buyer is emailed that it is received and what happens next, in the
 * order's language. Called by the ledger (lib/orders/ledger.ts, finishChange) inside the
 * transaction that wrote the payment row, so the email is queued with the payment or not at all.
 * One email per commission: its outbox key is the commission's own, so a payment voided and
 * made again, or a confirmation that arrives twice, never sends a second one.
 */
import { enqueueEmail } from "@/lib/email/outbox";
import { customerNameOf } from "@/lib/domain/customer-name";
import { depositJustPaid } from "@/lib/domain/commission";
import { readPolicy } from "@/lib/domain/commission-policy";
import { policyText } from "@/lib/domain/commission-policy-sentence";
import { isLocale } from "@/lib/i18n/locales";
import { paisaFromDb } from "@/lib/money";
import { orderPageUrl } from "@/lib/orders/order-lookup";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

export function depositEmailKey(orderId: string): string {
  return `commission-deposit/${orderId}`;
}

interface MoneyPoint {
  keptPaisa: bigint;
  duePaisa: bigint;
}

/** Queues the deposit's email when this change paid the deposit; returns its outbox id or null. */
export async function queueDepositReceived(
  tx: Tx,
  input: { orderId: string; before: MoneyPoint; after: MoneyPoint; cancelled: boolean; paidWith: string | null; now: Date },
): Promise<string | null> {
  if (input.after.keptPaisa <= input.before.keptPaisa) return null;
  const commission = await tx.commission.findUnique({
    where: { orderId: input.orderId },
    select: {
      depositPaisa: true,
      balanceHeldPaisa: true,
      refundUntil: true,
      keepPercent: true,
      cancellationPolicy: true,
      order: { select: { orderNumber: true, accessToken: true, customerEmail: true, customerInfo: true, paymentSubmittedAt: true, locale: true, createdAt: true } },
    },
  });
  if (!commission || !commission.order.customerEmail) return null;
  const paid = depositJustPaid({
    depositPaisa: commission.depositPaisa,
    balanceHeldPaisa: commission.balanceHeldPaisa,
    keptBeforePaisa: input.before.keptPaisa,
    keptAfterPaisa: input.after.keptPaisa,
    dueAfterPaisa: input.after.duePaisa,
    cancelled: input.cancelled,
  });
  if (!paid) return null;
  const order = commission.order;
  const locale = isLocale(order.locale) ? order.locale : "en";
  const email = await enqueueEmail(tx, {
    type: "commission_update",
    to: [order.customerEmail],
    idempotencyKey: depositEmailKey(input.orderId),
    payload: {
      userName: customerNameOf(order.customerInfo, order.customerEmail),
      userEmail: order.customerEmail,
      orderId: order.orderNumber,
      stage: "deposit_received",
      note: null,
      depositAmount: paisaFromDb(commission.depositPaisa),
      balanceAmount: paisaFromDb(commission.balanceHeldPaisa),
      paidWith: input.paidWith,
      policy: policyText(readPolicy(commission), commission.cancellationPolicy, locale),
      orderUrl: orderPageUrl({ accessToken: order.accessToken, paymentSubmittedAt: order.paymentSubmittedAt ?? input.now }),
      paymentUrl: null,
      locale,
      ...(locale === "ne" ? { orderDate: order.createdAt.toISOString() } : {}),
    },
  });
  return email.id;
}
