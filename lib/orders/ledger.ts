/**
 * The order's money, carried out: every change of an order's money or state goes through
 * changeOrder(), one transaction that
 *
 *   1. locks the order's originals (in id order), then the order row: the lock order of placing,
 *      attaching a payment and expiry, so two of them on one order never deadlock and two
 *      administrators acting at once are serialised;
 *   2. reads the ledger and derives the state before (lib/domain/ledger.ts) and the table of
 *      allowed actions (lib/domain/order-flow.ts); the change itself is refused there with the
 *      table's message, before anything is written;
 *   3. runs the change (a ledger row, a rejected claim, a cancellation...);
 *   4. derives the state after from the rows, writes the payment status and order status the
 *      rows give (the only place they are written), and what it means for the originals: sold
 *      once settled, held while open, released otherwise (never put back on sale: restock does);
 *   5. queues the emails that follow, in the same transaction: the approval when the order
 *      becomes paid, and for money that no sale takes (a late payment whose work went to someone
 *      else, a second payment, a cancelled order) the administrators' alert and the buyer's note
 *      of what was received and that it will be refunded.
 *
 * Every change is written to order_history with who made it.
 */
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/env";
import { paisaFromDb } from "@/lib/money";
import { formatNpr } from "@/lib/money";
import { DEFAULT_ESTIMATED_DELIVERY, enqueueEmail, kickEmailWorker, type PaymentUpdatePayload } from "@/lib/email/outbox";
import { adminNotificationRecipients } from "@/lib/email/recipients";
import { COMMISSION_HOLD_SELECT, commissionHold } from "@/lib/domain/commission";
import { heldBalance } from "@/lib/domain/cod-deposit";
import { deriveMoney, LEDGER_METHOD_WORDS, type LedgerMethodValue, type LedgerRow, type MoneyState } from "@/lib/domain/ledger";
import { actionRefusal, derivedOrderStatus, type FlowState, type OrderAction } from "@/lib/domain/order-flow";
import { reservationEffect, type OrderStatusValue, type PaymentStatusValue } from "@/lib/domain/order-status";
import { planReservation, planRestock, TRANSITION_MESSAGES, type OriginalState, type ReservationPlan } from "@/lib/domain/order-transition";
import type { FulfilmentStatusValue } from "@/lib/domain/fulfilment";
import { isOriginal } from "@/lib/domain/pricing";
import { normaliseTransactionReference } from "@/lib/domain/transaction-reference";
import { customerNameOf } from "@/lib/domain/customer-name";
import { commonDelivery } from "@/lib/domain/order-line-words";
import { approvalEmailKey } from "@/lib/orders/email-keys";
import { queueDepositReceived } from "@/lib/orders/commission-deposit";
import { orderEmailLines } from "@/lib/orders/email-lines";
import { orderPageUrl } from "@/lib/orders/order-lookup";
import { refreshArtworkPages } from "@/lib/orders/refresh";
import { ONLINE_PENDING_HOLD_MS, RETURNED_UNPAID } from "@/lib/domain/online-payment";
import { DryRunRollback, isDryRun } from "@/lib/orders/preview";
import { certificateUrl, issueCertificates, voidCertificates } from "@/lib/certificates/issue";
import { VOID_REASONS } from "@/lib/domain/certificate";

export type Tx = Prisma.TransactionClient;
export interface Actor {
  id: string;
  email: string;
}

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderId(value: string): boolean {
  return UUID.test(value);
}

/** Locks the order's row for the rest of the transaction; an unknown order is "Order not found". */
export async function lockOrderRow(tx: Tx, orderId: string): Promise<void> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM orders WHERE id = ${orderId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new OrderTransitionError("Order not found", "not_found");
}

/** Who an order history entry names: the administrator who acted, or nobody (the shop itself). */
export function historyActor(orderId: string, actor: Actor | null | undefined) {
  return { orderId, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null };
}

/** The one-of-a-kind originals among the order's lines, locked in id order unless told not to. */
export async function orderOriginals(tx: Tx | typeof db, orderId: string, options: { lock: boolean } = { lock: true }): Promise<OriginalState[]> {
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
    select: { id: true, slug: true, title: true, status: true, reservedByOrderId: true, soldToOrderId: true },
    orderBy: { id: "asc" },
  });
}

