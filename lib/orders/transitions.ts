/**
 * What the back office does to an order, each through the ledger (lib/orders/ledger.ts) and the
 * transition table (lib/domain/order-flow.ts), which refuses what the order's state does not allow:
 *
 *   recordPayment    a payment received: a QR payment verified (Mark Paid), or cash, bank or a
 *                    wallet recorded in the studio. The reference is checked against every other
 *                    order BEFORE anything is written: a reference already used is refused.
 *   rejectPayment    the buyer's payment claim (screenshot) is rejected; with nothing paid the
 *                    order's originals are released; with part paid the buyer may pay the balance
 *   refundOrder      a full or partial refund with amount, method, reason and reference; the buyer
 *                    is emailed; a refund never puts a work back on sale
 *   voidPayment      a payment recorded by mistake is voided (never deleted); the order's
 *                    originals are held for it again; a correction email is offered when the
 *                    buyer was told "Payment approved"
 *   cancelOrder / reopenOrder
 *   restockOrder     the originals this order bought are confirmed back in the studio: only this
 *                    puts them on sale again
 *
 * setOrderStatus and setPaymentStatus remain for callers that name a target status: each is
 * routed to the one action that reaches it, or refused.
 *
 * Callers (admin actions) must check that the user is an administrator first.
 */
import { db } from "@/lib/db";
import { previewChange } from "@/lib/orders/preview";
import { enqueueEmail } from "@/lib/email/outbox";
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";
import type { TransitionPreview } from "@/lib/domain/order-transition";
import { FLOW_MESSAGES, type OrderAction } from "@/lib/domain/order-flow";
import { LEDGER_METHOD_WORDS, type LedgerMethodValue } from "@/lib/domain/ledger";
import { normaliseTransactionReference } from "@/lib/domain/transaction-reference";
import { customerNameOf } from "@/lib/domain/customer-name";
import { approvalEmailKey } from "@/lib/orders/email-keys";
import { orderPageUrl } from "@/lib/orders/order-lookup";
import {
  assertAllowed,
  changeOrder,
  historyActor,
  ledgerHistoryText,
  OrderTransitionError,
  ordersWithReference,
  planRestock,
  readOrderMoney,
  referenceKey,
  queueBuyerUpdate,
  isOrderId,
  type Actor,
  type ChangeResult,
  type ChangeOptions,
  type ChangeContext,
} from "@/lib/orders/ledger";
import { paisaFromDb } from "@/lib/money";
import { voidCertificates } from "@/lib/certificates/issue";
import { VOID_REASONS } from "@/lib/domain/certificate";

export { approvalEmailKey } from "@/lib/orders/email-keys";
export { historyActor, lockOrderRow, OrderTransitionError } from "@/lib/orders/ledger";

export interface OrderTransitionResult {
  orderId: string;
  orderNumber: string;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  /** Anything changed. */
  changed: boolean;
  sold: string[];
  released: string[];
  reserved: string[];
  approvalEmailId: string | null;
  /** A commission's deposit paid by this change: the buyer's "deposit received" email. */
  depositEmailId?: string | null;
  rejectionEmailId: string | null;
  cancellationEmailId: string | null;
  refundEmailId: string | null;
  correctionEmailId: string | null;
  refundDueEmailIds: string[];
  /** The transaction reference stored on the order after this change. */
  transactionReference: string | null;
  /** Order numbers of OTHER orders that carry the same transaction reference (always empty: reuse is refused). */
  duplicateReferenceOrders: string[];
  ledgerEntryId: string | null;
}

export interface TransitionOptions {
  /** The administrator making the change (recorded in the order history). */
  actor?: Actor | null;
  /** Wallet or bank transaction reference to record (Mark Paid). */
  transactionReference?: string | null;
  /** Payment rejected, order cancelled or refunded: email the customer. */
  notifyCustomer?: boolean;
  /** Short reason shown in that email and kept in the history. */
  reason?: string | null;
}

