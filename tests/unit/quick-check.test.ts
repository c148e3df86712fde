import { describe, expect, it } from "vitest";
import {
  needsQuickCheck,
  originalHoldDecision,
  QUIET_MESSAGES_PER_HOUR,
  QUIET_ORDERS_PER_HOUR,
  TROUBLED_ORDERS_PER_DAY,
} from "@/lib/domain/quick-check";
import { EnvError, parseEnv } from "@/lib/env";

const quiet = { ordersLastHour: 0, messagesLastHour: 0, troubledOrdersLastDay: 0 };

describe("holding originals from one address", () => {
  const none = { originalsHeld: 0, troubledOrdersLastDay: 0 };
  it("the first order holding originals is not asked, up to one order's worth", () => {
    expect(originalHoldDecision(none, 1, 3)).toBe("allowed");
    expect(originalHoldDecision(none, 3, 3)).toBe("allowed");
    // Prints only: nothing held, nothing asked.
    expect(originalHoldDecision({ originalsHeld: 3, troubledOrdersLastDay: 5 }, 0, 3)).toBe("allowed");
  });

  it("another while the address holds some, or after a lapsed or rejected order, needs the check", () => {
    expect(originalHoldDecision({ ...none, originalsHeld: 1 }, 1, 3)).toBe("quick_check");
    expect(originalHoldDecision({ ...none, troubledOrdersLastDay: 1 }, 1, 3)).toBe("quick_check");
  });

  it("never more than one order's worth held from one address at once, check or not", () => {
    expect(originalHoldDecision({ ...none, originalsHeld: 3 }, 1, 3)).toBe("too_many");
    expect(originalHoldDecision({ ...none, originalsHeld: 1 }, 3, 3)).toBe("too_many");
    expect(originalHoldDecision(none, 2, 1)).toBe("too_many");
  });
});

describe("who gets the quick check", () => {
  it("an address at its quiet rate is never asked", () => {
    expect(needsQuickCheck(quiet)).toBe(false);
    expect(
      needsQuickCheck({ ordersLastHour: QUIET_ORDERS_PER_HOUR, messagesLastHour: QUIET_MESSAGES_PER_HOUR, troubledOrdersLastDay: TROUBLED_ORDERS_PER_DAY - 1 }),
    ).toBe(false);
  });

  it("past the quiet rate of orders or of messages, or with orders expiring unpaid or rejected, it is asked", () => {
    expect(needsQuickCheck({ ...quiet, ordersLastHour: QUIET_ORDERS_PER_HOUR + 1 })).toBe(true);
    expect(needsQuickCheck({ ...quiet, messagesLastHour: QUIET_MESSAGES_PER_HOUR + 1 })).toBe(true);
    expect(needsQuickCheck({ ...quiet, troubledOrdersLastDay: TROUBLED_ORDERS_PER_DAY })).toBe(true);
  });

  it("the quiet rates are the documented ones", () => {
    expect([QUIET_ORDERS_PER_HOUR, QUIET_MESSAGES_PER_HOUR, TROUBLED_ORDERS_PER_DAY]).toEqual([3, 5, 2]);
  });
});

describe("quick check settings", () => {
  const problems = (source: Record<string, string>) => {
    try {
      parseEnv(source);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as EnvError).message;
    }
    throw new Error("expected a refusal");
  };

  it("ALTCHA_HMAC_KEY is optional and at least 32 characters", () => {
    expect(parseEnv({}).ALTCHA_HMAC_KEY).toBeUndefined();
    expect(parseEnv({ ALTCHA_HMAC_KEY: "k".repeat(32) }).ALTCHA_HMAC_KEY).toBe("k".repeat(32));
    expect(problems({ ALTCHA_HMAC_KEY: "short" })).toContain("ALTCHA_HMAC_KEY must be at least 32 characters long");
  });

  it("ALTCHA_EXEMPT_ADDRESSES is a comma-separated list of IP addresses", () => {
    expect(parseEnv({}).ALTCHA_EXEMPT_ADDRESSES).toEqual([]);
    expect(parseEnv({ ALTCHA_EXEMPT_ADDRESSES: " 127.0.0.1, ::1 ,2001:DB8::1" }).ALTCHA_EXEMPT_ADDRESSES).toEqual(["127.0.0.1", "::1", "2001:db8::1"]);
    expect(problems({ ALTCHA_EXEMPT_ADDRESSES: "127.0.0.1,localhost" })).toContain('ALTCHA_EXEMPT_ADDRESSES "localhost" is not an IP address');
  });
});
