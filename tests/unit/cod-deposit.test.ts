/**
 * The pay-on-delivery deposit's pure rules: the amount per item type in paisa with its rounding
 * (up to the whole rupee, never more than the lines it secures), the ledger's due now with the
 * cash part held back, the stage "deposit due" before the phone call, a kept deposit owed by a
 * cancelled order, the expiry's kind and the plan's words.
 */
import { describe, expect, it } from "vitest";
import { codDepositOf, codHold, readCodDeposits } from "@/lib/domain/cod-deposit";
import { deriveMoney, type LedgerRow } from "@/lib/domain/ledger";
import { codActionRefusal, codStage, COD_FLOW_MESSAGES, type FlowState } from "@/lib/domain/order-flow";
import { expiryKind, expiryKindOfReason, EXPIRY_REASONS } from "@/lib/domain/order-expiry";
import { paymentPlanWords } from "@/lib/domain/cash-on-delivery";
import { parseAdminOrderQuery, orderQueryParams } from "@/lib/domain/admin-order-query";

const deposits = { original: 30, print: 20, commission: 0 };

describe("codDepositOf", () => {
  it("takes each item type's percent of its lines and rounds the sum up to the whole rupee", () => {
    // 20 % of NPR 2,499.50 = NPR 499.90 -> NPR 500.
    expect(codDepositOf([{ itemType: "print", totalPaisa: 249_950 }], deposits)).toBe(50_000n);
    // 30 % of NPR 1,000 + 20 % of NPR 3 = NPR 300.60 -> NPR 301 (the sum is rounded once, not each line).
    expect(codDepositOf([{ itemType: "original", totalPaisa: 100_000 }, { itemType: "print", totalPaisa: 300 }], deposits)).toBe(30_100n);
    // A whole result is not rounded further: 20 % of NPR 2,825 = NPR 565.
    expect(codDepositOf([{ itemType: "print", totalPaisa: 282_500 }], deposits)).toBe(56_500n);
  });

  it("asks nothing for item types without a deposit, nor for nothing", () => {
    expect(codDepositOf([{ itemType: "commission", totalPaisa: 600_000 }], deposits)).toBe(0n);
    expect(codDepositOf([], deposits)).toBe(0n);
    expect(codDepositOf([{ itemType: "print", totalPaisa: 0 }], deposits)).toBe(0n);
  });

  it("never asks more than the lines it secures (a tiny line, or 100 %)", () => {
    // 20 % of 50 paisa = 10 paisa -> rounded up to NPR 1, capped at the line's 50 paisa.
    expect(codDepositOf([{ itemType: "print", totalPaisa: 50 }], deposits)).toBe(50n);
    expect(codDepositOf([{ itemType: "print", totalPaisa: 123_456 }], { ...deposits, print: 100 })).toBe(123_456n);
  });

  it("reads a stored document leniently: anything out of range is no deposit", () => {
    expect(readCodDeposits({ original: 30, print: 101, commission: "50" })).toEqual({ original: 30, print: 0, commission: 0 });
    expect(readCodDeposits(null)).toEqual({ original: 0, print: 0, commission: 0 });
    expect(readCodDeposits({ print: 12.5 }).print).toBe(0);
  });
});

const at = new Date("2026-11-28T00:00:00Z");
const pay = (amount: bigint, method: LedgerRow["method"] = "qr"): LedgerRow => ({ kind: "payment", method, amountPaisa: amount, createdAt: at });

