/**
 * A commission carried out (the rules are lib/domain/commission.ts). Every change goes through
 * changeOrder() (lib/orders/ledger.ts), so it runs under the order's lock with its money state
 * read from the ledger, and its email is queued in the same transaction:
 *
 *   moveCommissionStage     the artist moves the commission one stage on (refused out of order,
 *                           with the table's message); the buyer is emailed the stage
 *   postCommissionUpdate    the artist's note and up to 4 photos (stored privately); the first
 *                           one after accepting moves the commission to "sketch for approval"
 *   respondToCommission     the buyer, through the order's token: approve, or ask for changes
 *   allowShipAnyway         the "ship anyway" override, recorded (who, when) in the timeline
 *   cancelCommission        a cancellation that follows the policy: the refundable part is
 *                           refunded through the ledger, then the order is cancelled
 */
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import { paisaFromDb } from "@/lib/money";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";
import type { CommissionUpdatePayload } from "@/lib/email/types";
import { customerNameOf } from "@/lib/domain/customer-name";
import {
  COMMISSION_ANSWER_MESSAGES,
  approvalState,
  currentStage,
  responseRefusal,
  stageRefusal,
  type ApprovalState,
  type CommissionStage,
} from "@/lib/domain/commission";
import { cancellationRefund, readPolicy, type CancellationPolicy } from "@/lib/domain/commission-policy";
import { policyText } from "@/lib/domain/commission-policy-sentence";
import type { ManualMethodValue } from "@/lib/domain/ledger";
import { changeOrder, historyActor, OrderTransitionError, readOrderMoney, type Actor, type ChangeContext, type Tx } from "@/lib/orders/ledger";
import { orderPageUrl } from "@/lib/orders/order-lookup";
import { cancelOrder, refundOrder } from "@/lib/orders/transitions";

export interface StoredUpdatePhoto {
  path: string;
  width: number;
  height: number;
}

export const COMMISSION_MESSAGES = {
  notCommission: "This order has no commission.",
  moved: (label: string) => `Commission moved to "${label}". The buyer is emailed.`,
  posted: "Update posted. The buyer is emailed.",
  approved: "Thank you: the sketch is approved. The artist is emailed nothing; they see it in the back office.",
  changesAsked: "Your change request is sent to the artist.",
  overrideRecorded: "Ship anyway is recorded: the order can be shipped with its balance due.",
  overrideNeedless: "Nothing is due on this order: it can be shipped as it is.",
  cancelled: "The commission is cancelled and the refundable part is refunded.",
} as const;

export interface CommissionState {
  id: string;
  depositPaisa: bigint;
  balanceHeldPaisa: bigint;
  includedRounds: number;
  /** The policy copied onto the commission when the order was placed, and the artist's note. */
  policy: CancellationPolicy;
  cancellationPolicy: string;
  stage: CommissionStage;
  since: Date;
  approval: ApprovalState;
  shipAnyway: boolean;
}

/** The commission of an order as its rules need it (null when the order has none). */
export async function readCommissionState(client: Tx | typeof db, orderId: string): Promise<CommissionState | null> {
  const commission = await client.commission.findUnique({
    where: { orderId },
    select: {
      id: true,
      depositPaisa: true,
      balanceHeldPaisa: true,
      includedRounds: true,
      cancellationPolicy: true,
      refundUntil: true,
      keepPercent: true,
      createdAt: true,
      events: { orderBy: { createdAt: "asc" }, select: { kind: true, stage: true, createdAt: true } },
    },
  });
  if (!commission) return null;
  const { stage, since } = currentStage(commission.events, commission.createdAt);
  return {
    id: commission.id,
    depositPaisa: commission.depositPaisa,
    balanceHeldPaisa: commission.balanceHeldPaisa,
    includedRounds: commission.includedRounds,
    policy: readPolicy(commission),
    cancellationPolicy: commission.cancellationPolicy,
    stage,
    since,
    approval: approvalState(commission.events),
    shipAnyway: commission.events.some((e) => e.kind === "ship_override"),
  };
}

async function requireCommission(tx: Tx, orderId: string): Promise<CommissionState> {
  const state = await readCommissionState(tx, orderId);
  if (!state) throw new OrderTransitionError(COMMISSION_MESSAGES.notCommission, "refused");
  return state;
}

/** The buyer's email of a stage or an update, in the change's transaction. */
async function queueCommissionEmail(
  ctx: ChangeContext,
  commission: CommissionState,
  stage: CommissionUpdatePayload["stage"],
  extra: { note?: string | null; balanceAmount?: number | null } = {},
): Promise<string | null> {
  const order = ctx.state.order;
  if (!order.customerEmail) return null;
  const email = await enqueueEmail(ctx.tx, {
    type: "commission_update",
    to: [order.customerEmail],
    payload: {
      userName: customerNameOf(order.customerInfo, order.customerEmail),
      userEmail: order.customerEmail,
      orderId: order.orderNumber,
      stage,
      note: extra.note ?? null,
      balanceAmount: extra.balanceAmount ?? null,
      policy: policyText(commission.policy, commission.cancellationPolicy),
      orderUrl: orderPageUrl({ accessToken: order.accessToken, paymentSubmittedAt: order.paymentSubmittedAt ?? ctx.now }),
      paymentUrl: stage === "ready" ? `${siteUrl()}/checkout/pay/${order.accessToken}` : null,
    },
  });
  return email.id;
}