export const MONEY_MESSAGES = {
  referenceUsed: (reference: string, orders: string[]) =>
    `The reference ${reference} is already recorded on ${orders.length === 1 ? "order" : "orders"} ${orders.join(", ")}. Check the payment before recording it again.`,
  amountInvalid: "Enter an amount above zero.",
  paymentNotFound: "That payment is not on this order.",
  paymentNotManual: "Online payments are confirmed by the provider and cannot be undone here: refund them instead.",
  paymentVoided: "That payment is already undone.",
} as const;

export function toResult(result: ChangeResult, transactionReference: string | null = null): OrderTransitionResult {
  const extra = result.extra as Partial<OrderTransitionResult>;
  return {
    orderId: result.orderId,
    orderNumber: result.orderNumber,
    status: result.status,
    paymentStatus: result.paymentStatus,
    changed: result.changed || Boolean(extra.ledgerEntryId),
    sold: result.sold,
    released: result.released,
    reserved: result.reserved,
    approvalEmailId: result.approvalEmailId,
    depositEmailId: result.depositEmailId,
    rejectionEmailId: extra.rejectionEmailId ?? null,
    cancellationEmailId: extra.cancellationEmailId ?? null,
    refundEmailId: extra.refundEmailId ?? null,
    correctionEmailId: extra.correctionEmailId ?? null,
    refundDueEmailIds: result.refundDueEmailIds,
    transactionReference: extra.transactionReference ?? transactionReference,
    duplicateReferenceOrders: [],
    ledgerEntryId: extra.ledgerEntryId ?? null,
  };
}

function checkAction(action: OrderAction) {
  return (state: Parameters<typeof assertAllowed>[0]) => assertAllowed(state, action);
}

export interface RecordPaymentInput {
  method: LedgerMethodValue;
  /** Default: the balance due. */
  amountPaisa?: bigint | null;
  reference?: string | null;
  note?: string | null;
  /** An online attempt (eSewa, Khalti): one attempt, one row. */
  attemptId?: string | null;
}

/**
 * A payment received. Administrators (Mark Paid, a studio payment) are held to the transition
 * table; a provider's confirmation (`fromProvider`) is always recorded, since the money moved:
 * when no sale can take it, it becomes a refund due.
 */
export async function recordPayment(
  orderId: string,
  input: RecordPaymentInput,
  options: ChangeOptions & { fromProvider?: boolean } = {},
): Promise<OrderTransitionResult> {
  // A provider's reference is kept exactly (Khalti's transaction ids are case-sensitive and its
  // refund API needs them as given); one typed by an administrator is normalised.
  const reference = options.fromProvider ? input.reference?.trim().slice(0, 120) || null : (normaliseTransactionReference(input.reference) ?? null);
  const result = await changeOrder(orderId, paymentChange(orderId, input, reference, options), {
    whenBlocked: options.fromProvider ? "cancel" : "refuse",
    ...options,
  });
  return toResult(result, reference);
}

