/**
 * The order's money as a ledger (lib/domain/ledger.ts) and the one transition table of an order
 * (lib/domain/order-flow.ts): every combination of rows gives its paid, due, refund due and
 * status; every refused move is named.
 */
import { describe, expect, it } from "vitest";
import { claimState, deriveMoney, type LedgerRow, type MoneyState } from "@/lib/domain/ledger";
import { actionRefusal, allowedActions, derivedOrderStatus, FLOW_MESSAGES, type FlowState } from "@/lib/domain/order-flow";
import { reservationEffect } from "@/lib/domain/order-status";
import { planReservation, planRestock, type OriginalState } from "@/lib/domain/order-transition";

const T = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 10, minutes));
const pay = (npr: number, minute = 1, voided = false): LedgerRow => ({ kind: "payment", method: "qr", amountPaisa: BigInt(npr * 100), createdAt: T(minute), voidedAt: voided ? T(59) : null });
const refund = (npr: number, minute = 2): LedgerRow => ({ kind: "refund", method: "qr", amountPaisa: BigInt(npr * 100), createdAt: T(minute) });
const money = (rows: LedgerRow[], options: { total?: number; cancelled?: boolean; submittedAt?: Date | null; rejectedAt?: Date | null } = {}) =>
  deriveMoney({ totalPaisa: BigInt((options.total ?? 1000) * 100), cancelled: options.cancelled ?? false, rows, submittedAt: options.submittedAt, rejectedAt: options.rejectedAt });
const npr = (m: MoneyState) => ({
  paid: Number(m.paidPaisa) / 100,
  refunded: Number(m.refundedPaisa) / 100,
  due: Number(m.duePaisa) / 100,
  refundDue: Number(m.refundDuePaisa) / 100,
  status: m.status,
});

describe("deriveMoney", () => {
  it.each([
    ["nothing paid", [], {}, { paid: 0, refunded: 0, due: 1000, refundDue: 0, status: "pending" }],
    ["paid in full", [pay(1000)], {}, { paid: 1000, refunded: 0, due: 0, refundDue: 0, status: "paid" }],
    ["paid in two parts", [pay(400), pay(600, 3)], {}, { paid: 1000, refunded: 0, due: 0, refundDue: 0, status: "paid" }],
    ["part paid", [pay(400)], {}, { paid: 400, refunded: 0, due: 600, refundDue: 0, status: "partly_paid" }],
    ["paid twice", [pay(1000), pay(1000, 3)], {}, { paid: 2000, refunded: 0, due: 0, refundDue: 1000, status: "overpaid" }],
    ["paid twice, the second refunded", [pay(1000), pay(1000, 3), refund(1000, 4)], {}, { paid: 2000, refunded: 1000, due: 0, refundDue: 0, status: "partly_refunded" }],
    ["paid, part refunded", [pay(1000), refund(250)], {}, { paid: 1000, refunded: 250, due: 0, refundDue: 0, status: "partly_refunded" }],
    ["paid, fully refunded", [pay(1000), refund(1000)], {}, { paid: 1000, refunded: 1000, due: 0, refundDue: 0, status: "refunded" }],
    ["part paid, part refunded: a refund makes no new balance", [pay(400), refund(100)], {}, { paid: 400, refunded: 100, due: 600, refundDue: 0, status: "partly_paid" }],
    ["cancelled, nothing paid", [], { cancelled: true }, { paid: 0, refunded: 0, due: 0, refundDue: 0, status: "pending" }],
    ["cancelled after payment (a late payment)", [pay(1000)], { cancelled: true }, { paid: 1000, refunded: 0, due: 0, refundDue: 1000, status: "overpaid" }],
    ["cancelled and refunded", [pay(1000), refund(1000)], { cancelled: true }, { paid: 1000, refunded: 1000, due: 0, refundDue: 0, status: "refunded" }],
    ["a payment undone", [pay(1000, 1, true)], {}, { paid: 0, refunded: 0, due: 1000, refundDue: 0, status: "pending" }],
    ["priced up after payment (a quote)", [pay(1000)], { total: 1200 }, { paid: 1000, refunded: 0, due: 200, refundDue: 0, status: "partly_paid" }],
    ["a discount after payment", [pay(1000)], { total: 800 }, { paid: 1000, refunded: 0, due: 0, refundDue: 200, status: "overpaid" }],
    ["claim waiting, nothing paid", [], { submittedAt: T(5) }, { paid: 0, refunded: 0, due: 1000, refundDue: 0, status: "pending" }],
    ["claim rejected, nothing paid", [], { submittedAt: T(5), rejectedAt: T(6) }, { paid: 0, refunded: 0, due: 1000, refundDue: 0, status: "failed" }],
    ["part paid, claim for the balance waiting", [pay(400, 1)], { submittedAt: T(5) }, { paid: 400, refunded: 0, due: 600, refundDue: 0, status: "pending" }],
    ["part paid, the balance's claim rejected", [pay(400, 1)], { submittedAt: T(5), rejectedAt: T(6) }, { paid: 400, refunded: 0, due: 600, refundDue: 0, status: "partly_paid" }],
  ] as const)("%s", (_name, rows, options, expected) => {
    expect(npr(money([...rows], options))).toEqual(expected);
  });
});