export const LEDGER_ORDER_SELECT = {
  id: true,
  orderNumber: true,
  accessToken: true,
  status: true,
  paymentStatus: true,
  fulfilmentStatus: true,
  customerEmail: true,
  customerInfo: true,
  totalPaisa: true,
  paymentSubmittedAt: true,
  claimRejectedAt: true,
  cancelReason: true,
  transactionReference: true,
  restockedAt: true,
  commission: COMMISSION_HOLD_SELECT,
  delivery: { select: { cashOnDelivery: true, codDepositPaisa: true, depositKeptPaisa: true, confirmedAt: true, refusedAt: true, returnedAt: true } },
} as const;

type LedgerOrder = Prisma.OrderGetPayload<{ select: typeof LEDGER_ORDER_SELECT }>;

export interface LedgerEntryView {
  id: string;
  kind: "payment" | "refund";
  method: LedgerMethodValue;
  amountPaisa: bigint;
  reference: string | null;
  reason: string | null;
  attemptId: string | null;
  recordedByEmail: string | null;
  createdAt: Date;
  voidedAt: Date | null;
  voidedByEmail: string | null;
  voidReason: string | null;
}

export interface OrderMoneyState {
  order: LedgerOrder;
  rows: LedgerEntryView[];
  money: MoneyState;
  flow: FlowState;
  artworks: OriginalState[];
}

const MANUAL: readonly string[] = ["qr", "cash", "bank", "wallet"];

export { ONLINE_PENDING_HOLD_MS, RETURNED_UNPAID };

export interface PendingOnlineAttempt {
  id: string;
  provider: "esewa" | "khalti";
  amountPaisa: bigint;
  createdAt: Date;
  checkedAt: Date | null;
}

export async function pendingOnlineAttempt(tx: Tx | typeof db, orderId: string, now: Date = new Date()): Promise<PendingOnlineAttempt | null> {
  return tx.paymentAttempt.findFirst({
    where: {
      orderId,
      status: "pending",
      NOT: { reference: { startsWith: "init:" } },
      // (NOT detail = x would leave out the attempts without a detail: NULL is not "not x" in SQL.)
      OR: [{ detail: null }, { detail: { not: RETURNED_UNPAID } }],
      createdAt: { gte: new Date(now.getTime() - ONLINE_PENDING_HOLD_MS) },
    },
    orderBy: { createdAt: "desc" },
    select: { id: true, provider: true, amountPaisa: true, createdAt: true, checkedAt: true },
  });
}

export async function onlinePaymentPending(tx: Tx | typeof db, orderId: string, now: Date = new Date()): Promise<boolean> {
  return (await pendingOnlineAttempt(tx, orderId, now)) !== null;
}

export function moneyOf(
  order: Pick<LedgerOrder, "totalPaisa" | "status" | "paymentSubmittedAt" | "claimRejectedAt"> & {
    commission?: LedgerOrder["commission"];
    delivery?: { cashOnDelivery: boolean; codDepositPaisa: bigint; depositKeptPaisa: bigint } | null;
  },
  rows: readonly LedgerRow[],
): MoneyState {
  // A pay-on-delivery deposit holds back the cash part (lib/domain/cod-deposit.ts); else a commission's balance.
  return deriveMoney({
    commission: heldBalance(order.totalPaisa, order.delivery, commissionHold(order.commission)),
    retainedPaisa: order.delivery?.depositKeptPaisa ?? BigInt(0),
    totalPaisa: order.totalPaisa,
    cancelled: order.status === "cancelled",
    rows,
    submittedAt: order.paymentSubmittedAt,
    rejectedAt: order.claimRejectedAt,
  });
}

/** The order's money and what may be done with it (no locks: the order page's read). */
export async function readOrderMoney(tx: Tx | typeof db, orderId: string, artworks?: OriginalState[]): Promise<OrderMoneyState | null> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: LEDGER_ORDER_SELECT });
  if (!order) return null;
  const rows = await tx.ledgerEntry.findMany({
    where: { orderId },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      kind: true,
      method: true,
      amountPaisa: true,
      reference: true,
      reason: true,
      attemptId: true,
      recordedByEmail: true,
      createdAt: true,
      voidedAt: true,
      voidedByEmail: true,
      voidReason: true,
    },
  });
  const originals = artworks ?? (await orderOriginals(tx, orderId, { lock: false }));
  const money = moneyOf(order, rows);
  const flow: FlowState = {
    status: order.status,
    fulfilment: order.fulfilmentStatus as FulfilmentStatusValue,
    money,
    onlinePending: await onlinePaymentPending(tx, orderId),
    manualPayments: rows.filter((r) => r.kind === "payment" && !r.voidedAt && MANUAL.includes(r.method)).length,
    soldOriginals: originals.filter((a) => a.status === "sold" && a.reservedByOrderId === null && a.soldToOrderId === orderId).length,
    cod: order.delivery?.cashOnDelivery
      ? {
          confirmed: order.delivery.confirmedAt !== null,
          refused: order.delivery.refusedAt !== null,
          returned: order.delivery.returnedAt !== null,
          depositPaisa: order.delivery.codDepositPaisa,
        }
      : null,
  };
  return { order, rows, money, flow, artworks: originals };
}