/** The change that records a payment (for changeOrder, or changeOrderIn inside a caller's transaction). */
export function paymentChange(orderId: string, input: RecordPaymentInput, reference: string | null, options: { fromProvider?: boolean } = {}) {
  return async ({ tx, state, actor, now }: ChangeContext) => {
    if (!options.fromProvider) {
      assertAllowed(state, "record_payment");
      // A reference already recorded elsewhere is refused before anything is written or emailed.
      const used = await ordersWithReference(tx, reference, orderId);
      if (reference && used.length) throw new OrderTransitionError(MONEY_MESSAGES.referenceUsed(reference, used), "refused");
    }
    // By default what is due now (a commission's deposit before its work is ready), else the balance.
    const amount = input.amountPaisa ?? (state.money.dueNowPaisa > BigInt(0) ? state.money.dueNowPaisa : state.money.duePaisa);
    if (amount <= BigInt(0)) throw new OrderTransitionError(MONEY_MESSAGES.amountInvalid, "refused");
    const row = await tx.ledgerEntry.create({
      data: {
        orderId,
        kind: "payment",
        method: input.method,
        amountPaisa: amount,
        reference,
        referenceKey: referenceKey(reference),
        reason: input.note?.trim() || null,
        attemptId: input.attemptId ?? null,
        recordedById: actor?.id ?? null,
        recordedByEmail: actor?.email ?? null,
        createdAt: now,
      },
      select: { id: true },
    });
    if (reference) await tx.order.update({ where: { id: orderId }, data: { transactionReference: reference } });
    await tx.orderHistory.create({
      data: {
        ...historyActor(orderId, actor),
        field: "payment",
        fromValue: null,
        toValue: input.method,
        detail: [ledgerHistoryText("payment", input.method, amount, reference), input.note?.trim()].filter(Boolean).join(". ").slice(0, 500),
      },
    });
    return { ledgerEntryId: row.id, transactionReference: reference };
  };
}

/** Payment verified (Mark Paid): a QR payment of the balance due, with its reference. */
export function markOrderPaid(orderId: string, options: TransitionOptions = {}): Promise<OrderTransitionResult> {
  return recordPayment(orderId, { method: "qr", reference: options.transactionReference ?? null }, { actor: options.actor });
}

/** The buyer's payment could not be confirmed: the claim is rejected, optional email with a reason. */
export async function rejectPayment(orderId: string, options: TransitionOptions = {}): Promise<OrderTransitionResult> {
  const result = await changeOrder(
    orderId,
    async ({ tx, state, actor, now }) => {
      checkAction("reject_claim")(state);
      await tx.order.update({ where: { id: orderId }, data: { claimRejectedAt: now } });
      await tx.orderHistory.create({
        data: { ...historyActor(orderId, actor), field: "payment_claim", fromValue: state.money.claim, toValue: "rejected", detail: options.reason?.trim() || null },
      });
      let rejectionEmailId: string | null = null;
      const order = state.order;
      if (options.notifyCustomer && order.customerEmail) {
        const name = customerNameOf(order.customerInfo, order.customerEmail);
        const email = await enqueueEmail(tx, {
          type: "payment_rejected",
          to: [order.customerEmail],
          payload: { userName: name, userEmail: order.customerEmail, orderId: order.orderNumber, reason: options.reason?.trim() || null },
        });
        rejectionEmailId = email.id;
      }
      return { rejectionEmailId, emailQueued: Boolean(rejectionEmailId) };
    },
    { actor: options.actor },
  );
  return toResult(result);
}

export interface RefundInput {
  amountPaisa: bigint;
  method: LedgerMethodValue;
  reference?: string | null;
  reason: string;
  notifyCustomer?: boolean;
}

/** A refund paid out. A full refund of an order that has not shipped also cancels it. */
export async function refundOrder(orderId: string, input: RefundInput, options: { actor?: Actor | null; now?: Date } = {}): Promise<OrderTransitionResult> {
  const result = await changeOrder(orderId, refundChange(orderId, input), { actor: options.actor, now: options.now });
  return toResult(result);
}

