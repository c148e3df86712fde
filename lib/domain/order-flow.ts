/**
 * The one transition table of an order (pure rules, no I/O): which back-office actions the
 * current state allows, and why each other one is refused. The order page offers only the
 * allowed actions; every server path (admin action, provider return, worker, expiry) asks the
 * same table before it writes.
 *
 * The order status follows payment and delivery (derivedOrderStatus): cancelled stays cancelled
 * until reopened; delivered or collected is completed; settled money or a parcel on its way is
 * processing; anything else is pending.
 */
import type { FulfilmentStatusValue } from "@/lib/domain/fulfilment";
import type { MoneyState } from "@/lib/domain/ledger";
import type { OrderStatusValue } from "@/lib/domain/order-status";
import { formatNpr } from "@/lib/money";

export const ORDER_ACTIONS = [
  "record_payment",
  "reject_claim",
  "refund",
  "void_payment",
  "cancel",
  "reopen",
  "restock",
  "edit_lines",
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export interface FlowState {
  status: OrderStatusValue;
  fulfilment: FulfilmentStatusValue;
  money: MoneyState;
  /** An eSewa or Khalti payment is being confirmed. */
  onlinePending: boolean;
  /** Payments recorded by hand (QR, cash, bank, wallet) that are not voided. */
  manualPayments: number;
  /** Originals this order bought that are still marked sold to it. */
  soldOriginals: number;
  /** A pay-on-delivery order's events (null or absent for every other order). */
  cod?: CodEvents | null;
}

export const FLOW_MESSAGES = {
  cancelledPay: "This order is cancelled. Reopen it first (set its status to Pending), then mark it paid.",
  nothingDue: "Nothing is due on this order: it is paid in full.",
  noClaim: "There is no payment waiting for approval on this order.",
  rejectPaid: "This order's payment is already recorded, so it cannot be rejected: refund it instead.",
  shippedPayment: "This order has shipped: record a refund or a return instead of changing its payment.",
  nothingToRefund: "Nothing has been paid on this order, so there is nothing to refund.",
  refundTooLarge: (kept: bigint) => `The refund cannot be more than what the order kept (${formatNpr(Number(kept))}).`,
  noManualPayment: "There is no payment recorded by hand on this order to undo.",
  alreadyCancelled: "This order is already cancelled.",
  cancelShipped: "This order has shipped, so it cannot be cancelled. Refund the buyer, and record the return once the work is back.",
  onlinePending: "An online payment for this order is still being confirmed by the provider. Wait for it before changing the order.",
  notCancelled: "This order is not cancelled.",
  nothingToRestock: "This order has no original marked sold to it, so nothing can be put back on sale.",
  restockStanding:
    "The buyer still owns this order's originals. Cancel or refund the order first, or record the return once the work is back from a delivery.",
  editPaid: "Lines can only change before the order is paid in full, and not once it has shipped.",
  editCancelled: "This order is cancelled: reopen it before changing its lines.",
  statusFollows: "The order status follows its payment and delivery: record a payment, a delivery or a cancellation instead.",
} as const;

/** Why `action` is refused in `state`, or null when it is allowed. */
export function actionRefusal(state: FlowState, action: OrderAction): string | null {
  const { money } = state;
  const shipped = state.fulfilment !== "unfulfilled";
  const cancelled = state.status === "cancelled";
  switch (action) {
    case "record_payment":
      if (cancelled) return FLOW_MESSAGES.cancelledPay;
      if (money.duePaisa <= BigInt(0)) return FLOW_MESSAGES.nothingDue;
      return null;
    case "reject_claim":
      if (shipped) return FLOW_MESSAGES.shippedPayment;
      // Paid on delivery: no payment is claimed (but a deposit's may be); a buyer who backs out is cancelled instead.
      if (state.cod && !((state.cod.depositPaisa ?? BigInt(0)) > BigInt(0))) return FLOW_MESSAGES.noClaim;
      if (money.claim === "submitted") return null;
      // Nothing recorded yet on a standing order: the payment the buyer speaks of was not found.
      if (money.paidPaisa === BigInt(0) && !cancelled && money.status === "pending") return null;
      return money.paidPaisa > BigInt(0) && money.duePaisa === BigInt(0) ? FLOW_MESSAGES.rejectPaid : FLOW_MESSAGES.noClaim;
    case "refund":
      if (money.keptPaisa <= BigInt(0)) return FLOW_MESSAGES.nothingToRefund;
      return null;
    case "void_payment":
      if (shipped) return FLOW_MESSAGES.shippedPayment;
      if (state.manualPayments === 0) return FLOW_MESSAGES.noManualPayment;
      return null;
    case "cancel":
      if (cancelled) return FLOW_MESSAGES.alreadyCancelled;
      if (shipped) return FLOW_MESSAGES.cancelShipped;
      if (state.onlinePending) return FLOW_MESSAGES.onlinePending;
      return null;
    case "reopen":
      return cancelled ? null : FLOW_MESSAGES.notCancelled;
    case "restock":
      if (state.soldOriginals === 0) return FLOW_MESSAGES.nothingToRestock;
      if (!shipped && !cancelled && money.keptPaisa > BigInt(0)) return FLOW_MESSAGES.restockStanding;
      return null;
    case "edit_lines":
      if (cancelled) return FLOW_MESSAGES.editCancelled;
      if (shipped || (money.paidPaisa > BigInt(0) && money.duePaisa === BigInt(0))) return FLOW_MESSAGES.editPaid;
      return null;
  }
}

/** The actions the order page offers in this state. */
export function allowedActions(state: FlowState): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => actionRefusal(state, action) === null);
}

