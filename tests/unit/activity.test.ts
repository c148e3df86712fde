import { describe, expect, it } from "vitest";
import { changedFields, fieldLabel, formatLoggedValue, MAX_LOGGED_STRING, parseActivityQuery, toLogJson } from "@/lib/domain/activity";

describe("the activity log's values", () => {
  it("keeps BigInt money as numbers, dates as ISO text, and cuts long strings", () => {
    expect(toLogJson({ pricePaisa: BigInt(85_000_00), at: new Date("2026-01-02T03:04:05.000Z"), skip: undefined })).toEqual({
      pricePaisa: 85_000_00,
      at: "2026-01-02T03:04:05.000Z",
    });
    const long = toLogJson("x".repeat(MAX_LOGGED_STRING + 10)) as string;
    expect(long).toHaveLength(MAX_LOGGED_STRING + 1);
    expect(long.endsWith("…")).toBe(true);
  });

  it("an update keeps only the fields that changed, before and after", () => {
    expect(changedFields({ title: "A", pricePaisa: BigInt(100), tags: ["x"] }, { title: "A", pricePaisa: BigInt(200), tags: ["x"] })).toEqual({
      before: { pricePaisa: 100 },
      after: { pricePaisa: 200 },
    });
    expect(changedFields({ tags: ["x", "y"] }, { tags: ["y", "x"] })).toEqual({ before: { tags: ["x", "y"] }, after: { tags: ["y", "x"] } });
    expect(changedFields({ title: "A" }, { title: "A" })).toBeNull();
    // A field on one side only counts as changed.
    expect(changedFields({}, { medium: "Ink" })).toEqual({ before: { medium: null }, after: { medium: "Ink" } });
  });

  it("reads prices in NPR, rates in percent, yes/no, lists and empty values", () => {
    expect(formatLoggedValue("pricePaisa", 85_000_00)).toMatch(/85,000/);
    expect(formatLoggedValue("taxRateBps", 1300)).toBe("13%");
    expect(formatLoggedValue("featured", true)).toBe("Yes");
    expect(formatLoggedValue("tags", ["ink", "paper"])).toBe("ink, paper");
    expect(formatLoggedValue("medium", null)).toBe("—");
    expect(formatLoggedValue("pricing", { starting_at: 500 })).toBe('{"starting_at":500}');
  });

  it("names fields in words", () => {
    expect(fieldLabel("pricePaisa")).toBe("Price");
    expect(fieldLabel("siteName")).toBe("Site name");
    expect(fieldLabel("paymentWindowMinutes")).toBe("Payment window minutes");
  });
});

describe("the Activity page's address", () => {
  it("takes a known kind and a numeric cursor; anything else is ignored", () => {
    expect(parseActivityQuery({ kind: "artwork", older: "120" })).toEqual({ kind: "artwork", olderThan: "120" });
    expect(parseActivityQuery({ kind: "orders", older: "-1" })).toEqual({ kind: null, olderThan: null });
    expect(parseActivityQuery({ kind: ["role", "artwork"], older: "9".repeat(40) })).toEqual({ kind: "role", olderThan: null });
    expect(parseActivityQuery({ older: "0" })).toEqual({ kind: null, olderThan: null });
  });
});
