/** Pure rules of the back-office forms: numbers, prices in rupees, pricing fields, features, order, settings. */
import { describe, expect, it } from "vitest";
import { parseAmountPaisa, parsePricePaisa, parseSellingPrice, parseTaxRateBps, parseYear, parseDisplayOrder, PRICE_MESSAGES } from "@/lib/domain/admin/numbers";
import { parseCommissionPricing, parsePricingInput, pricingToInput, splitFeatures, commissionPricingToInput, PRICING_MESSAGES, TIER_MESSAGES } from "@/lib/domain/admin/service-fields";
import { moveId, nextDisplayOrder, reorderedPositions } from "@/lib/domain/admin/display-order";
import { parseSettingsForm, paymentCheckText } from "@/lib/domain/admin/settings-form";
import { parseArtworkForm, splitTags, toggledArtworkStatus, ARTWORK_MESSAGES } from "@/lib/domain/admin/artwork-form";
import { parseServiceForm, SERVICE_MESSAGES, capitalise } from "@/lib/domain/admin/service-form";
import { parseAboutItem, imageModeOf } from "@/lib/domain/admin/about-form";
import { slugify } from "@/lib/domain/slug";

describe("form numbers", () => {
  it("price: blank is 'Price on request'; text that is not an amount, 0 and negatives are refused", () => {
    expect(parsePricePaisa("")).toBeNull();
    expect(parsePricePaisa("  ")).toBeNull();
    expect(parsePricePaisa("1500")).toBe(150_000);
    expect(parsePricePaisa("1,234.56")).toBe(123_456);
    expect(parseSellingPrice("abc")).toEqual({ ok: false, message: PRICE_MESSAGES.notAnAmount });
    expect(parseSellingPrice("Rs 3000")).toEqual({ ok: false, message: PRICE_MESSAGES.notAnAmount });
    expect(parseSellingPrice("0")).toEqual({ ok: false, message: PRICE_MESSAGES.aboveZero });
    expect(parseSellingPrice("-5")).toEqual({ ok: false, message: PRICE_MESSAGES.aboveZero });
    expect(parseSellingPrice("0.001")).toEqual({ ok: false, message: PRICE_MESSAGES.aboveZero });
    expect(parseSellingPrice("9".repeat(50))).toEqual({ ok: false, message: PRICE_MESSAGES.notAnAmount });
    expect(parseSellingPrice("99999999999")).toEqual({ ok: false, message: PRICE_MESSAGES.tooLarge });
  });
  it("year falls back to the current year", () => {
    const now = new Date("2026-11-23T00:00:00Z");
    expect(parseYear("2019", now)).toBe(2019);
    expect(parseYear("", now)).toBe(2026);
    expect(parseYear("soon", now)).toBe(2026);
    expect(parseYear("20.5", now)).toBe(2026);
    expect(parseYear("3000", now)).toBe(2026);
  });
  it("shipping charge and tax rate fall back to 0; tax rate is 0-100 with two decimals", () => {
    expect(parseAmountPaisa("x")).toBe(0);
    expect(parseAmountPaisa("12.34")).toBe(1234);
    expect(parseTaxRateBps("13")).toBe(1300);
    expect(parseTaxRateBps("8.25")).toBe(825);
    expect(parseTaxRateBps("150")).toBe(10_000);
    expect(parseTaxRateBps("-1")).toBe(0);
    expect(parseTaxRateBps("vat")).toBe(0);
  });
  it("display order is an integer, falling back to 0", () => {
    expect(parseDisplayOrder("3")).toBe(3);
    expect(parseDisplayOrder("3.7")).toBe(3);
    expect(parseDisplayOrder("x")).toBe(0);
  });
});