describe("claimState", () => {
  it("a screenshot after the last rejection and the last payment is waiting; a later rejection or payment ends it", () => {
    expect(claimState({ submittedAt: null, rejectedAt: null, lastPaymentAt: null })).toBe("none");
    expect(claimState({ submittedAt: T(5), rejectedAt: null, lastPaymentAt: null })).toBe("submitted");
    expect(claimState({ submittedAt: T(5), rejectedAt: T(6), lastPaymentAt: null })).toBe("rejected");
    expect(claimState({ submittedAt: T(7), rejectedAt: T(6), lastPaymentAt: null })).toBe("submitted");
    expect(claimState({ submittedAt: T(5), rejectedAt: null, lastPaymentAt: T(6) })).toBe("none");
    expect(claimState({ submittedAt: T(5), rejectedAt: null, lastPaymentAt: T(5) })).toBe("none");
  });
});

function flow(overrides: Partial<FlowState> & { rows?: LedgerRow[]; total?: number; submittedAt?: Date | null } = {}): FlowState {
  const status = overrides.status ?? "pending";
  return {
    status,
    fulfilment: overrides.fulfilment ?? "unfulfilled",
    money: overrides.money ?? money(overrides.rows ?? [], { total: overrides.total, cancelled: status === "cancelled", submittedAt: overrides.submittedAt }),
    onlinePending: overrides.onlinePending ?? false,
    manualPayments: overrides.manualPayments ?? (overrides.rows ?? []).filter((r) => r.kind === "payment" && !r.voidedAt).length,
    soldOriginals: overrides.soldOriginals ?? 0,
  };
}

describe("the transition table", () => {
  it("a new order: it can be paid, its payment rejected, its lines edited and it can be cancelled; nothing to refund or undo", () => {
    expect(allowedActions(flow())).toEqual(["record_payment", "reject_claim", "cancel", "edit_lines"]);
    expect(actionRefusal(flow(), "refund")).toBe(FLOW_MESSAGES.nothingToRefund);
    expect(actionRefusal(flow(), "void_payment")).toBe(FLOW_MESSAGES.noManualPayment);
    expect(actionRefusal(flow(), "reopen")).toBe(FLOW_MESSAGES.notCancelled);
    expect(actionRefusal(flow(), "restock")).toBe(FLOW_MESSAGES.nothingToRestock);
  });

  it("a paid order: no Mark Paid (nothing due), no reject, no editing; refund, undo and cancel", () => {
    const paid = flow({ rows: [pay(1000)], status: "processing", soldOriginals: 1 });
    expect(actionRefusal(paid, "record_payment")).toBe(FLOW_MESSAGES.nothingDue);
    expect(actionRefusal(paid, "reject_claim")).toBe(FLOW_MESSAGES.rejectPaid);
    expect(actionRefusal(paid, "edit_lines")).toBe(FLOW_MESSAGES.editPaid);
    expect(actionRefusal(paid, "restock")).toBe(FLOW_MESSAGES.restockStanding);
    expect(allowedActions(paid)).toEqual(["refund", "void_payment", "cancel"]);
  });

  it("a shipped order: no payment change, no cancelling; a refund, and the return once the work is back", () => {
    const shipped = flow({ rows: [pay(1000)], status: "processing", fulfilment: "shipped", soldOriginals: 1 });
    expect(actionRefusal(shipped, "reject_claim")).toBe(FLOW_MESSAGES.shippedPayment);
    expect(actionRefusal(shipped, "void_payment")).toBe(FLOW_MESSAGES.shippedPayment);
    expect(actionRefusal(shipped, "cancel")).toBe(FLOW_MESSAGES.cancelShipped);
    expect(allowedActions(shipped)).toEqual(["refund", "restock"]);
  });

  it("a refunded order: no Mark Paid, no reject, nothing more to refund", () => {
    const refunded = flow({ rows: [pay(1000), refund(1000)], status: "cancelled", soldOriginals: 1 });
    expect(actionRefusal(refunded, "record_payment")).toBe(FLOW_MESSAGES.cancelledPay);
    expect(actionRefusal(refunded, "reject_claim")).toBe(FLOW_MESSAGES.rejectPaid);
    expect(actionRefusal(refunded, "refund")).toBe(FLOW_MESSAGES.nothingToRefund);
    expect(actionRefusal(refunded, "edit_lines")).toBe(FLOW_MESSAGES.editCancelled);
    expect(allowedActions(refunded)).toEqual(["void_payment", "reopen", "restock"]);
  });

  it("an online payment being confirmed holds back cancelling", () => {
    expect(actionRefusal(flow({ onlinePending: true }), "cancel")).toBe(FLOW_MESSAGES.onlinePending);
  });

  it("a cancelled order cannot be cancelled again, and a refunds-due order can be refunded", () => {
    const late = flow({ rows: [pay(1000)], status: "cancelled" });
    expect(actionRefusal(late, "cancel")).toBe(FLOW_MESSAGES.alreadyCancelled);
    expect(late.money.status).toBe("overpaid");
    expect(actionRefusal(late, "refund")).toBeNull();
  });
});

