import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, medianOf } from "@/scripts/lib/cpu-calibration";

describe("calibratedCpuSlowdown (bench:lighthouse --cpu-slowdown calibrated)", () => {
  it("is Lighthouse's 4x on its reference host and follows the calculator's points", () => {
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it("interpolates between points and grows past the last one", () => {
    // 1,100: 2 + 300/500 = 2.6 (a host about half as fast as the reference runs 4x as 2.6x would).
    expect(calibratedCpuSlowdown(1100)).toBe(2.6);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(2800)).toBeCloseTo(6 + 800 / 234, 1);
  });

  it("never speeds the CPU up, and refuses what is not an index", () => {
    expect(calibratedCpuSlowdown(100)).toBe(1);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow();
    expect(() => calibratedCpuSlowdown(0)).toThrow();
  });
});

describe("medianOf", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(medianOf([1410, 925, 1075])).toBe(1075);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    expect(() => medianOf([])).toThrow();
  });
});
