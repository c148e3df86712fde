import { describe, expect, it } from "vitest";
import { SIGN_IN_DELAY_POLICY, delayAfter, remainingWait } from "@/lib/domain/sign-in-delay";

const FREE = SIGN_IN_DELAY_POLICY.accountAddressFree;
const now = new Date("2026-11-28T15:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms);

describe("sign-in delays", () => {
  it("waits nothing while free failures are left, even when the latest failure is stamped after now", () => {
    // Attempts made at once are stamped before they queue for the count: one stamped later may
    // be counted first. That must not refuse an attempt that still has free failures.
    expect(remainingWait({ failures: FREE - 1, latest: at(7) }, FREE, now)).toBe(0);
    expect(remainingWait({ failures: 0, latest: null }, FREE, now)).toBe(0);
  });

  it("waits the first delay after the free failures, counted from the latest one", () => {
    expect(remainingWait({ failures: FREE, latest: at(-10_000) }, FREE, now)).toBe(SIGN_IN_DELAY_POLICY.firstDelayMs - 10_000);
    expect(remainingWait({ failures: FREE, latest: at(-SIGN_IN_DELAY_POLICY.firstDelayMs - 1) }, FREE, now)).toBe(0);
  });

  it("doubles the delay with each further failure, up to the cap", () => {
    expect(delayAfter(FREE + 1, FREE)).toBe(2 * SIGN_IN_DELAY_POLICY.firstDelayMs);
    expect(delayAfter(FREE + 40, FREE)).toBe(SIGN_IN_DELAY_POLICY.maxDelayMs);
  });
});