/**
 * Writes the payment status the ledger and the claim give (a claim made or withdrawn changes it
 * without moving money). The originals are not touched: every such change keeps them held.
 */
export async function syncOrderMoney(tx: Tx, orderId: string): Promise<PaymentStatusValue | null> {
  const order = await tx.order.findUnique({ where: { id: orderId }, select: LEDGER_ORDER_SELECT });
  if (!order) return null;
  const rows = await tx.ledgerEntry.findMany({ where: { orderId }, select: { kind: true, method: true, amountPaisa: true, createdAt: true, voidedAt: true } });
  const money = moneyOf(order, rows);
  if (money.status !== order.paymentStatus) {
    await tx.order.update({ where: { id: orderId }, data: { paymentStatus: money.status } });
    await tx.orderHistory.create({ data: { orderId, field: "payment_status", fromValue: order.paymentStatus, toValue: money.status } });
  }
  return money.status;
}

/** Refuses an action the order's state does not allow, with the transition table's message. */
export function assertAllowed(state: OrderMoneyState, action: OrderAction): void {
  const refusal = actionRefusal(state.flow, action);
  if (refusal) throw new OrderTransitionError(refusal, "refused");
}

/** "Paid online via eSewa, ref 000AB12", "QR payment verified, ref 7781", "Paid in cash". */
export function paidWithWords(row: { method: LedgerMethodValue; reference: string | null }): string {
  const ref = row.reference ? `, ref ${row.reference}` : "";
  switch (row.method) {
    case "esewa":
    case "khalti":
      return `Paid online via ${LEDGER_METHOD_WORDS[row.method]}${ref}`;
    case "qr":
      return `QR payment verified${ref}`;
    case "cash":
      return `Paid in cash${ref}`;
    default:
      return `Paid by ${LEDGER_METHOD_WORDS[row.method]}${ref}`;
  }
}

export interface ChangeContext {
  tx: Tx;
  state: OrderMoneyState;
  actor: Actor | null;
  now: Date;
}

export interface ChangeOptions {
  actor?: Actor | null;
  now?: Date;
  /**
   * When the originals cannot follow (sold or held by another order): "refuse" throws (an
   * administrator is told); "cancel" cancels the order instead, so money that arrived anyway
   * becomes a refund due (a provider's late confirmation).
   */
  whenBlocked?: "refuse" | "cancel";
  /** Queue the approval email when the order becomes paid (default true). */
  notifyApproval?: boolean;
  /** The sentence the refund-due alert gives, when the change knows better than the state. */
  refundDueDetail?: string;
}

export interface ChangeResult {
  orderId: string;
  orderNumber: string;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  money: MoneyState;
  changed: boolean;
  sold: string[];
  released: string[];
  reserved: string[];
  approvalEmailId: string | null;
  refundDueEmailIds: string[];
  /** A commission's deposit paid by this change: the buyer's acknowledgement (lib/orders/commission-deposit.ts). */
  depositEmailId: string | null;
  /** Set by the change itself (its own emails, the row it wrote). */
  extra: Record<string, unknown>;
}

/** Cancelled by the shop because the order's originals went to someone else while it was paid. */
export const SOLD_MEANWHILE = "the original went to another buyer before the payment arrived";