async function writeEvent(
  ctx: ChangeContext,
  commissionId: string,
  event: { kind: string; stage?: string | null; note?: string | null; photos?: StoredUpdatePhoto[]; actorEmail?: string | null },
) {
  await ctx.tx.commissionEvent.create({
    data: {
      commissionId,
      kind: event.kind,
      stage: event.stage ?? null,
      note: event.note ?? null,
      photos: (event.photos ?? []) as unknown as object[],
      actorEmail: event.actorEmail ?? null,
      createdAt: ctx.now,
    },
  });
}

/** The change that moves a commission to `to` (refused with the table's message). */
function stageChange(orderId: string, to: CommissionStage) {
  return async (ctx: ChangeContext) => {
    const commission = await requireCommission(ctx.tx, orderId);
    const { money } = ctx.state;
    const refusal = stageRefusal(commission.stage, to, {
      depositPaid: money.keptPaisa >= commission.depositPaisa && money.keptPaisa > BigInt(0),
      sketchPosted: commission.approval.sketchPosted,
      approved: commission.approval.approved,
      balanceDue: money.duePaisa > BigInt(0),
      shipAnyway: commission.shipAnyway,
      cancelled: ctx.state.order.status === "cancelled",
    });
    if (refusal) throw new OrderTransitionError(refusal, "refused");
    await writeEvent(ctx, commission.id, { kind: "stage", stage: to, actorEmail: ctx.actor?.email ?? null });
    await ctx.tx.orderHistory.create({
      data: { ...historyActor(orderId, ctx.actor), field: "commission_stage", fromValue: commission.stage, toValue: to, detail: null },
    });
    const balance = to === "ready" ? paisaFromDb(money.duePaisa) : null;
    const emailId = await queueCommissionEmail(ctx, commission, to === "requested" ? "update" : to, { balanceAmount: balance });
    return { emailQueued: emailId !== null, stage: to };
  };
}

/** The artist moves the commission one stage on. */
export async function moveCommissionStage(orderId: string, to: CommissionStage, options: { actor?: Actor | null; now?: Date } = {}) {
  return changeOrder(orderId, stageChange(orderId, to), options);
}

/**
 * Inside the fulfilment's transaction (lib/orders/fulfilment.ts): whether "ship anyway" was
 * recorded, and the stage the commission reaches with the delivery (refused out of order).
 */
export async function commissionShipAnyway(tx: Tx | typeof db, orderId: string): Promise<boolean> {
  const state = await readCommissionState(tx, orderId);
  return state?.shipAnyway ?? false;
}

export async function followFulfilment(tx: Tx, orderId: string, next: "shipped" | "delivered" | "collected", actor: Actor | null, balanceDue: boolean): Promise<void> {
  const commission = await readCommissionState(tx, orderId);
  if (!commission) return;
  const to: CommissionStage = next === "collected" ? "collected" : next === "shipped" ? "shipped" : "done";
  if (commission.stage === to) return;
  const refusal = stageRefusal(commission.stage, to, {
    depositPaid: true,
    sketchPosted: commission.approval.sketchPosted,
    approved: commission.approval.approved,
    balanceDue,
    shipAnyway: commission.shipAnyway,
    cancelled: false,
  });
  if (refusal) throw new OrderTransitionError(refusal, "refused");
  await tx.commissionEvent.create({ data: { commissionId: commission.id, kind: "stage", stage: to, actorEmail: actor?.email ?? null } });
  await tx.orderHistory.create({ data: { ...historyActor(orderId, actor), field: "commission_stage", fromValue: commission.stage, toValue: to, detail: null } });
}

/**
 * The artist's update: a note and up to 4 photos already stored privately. Posted after accepting
 * (or after a change request), it moves the commission to "sketch for approval".
 */
export async function postCommissionUpdate(
  orderId: string,
  input: { note: string; photos: StoredUpdatePhoto[] },
  options: { actor?: Actor | null; now?: Date } = {},
) {
  return changeOrder(
    orderId,
    async (ctx) => {
      const commission = await requireCommission(ctx.tx, orderId);
      if (ctx.state.order.status === "cancelled") throw new OrderTransitionError("This order is cancelled.", "refused");
      if (commission.stage === "requested") throw new OrderTransitionError("Accept the commission before posting updates.", "refused");
      await writeEvent(ctx, commission.id, { kind: "update", note: input.note || null, photos: input.photos, actorEmail: ctx.actor?.email ?? null });
      await ctx.tx.orderHistory.create({
        data: { ...historyActor(orderId, ctx.actor), field: "commission_update", fromValue: null, toValue: `${input.photos.length} photo(s)`, detail: input.note.slice(0, 500) || null },
      });
      if (commission.stage === "accepted") {
        await writeEvent(ctx, commission.id, { kind: "stage", stage: "sketch", actorEmail: ctx.actor?.email ?? null });
        const emailId = await queueCommissionEmail(ctx, commission, "sketch", { note: input.note || null });
        return { emailQueued: emailId !== null, stage: "sketch" };
      }
      // A new sketch after a change request is again for approval.
      const emailId = await queueCommissionEmail(ctx, commission, commission.stage === "sketch" ? "sketch" : "update", { note: input.note || null });
      return { emailQueued: emailId !== null, stage: commission.stage };
    },
    options,
  );
}

