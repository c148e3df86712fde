/**
 * An order's money as a ledger (pure rules, no I/O). Every payment received and every refund paid
 * out is a row; what the order has paid, what is still due, what must be given back and its
 * payment status are derived from the rows, never set by hand.
 *
 *   owed        the order's total while it stands; once it is cancelled, nothing, or what the
 *               shop keeps of it (a pay-on-delivery deposit kept when the parcel was refused)
 *   paid        payments received (voided ones left out)
 *   refunded    refunds paid out
 *   due         owed - paid, never below 0 (a refund never makes a new balance due)
 *   refundDue   paid - refunded - owed, never below 0: money that arrived without a sale (a late
 *               payment after the work went to someone else, a second payment, a cancelled order)
 *   dueNow      what the buyer is asked for now: due, less a commission's balance held back until
 *               the work is ready (lib/domain/commission.ts), or a pay-on-delivery order's cash
 *               part, collected at the door (lib/domain/cod-deposit.ts); due itself otherwise
 *
 * Payment status, in this order of precedence:
 *   refunded         something was refunded and nothing is kept
 *   pending          nothing paid: awaiting payment, or a payment claim awaiting approval
 *   failed           nothing paid and the buyer's payment claim was rejected
 *   overpaid         more kept than the order costs: refund due
 *   partly_paid      part paid, a balance due (pending while a claim for it awaits approval)
 *   partly_refunded  paid in full, part refunded (a goodwill refund, a returned line)
 *   paid             paid in full
 */
import type { PaymentStatusValue } from "@/lib/domain/order-status";
import { dueNow } from "@/lib/domain/commission";

export const LEDGER_METHODS = ["qr", "esewa", "khalti", "cash", "bank", "wallet"] as const;
export type LedgerMethodValue = (typeof LEDGER_METHODS)[number];
export type LedgerKindValue = "payment" | "refund";

/** Methods an administrator may record by hand (eSewa and Khalti online payments come from the provider). */
export const MANUAL_METHODS = ["qr", "cash", "bank", "wallet"] as const;
export type ManualMethodValue = (typeof MANUAL_METHODS)[number];

export const LEDGER_METHOD_LABELS: Record<LedgerMethodValue, string> = {
  qr: "QR payment (screenshot verified)",
  esewa: "eSewa (online)",
  khalti: "Khalti (online)",
  cash: "Cash",
  bank: "Bank transfer",
  wallet: "Wallet transfer",
};

/** Short words for a buyer: "Paid online via eSewa", "Refunded by bank transfer". */
export const LEDGER_METHOD_WORDS: Record<LedgerMethodValue, string> = {
  qr: "QR payment",
  esewa: "eSewa",
  khalti: "Khalti",
  cash: "cash",
  bank: "bank transfer",
  wallet: "wallet transfer",
};

export function isLedgerMethod(value: unknown): value is LedgerMethodValue {
  return typeof value === "string" && (LEDGER_METHODS as readonly string[]).includes(value);
}

export interface LedgerRow {
  kind: LedgerKindValue;
  method: LedgerMethodValue;
  amountPaisa: bigint;
  createdAt: Date;
  voidedAt?: Date | null;
}

/** The buyer's payment claim (a QR screenshot): none, awaiting approval, or rejected. */
export type ClaimState = "none" | "submitted" | "rejected";

export interface MoneyState {
  paidPaisa: bigint;
  refundedPaisa: bigint;
  /** paid - refunded. */
  keptPaisa: bigint;
  owedPaisa: bigint;
  duePaisa: bigint;
  /** What is asked for now (a commission's deposit before the work is ready); duePaisa otherwise. */
  dueNowPaisa: bigint;
  refundDuePaisa: bigint;
  status: PaymentStatusValue;
  claim: ClaimState;
}

/**
 * The claim's state from its dates: submitted when a screenshot came after the last rejection and
 * after the last payment recorded; rejected when the last rejection came after it.
 */
export function claimState(input: { submittedAt: Date | null; rejectedAt: Date | null; lastPaymentAt: Date | null }): ClaimState {
  const { submittedAt, rejectedAt, lastPaymentAt } = input;
  if (submittedAt && (!rejectedAt || rejectedAt < submittedAt) && (!lastPaymentAt || lastPaymentAt < submittedAt)) return "submitted";
  if (rejectedAt && (!submittedAt || rejectedAt >= submittedAt) && (!lastPaymentAt || lastPaymentAt < rejectedAt)) return "rejected";
  return "none";
}

const ZERO = BigInt(0);
const max0 = (value: bigint) => (value > ZERO ? value : ZERO);

export function deriveMoney(input: {
  totalPaisa: bigint;
  cancelled: boolean;
  rows: readonly LedgerRow[];
  submittedAt?: Date | null;
  rejectedAt?: Date | null;
  /**
   * A balance held back from what is due now: a commission's until the artist calls for it, or a
   * pay-on-delivery order's cash part after its deposit (never called: paid at the door).
   */
  commission?: { balanceHeldPaisa: bigint; balanceCalled: boolean } | null;
  /** What a cancelled order still owes: a deposit the shop kept (a refused delivery). */
  retainedPaisa?: bigint;
}): MoneyState {
  let paid = ZERO;
  let refunded = ZERO;
  let lastPaymentAt: Date | null = null;
  for (const row of input.rows) {
    if (row.voidedAt) continue;
    if (row.kind === "payment") {
      paid += row.amountPaisa;
      if (!lastPaymentAt || row.createdAt > lastPaymentAt) lastPaymentAt = row.createdAt;
    } else {
      refunded += row.amountPaisa;
    }
  }
  const owed = input.cancelled ? max0(input.retainedPaisa ?? ZERO) : input.totalPaisa;
  const kept = paid - refunded;
  const due = max0(owed - paid);
  const refundDue = max0(kept - owed);
  const claim = claimState({ submittedAt: input.submittedAt ?? null, rejectedAt: input.rejectedAt ?? null, lastPaymentAt });
  let status: PaymentStatusValue;
  if (refunded > ZERO && kept <= ZERO) status = "refunded";
  else if (paid === ZERO) status = claim === "rejected" ? "failed" : "pending";
  else if (refundDue > ZERO) status = "overpaid";
  else if (due > ZERO) status = claim === "submitted" ? "pending" : "partly_paid";
  else if (refunded > ZERO) status = "partly_refunded";
  else status = "paid";
  const dueNowPaisa = dueNow(due, input.commission);
  return { paidPaisa: paid, refundedPaisa: refunded, keptPaisa: kept, owedPaisa: owed, duePaisa: due, dueNowPaisa, refundDuePaisa: refundDue, status, claim };
}

/** The money is settled enough to sell the originals and ship: nothing due. */
export function isSettled(money: Pick<MoneyState, "paidPaisa" | "duePaisa">): boolean {
  return money.paidPaisa > ZERO && money.duePaisa === ZERO;
}

/** Payment statuses under which an order is still open for payment (it holds its originals). */
export function isOpenPaymentStatus(status: string): boolean {
  return status === "pending" || status === "processing" || status === "partly_paid";
}

/** Payment statuses under which the order's money is settled (its originals are sold). */
export function isSettledPaymentStatus(status: string): boolean {
  return status === "paid" || status === "partly_refunded" || status === "overpaid";
}