async function applyPlan(tx: Tx, orderId: string, plan: ReservationPlan) {
  const out = { sold: [] as string[], released: [] as string[], reserved: [] as string[] };
  for (const { artwork, action } of plan.steps) {
    if (action === "sell") {
      await tx.artwork.update({ where: { id: artwork.id }, data: { status: "sold", reservedByOrderId: null, soldToOrderId: orderId } });
      out.sold.push(artwork.slug);
    } else if (action === "reserve") {
      await tx.artwork.update({ where: { id: artwork.id }, data: { reservedByOrderId: orderId } });
      out.reserved.push(artwork.slug);
    } else if (action === "unsell_and_reserve") {
      // A payment recorded by mistake was undone: the work is held for the order again.
      await tx.artwork.update({ where: { id: artwork.id }, data: { status: "available", reservedByOrderId: orderId, soldToOrderId: null } });
      out.reserved.push(artwork.slug);
    } else if (action === "release") {
      await tx.artwork.update({ where: { id: artwork.id }, data: { reservedByOrderId: null } });
      out.released.push(artwork.slug);
    } else {
      // Restock: the work is back in the studio and on sale again.
      await tx.artwork.update({ where: { id: artwork.id }, data: { status: "available", reservedByOrderId: null, soldToOrderId: null } });
      out.released.push(artwork.slug);
    }
  }
  return out;
}

export { planRestock };

/**
 * Runs `change` on the order in one transaction with the ledger's derivations around it (see the
 * file's comment). `change` may write ledger rows and order fields; it never writes the payment
 * status or the order status (other than cancelling or reopening) itself.
 */
export async function changeOrder(
  orderId: string,
  change: (ctx: ChangeContext) => Promise<Record<string, unknown> | void>,
  options: ChangeOptions = {},
): Promise<ChangeResult> {
  if (!isOrderId(orderId)) throw new OrderTransitionError("Order not found", "not_found");
  const now = options.now ?? new Date();
  const actor = options.actor ?? null;
  let result: ChangeResult;
  try {
    result = await db.$transaction(async (tx) => {
      const done = await changeOrderIn(tx, orderId, change, { ...options, actor, now });
      // A preview: everything above is rolled back, the result is what it would have been.
      if (isDryRun()) throw new DryRunRollback(done);
      return done;
    });
  } catch (err) {
    if (err instanceof DryRunRollback) return err.result as ChangeResult;
    throw err;
  }
  if (result.approvalEmailId || result.depositEmailId || result.refundDueEmailIds.length || result.extra.emailQueued) kickEmailWorker();
  refreshArtworkPages([...result.sold, ...result.released, ...result.reserved]);
  return result;
}

/**
 * changeOrder's work inside a transaction the caller holds (a studio sale creates its order and
 * records its payment in one). The caller kicks the email worker and refreshes the pages after
 * the commit.
 */
export async function changeOrderIn(
  tx: Tx,
  orderId: string,
  change: (ctx: ChangeContext) => Promise<Record<string, unknown> | void>,
  options: ChangeOptions & { actor: Actor | null; now: Date },
): Promise<ChangeResult> {
  const artworks = await orderOriginals(tx, orderId);
  await lockOrderRow(tx, orderId);
  const before = (await readOrderMoney(tx, orderId, artworks))!;
  const extra = (await change({ tx, state: before, actor: options.actor, now: options.now })) ?? {};
  return finishChange(tx, before, options, extra);
}