describe("the ledger with a deposit", () => {
  const total = 282_500n;
  const deposit = 56_500n;
  const hold = codHold({ cashOnDelivery: true, depositPaisa: deposit, totalPaisa: total });

  it("asks the deposit now, then nothing until the cash at the door", () => {
    expect(hold).toEqual({ balanceHeldPaisa: total - deposit, balanceCalled: false });
    const before = deriveMoney({ totalPaisa: total, cancelled: false, rows: [], commission: hold });
    expect(before.dueNowPaisa).toBe(deposit);
    expect(before.duePaisa).toBe(total);
    const after = deriveMoney({ totalPaisa: total, cancelled: false, rows: [pay(deposit)], commission: hold });
    expect(after).toMatchObject({ dueNowPaisa: 0n, duePaisa: total - deposit, status: "partly_paid" });
    const cash = deriveMoney({ totalPaisa: total, cancelled: false, rows: [pay(deposit), pay(total - deposit, "cash")], commission: hold });
    expect(cash).toMatchObject({ duePaisa: 0n, status: "paid" });
  });

  it("holds nothing back without a deposit or for an order paid in advance", () => {
    expect(codHold({ cashOnDelivery: true, depositPaisa: 0n, totalPaisa: total })).toBeNull();
    expect(codHold({ cashOnDelivery: false, depositPaisa: deposit, totalPaisa: total })).toBeNull();
  });

  it("counts a kept deposit as what the cancelled order owes: no refund due", () => {
    const kept = deriveMoney({ totalPaisa: total, cancelled: true, rows: [pay(deposit)], retainedPaisa: deposit });
    expect(kept).toMatchObject({ refundDuePaisa: 0n, duePaisa: 0n, keptPaisa: deposit });
    const notKept = deriveMoney({ totalPaisa: total, cancelled: true, rows: [pay(deposit)] });
    expect(notKept).toMatchObject({ refundDuePaisa: deposit, status: "overpaid" });
  });
});

function flow(input: { paid?: bigint; confirmed?: boolean; depositPaisa?: bigint }): FlowState {
  const total = 100_000n;
  const deposit = input.depositPaisa ?? 0n;
  const money = deriveMoney({
    totalPaisa: total,
    cancelled: false,
    rows: input.paid ? [pay(input.paid)] : [],
    commission: codHold({ cashOnDelivery: true, depositPaisa: deposit, totalPaisa: total }),
  });
  return {
    status: "pending",
    fulfilment: "unfulfilled",
    money,
    onlinePending: false,
    manualPayments: input.paid ? 1 : 0,
    soldOriginals: 0,
    cod: { confirmed: input.confirmed ?? false, refused: false, returned: false, depositPaisa: deposit },
  };
}

describe("the phone call waits for the deposit", () => {
  it("reads 'deposit due' and refuses the call until it is paid", () => {
    const due = flow({ depositPaisa: 20_000n });
    expect(codStage(due)).toBe("deposit_due");
    expect(codActionRefusal(due, "cod_confirm")).toBe(COD_FLOW_MESSAGES.depositFirst);
    expect(codActionRefusal(due, "cod_collect")).toBe(COD_FLOW_MESSAGES.confirmFirst);
    const paid = flow({ depositPaisa: 20_000n, paid: 20_000n });
    expect(codStage(paid)).toBe("awaiting_call");
    expect(codActionRefusal(paid, "cod_confirm")).toBeNull();
  });

  it("calls at once without a deposit, as before", () => {
    expect(codStage(flow({}))).toBe("awaiting_call");
  });
});

describe("an order's expiry", () => {
  it("has its own kind and reason for pay on delivery", () => {
    expect(expiryKind(null)).toBe("unpaid");
    expect(expiryKind({ cashOnDelivery: false, codDepositPaisa: 0n })).toBe("unpaid");
    expect(expiryKind({ cashOnDelivery: true, codDepositPaisa: 0n })).toBe("cod_unconfirmed");
    expect(expiryKind({ cashOnDelivery: true, codDepositPaisa: 50_000n })).toBe("cod_deposit");
    expect(expiryKindOfReason(EXPIRY_REASONS.cod_unconfirmed)).toBe("cod_unconfirmed");
    expect(expiryKindOfReason("refunded")).toBeNull();
  });
});

describe("the plan's words with a deposit", () => {
  it("say what is paid now, how, and what in cash when", () => {
    const words = paymentPlanWords({ method: "cod", totalText: "NPR 2,825", phone: "9801234567", deposit: { depositText: "NPR 565", cashText: "NPR 2,260" } });
    expect(words.heading).toBe("Deposit now, the rest on delivery");
    expect(words.detail).toBe(
      "Pay a deposit of NPR 565 now, online or by QR code; once it is paid, we will call you on 9801234567 to confirm. Pay the rest, NPR 2,260, in cash when the parcel arrives.",
    );
  });
});

describe("the orders list's Awaiting call view", () => {
  it("is a stage of the status parameter, kept in the list's links", () => {
    const query = parseAdminOrderQuery({ status: "awaiting_call" });
    expect(query).toMatchObject({ status: null, stage: "awaiting_call" });
    expect(orderQueryParams(query).toString()).toBe("status=awaiting_call");
  });
});
