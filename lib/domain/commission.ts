/**
 * Commissions as artists run them (pure rules, no I/O): a deposit at checkout, a sketch shown for
 * approval, the balance when the work is ready, then delivery.
 *
 *   deposit       each commission line's deposit is its total times the service's percent,
 *                 rounded DOWN to the paisa; its balance is the rest, so deposit + balance is
 *                 always the line total exactly (50 % of NPR 6,300 = NPR 3,150 = 315,000 paisa)
 *   balance held  the sum of the lines' balances: held back from what is due now until the
 *                 artist marks the work ready; everything else (other lines, shipping) is due
 *                 at checkout
 *   stages        requested (placed, deposit not yet paid) -> accepted -> sketch for approval ->
 *                 in progress -> ready (balance due) -> shipped or collected -> done; one stage at
 *                 a time, each refused move named (stageRefusal)
 *   change rounds the buyer may ask for changes `includedRounds` times; past that the request is
 *                 still taken, and the artist is offered a priced line
 *   cancellation  follows the policy copied onto the commission when the order was placed
 *                 (lib/domain/commission-policy.ts)
 */
import { formatNpr } from "@/lib/money";

export const DEFAULT_DEPOSIT_PERCENT = 50;
export const DEFAULT_CHANGE_ROUNDS = 2;
export const MAX_CHANGE_ROUNDS = 20;
export const MAX_UPDATE_PHOTOS = 4;
export const MAX_UPDATE_NOTE = 2000;
export const MAX_BUYER_COMMENT = 1000;

const ZERO = BigInt(0);
const HUNDRED = BigInt(100);

/** A valid deposit percent: a whole number from 1 to 100. */
export function isDepositPercent(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 100;
}

/** The deposit of a line total: `percent` of it, rounded down to the paisa. */
export function depositOf(totalPaisa: bigint, percent: number): bigint {
  if (!isDepositPercent(percent)) throw new RangeError(`A deposit is 1 to 100 percent, not ${percent}`);
  if (totalPaisa <= ZERO) return ZERO;
  return (totalPaisa * BigInt(percent)) / HUNDRED;
}

/** A line's deposit and balance: deposit + balance = total, never a paisa lost or made. */
export function splitLine(totalPaisa: bigint, percent: number): { depositPaisa: bigint; balancePaisa: bigint } {
  const depositPaisa = depositOf(totalPaisa, percent);
  return { depositPaisa, balancePaisa: totalPaisa - depositPaisa };
}

/**
 * An order's deposit and the balance held back: the balances of its commission lines are held,
 * everything else of the total is due at checkout.
 */
export function orderDeposit(totalPaisa: bigint, lines: readonly { lineTotalPaisa: bigint; depositPercent: number }[]): { depositPaisa: bigint; balanceHeldPaisa: bigint } {
  let held = ZERO;
  for (const line of lines) held += splitLine(line.lineTotalPaisa, line.depositPercent).balancePaisa;
  if (held > totalPaisa) held = totalPaisa > ZERO ? totalPaisa : ZERO;
  return { depositPaisa: totalPaisa - held, balanceHeldPaisa: held };
}

/**
 * What the buyer owes now: the balance due (owed - paid) less the balance held back, until the
 * artist calls for the balance (the work is ready).
 */
export function dueNow(duePaisa: bigint, commission: { balanceHeldPaisa: bigint; balanceCalled: boolean } | null | undefined): bigint {
  if (!commission || commission.balanceCalled) return duePaisa;
  const now = duePaisa - commission.balanceHeldPaisa;
  return now > ZERO ? now : ZERO;
}

// ---------------------------------------------------------------------------------------------
// Stages.

export const COMMISSION_STAGES = ["requested", "accepted", "sketch", "in_progress", "ready", "shipped", "collected", "done"] as const;
export type CommissionStage = (typeof COMMISSION_STAGES)[number];

export function isCommissionStage(value: unknown): value is CommissionStage {
  return typeof value === "string" && (COMMISSION_STAGES as readonly string[]).includes(value);
}

