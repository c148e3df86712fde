import { describe, expect, it } from "vitest";
import { LOCALES, isLocale } from "@/lib/i18n/locales";
import { localized } from "@/lib/i18n/localized";
import { formatOrderDate, formatPrice, toBikramSambat, toDevanagariDigits } from "@/lib/i18n/format";
import { formatNpr } from "@/lib/money";

const NBSP = "\u00A0";

describe("locales", () => {
  it("knows English and Nepali only", () => {
    expect(LOCALES).toEqual(["en", "ne"]);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("ne")).toBe(true);
    for (const v of ["fr", "NE", "ne-NP", "", null, undefined, 1, ["ne"], { ne: 1 }]) expect(isLocale(v)).toBe(false);
  });
});

describe("localized", () => {
  it("keeps English on English pages even when Nepali exists", () => {
    expect(localized("Thangka", "थाङ्का", "en")).toBe("Thangka");
  });
  it("shows Nepali on Nepali pages when written", () => {
    expect(localized("Thangka", "थाङ्का", "ne")).toBe("थाङ्का");
    expect(localized(["a"], ["क"], "ne")).toEqual(["क"]);
  });
  it("falls back to English when the Nepali is missing, empty or whitespace", () => {
    for (const ne of [null, undefined, "", "   ", "\n\t"]) expect(localized("Thangka", ne, "ne")).toBe("Thangka");
    expect(localized(["a"], [], "ne")).toEqual(["a"]);
  });
});

describe("toDevanagariDigits", () => {
  it("maps every ASCII digit and keeps the rest", () => {
    expect(toDevanagariDigits("0123456789")).toBe("०१२३४५६७८९");
    expect(toDevanagariDigits("1,23,456.50 NPR")).toBe("१,२३,४५६.५० NPR");
  });
});

describe("formatPrice", () => {
  it("English is exactly today's formatNpr", () => {
    for (const p of [0, 100, 8_500_000, 12_345_650, 150_000, 123_450, -500, 1_234_567_890]) {
      expect(formatPrice(p, "en")).toBe(formatNpr(p));
    }
    expect(formatPrice(8_500_000n, "en")).toBe(`NPR${NBSP}85,000`);
  });
  it("Nepali: रू, Devanagari digits, South Asian grouping, paisa only when present", () => {
    expect(formatPrice(8_500_000, "ne")).toBe(`रू${NBSP}८५,०००`);
    expect(formatPrice(12_345_650, "ne")).toBe(`रू${NBSP}१,२३,४५६.५०`);
    expect(formatPrice(1_234_567_800n, "ne")).toBe(`रू${NBSP}१,२३,४५,६७८`);
    expect(formatPrice(0, "ne")).toBe(`रू${NBSP}०`);
    expect(formatPrice(-50_000, "ne")).toBe(`-रू${NBSP}५००`);
  });
  it("Nepali with Latin digits keeps the grouping", () => {
    expect(formatPrice(12_345_650, "ne", { digits: "latin" })).toBe(`रू${NBSP}1,23,456.50`);
    expect(formatPrice(8_500_000, "ne", { digits: "latin" })).toBe(`रू${NBSP}85,000`);
  });
  it("refuses what is not an amount", () => {
    expect(() => formatPrice(Number.NaN, "ne")).toThrow(RangeError);
    expect(() => formatPrice(2n ** 60n, "ne")).toThrow(RangeError);
  });
});

describe("Bikram Sambat dates", () => {
  it("converts known dates", () => {
    expect(toBikramSambat(new Date("2026-11-27T06:00:00Z"))).toEqual({ year: 2083, month: 8, day: 11 });
    // Nepali new year 2081.
    expect(toBikramSambat(new Date("2024-04-13T06:00:00Z"))).toEqual({ year: 2081, month: 1, day: 1 });
    // Nepali new year 2082 and the last day of 2081 (Chaitra has 31 days that year).
    expect(toBikramSambat(new Date("2025-04-14T06:00:00Z"))).toEqual({ year: 2082, month: 1, day: 1 });
    expect(toBikramSambat(new Date("2025-04-13T06:00:00Z"))).toEqual({ year: 2081, month: 12, day: 31 });
  });
  it("Kathmandu (UTC+5:45) decides the day, not the server", () => {
    // 2024-04-12 18:14:59 UTC is 23:59:59 in Kathmandu: still Chaitra 30, 2080.
    expect(toBikramSambat(new Date("2024-04-12T18:14:59Z"))).toEqual({ year: 2080, month: 12, day: 30 });
    // One second later it is midnight in Kathmandu: Baisakh 1, 2081.
    expect(toBikramSambat(new Date("2024-04-12T18:15:00Z"))).toEqual({ year: 2081, month: 1, day: 1 });
  });
  it("is null outside the converter's data", () => {
    expect(toBikramSambat(new Date("1900-01-01T00:00:00Z"))).toBeNull();
    expect(toBikramSambat(new Date("2100-01-01T00:00:00Z"))).toBeNull();
    expect(toBikramSambat(new Date(Number.NaN))).toBeNull();
  });
});

describe("formatOrderDate", () => {
  const d = new Date("2026-11-27T08:45:00Z"); // 14:30 in Kathmandu

  it("English is today's order-page output", () => {
    expect(formatOrderDate(d, "en")).toBe("Nov 27, 2026");
    expect(formatOrderDate(d, "en", { time: true })).toBe(
      new Intl.DateTimeFormat("en-NP", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kathmandu" }).format(d),
    );
    expect(formatOrderDate(d, "en", { bs: true })).toBe("Nov 27, 2026 (11 Mangsir 2083 BS)");
  });
  it("Nepali: BS date first, AD beside it", () => {
    expect(formatOrderDate(d, "ne")).toBe("२०८३ मंसिर ११ (27 Nov 2026)");
    expect(formatOrderDate(d, "ne", { time: true })).toBe("२०८३ मंसिर ११, १४:३० (27 Nov 2026)");
    expect(formatOrderDate(d, "ne", { digits: "latin" })).toBe("2083 मंसिर 11 (27 Nov 2026)");
  });
  it("Nepali at the Kathmandu midnight of the new year", () => {
    expect(formatOrderDate(new Date("2024-04-12T18:15:00Z"), "ne")).toBe("२०८१ बैशाख १ (13 Apr 2024)");
    expect(formatOrderDate(new Date("2024-04-12T18:14:00Z"), "ne")).toBe("२०८० चैत ३० (12 Apr 2024)");
  });
  it("out of range: the AD date alone", () => {
    expect(formatOrderDate(new Date("2100-01-01T00:00:00Z"), "ne")).toBe("१ Jan २१००");
  });
});
