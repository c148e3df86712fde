/**
 * A commission's cancellation policy (pure rules, no I/O): a structured choice the artist makes
 * in Settings, copied onto each commission when its order is placed, so a later change of the
 * settings never changes an order already placed.
 *
 *   refundUntil   the point until which the deposit is refunded in full:
 *                   accepted         until the artist accepts the commission
 *                   sketch_approved  until the buyer approves the sketch (the rule before the
 *                                    policy was structured, and the default)
 *                   never            the deposit is not refundable at all
 *   keepPercent   from that point on, this share of the deposit is kept (100: all of it)
 *
 * A cancellation refunds what the buyer paid (payments less refunds already made) less what the
 * policy keeps. What is kept is keepPercent of the deposit rounded DOWN to the paisa (a rounding
 * in the buyer's favour), and never more than was paid; the refund is the rest of what was paid,
 * so refund + kept = paid exactly: never a paisa lost or made. Money paid beyond the deposit
 * (a balance already paid) is always refunded.
 *
 * The sentence shown to the buyer is generated from the rule in the order's language
 * (./commission-policy-sentence.ts, kept apart so browser code reading these rules does not
 * carry the message catalogues).
 */

export const REFUND_UNTIL = ["accepted", "sketch_approved", "never"] as const;
export type RefundUntil = (typeof REFUND_UNTIL)[number];

export interface CancellationPolicy {
  refundUntil: RefundUntil;
  /** Percent of the deposit kept from the point on, 0 to 100. */
  keepPercent: number;
}

/** Today's behaviour before the policy was a choice: refundable until the sketch is approved, then kept. */
export const DEFAULT_POLICY: CancellationPolicy = { refundUntil: "sketch_approved", keepPercent: 100 };
/** The artist's note beside the sentence: at most this many characters. */
export const MAX_POLICY_NOTE = 600;

export function isRefundUntil(value: unknown): value is RefundUntil {
  return typeof value === "string" && (REFUND_UNTIL as readonly string[]).includes(value);
}

export function isKeepPercent(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 100;
}

/** A stored policy read back; anything unknown falls back to the default rule (never throws). */
export function readPolicy(row: { refundUntil: unknown; keepPercent: unknown }): CancellationPolicy {
  return {
    refundUntil: isRefundUntil(row.refundUntil) ? row.refundUntil : DEFAULT_POLICY.refundUntil,
    keepPercent: isKeepPercent(row.keepPercent) ? row.keepPercent : DEFAULT_POLICY.keepPercent,
  };
}

/** The commission's progress as the policy needs it. */
export interface PolicyProgress {
  /** The artist accepted the commission (any stage after "requested"). */
  accepted: boolean;
  /** The buyer approved the sketch (or the work went on past it). */
  sketchApproved: boolean;
}

/** Whether the refund-in-full point is passed. */
export function pointPassed(policy: CancellationPolicy, progress: PolicyProgress): boolean {
  switch (policy.refundUntil) {
    case "never":
      return true;
    case "accepted":
      return progress.accepted || progress.sketchApproved;
    case "sketch_approved":
      return progress.sketchApproved;
  }
}

const ZERO = BigInt(0);
const HUNDRED = BigInt(100);

/**
 * What a cancellation refunds and keeps, in paisa. `paidPaisa` is what the buyer has paid and not
 * been refunded yet (the ledger's kept money); `depositPaisa` the commission's deposit.
 */
export function cancellationRefund(input: {
  paidPaisa: bigint;
  depositPaisa: bigint;
  policy: CancellationPolicy;
  progress: PolicyProgress;
}): { refundPaisa: bigint; keptPaisa: bigint } {
  const paid = input.paidPaisa > ZERO ? input.paidPaisa : ZERO;
  if (paid === ZERO) return { refundPaisa: ZERO, keptPaisa: ZERO };
  if (!pointPassed(input.policy, input.progress)) return { refundPaisa: paid, keptPaisa: ZERO };
  const deposit = input.depositPaisa > ZERO ? input.depositPaisa : ZERO;
  const percent = BigInt(isKeepPercent(input.policy.keepPercent) ? input.policy.keepPercent : DEFAULT_POLICY.keepPercent);
  const share = (deposit * percent) / HUNDRED; // rounded down: the buyer's favour
  const kept = share < paid ? share : paid;
  return { refundPaisa: paid - kept, keptPaisa: kept };
}
