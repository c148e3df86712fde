import { describe, expect, it } from "vitest";
import {
  approvalState,
  changeRounds,
  commissionHold,
  commissionMoneyLabel,
  currentStage,
  daysBetween,
  depositOf,
  dueNow,
  nextStep,
  orderDeposit,
  responseRefusal,
  splitLine,
  stageRefusal,
  STAGE_MESSAGES,
  type StageContext,
} from "@/lib/domain/commission";
import { deriveMoney } from "@/lib/domain/ledger";

const ok: StageContext = { depositPaid: true, sketchPosted: true, approved: true, balanceDue: false, shipAnyway: false, cancelled: false };
const at = (iso: string) => new Date(iso);

describe("deposit", () => {
  it("50% of NPR 6,300 is 315,000 paisa exactly", () => {
    expect(depositOf(630_000n, 50)).toBe(315_000n);
    expect(splitLine(630_000n, 50)).toEqual({ depositPaisa: 315_000n, balancePaisa: 315_000n });
  });

  it("rounds down to the paisa and never loses or makes one", () => {
    expect(depositOf(630_001n, 50)).toBe(315_000n);
    expect(splitLine(630_001n, 50).balancePaisa).toBe(315_001n);
    for (const total of [1n, 99n, 100_003n, 777_777n]) {
      for (const percent of [1, 33, 50, 67, 99, 100]) {
        const { depositPaisa, balancePaisa } = splitLine(total, percent);
        expect(depositPaisa + balancePaisa).toBe(total);
        expect(depositPaisa * 100n <= total * BigInt(percent)).toBe(true);
        expect((depositPaisa + 1n) * 100n > total * BigInt(percent)).toBe(true);
      }
    }
  });

  it("100% is paid in full; a percent outside 1..100 is refused", () => {
    expect(splitLine(630_000n, 100)).toEqual({ depositPaisa: 630_000n, balancePaisa: 0n });
    expect(() => depositOf(1000n, 0)).toThrow(RangeError);
    expect(() => depositOf(1000n, 101)).toThrow(RangeError);
    expect(() => depositOf(1000n, 12.5)).toThrow(RangeError);
  });

  it("an order holds back only its commission lines' balances", () => {
    // A commission line of 630,000 at 50% and a print of 200,000 paid in full.
    expect(orderDeposit(830_000n, [{ lineTotalPaisa: 630_000n, depositPercent: 50 }])).toEqual({ depositPaisa: 515_000n, balanceHeldPaisa: 315_000n });
  });

  it("what is due now is the deposit until the balance is called, then everything due", () => {
    expect(dueNow(630_000n, { balanceHeldPaisa: 315_000n, balanceCalled: false })).toBe(315_000n);
    expect(dueNow(315_000n, { balanceHeldPaisa: 315_000n, balanceCalled: false })).toBe(0n);
    expect(dueNow(315_000n, { balanceHeldPaisa: 315_000n, balanceCalled: true })).toBe(315_000n);
    expect(dueNow(500n, null)).toBe(500n);
  });

  it("the ledger derives due now from its rows and the commission's hold", () => {
    const money = deriveMoney({
      totalPaisa: 630_000n,
      cancelled: false,
      rows: [{ kind: "payment", method: "qr", amountPaisa: 315_000n, createdAt: at("2026-11-27T10:00:00Z") }],
      commission: commissionHold({ balanceHeldPaisa: 315_000n, events: [{ stage: "in_progress" }] }),
    });
    expect(money).toMatchObject({ duePaisa: 315_000n, dueNowPaisa: 0n, status: "partly_paid" });
    const ready = commissionHold({ balanceHeldPaisa: 315_000n, events: [{ stage: "ready" }] });
    expect(ready).toEqual({ balanceHeldPaisa: 315_000n, balanceCalled: true });
  });
});