describe("service pricing fields and features", () => {
  it("amounts are typed in rupees and stored in paisa; all empty is 'Price on request'", () => {
    expect(parsePricingInput({ startingAt: "6000", note: " per person " })).toEqual({ ok: true, pricing: { starting_at: 600_000, note: "per person" } });
    expect(parsePricingInput({ rangeMin: "5,000", rangeMax: "15000", hourly: "1500.5", standard: "2500" })).toEqual({
      ok: true,
      pricing: { standard: 250_000, range: { min: 500_000, max: 1_500_000 }, hourly: 150_050 },
    });
    expect(parsePricingInput({})).toEqual({ ok: true, pricing: {} });
    expect(parsePricingInput(undefined)).toEqual({ ok: true, pricing: {} });
  });
  it("each amount is checked: text, 0, half a range and a reversed range are refused", () => {
    expect(parsePricingInput({ startingAt: "Rs 6000", hourly: "0" })).toEqual({
      ok: false,
      fieldErrors: { "pricing.startingAt": PRICE_MESSAGES.notAnAmount, "pricing.hourly": PRICE_MESSAGES.aboveZeroOrEmpty },
    });
    expect(parsePricingInput({ rangeMin: "5000" })).toEqual({ ok: false, fieldErrors: { "pricing.rangeMax": PRICING_MESSAGES.rangeBoth } });
    expect(parsePricingInput({ rangeMin: "9000", rangeMax: "5000" })).toEqual({ ok: false, fieldErrors: { "pricing.rangeMax": PRICING_MESSAGES.rangeOrder } });
  });
  it("stored pricing reads back as the rupees typed", () => {
    const typed = { startingAt: "6000", standard: "", rangeMin: "5000", rangeMax: "15000", hourly: "", note: "per person" };
    const parsed = parsePricingInput(typed);
    expect(parsed.ok && pricingToInput(parsed.pricing)).toEqual(typed);
    expect(pricingToInput({ starting_at: 600_000 }).startingAt).toBe("6000");
  });
  it("features: split by line, trimmed, empty lines dropped", () => {
    expect(splitFeatures("  One \n\n Two\r\n   \nThree  ")).toEqual(["One", "Two", "Three"]);
    expect(splitFeatures("")).toEqual([]);
  });
  it("commission tiers: prices in rupees; 'abc', 'Rs 3000', 0 or no price is refused; empty rows dropped", () => {
    const stored = parseCommissionPricing([
      { category: " Portrait ", tiers: [{ size: "A4", dimensions: "8x12", price: "5000" }, { size: "", dimensions: "", price: "" }] },
      { category: "", tiers: [] },
    ]);
    expect(stored).toEqual({ ok: true, pricing: [{ category: "Portrait", tiers: [{ size: "A4", dimensions: "8x12", pricePaisa: 500_000 }] }] });
    expect(stored.ok && commissionPricingToInput(stored.pricing)[0].tiers[0].price).toBe("5000");
    for (const price of ["abc", "Rs 3000", "0", ""]) {
      expect(parseCommissionPricing([{ category: "Portrait", tiers: [{ size: "A3", dimensions: "", price }] }])).toEqual({ ok: false, message: TIER_MESSAGES.price("Portrait", "A3") });
    }
    expect(parseCommissionPricing([{ category: "Portrait", tiers: [{ size: "", dimensions: "", price: "100" }] }])).toEqual({ ok: false, message: TIER_MESSAGES.size("Portrait") });
    expect(parseCommissionPricing("nope")).toEqual({ ok: true, pricing: [] });
  });
});