export const STAGE_LABELS: Record<CommissionStage, string> = {
  requested: "Awaiting deposit",
  accepted: "Accepted",
  sketch: "Sketch for approval",
  in_progress: "In progress",
  ready: "Ready (balance due)",
  shipped: "Shipped",
  collected: "Collected",
  done: "Done",
};

/** The stages that follow each stage (the one transition table). */
export const NEXT_STAGES: Record<CommissionStage, readonly CommissionStage[]> = {
  requested: ["accepted"],
  accepted: ["sketch"],
  sketch: ["in_progress"],
  in_progress: ["ready"],
  ready: ["shipped", "collected"],
  shipped: ["done"],
  collected: ["done"],
  done: [],
};

/** Stages from which the balance has been asked for (the work is ready or gone). */
export function balanceCalled(stage: CommissionStage): boolean {
  return stage === "ready" || stage === "shipped" || stage === "collected" || stage === "done";
}

export interface StageContext {
  /** Paid at least the deposit (paid - refunded >= deposit). */
  depositPaid: boolean;
  /** An update was posted for the buyer since the commission was accepted. */
  sketchPosted: boolean;
  /** The buyer approved the latest update. */
  approved: boolean;
  /** Something is still due on the order. */
  balanceDue: boolean;
  /** The artist confirmed "ship anyway" for this move. */
  shipAnyway: boolean;
  cancelled: boolean;
}

export const STAGE_MESSAGES = {
  cancelled: "This order is cancelled: its commission cannot move on.",
  unknown: "Unknown commission stage.",
  finished: "This commission is done: there is no stage after it.",
  outOfOrder: (from: CommissionStage, to: CommissionStage) =>
    `A commission moves one stage at a time: from "${STAGE_LABELS[from]}" it goes to ${NEXT_STAGES[from].map((s) => `"${STAGE_LABELS[s]}"`).join(" or ")}, not "${STAGE_LABELS[to]}".`,
  depositUnpaid: "The deposit is not paid yet: accept the commission once it is.",
  noSketch: "Post the sketch for the buyer first (an update with photos).",
  notApproved: "The buyer has not approved the sketch yet.",
  balanceDue: (due: string) => `The balance of ${due} is still due: the work ships once it is paid, or with "Ship anyway".`,
  balanceDueShort: "The balance is still due: the work ships once it is paid, or with \"Ship anyway\".",
} as const;