async function finishChange(
  tx: Tx,
  before: OrderMoneyState,
  options: ChangeOptions & { actor: Actor | null; now: Date },
  extra: Record<string, unknown>,
): Promise<ChangeResult> {
  const orderId = before.order.id;
  let after = (await readOrderMoney(tx, orderId, before.artworks))!;
  let status = derivedOrderStatus({ cancelled: after.order.status === "cancelled", fulfilment: after.flow.fulfilment, money: after.money });
  let paymentStatus = after.money.status;

  const previous = reservationEffect(before.order.status, before.order.paymentStatus);
  let plan = planReservation(orderId, before.artworks, previous, reservationEffect(status, paymentStatus));
  let blockedDetail: string | null = null;
  if (plan.blocked.length > 0) {
    if (options.whenBlocked !== "cancel") {
      throw new OrderTransitionError(TRANSITION_MESSAGES.blocked(plan.blocked), "artwork_unavailable", plan.blocked);
    }
    // The money came, but the work is someone else's: the order is cancelled and the money is due back.
    blockedDetail = TRANSITION_MESSAGES.blocked(plan.blocked);
    await tx.order.update({ where: { id: orderId }, data: { status: "cancelled", cancelReason: SOLD_MEANWHILE } });
    after = (await readOrderMoney(tx, orderId, before.artworks))!;
    status = "cancelled";
    paymentStatus = after.money.status;
    plan = planReservation(orderId, before.artworks, previous, reservationEffect(status, paymentStatus));
  }
  const touched = await applyPlan(tx, orderId, plan);

  const changed = status !== before.order.status || paymentStatus !== before.order.paymentStatus;
  if (status !== after.order.status || paymentStatus !== after.order.paymentStatus) {
    await tx.order.update({ where: { id: orderId }, data: { status, paymentStatus } });
  }
  const who = historyActor(orderId, options.actor);
  const entries: Prisma.OrderHistoryCreateManyInput[] = [];
  if (status !== before.order.status) {
    entries.push({
      ...who,
      field: "status",
      fromValue: before.order.status,
      toValue: status,
      detail: status === "cancelled" ? (after.order.cancelReason ?? null) : null,
    });
  }
  if (paymentStatus !== before.order.paymentStatus) {
    entries.push({ ...who, field: "payment_status", fromValue: before.order.paymentStatus, toValue: paymentStatus, detail: null });
  }
  if (entries.length) await tx.orderHistory.createMany({ data: entries });

  const order = after.order;
  const customerName = customerNameOf(order.customerInfo, order.customerEmail);
  const orderUrl = orderPageUrl({ accessToken: order.accessToken, paymentSubmittedAt: order.paymentSubmittedAt ?? options.now });

  // Approval: the order became paid in full (and stands).
  let approvalEmailId: string | null = null;
  const settledBefore = before.money.paidPaisa > BigInt(0) && before.money.duePaisa === BigInt(0) && before.order.status !== "cancelled";
  const settledAfter = after.money.paidPaisa > BigInt(0) && after.money.duePaisa === BigInt(0) && status !== "cancelled";
  // Certificates of authenticity for the originals it bought (lib/certificates), sent with the approval.
  const certificates = settledAfter && !settledBefore ? await issueCertificates(tx, orderId, options.now) : [];
  // An original sold by this order and held again (its payment undone as a mistake): the sale no
  // longer stands, so its certificate is void (the verification page must not vouch for it).
  // Paid again, it gets a new one (above). A cancelled order's originals stay sold until they
  // are back in the studio; restockOrder voids theirs then.
  const unsold = plan.steps.filter((s) => s.action === "unsell_and_reserve").map((s) => s.artwork.id);
  if (unsold.length > 0) await voidCertificates(tx, orderId, VOID_REASONS.paymentUndone, options.now, unsold);
  if (settledAfter && !settledBefore && options.notifyApproval !== false && order.customerEmail) {
    const items = await orderEmailLines(tx, orderId);
    const payments = after.rows.filter((r) => r.kind === "payment" && !r.voidedAt);
    const last = payments[payments.length - 1];
    const voided = after.rows.some((r) => r.voidedAt);
    const email = await enqueueEmail(tx, {
      type: "payment_approved",
      to: [order.customerEmail],
      idempotencyKey: voided && last ? `${approvalEmailKey(orderId)}/${last.id}` : approvalEmailKey(orderId),
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
        paidWith: last ? paidWithWords(last) : null,
        orderUrl,
        receiptUrl: receiptUrl(order.accessToken),
        certificates: certificates.map((c) => ({ title: c.title, number: c.number, url: certificateUrl(c.token) })),
      },
    });
    approvalEmailId = email.id;
  }

  // A commission's deposit paid (and a balance still held): the buyer is told it is received.
  let depositEmailId: string | null = null;
  if (after.order.commission && options.notifyApproval !== false) {
    const payments = after.rows.filter((r) => r.kind === "payment" && !r.voidedAt);
    const last = payments[payments.length - 1];
    depositEmailId = await queueDepositReceived(tx, {
      orderId,
      before: before.money,
      after: after.money,
      cancelled: status === "cancelled",
      paidWith: last ? paidWithWords(last) : null,
      now: options.now,
    });
  }

  // Money that no sale takes: the administrators are alerted and the buyer is told.
  const refundDueEmailIds: string[] = [];
  const grown = after.money.refundDuePaisa - before.money.refundDuePaisa;
  if (grown > BigInt(0) && after.money.paidPaisa > before.money.paidPaisa) {
    const payments = after.rows.filter((r) => r.kind === "payment" && !r.voidedAt);
    const last = payments[payments.length - 1];
    const method = last ? LEDGER_METHOD_WORDS[last.method] : null;
    const detail =
      options.refundDueDetail ??
      (blockedDetail
        ? `paid after its hold ended: ${blockedDetail.replace(/\.$/, "")}`
        : status === "cancelled"
          ? `paid after the order was cancelled${order.cancelReason ? ` (${order.cancelReason})` : ""}`
          : `paid ${formatNpr(Number(after.money.keptPaisa))} for an order of ${formatNpr(Number(after.money.owedPaisa))} (a second payment)`);
    const alert = await enqueueEmail(tx, {
      type: "money_alert",
      to: await adminNotificationRecipients(tx),
      payload: {
        orderId: order.orderNumber,
        customerName,
        customerEmail: order.customerEmail || "(no email)",
        kind: "refund_due",
        amount: Number(grown),
        method,
        reference: last?.reference ?? null,
        detail,
        adminUrl: `${siteUrl()}/admin/orders/${orderId}`,
      },
    });
    refundDueEmailIds.push(alert.id);
    const buyer = await queueBuyerUpdate(
      tx,
      order,
      { kind: "refund_due", amount: Number(grown), method, reference: last?.reference ?? null, orderUrl },
      options.now,
    );
    if (buyer) refundDueEmailIds.push(buyer);
    await tx.orderHistory.create({
      data: { ...who, field: "refund_due", fromValue: null, toValue: String(grown), detail: detail.slice(0, 500) },
    });
  }

  return {
    orderId,
    orderNumber: order.orderNumber,
    status,
    paymentStatus,
    money: after.money,
    changed,
    ...touched,
    approvalEmailId,
    depositEmailId,
    refundDueEmailIds,
    extra,
  };
}