/** The buyer's answer to the sketch, through the order's own token. */
export async function respondToCommission(
  token: string,
  input: { decision: "approve" | "changes"; comment: string },
  options: { now?: Date } = {},
): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  const order = await db.order.findUnique({ where: { accessToken: token }, select: { id: true } });
  if (!order) return { ok: false, message: "Order not found" };
  try {
    await changeOrder(
      order.id,
      async (ctx) => {
        const commission = await requireCommission(ctx.tx, order.id);
        const refusal = responseRefusal(commission.stage, commission.approval, ctx.state.order.status === "cancelled");
        if (refusal) throw new OrderTransitionError(refusal, "refused");
        const kind = input.decision === "approve" ? "approved" : "changes_requested";
        await writeEvent(ctx, commission.id, { kind, note: input.comment || null });
        await ctx.tx.orderHistory.create({
          data: { orderId: order.id, actorId: null, actorEmail: null, field: "commission_response", fromValue: null, toValue: kind, detail: input.comment.slice(0, 500) || null },
        });
      },
      { now: options.now },
    );
  } catch (error) {
    if (error instanceof OrderTransitionError) return { ok: false, message: error.message };
    throw error;
  }
  return { ok: true, message: input.decision === "approve" ? COMMISSION_ANSWER_MESSAGES.approved : COMMISSION_MESSAGES.changesAsked };
}

/** "Ship anyway": recorded in the timeline (who, when); the fulfilment may then ship with a balance due. */
export async function allowShipAnyway(orderId: string, options: { actor?: Actor | null; now?: Date } = {}) {
  return changeOrder(
    orderId,
    async (ctx) => {
      const commission = await requireCommission(ctx.tx, orderId);
      if (ctx.state.money.duePaisa === BigInt(0)) throw new OrderTransitionError(COMMISSION_MESSAGES.overrideNeedless, "refused");
      if (ctx.state.order.status === "cancelled") throw new OrderTransitionError("This order is cancelled.", "refused");
      if (commission.shipAnyway) return { already: true };
      await writeEvent(ctx, commission.id, { kind: "ship_override", actorEmail: ctx.actor?.email ?? null });
      await ctx.tx.orderHistory.create({
        data: { ...historyActor(orderId, ctx.actor), field: "ship_anyway", fromValue: null, toValue: "allowed", detail: "Ship anyway with a balance due" },
      });
    },
    options,
  );
}

/** The commission's progress as its cancellation policy reads it. */
export function policyProgress(commission: Pick<CommissionState, "stage" | "approval">): { accepted: boolean; sketchApproved: boolean } {
  return {
    accepted: commission.stage !== "requested",
    sketchApproved: commission.approval.approved || ["in_progress", "ready", "shipped", "collected", "done"].includes(commission.stage),
  };
}

/** What a cancellation refunds under the policy (for the confirmation dialog and the action). */
export async function commissionRefundable(orderId: string): Promise<bigint | null> {
  const commission = await readCommissionState(db, orderId);
  if (!commission) return null;
  const state = await readOrderMoney(db, orderId);
  if (!state) return null;
  return cancellationRefund({
    paidPaisa: state.money.keptPaisa,
    depositPaisa: commission.depositPaisa,
    policy: commission.policy,
    progress: policyProgress(commission),
  }).refundPaisa;
}

/**
 * Cancels the commission as its policy says: the refundable part is refunded through the ledger
 * (the existing refund path), then the order is cancelled (its own email follows).
 */
export async function cancelCommission(
  orderId: string,
  input: { method: ManualMethodValue; reference: string | null; reason: string },
  options: { actor?: Actor | null } = {},
) {
  const refundable = await commissionRefundable(orderId);
  if (refundable === null) throw new OrderTransitionError(COMMISSION_MESSAGES.notCommission, "refused");
  if (refundable > BigInt(0)) {
    await refundOrder(orderId, { amountPaisa: refundable, method: input.method, reference: input.reference, reason: input.reason, notifyCustomer: true }, options);
  }
  // A full refund of an order not shipped has cancelled it already.
  const after = await db.order.findUnique({ where: { id: orderId }, select: { status: true } });
  if (after?.status !== "cancelled") await cancelOrder(orderId, { ...options, reason: input.reason, notifyCustomer: true });
  kickEmailWorker();
  return { refundedPaisa: refundable };
}