describe("display order", () => {
  it("a new item goes after the highest, or is 1 in an empty section", () => {
    expect(nextDisplayOrder([])).toBe(1);
    expect(nextDisplayOrder([3, 7, 2])).toBe(8);
  });
  it("reorder rewrites from 1", () => {
    expect(reorderedPositions(["c", "a", "b"])).toEqual([
      { id: "c", displayOrder: 1 },
      { id: "a", displayOrder: 2 },
      { id: "b", displayOrder: 3 },
    ]);
    expect(moveId(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveId(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
  });
});

describe("slug rule", () => {
  it("lowercases the title and turns whitespace runs into hyphens", () => {
    expect(slugify("Evening   Over  Patan")).toBe("evening-over-patan");
    expect(slugify("Portrait Commission")).toBe("portrait-commission");
  });
});

describe("settings form", () => {
  const base = { siteName: "Studio", siteDescription: "d", contactEmail: "a@b.np", supportEmail: "s@b.np" };
  it("tax rate is a float falling back to 0; other numbers fall back too", () => {
    const r = parseSettingsForm({ ...base, taxRate: "abc", shippingFee: "x", paymentCheckHours: "soon", maxReservedOriginals: "" });
    expect(r.ok && r.values).toMatchObject({ taxRateBps: 0, shippingFeePaisa: 0, paymentCheckHours: 24, maxReservedOriginals: 3, currency: "NPR" });
    const s = parseSettingsForm({ ...base, taxRate: "13.5", shippingFee: "150", enableOrders: "on", maintenanceMode: true });
    expect(s.ok && s.values).toMatchObject({ taxRateBps: 1350, shippingFeePaisa: 15_000, enableOrders: true, enableNotifications: false, maintenanceMode: true });
  });
  it("reports a missing site name and bad emails per field", () => {
    const r = parseSettingsForm({ ...base, siteName: "  ", contactEmail: "nope" });
    expect(r).toEqual({ ok: false, fieldErrors: { siteName: "Site name is required", contactEmail: "Please enter a valid email address" } });
  });
  it("one payment-check wording", () => {
    expect(paymentCheckText(24)).toBe("within 24 hours");
    expect(paymentCheckText(1)).toBe("within 1 hour");
  });
});

describe("artwork form", () => {
  it("needs a title and a category", () => {
    const r = parseArtworkForm({ title: " ", categoryId: "" });
    expect(r).toEqual({ ok: false, fieldErrors: { title: ARTWORK_MESSAGES.titleRequired, categoryId: ARTWORK_MESSAGES.categoryRequired } });
  });
  it("keeps the shipping charge only for fixed shipping", () => {
    const free = parseArtworkForm({ title: "A", categoryId: "c", shippingType: "free", shippingCharge: "500" });
    const fixed = parseArtworkForm({ title: "A", categoryId: "c", shippingType: "fixed", shippingCharge: "500", price: "", tags: "oil, Oil, , sky" });
    expect(free.ok && free.fields.shippingChargePaisa).toBe(0);
    expect(fixed.ok && fixed.fields).toMatchObject({ shippingChargePaisa: 50_000, pricePaisa: null, tags: ["oil", "sky"] });
  });
  it("refuses a price that is not an amount above NPR 0 (empty is 'Price on request')", () => {
    expect(parseArtworkForm({ title: "A", categoryId: "c", price: "abc" })).toEqual({ ok: false, fieldErrors: { price: PRICE_MESSAGES.notAnAmount } });
    expect(parseArtworkForm({ title: "A", categoryId: "c", price: "0" })).toEqual({ ok: false, fieldErrors: { price: PRICE_MESSAGES.aboveZero } });
  });
  it("toggles between available and sold only; 'Not for sale' and 'Custom only' stay", () => {
    expect(toggledArtworkStatus("available")).toBe("sold");
    expect(toggledArtworkStatus("sold")).toBe("available");
    expect(toggledArtworkStatus("not_for_sale")).toBeNull();
    expect(toggledArtworkStatus("custom_only")).toBeNull();
    expect(splitTags(["a", " b "])).toEqual(["a", "b"]);
  });
});

describe("service form", () => {
  it("defaults: commission, TBD, available, not featured; pricing editor only for commissions", () => {
    const r = parseServiceForm({ title: "Portraits", commissionPricing: [{ category: "Pencil", tiers: [{ size: "A4", dimensions: "8x12", price: "3000" }] }] });
    expect(r.ok && r.fields).toMatchObject({ category: "commission", duration: "TBD", available: true, featured: false });
    expect(r.ok && r.fields.commissionPricing).toHaveLength(1);
    const w = parseServiceForm({ title: "Class", category: "workshop", commissionPricing: [{ category: "Pencil", tiers: [] }] });
    expect(w.ok && w.fields.commissionPricing).toEqual([]);
    expect(parseServiceForm({ title: "" })).toEqual({ ok: false, fieldErrors: { title: SERVICE_MESSAGES.titleRequired } });
    expect(parseServiceForm({ title: "Portraits", commissionPricing: [{ category: "Pencil", tiers: [{ size: "A4", dimensions: "", price: "abc" }] }] })).toEqual({
      ok: false,
      fieldErrors: { commissionPricing: TIER_MESSAGES.price("Pencil", "A4") },
    });
    expect(parseServiceForm({ title: "Class", category: "workshop", pricing: { startingAt: "Rs 6000" } })).toEqual({ ok: false, fieldErrors: { "pricing.startingAt": PRICE_MESSAGES.notAnAmount } });
    expect(capitalise("commission")).toBe("Commission");
  });
});

describe("about item", () => {
  it("needs a key; display order optional", () => {
    const r = parseAboutItem({ sectionType: "achievements", contentKey: "award-1", contentValue: { year: "2024", title: "Prize", venue: "Kathmandu", text: "" } });
    expect(r).toEqual({ ok: true, fields: { sectionType: "achievements", contentKey: "award-1", contentValue: { year: "2024", title: "Prize", venue: "Kathmandu" }, displayOrder: null } });
    expect(parseAboutItem({ sectionType: "hero", contentKey: "" }).ok).toBe(false);
    expect(parseAboutItem({ sectionType: "quick_facts", contentKey: "k", contentValue: { icon: "Rocket" } }).ok).toBe(false);
    expect(imageModeOf("hero", "profile_images")).toBe("multiple");
    expect(imageModeOf("hero", "background_image")).toBe("single");
    expect(imageModeOf("my_story", "background_image")).toBeNull();
  });
});

describe("image sizes", () => {
  it("reads the stored sizes per image and gives frames the image's own shape, within limits", async () => {
    const { imageSizesOf, frameAspectRatio } = await import("@/lib/domain/image-sizes");
    expect(imageSizesOf([{ width: 1200, height: 900 }, { width: 0, height: 5 }], 3)).toEqual([{ width: 1200, height: 900 }, null, null]);
    expect(imageSizesOf("nope", 1)).toEqual([null]);
    expect(frameAspectRatio({ width: 900, height: 1200 })).toBe("900 / 1200");
    expect(frameAspectRatio({ width: 5000, height: 1000 })).toBe("2");
    expect(frameAspectRatio({ width: 100, height: 1000 })).toBe("0.6");
    expect(frameAspectRatio(null)).toBeNull();
  });
});