describe("stages", () => {
  it("move one at a time, naming the refused move", () => {
    expect(stageRefusal("requested", "accepted", ok)).toBeNull();
    expect(stageRefusal("requested", "sketch", ok)).toBe(STAGE_MESSAGES.outOfOrder("requested", "sketch"));
    expect(stageRefusal("accepted", "in_progress", ok)).toContain('from "Accepted" it goes to "Sketch for approval"');
    expect(stageRefusal("ready", "done", ok)).toContain('"Shipped" or "Collected"');
    expect(stageRefusal("done", "accepted", ok)).toBe(STAGE_MESSAGES.finished);
  });

  it("ask for what each move needs", () => {
    expect(stageRefusal("requested", "accepted", { ...ok, depositPaid: false })).toBe(STAGE_MESSAGES.depositUnpaid);
    expect(stageRefusal("accepted", "sketch", { ...ok, sketchPosted: false })).toBe(STAGE_MESSAGES.noSketch);
    expect(stageRefusal("sketch", "in_progress", { ...ok, approved: false })).toBe(STAGE_MESSAGES.notApproved);
    expect(stageRefusal("ready", "shipped", { ...ok, balanceDue: true })).toBe(STAGE_MESSAGES.balanceDueShort);
    expect(stageRefusal("ready", "shipped", { ...ok, balanceDue: true, shipAnyway: true })).toBeNull();
    expect(stageRefusal("in_progress", "ready", { ...ok, cancelled: true })).toBe(STAGE_MESSAGES.cancelled);
  });

  it("the current stage and the days at it come from the rows", () => {
    const placed = at("2026-11-01T00:00:00Z");
    expect(currentStage([], placed)).toEqual({ stage: "requested", since: placed });
    const rows = [
      { kind: "stage", stage: "accepted", createdAt: at("2026-11-02T00:00:00Z") },
      { kind: "update", stage: null, createdAt: at("2026-11-03T00:00:00Z") },
      { kind: "stage", stage: "sketch", createdAt: at("2026-11-03T00:00:00Z") },
    ];
    expect(currentStage(rows, placed)).toEqual({ stage: "sketch", since: at("2026-11-03T00:00:00Z") });
    expect(daysBetween(at("2026-11-03T00:00:00Z"), at("2026-11-05T12:00:00Z"))).toBe(2);
  });
});

describe("approval and change rounds", () => {
  const update = (d: string) => ({ kind: "update", stage: null, createdAt: at(d) });
  const changes = (d: string) => ({ kind: "changes_requested", stage: null, createdAt: at(d) });
  it("counts change requests; a new update waits for a new answer", () => {
    const rows = [update("2026-11-01"), changes("2026-11-02"), update("2026-11-03"), changes("2026-11-04"), update("2026-11-05")];
    expect(approvalState(rows)).toEqual({ sketchPosted: true, approved: false, changesRequested: false, changeRounds: 2 });
    expect(responseRefusal("sketch", approvalState(rows), false)).toBeNull();
    const asked = approvalState([...rows, changes("2026-11-06")]);
    expect(asked.changeRounds).toBe(3);
    expect(responseRefusal("sketch", asked, false)).not.toBeNull();
    expect(responseRefusal("in_progress", approvalState(rows), false)).not.toBeNull();
  });

  it("offers a priced line past the included rounds", () => {
    expect(changeRounds(2, 2).offerPricedLine).toBe(false);
    expect(changeRounds(3, 2)).toEqual({ used: 3, included: 2, extra: 1, offerPricedLine: true });
  });

  it("says who waits on whom", () => {
    const approval = { sketchPosted: true, approved: false, changesRequested: false, changeRounds: 0 };
    expect(nextStep({ stage: "sketch", depositPaid: true, approval, balanceDue: true, cancelled: false }).waitingOn).toBe("buyer");
    expect(nextStep({ stage: "sketch", depositPaid: true, approval: { ...approval, changesRequested: true }, balanceDue: true, cancelled: false }).waitingOn).toBe("artist");
    expect(nextStep({ stage: "requested", depositPaid: false, approval, balanceDue: true, cancelled: false }).waitingOn).toBe("buyer");
    expect(nextStep({ stage: "ready", depositPaid: true, approval, balanceDue: false, cancelled: false })).toEqual({ waitingOn: "artist", action: "Ship or hand over the work" });
  });
});

describe("money words and the cancellation policy", () => {
  it("derives 'Deposit paid' and 'Ready to ship' from the ledger's figures", () => {
    const base = { depositPaisa: 315_000n, cancelled: false };
    expect(commissionMoneyLabel({ ...base, stage: "in_progress", paidPaisa: 315_000n, duePaisa: 315_000n, dueNowPaisa: 0n })).toBe("Deposit paid");
    expect(commissionMoneyLabel({ ...base, stage: "ready", paidPaisa: 315_000n, duePaisa: 315_000n, dueNowPaisa: 315_000n })).toBe("Balance due");
    expect(commissionMoneyLabel({ ...base, stage: "ready", paidPaisa: 630_000n, duePaisa: 0n, dueNowPaisa: 0n })).toBe("Ready to ship");
    expect(commissionMoneyLabel({ ...base, stage: "requested", paidPaisa: 0n, duePaisa: 630_000n, dueNowPaisa: 315_000n })).toBe("Deposit due");
  });
});