/** The change that records a refund (for changeOrder, or inside another change of the same order). */
export function refundChange(orderId: string, input: RefundInput) {
  const reference = normaliseTransactionReference(input.reference) ?? null;
  return async ({ tx, state, actor, now }: ChangeContext) => {
      checkAction("refund")(state);
      if (input.amountPaisa <= BigInt(0)) throw new OrderTransitionError(MONEY_MESSAGES.amountInvalid, "refused");
      if (input.amountPaisa > state.money.keptPaisa) throw new OrderTransitionError(FLOW_MESSAGES.refundTooLarge(state.money.keptPaisa), "refused");
      const row = await tx.ledgerEntry.create({
        data: {
          orderId,
          kind: "refund",
          method: input.method,
          amountPaisa: input.amountPaisa,
          reference,
          referenceKey: referenceKey(reference),
          reason: input.reason.trim(),
          recordedById: actor?.id ?? null,
          recordedByEmail: actor?.email ?? null,
          createdAt: now,
        },
        select: { id: true },
      });
      await tx.orderHistory.create({
        data: {
          ...historyActor(orderId, actor),
          field: "refund",
          fromValue: null,
          toValue: input.method,
          detail: `${ledgerHistoryText("refund", input.method, input.amountPaisa, reference)}. ${input.reason.trim()}`.slice(0, 500),
        },
      });
      const order = state.order;
      const fullyRefunded = input.amountPaisa === state.money.keptPaisa;
      if (fullyRefunded && order.fulfilmentStatus === "unfulfilled" && order.status !== "cancelled") {
        await tx.order.update({ where: { id: orderId }, data: { status: "cancelled", cancelReason: "refunded" } });
      }
      const refundEmailId =
        input.notifyCustomer !== false
          ? await queueBuyerUpdate(
              tx,
              order,
              { kind: "refund_issued", amount: paisaFromDb(input.amountPaisa), method: LEDGER_METHOD_WORDS[input.method], reference, reason: input.reason.trim() },
              now,
            )
          : null;
      return { ledgerEntryId: row.id, refundEmailId, emailQueued: Boolean(refundEmailId) };
  };
}

/** A payment recorded by mistake is undone; the buyer may be sent a correction. */
export async function voidPayment(
  orderId: string,
  input: { entryId: string; reason?: string | null; sendCorrection?: boolean },
  options: { actor?: Actor | null } = {},
): Promise<OrderTransitionResult> {
  const result = await changeOrder(
    orderId,
    async ({ tx, state, actor, now }) => {
      checkAction("void_payment")(state);
      const row = state.rows.find((r) => r.id === input.entryId);
      if (!row || row.kind !== "payment") throw new OrderTransitionError(MONEY_MESSAGES.paymentNotFound, "refused");
      if (row.voidedAt) throw new OrderTransitionError(MONEY_MESSAGES.paymentVoided, "refused");
      if (row.method === "esewa" || row.method === "khalti") throw new OrderTransitionError(MONEY_MESSAGES.paymentNotManual, "refused");
      await tx.ledgerEntry.update({
        where: { id: row.id },
        data: { voidedAt: now, voidedByEmail: actor?.email ?? null, voidReason: input.reason?.trim() || null },
      });
      await tx.orderHistory.create({
        data: {
          ...historyActor(orderId, actor),
          field: "payment_void",
          fromValue: row.method,
          toValue: null,
          detail: `Undone: ${ledgerHistoryText("payment", row.method, row.amountPaisa, row.reference)}${input.reason?.trim() ? `. ${input.reason.trim()}` : ""}`.slice(0, 500),
        },
      });
      const order = state.order;
      const approved = await tx.emailOutbox.findFirst({
        where: { idempotencyKey: { startsWith: approvalEmailKey(orderId) } },
        select: { id: true },
      });
      const correctionEmailId =
        input.sendCorrection && approved
          ? await queueBuyerUpdate(tx, order, {
              kind: "correction",
              amount: paisaFromDb(row.amountPaisa),
              method: LEDGER_METHOD_WORDS[row.method],
              reference: row.reference,
              reason: input.reason?.trim() || null,
              orderUrl: orderPageUrl({ accessToken: order.accessToken, paymentSubmittedAt: order.paymentSubmittedAt }),
            })
          : null;
      return { correctionEmailId, emailQueued: Boolean(correctionEmailId), approvalWasSent: Boolean(approved) };
    },
    { actor: options.actor },
  );
  return toResult(result);
}

