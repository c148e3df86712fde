import { describe, it, expect } from "vitest";
import { formatNpr, fromPaisa, toPaisa } from "@/lib/money";

// ICU prints "NPR", a no-break space (U+00A0), then the amount with Western grouping.
const NBSP = "\u00a0";

describe("formatNpr", () => {
  it("shows whole rupees without decimals", () => {
    expect(formatNpr(0)).toBe(`NPR${NBSP}0`);
    expect(formatNpr(100)).toBe(`NPR${NBSP}1`);
    expect(formatNpr(150_000)).toBe(`NPR${NBSP}1,500`);
    expect(formatNpr(10_000_000)).toBe(`NPR${NBSP}100,000`);
    expect(formatNpr(123_456_700)).toBe(`NPR${NBSP}1,234,567`);
  });

  it("shows two decimals when there are paisa", () => {
    expect(formatNpr(50)).toBe(`NPR${NBSP}0.50`);
    expect(formatNpr(1)).toBe(`NPR${NBSP}0.01`);
    expect(formatNpr(123_450)).toBe(`NPR${NBSP}1,234.50`);
    expect(formatNpr(1_234_567)).toBe(`NPR${NBSP}12,345.67`);
  });

  it("formats negative amounts with a leading minus and never prints -0", () => {
    expect(formatNpr(-25_000)).toBe(`-NPR${NBSP}250`);
    expect(formatNpr(-150)).toBe(`-NPR${NBSP}1.50`);
    expect(formatNpr(-0)).toBe(`NPR${NBSP}0`);
    expect(formatNpr(-0.4)).toBe(`NPR${NBSP}0`);
  });

  it("rounds fractional paisa before choosing the number of decimals", () => {
    expect(formatNpr(99.6)).toBe(`NPR${NBSP}1`);
    expect(formatNpr(150.4)).toBe(`NPR${NBSP}1.50`);
  });

  it("matches Intl.NumberFormat('en-NP', NPR) for amounts with paisa", () => {
    const reference = new Intl.NumberFormat("en-NP", { style: "currency", currency: "NPR" });
    expect(formatNpr(987_654)).toBe(reference.format(9876.54));
  });

  it("rejects values that are not finite numbers", () => {
    expect(() => formatNpr(Number.NaN)).toThrow(RangeError);
    expect(() => formatNpr(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("toPaisa", () => {
  it("converts rupees to integer paisa", () => {
    expect(toPaisa(0)).toBe(0);
    expect(toPaisa(1)).toBe(100);
    expect(toPaisa(1500)).toBe(150_000);
    expect(toPaisa(12.5)).toBe(1250);
    expect(toPaisa(-3.25)).toBe(-325);
  });

  it("is not fooled by binary floating point", () => {
    expect(toPaisa(19.99)).toBe(1999);
    expect(toPaisa(0.29)).toBe(29);
    expect(toPaisa(1.005)).toBe(101);
    expect(toPaisa(4.35)).toBe(435);
  });

  it("rounds sub-paisa amounts to the nearest paisa", () => {
    expect(toPaisa(1.234)).toBe(123);
    expect(toPaisa(1.236)).toBe(124);
    expect(Number.isInteger(toPaisa(0.333333))).toBe(true);
    expect(Object.is(toPaisa(-0.001), 0)).toBe(true);
  });

  it("rejects values that are not finite numbers", () => {
    expect(() => toPaisa(Number.NaN)).toThrow(RangeError);
  });
});

describe("fromPaisa", () => {
  it("converts paisa to rupees", () => {
    expect(fromPaisa(0)).toBe(0);
    expect(fromPaisa(150_000)).toBe(1500);
    expect(fromPaisa(1999)).toBe(19.99);
    expect(fromPaisa(-325)).toBe(-3.25);
  });

  it("round-trips with toPaisa", () => {
    for (const paisa of [0, 1, 29, 1999, 123_456, 10_000_001]) {
      expect(toPaisa(fromPaisa(paisa))).toBe(paisa);
    }
  });

  it("rejects values that are not finite numbers", () => {
    expect(() => fromPaisa(Number.NaN)).toThrow(RangeError);
  });
});
