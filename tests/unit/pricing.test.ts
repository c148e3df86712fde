import { describe, expect, it } from "vitest";
import {
  COMMISSION_FRAME_PRICE_PAISA,
  cartTotals,
  commissionUnitPrice,
  isOriginal,
  lineShippingPaisa,
  lineTaxPaisa,
  lineTotals,
  orderTotals,
  percentToBps,
  readCommissionPricing,
  type PricingLine,
} from "@/lib/domain/pricing";

const NPR = 100;

const line = (over: Partial<PricingLine> = {}): PricingLine => ({
  unitPricePaisa: 1_000 * NPR,
  quantity: 1,
  shippingType: "free",
  shippingChargePaisa: 0,
  taxRateBps: 0,
  taxIncluded: false,
  ...over,
});

describe("shipping (spec 9: free = 0; fixed = shipping_charge x quantity)", () => {
  it("is 0 for free shipping, whatever the charge", () => {
    expect(lineShippingPaisa(line({ shippingType: "free", shippingChargePaisa: 500 * NPR, quantity: 3 }))).toBe(0);
  });

  it("is the charge times the quantity for fixed shipping", () => {
    expect(lineShippingPaisa(line({ shippingType: "fixed", shippingChargePaisa: 500 * NPR, quantity: 1 }))).toBe(500 * NPR);
    expect(lineShippingPaisa(line({ shippingType: "fixed", shippingChargePaisa: 500 * NPR, quantity: 3 }))).toBe(1_500 * NPR);
  });
});

describe("tax (spec 9: rate % of price x quantity; skipped when tax-included)", () => {
  it("is the rate of price x quantity", () => {
    expect(lineTaxPaisa(line({ unitPricePaisa: 85_000 * NPR, quantity: 1, taxRateBps: 1300 }))).toBe(11_050 * NPR);
    expect(lineTaxPaisa(line({ unitPricePaisa: 1_500 * NPR, quantity: 2, taxRateBps: 1300 }))).toBe(390 * NPR);
  });

  it("rounds to the whole rupee, half a rupee up", () => {
    // 13% of NPR 85,045 = NPR 11,055.85 -> NPR 11,056
    expect(lineTaxPaisa(line({ unitPricePaisa: 8_504_500, taxRateBps: 1300 }))).toBe(11_056 * NPR);
    // 13% of NPR 85,041 = NPR 11,055.33 -> NPR 11,055
    expect(lineTaxPaisa(line({ unitPricePaisa: 8_504_100, taxRateBps: 1300 }))).toBe(11_055 * NPR);
    // 10% of NPR 5 = NPR 0.50 -> NPR 1 (half up); 8% of NPR 6 = NPR 0.48 -> 0
    expect(lineTaxPaisa(line({ unitPricePaisa: 5 * NPR, taxRateBps: 1000 }))).toBe(1 * NPR);
    expect(lineTaxPaisa(line({ unitPricePaisa: 6 * NPR, taxRateBps: 800 }))).toBe(0);
    // rate on price x quantity, rounded once: 13% of 3 x NPR 1,001 = NPR 390.39 -> NPR 390
    expect(lineTaxPaisa(line({ unitPricePaisa: 1_001 * NPR, quantity: 3, taxRateBps: 1300 }))).toBe(390 * NPR);
  });

  it("always gives whole rupees", () => {
    for (const unit of [1, 33, 99, 12_345, 8_504_567]) {
      for (const bps of [1, 800, 1300, 1333]) {
        expect(lineTaxPaisa(line({ unitPricePaisa: unit, quantity: 2, taxRateBps: bps })) % 100).toBe(0);
      }
    }
  });

  it("is skipped when the price includes tax, and 0 without a rate", () => {
    expect(lineTaxPaisa(line({ unitPricePaisa: 65_000 * NPR, taxRateBps: 1300, taxIncluded: true }))).toBe(0);
    expect(lineTaxPaisa(line({ unitPricePaisa: 65_000 * NPR, taxRateBps: 0 }))).toBe(0);
  });

  it("reads the cart's percent as basis points", () => {
    expect(percentToBps(13)).toBe(1300);
    expect(percentToBps(12.5)).toBe(1250);
    expect(percentToBps(0)).toBe(0);
    expect(percentToBps(Number.NaN)).toBe(0);
  });
});