/** The order is cancelled: its held originals are released; money kept becomes a refund due. */
export async function cancelOrder(orderId: string, options: TransitionOptions = {}): Promise<OrderTransitionResult> {
  const result = await changeOrder(
    orderId,
    async ({ tx, state, actor }) => {
      checkAction("cancel")(state);
      const reason = options.reason?.trim() || null;
      await tx.order.update({ where: { id: orderId }, data: { status: "cancelled", cancelReason: reason } });
      let cancellationEmailId: string | null = null;
      const order = state.order;
      if (options.notifyCustomer && order.customerEmail) {
        const name = customerNameOf(order.customerInfo, order.customerEmail);
        const email = await enqueueEmail(tx, {
          type: "order_cancelled",
          to: [order.customerEmail],
          payload: { userName: name, userEmail: order.customerEmail, orderId: order.orderNumber, reason, wasPaid: state.money.keptPaisa > BigInt(0) },
        });
        cancellationEmailId = email.id;
      }
      void actor;
      return { cancellationEmailId, emailQueued: Boolean(cancellationEmailId) };
    },
    { actor: options.actor },
  );
  return toResult(result);
}

/** A cancelled order stands again: its originals are held (or sold, when paid) for it, if still free. */
export async function reopenOrder(orderId: string, options: TransitionOptions = {}): Promise<OrderTransitionResult> {
  const result = await changeOrder(
    orderId,
    async ({ tx, state }) => {
      checkAction("reopen")(state);
      await tx.order.update({ where: { id: orderId }, data: { status: "pending", cancelReason: null } });
    },
    { actor: options.actor },
  );
  return toResult(result);
}

/** The originals this order bought are back in the studio: on sale again. Nothing else changes. */
export async function restockOrder(orderId: string, options: { actor?: Actor | null } = {}): Promise<OrderTransitionResult> {
  let relisted: string[] = [];
  const result = await changeOrder(
    orderId,
    async ({ tx, state, actor, now }) => {
      checkAction("restock")(state);
      const plan = planRestock(orderId, state.artworks);
      for (const { artwork } of plan.steps) {
        await tx.artwork.update({ where: { id: artwork.id }, data: { status: "available", reservedByOrderId: null, soldToOrderId: null } });
      }
      relisted = plan.steps.map((s) => s.artwork.slug);
      await voidCertificates(tx, orderId, VOID_REASONS.returned, now, plan.steps.map((s) => s.artwork.id));
      await tx.order.update({ where: { id: orderId }, data: { restockedAt: now } });
      await tx.orderHistory.create({
        data: {
          ...historyActor(orderId, actor),
          field: "restock",
          fromValue: null,
          toValue: "back on sale",
          detail: `Back in the studio and on sale again: ${plan.steps.map((s) => `"${s.artwork.title}"`).join(", ")}`.slice(0, 500),
        },
      });
    },
    { actor: options.actor },
  );
  const out = toResult(result);
  return { ...out, released: [...out.released, ...relisted] };
}

export function setOrderStatus(orderId: string, status: OrderStatusValue, options: TransitionOptions = {}): Promise<OrderTransitionResult> {
  if (status === "cancelled") return cancelOrder(orderId, options);
  return (async () => {
    const state = isOrderId(orderId) ? await readOrderMoney(db, orderId) : null;
    if (!state) throw new OrderTransitionError("Order not found", "not_found");
    if (state.order.status === "cancelled" && (status === "pending" || status === "processing")) return reopenOrder(orderId, options);
    if (state.order.status === status) return unchanged(state);
    throw new OrderTransitionError(FLOW_MESSAGES.statusFollows, "refused");
  })();
}