/**
 * The buyer's email about a change of the order's money (payment_update: a refund, money to give
 * back, a new balance, a correction), in the change's transaction, with the order's page and its
 * receipt. Nothing is queued for an order without an email; returns the outbox id or null.
 */
export async function queueBuyerUpdate(
  tx: Tx,
  order: Pick<LedgerOrder, "orderNumber" | "accessToken" | "customerEmail" | "customerInfo" | "paymentSubmittedAt">,
  update: Omit<PaymentUpdatePayload, "userName" | "userEmail" | "orderId" | "receiptUrl" | "orderUrl"> & { orderUrl?: string },
  now: Date = new Date(),
): Promise<string | null> {
  if (!order.customerEmail) return null;
  const email = await enqueueEmail(tx, {
    type: "payment_update",
    to: [order.customerEmail],
    payload: {
      userName: customerNameOf(order.customerInfo, order.customerEmail),
      userEmail: order.customerEmail,
      orderId: order.orderNumber,
      orderUrl: orderPageUrl({ accessToken: order.accessToken, paymentSubmittedAt: order.paymentSubmittedAt ?? now }),
      receiptUrl: receiptUrl(order.accessToken),
      ...update,
    },
  });
  return email.id;
}

/** The buyer's receipt (PDF) of the order behind `accessToken` (app/receipt/[token]). */
export function receiptUrl(accessToken: string): string {
  return `${siteUrl()}/receipt/${accessToken}`;
}

/** Normalised for duplicate checks: upper case, no spaces, dashes, dots or underscores. */
export function referenceKey(reference: string | null | undefined): string | null {
  return normaliseTransactionReference(reference ?? null);
}

/** Other orders whose payments carry this reference (voided rows left out). */
export async function ordersWithReference(tx: Tx | typeof db, reference: string | null, exceptOrderId: string): Promise<string[]> {
  const key = referenceKey(reference);
  if (!key) return [];
  const rows = await tx.ledgerEntry.findMany({
    where: { referenceKey: key, kind: "payment", voidedAt: null, orderId: { not: exceptOrderId } },
    select: { order: { select: { orderNumber: true } } },
    orderBy: { createdAt: "asc" },
    take: 20,
  });
  return [...new Set(rows.map((r) => r.order.orderNumber))];
}

export function ledgerHistoryText(kind: "payment" | "refund", method: LedgerMethodValue, amountPaisa: bigint, reference: string | null): string {
  const what = kind === "payment" ? "received" : "refunded";
  return `${formatNpr(Number(amountPaisa))} ${what} by ${LEDGER_METHOD_WORDS[method]}${reference ? `, ref ${reference}` : ""}`;
}