/** The order status its payment and delivery give it (a cancelled order stays cancelled). */
export function derivedOrderStatus(input: {
  cancelled: boolean;
  fulfilment: FulfilmentStatusValue;
  money: Pick<MoneyState, "paidPaisa" | "duePaisa">;
}): OrderStatusValue {
  if (input.cancelled) return "cancelled";
  if (input.fulfilment === "delivered" || input.fulfilment === "collected") return "completed";
  if (input.fulfilment === "shipped") return "processing";
  if (input.money.paidPaisa > BigInt(0) && input.money.duePaisa === BigInt(0)) return "processing";
  return "pending";
}

// ---------------------------------------------------------------------------------------------
// Pay on delivery (cash on delivery): the phone call, the delivery and a refused parcel's return.
// Its stage is derived from the order's events and ledger, never stored.

export interface CodEvents {
  confirmed: boolean;
  refused: boolean;
  returned: boolean;
  /** The deposit asked before the phone call (0 or absent: none; lib/domain/cod-deposit.ts). */
  depositPaisa?: bigint;
}

export const COD_ACTIONS = ["cod_confirm", "cod_collect", "cod_refuse", "cod_return"] as const;
export type CodAction = (typeof COD_ACTIONS)[number];

export type CodStage = "deposit_due" | "awaiting_call" | "confirmed" | "shipped" | "paid" | "refused" | "returned" | "cancelled";

export const COD_STAGE_LABELS: Record<CodStage, string> = {
  deposit_due: "Deposit due",
  awaiting_call: "Awaiting the phone call",
  confirmed: "Confirmed by phone",
  shipped: "On its way, cash to collect",
  paid: "Cash collected",
  refused: "Delivery refused, on its way back",
  returned: "Back in the studio",
  cancelled: "Cancelled",
};

export const COD_FLOW_MESSAGES = {
  notCod: "This order is not paid on delivery.",
  cancelled: "This order is cancelled.",
  alreadyConfirmed: "This order is already confirmed by phone.",
  depositFirst: "The deposit is not paid yet: the buyer is called once it is.",
  confirmFirst: "Call the buyer and confirm the order first: a pay-on-delivery order ships only once confirmed.",
  notShipped: "The parcel has not been sent yet: mark the order shipped first.",
  nothingDue: "Nothing is due on this order: the cash is recorded already.",
  refusedAlready: "This delivery is already recorded as refused.",
  paidRefuse: "The cash for this order is recorded, so its delivery was not refused. Undo the payment first if it was recorded by mistake.",
  notRefused: "Only a refused delivery comes back: record the refusal first.",
  returnedAlready: "This parcel is already back in the studio.",
  delivered: "This order is delivered.",
} as const;

/** Where a pay-on-delivery order stands (null for other orders). */
export function codStage(state: FlowState): CodStage | null {
  const cod = state.cod;
  if (!cod) return null;
  if (cod.returned) return "returned";
  if (state.status === "cancelled") return "cancelled";
  if (cod.refused) return "refused";
  if (state.money.paidPaisa > BigInt(0) && state.money.duePaisa === BigInt(0)) return "paid";
  if (state.fulfilment !== "unfulfilled") return "shipped";
  if (cod.confirmed) return "confirmed";
  // The deposit comes first: what is due now is the deposit until it is paid.
  return (cod.depositPaisa ?? BigInt(0)) > BigInt(0) && state.money.dueNowPaisa > BigInt(0) ? "deposit_due" : "awaiting_call";
}

/** Why a pay-on-delivery action is refused in `state`, or null when it is allowed. */
export function codActionRefusal(state: FlowState, action: CodAction): string | null {
  const stage = codStage(state);
  if (stage === null) return COD_FLOW_MESSAGES.notCod;
  const delivered = state.fulfilment === "delivered" || state.fulfilment === "collected";
  switch (action) {
    case "cod_confirm":
      if (stage === "cancelled" || stage === "returned") return COD_FLOW_MESSAGES.cancelled;
      if (stage === "deposit_due") return COD_FLOW_MESSAGES.depositFirst;
      return stage === "awaiting_call" ? null : COD_FLOW_MESSAGES.alreadyConfirmed;
    case "cod_collect":
      if (stage === "cancelled" || stage === "returned") return COD_FLOW_MESSAGES.cancelled;
      if (stage === "refused") return COD_FLOW_MESSAGES.refusedAlready;
      if (stage === "awaiting_call" || stage === "deposit_due") return COD_FLOW_MESSAGES.confirmFirst;
      if (stage === "paid") return COD_FLOW_MESSAGES.nothingDue;
      return stage === "shipped" ? null : COD_FLOW_MESSAGES.notShipped;
    case "cod_refuse":
      if (stage === "cancelled" || stage === "returned") return COD_FLOW_MESSAGES.cancelled;
      if (stage === "refused") return COD_FLOW_MESSAGES.refusedAlready;
      if (stage === "paid") return COD_FLOW_MESSAGES.paidRefuse;
      if (delivered) return COD_FLOW_MESSAGES.delivered;
      return stage === "shipped" ? null : COD_FLOW_MESSAGES.notShipped;
    case "cod_return":
      if (stage === "returned") return COD_FLOW_MESSAGES.returnedAlready;
      return stage === "refused" ? null : COD_FLOW_MESSAGES.notRefused;
  }
}

/** The pay-on-delivery actions the order page offers in this state. */
export function allowedCodActions(state: FlowState): CodAction[] {
  return COD_ACTIONS.filter((action) => codActionRefusal(state, action) === null);
}