describe("derivedOrderStatus", () => {
  const m = (paid: number, due: number) => ({ paidPaisa: BigInt(paid), duePaisa: BigInt(due) });
  it("follows payment and delivery; a cancelled order stays cancelled", () => {
    expect(derivedOrderStatus({ cancelled: false, fulfilment: "unfulfilled", money: m(0, 100) })).toBe("pending");
    expect(derivedOrderStatus({ cancelled: false, fulfilment: "unfulfilled", money: m(40, 60) })).toBe("pending");
    expect(derivedOrderStatus({ cancelled: false, fulfilment: "unfulfilled", money: m(100, 0) })).toBe("processing");
    expect(derivedOrderStatus({ cancelled: false, fulfilment: "shipped", money: m(100, 0) })).toBe("processing");
    expect(derivedOrderStatus({ cancelled: false, fulfilment: "delivered", money: m(100, 0) })).toBe("completed");
    expect(derivedOrderStatus({ cancelled: false, fulfilment: "collected", money: m(100, 0) })).toBe("completed");
    expect(derivedOrderStatus({ cancelled: true, fulfilment: "unfulfilled", money: m(100, 0) })).toBe("cancelled");
  });
});

describe("originals", () => {
  const work = (over: Partial<OriginalState>): OriginalState => ({ id: "a", slug: "dawn", title: "Dawn", status: "available", reservedByOrderId: null, soldToOrderId: null, ...over });
  it("a refund or a cancellation never puts a work this order bought back on sale", () => {
    const sold = work({ status: "sold", soldToOrderId: "o1" });
    for (const [status, paymentStatus] of [["cancelled", "refunded"], ["pending", "refunded"], ["processing", "partly_refunded"], ["cancelled", "overpaid"]] as const) {
      const plan = planReservation("o1", [sold], "sell", reservationEffect(status, paymentStatus));
      expect(plan.steps.filter((s) => s.action === "unsell" || s.action === "release")).toEqual([]);
    }
  });

  it("only restocking puts it on sale again, and only the works sold to this order", () => {
    const ours = work({ status: "sold", soldToOrderId: "o1" });
    const theirs = work({ id: "b", slug: "other", status: "sold", soldToOrderId: "o2" });
    expect(planRestock("o1", [ours, theirs]).steps).toEqual([{ artwork: ours, action: "unsell" }]);
  });

  it("a payment undone holds the work for the order again; another buyer's hold blocks it", () => {
    expect(planReservation("o1", [work({ status: "sold", soldToOrderId: "o1" })], "sell", "hold").steps[0].action).toBe("unsell_and_reserve");
    expect(planReservation("o1", [work({ reservedByOrderId: "o2" })], "release", "sell").blocked).toEqual(["Dawn"]);
  });
});