/** Why moving from `from` to `to` is refused, or null when it is allowed. */
export function stageRefusal(from: CommissionStage, to: CommissionStage, ctx: StageContext): string | null {
  if (ctx.cancelled) return STAGE_MESSAGES.cancelled;
  if (!isCommissionStage(to)) return STAGE_MESSAGES.unknown;
  if (from === "done") return STAGE_MESSAGES.finished;
  if (!NEXT_STAGES[from].includes(to)) return STAGE_MESSAGES.outOfOrder(from, to);
  switch (to) {
    case "accepted":
      return ctx.depositPaid ? null : STAGE_MESSAGES.depositUnpaid;
    case "sketch":
      return ctx.sketchPosted ? null : STAGE_MESSAGES.noSketch;
    case "in_progress":
      return ctx.approved ? null : STAGE_MESSAGES.notApproved;
    case "shipped":
    case "collected":
      return ctx.balanceDue && !ctx.shipAnyway ? STAGE_MESSAGES.balanceDueShort : null;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The timeline, read back.

export type CommissionEventKind = "stage" | "update" | "approved" | "changes_requested" | "ship_override";

export interface CommissionEventRow {
  kind: string;
  stage: string | null;
  createdAt: Date;
}

/** The current stage and since when: the last stage row (requested since placing when none). */
export function currentStage(events: readonly CommissionEventRow[], placedAt: Date): { stage: CommissionStage; since: Date } {
  let found: { stage: CommissionStage; since: Date } = { stage: "requested", since: placedAt };
  for (const event of events) {
    if (event.kind === "stage" && isCommissionStage(event.stage) && event.createdAt >= found.since) found = { stage: event.stage, since: event.createdAt };
  }
  return found;
}

/** Whole days between two moments (0 on the day itself). */
export function daysBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}

export interface ApprovalState {
  /** An update was posted since the commission was accepted. */
  sketchPosted: boolean;
  /** The latest update was approved by the buyer. */
  approved: boolean;
  /** The buyer asked for changes to the latest update and no new update answered yet. */
  changesRequested: boolean;
  /** Change requests made so far. */
  changeRounds: number;
}

/** Where approval stands, from the events (oldest first). */
export function approvalState(events: readonly CommissionEventRow[]): ApprovalState {
  let sketchPosted = false;
  let approved = false;
  let changesRequested = false;
  let changeRounds = 0;
  for (const event of events) {
    if (event.kind === "update") {
      sketchPosted = true;
      approved = false;
      changesRequested = false;
    } else if (event.kind === "approved" && sketchPosted) {
      approved = true;
      changesRequested = false;
    } else if (event.kind === "changes_requested" && sketchPosted) {
      changeRounds += 1;
      changesRequested = true;
      approved = false;
    }
  }
  return { sketchPosted, approved, changesRequested, changeRounds };
}

/** The buyer may answer an update (approve or ask for changes) only while the sketch waits. */
export const RESPONSE_MESSAGES = {
  notWaiting: "There is no sketch waiting for your answer right now.",
  alreadyApproved: "You have already approved this sketch.",
  alreadyAsked: "Your change request is with the artist: the next update will answer it.",
  cancelled: "This order is cancelled.",
} as const;

/**
 * Every answer the buyer can get to Approve / Ask for changes (the order page's commission), by
 * its key in the catalogues' "orderPage.commissionMessages" (tests/unit/payment-strings.test.ts
 * checks each is the text the rules write).
 */
export const COMMISSION_ANSWER_MESSAGES = {
  orderNotFound: "Order not found",
  approved: "Thank you: the sketch is approved.",
  changesAsked: "Your change request is sent to the artist.",
  ...RESPONSE_MESSAGES,
  comment: `Keep your comment under ${MAX_BUYER_COMMENT} characters.`,
  commentNeeded: "Tell the artist what to change.",
  decision: "Choose Approve or Ask for changes.",
  failed: "Something went wrong. Please try again.",
} as const;

export function responseRefusal(stage: CommissionStage, approval: ApprovalState, cancelled: boolean): string | null {
  if (cancelled) return RESPONSE_MESSAGES.cancelled;
  if (stage !== "sketch" || !approval.sketchPosted) return RESPONSE_MESSAGES.notWaiting;
  if (approval.approved) return RESPONSE_MESSAGES.alreadyApproved;
  if (approval.changesRequested) return RESPONSE_MESSAGES.alreadyAsked;
  return null;
}

/** Change rounds used against those included: past them, the artist is offered a priced line. */
export function changeRounds(used: number, included: number): { used: number; included: number; extra: number; offerPricedLine: boolean } {
  const extra = Math.max(0, used - included);
  return { used, included, extra, offerPricedLine: extra > 0 };
}

// ---------------------------------------------------------------------------------------------
// Who waits on whom, and what happens next (the back office's Commissions view).

export interface CommissionSituation {
  stage: CommissionStage;
  depositPaid: boolean;
  approval: ApprovalState;
  balanceDue: boolean;
  cancelled: boolean;
}

export type Waiting = "artist" | "buyer" | "nobody";

export function nextStep(s: CommissionSituation): { waitingOn: Waiting; action: string } {
  if (s.cancelled) return { waitingOn: "nobody", action: "Cancelled" };
  switch (s.stage) {
    case "requested":
      return s.depositPaid ? { waitingOn: "artist", action: "Accept the commission" } : { waitingOn: "buyer", action: "Buyer pays the deposit" };
    case "accepted":
      return { waitingOn: "artist", action: "Post the sketch for approval" };
    case "sketch":
      if (s.approval.approved) return { waitingOn: "artist", action: "Start the work (sketch approved)" };
      if (s.approval.changesRequested) return { waitingOn: "artist", action: "Post a new sketch (changes asked)" };
      return { waitingOn: "buyer", action: "Buyer approves the sketch or asks for changes" };
    case "in_progress":
      return { waitingOn: "artist", action: "Finish the work and mark it ready" };
    case "ready":
      return s.balanceDue ? { waitingOn: "buyer", action: "Buyer pays the balance" } : { waitingOn: "artist", action: "Ship or hand over the work" };
    case "shipped":
    case "collected":
      return { waitingOn: "artist", action: "Mark done once delivered" };
    case "done":
      return { waitingOn: "nobody", action: "Done" };
  }
}

/**
 * The commission's money in the buyer's words, derived from the ledger: "Deposit paid" once paid
 * at least the deposit and less than the total; "Ready to ship" once ready and nothing due.
 */
export function commissionMoneyLabel(input: { stage: CommissionStage; paidPaisa: bigint; depositPaisa: bigint; duePaisa: bigint; dueNowPaisa: bigint; cancelled: boolean }): string | null {
  if (input.cancelled) return null;
  if (input.stage === "ready" && input.duePaisa === ZERO && input.paidPaisa > ZERO) return "Ready to ship";
  if (input.duePaisa === ZERO && input.paidPaisa > ZERO) return "Paid in full";
  if (input.paidPaisa >= input.depositPaisa && input.paidPaisa > ZERO && input.duePaisa > ZERO) return input.dueNowPaisa > ZERO ? "Balance due" : "Deposit paid";
  return input.paidPaisa > ZERO ? "Part of the deposit paid" : "Deposit due";
}

/** "Deposit NPR 3,150 now; balance NPR 3,150 when the work is ready." */
export function depositSentence(depositPaisa: bigint, balancePaisa: bigint): string {
  return `Deposit ${formatNpr(Number(depositPaisa))} now; balance ${formatNpr(Number(balancePaisa))} due when the work is ready.`;
}

/**
 * The hold of an order's commission as the ledger needs it, from the commission row and its
 * latest stage row (null for an order without a commission).
 */
export function commissionHold(
  commission: { balanceHeldPaisa: bigint; events: readonly { stage: string | null }[] } | null | undefined,
): { balanceHeldPaisa: bigint; balanceCalled: boolean } | null {
  if (!commission) return null;
  const stage = commission.events[0]?.stage;
  return { balanceHeldPaisa: commission.balanceHeldPaisa, balanceCalled: isCommissionStage(stage) && balanceCalled(stage) };
}

/** Select of the commission the ledger reads with an order: its hold and latest stage row. */
export const COMMISSION_HOLD_SELECT = {
  select: {
    balanceHeldPaisa: true,
    events: { where: { kind: "stage" }, orderBy: { createdAt: "desc" as const }, take: 1, select: { stage: true } },
  },
} as const;

/**
 * Whether a change of the ledger has just paid a commission's deposit: what the buyer has paid
 * (net of refunds) reached the deposit with this change, a balance is still held for later, and
 * the order stands. An order paid in full at once (deposit 100 %, or the whole balance paid
 * with the deposit) is not one: its approval email says it is paid.
 */
export function depositJustPaid(input: {
  depositPaisa: bigint;
  balanceHeldPaisa: bigint;
  keptBeforePaisa: bigint;
  keptAfterPaisa: bigint;
  dueAfterPaisa: bigint;
  cancelled: boolean;
}): boolean {
  if (input.cancelled || input.balanceHeldPaisa <= ZERO || input.depositPaisa <= ZERO) return false;
  if (input.dueAfterPaisa <= ZERO) return false;
  return input.keptBeforePaisa < input.depositPaisa && input.keptAfterPaisa >= input.depositPaisa;
}