describe("totals (spec 9: total = subtotal + shipping + tax)", () => {
  it("adds up one line", () => {
    expect(lineTotals(line({ unitPricePaisa: 9_500 * NPR, quantity: 2, shippingType: "fixed", shippingChargePaisa: 500 * NPR, taxRateBps: 1300 }))).toEqual({
      subtotalPaisa: 19_000 * NPR,
      shippingPaisa: 1_000 * NPR,
      taxPaisa: 2_470 * NPR,
      totalPaisa: 22_470 * NPR,
    });
  });

  it("adds up an order line by line", () => {
    const totals = orderTotals([
      line({ unitPricePaisa: 85_000 * NPR, shippingType: "fixed", shippingChargePaisa: 1_500 * NPR, taxRateBps: 1300 }),
      line({ unitPricePaisa: 65_000 * NPR, taxRateBps: 1300, taxIncluded: true }),
      line({ unitPricePaisa: 3_000 * NPR, quantity: 2, shippingType: "fixed", shippingChargePaisa: 300 * NPR }),
    ]);
    expect(totals).toEqual({
      subtotalPaisa: 156_000 * NPR,
      shippingPaisa: 2_100 * NPR,
      taxPaisa: 11_050 * NPR,
      totalPaisa: 169_150 * NPR,
    });
    expect(orderTotals([])).toEqual({ subtotalPaisa: 0, shippingPaisa: 0, taxPaisa: 0, totalPaisa: 0 });
  });

  it("gives a cart's summary from its lines (prices in paisa, tax in percent)", () => {
    expect(
      cartTotals([
        { price: 1_000 * NPR, quantity: 3, shippingType: "fixed", shippingCharge: 100 * NPR, taxRate: 13, taxIncluded: false },
        { price: 2_000 * NPR, quantity: 1, shippingType: "free", shippingCharge: 999 * NPR, taxRate: 13, taxIncluded: true },
      ]),
    ).toEqual({ subtotalPaisa: 5_000 * NPR, shippingPaisa: 300 * NPR, taxPaisa: 390 * NPR, totalPaisa: 5_690 * NPR });
  });
});

describe("originals", () => {
  it("a missing, empty or 'original' size is the one-of-a-kind original; any other size is not", () => {
    expect(isOriginal(undefined)).toBe(true);
    expect(isOriginal(null)).toBe(true);
    expect(isOriginal("")).toBe(true);
    expect(isOriginal("original")).toBe(true);
    expect(isOriginal("small")).toBe(false);
    // An unknown size is never taken for the original (it is refused by the price lists).
    expect(isOriginal("huge")).toBe(false);
  });
});

describe("commission prices", () => {
  const pricing = readCommissionPricing([
    {
      category: "Single Person",
      tiers: [
        { size: "A5 (Small)", dimensions: '8" x 10"', pricePaisa: 1_500 * NPR },
        { size: "A4", dimensions: '10" x 14"', pricePaisa: 2_500 * NPR },
      ],
    },
    { category: "Couple", tiers: [{ size: "A4", dimensions: '10" x 14"', price_paisa: "450000" }] },
    { category: "Broken", tiers: [{ size: "A4" }] },
    "junk",
  ]);

  it("reads the stored tiers leniently", () => {
    expect(pricing.map((e) => e.category)).toEqual(["Single Person", "Couple"]);
    expect(pricing[1].tiers[0].pricePaisa).toBe(4_500 * NPR);
  });

  it("is the tier's price, plus NPR 500 with a frame", () => {
    expect(COMMISSION_FRAME_PRICE_PAISA).toBe(500 * NPR);
    expect(commissionUnitPrice(pricing, { category: "Single Person", size: "A4", withFrame: false })).toEqual({
      unitPricePaisa: 2_500 * NPR,
      basePricePaisa: 2_500 * NPR,
      framePricePaisa: 0,
      dimensions: '10" x 14"',
    });
    expect(commissionUnitPrice(pricing, { category: "Single Person", size: "A4", withFrame: true })).toMatchObject({
      unitPricePaisa: 3_000 * NPR,
      framePricePaisa: 500 * NPR,
    });
  });

  it("has no price for an unknown category or size", () => {
    expect(commissionUnitPrice(pricing, { category: "Couple", size: "A5 (Small)", withFrame: false })).toBeNull();
    expect(commissionUnitPrice(pricing, { category: "Group", size: "A4", withFrame: false })).toBeNull();
    expect(commissionUnitPrice([], { category: "Single Person", size: "A4", withFrame: false })).toBeNull();
  });
});