function unchanged(state: NonNullable<Awaited<ReturnType<typeof readOrderMoney>>>): OrderTransitionResult {
  return {
    orderId: state.order.id,
    orderNumber: state.order.orderNumber,
    status: state.order.status,
    paymentStatus: state.order.paymentStatus,
    changed: false,
    sold: [],
    released: [],
    reserved: [],
    approvalEmailId: null,
    rejectionEmailId: null,
    cancellationEmailId: null,
    refundEmailId: null,
    correctionEmailId: null,
    refundDueEmailIds: [],
    transactionReference: state.order.transactionReference,
    duplicateReferenceOrders: [],
    ledgerEntryId: null,
  };
}

/** A named payment status, reached by the one action that leads there (or refused). */
export async function setPaymentStatus(orderId: string, paymentStatus: PaymentStatusValue, options: TransitionOptions = {}): Promise<OrderTransitionResult> {
  const state = isOrderId(orderId) ? await readOrderMoney(db, orderId) : null;
  if (!state) throw new OrderTransitionError("Order not found", "not_found");
  if (state.order.paymentStatus === paymentStatus) return unchanged(state);
  if (paymentStatus === "paid") return markOrderPaid(orderId, options);
  if (paymentStatus === "failed") return rejectPayment(orderId, options);
  if (paymentStatus === "refunded") {
    const last = [...state.rows].reverse().find((r) => r.kind === "payment" && !r.voidedAt);
    return refundOrder(
      orderId,
      { amountPaisa: state.money.keptPaisa, method: last?.method ?? "qr", reason: options.reason?.trim() || "Refunded in full", notifyCustomer: options.notifyCustomer ?? false },
      { actor: options.actor },
    );
  }
  if (paymentStatus === "pending") {
    const manual = state.rows.filter((r) => r.kind === "payment" && !r.voidedAt && r.method !== "esewa" && r.method !== "khalti");
    if (manual.length === 0) throw new OrderTransitionError(FLOW_MESSAGES.noManualPayment, "refused");
    let result: OrderTransitionResult | null = null;
    for (const row of manual) result = await voidPayment(orderId, { entryId: row.id, reason: options.reason }, { actor: options.actor });
    return result!;
  }
  throw new OrderTransitionError(FLOW_MESSAGES.statusFollows, "refused");
}

/**
 * What a change would do, without doing it: it is carried out in a transaction that is rolled
 * back, so the confirmation shows exactly who would be emailed and which originals would become
 * sold, be released or be held, or why it is refused.
 */
export async function previewOrderTransition(
  orderId: string,
  next: { status?: OrderStatusValue; paymentStatus?: PaymentStatusValue },
  options: { notifyCustomer?: boolean } = {},
): Promise<TransitionPreview> {
  const state = isOrderId(orderId) ? await readOrderMoney(db, orderId) : null;
  if (!state) throw new OrderTransitionError("Order not found", "not_found");
  const empty: TransitionPreview = { refusal: null, emailTo: null, emailKind: null, sold: [], released: [], reserved: [] };
  const email = state.order.customerEmail || null;
  const titles = Object.fromEntries(state.artworks.map((a) => [a.slug, a.title]));
  const named = (slugs: string[]) => slugs.map((slug) => titles[slug] ?? slug);
  return previewChange(async () => {
    if (next.paymentStatus && next.paymentStatus !== state.order.paymentStatus) {
      const result = await setPaymentStatus(orderId, next.paymentStatus, { notifyCustomer: options.notifyCustomer });
      const kind = result.approvalEmailId ? "approval" : result.rejectionEmailId ? "rejection" : null;
      return { ...empty, emailTo: kind ? email : null, emailKind: kind, sold: named(result.sold), released: named(result.released), reserved: named(result.reserved) };
    }
    if (next.status && next.status !== state.order.status) {
      const result = await setOrderStatus(orderId, next.status, { notifyCustomer: options.notifyCustomer });
      const kind = result.cancellationEmailId ? "cancellation" : null;
      return { ...empty, emailTo: kind ? email : null, emailKind: kind, sold: named(result.sold), released: named(result.released), reserved: named(result.reserved) };
    }
    return empty;
  });
}
