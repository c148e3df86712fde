import { describe, expect, it } from "vitest";
import {
  awaitsPayment,
  formatTimeLeft,
  holdIsActive,
  isLapsed,
  isPaymentCheckOverdue,
  paymentDeadline,
  paymentTimeLeftMs,
} from "@/lib/domain/order-hold";

const placed = new Date("2026-11-25T10:00:00Z");
const due = paymentDeadline(placed, 30);
const unpaid = { status: "pending", paymentStatus: "pending", paymentDueAt: due, paymentSubmittedAt: null };
const at = (minutes: number) => new Date(placed.getTime() + minutes * 60_000);

describe("how long an order holds its originals", () => {
  it("an unpaid order holds for its payment window, then never blocks anyone", () => {
    expect(due.toISOString()).toBe("2026-11-25T10:30:00.000Z");
    expect(awaitsPayment(unpaid)).toBe(true);
    expect(holdIsActive(unpaid, at(29))).toBe(true);
    expect(isLapsed(unpaid, at(29))).toBe(false);
    expect(holdIsActive(unpaid, at(30))).toBe(false);
    expect(isLapsed(unpaid, at(31))).toBe(true);
    expect(paymentTimeLeftMs(unpaid, at(20))).toBe(10 * 60_000);
    expect(paymentTimeLeftMs(unpaid, at(40))).toBe(0);
  });

  it("with its screenshot, the hold lasts until a decision, never ended by a timer", () => {
    const paid = { ...unpaid, paymentSubmittedAt: at(10) };
    expect(holdIsActive(paid, at(60 * 24 * 7))).toBe(true);
    expect(isLapsed(paid, at(60))).toBe(false);
    expect(holdIsActive({ ...paid, paymentStatus: "failed" }, at(11))).toBe(false);
    expect(holdIsActive({ ...paid, status: "cancelled" }, at(11))).toBe(false);
  });

  it("orders from before the payment window (no deadline) hold as before", () => {
    expect(holdIsActive({ ...unpaid, paymentDueAt: null }, at(60 * 24))).toBe(true);
  });

  it("a screenshot waiting longer than the payment-check hours is overdue", () => {
    const paid = { ...unpaid, paymentSubmittedAt: at(0) };
    expect(isPaymentCheckOverdue(paid, 24, at(60 * 24 - 1))).toBe(false);
    expect(isPaymentCheckOverdue(paid, 24, at(60 * 24 + 1))).toBe(true);
    expect(isPaymentCheckOverdue(unpaid, 24, at(60 * 48))).toBe(false);
    expect(isPaymentCheckOverdue({ ...paid, paymentStatus: "paid" }, 24, at(60 * 48))).toBe(false);
  });

  it("time left reads as minutes, or hours and minutes", () => {
    expect(formatTimeLeft(29 * 60_000 + 1)).toBe("30 min");
    expect(formatTimeLeft(65 * 60_000)).toBe("1 h 05 min");
    expect(formatTimeLeft(-5)).toBe("0 min");
  });
});
