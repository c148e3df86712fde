import { describe, expect, it } from "vitest";
import {
  ALL_PRINT_SIZES,
  DEFAULT_FRAMES,
  DEFAULT_PRICE_LISTS,
  DEFAULT_PRINT_SIZES,
  artworkChoices,
  fallbackFrameLabel,
  fallbackSizeLabel,
  frameLabel,
  offeredPrintSizes,
  priceArtworkChoice,
  priceListKey,
  printPricePaisa,
  printSizeLabel,
  requestedFrame,
  requestedSize,
  type PriceLists,
} from "@/lib/domain/price-lists";
import { lineTaxPaisa } from "@/lib/domain/pricing";

const NPR = 100;
const lists = (): PriceLists => structuredClone(DEFAULT_PRICE_LISTS);
const size = (key: string) => DEFAULT_PRINT_SIZES.find((s) => s.key === key)!;

describe("the lists the shop starts with", () => {
  it("are the spec's print sizes and frames, at the prices sold until now", () => {
    expect(DEFAULT_PRINT_SIZES.map((s) => [s.key, printSizeLabel(s), s.shareBps, s.minimumPaisa])).toEqual([
      ["small", "Small print (8x10)", 1_000, 1_500 * NPR],
      ["medium", "Medium print (11x14)", 1_500, 2_500 * NPR],
      ["large", "Large print (16x20)", 2_000, 3_500 * NPR],
      ["poster", "Poster (24x36)", 3_000, 5_000 * NPR],
    ]);
    expect(DEFAULT_FRAMES.map((f) => [f.key, frameLabel(f), f.pricePaisa, f.onQuote])).toEqual([
      ["basic", "Basic frame", 25 * NPR, false],
      ["wooden", "Wooden frame", 45 * NPR, false],
      ["premium", "Premium frame", 75 * NPR, false],
      ["custom", "Custom frame (price on quote)", 0, true],
    ]);
  });
});

describe("print prices", () => {
  it("are a share of the original, rounded up to NPR 100", () => {
    expect(printPricePaisa(85_000 * NPR, size("small"))).toBe(8_500 * NPR); // 10 %
    expect(printPricePaisa(85_000 * NPR, size("medium"))).toBe(12_800 * NPR); // 15 % = 12,750 -> 12,800
    expect(printPricePaisa(85_000 * NPR, size("large"))).toBe(17_000 * NPR);
    expect(printPricePaisa(85_000 * NPR, size("poster"))).toBe(25_500 * NPR);
  });

  it("never go below the size's lowest price nor above the original's price", () => {
    expect(printPricePaisa(9_500 * NPR, size("small"))).toBe(1_500 * NPR);
    expect(printPricePaisa(9_500 * NPR, size("poster"))).toBe(5_000 * NPR);
    expect(printPricePaisa(3_000 * NPR, size("poster"))).toBe(3_000 * NPR);
  });

  it("a share of 0 % makes the lowest price a flat price", () => {
    const flat = { shareBps: 0, minimumPaisa: 2_000 * NPR };
    expect(printPricePaisa(85_000 * NPR, flat)).toBe(2_000 * NPR);
    expect(printPricePaisa(15_000 * NPR, flat)).toBe(2_000 * NPR);
  });
});

describe("pricing a buyer's choice from the lists", () => {
  it("prices the original at the work's own price plus the frame", () => {
    const priced = priceArtworkChoice(85_000 * NPR, lists(), ALL_PRINT_SIZES, { size: "original", framing: "wooden" });
    expect(priced).toMatchObject({ ok: true, unitPricePaisa: 85_045 * NPR, size: { key: "original", label: "Original", original: true } });
    expect(priceArtworkChoice(85_000 * NPR, lists(), ALL_PRINT_SIZES, { size: undefined, framing: undefined })).toMatchObject({
      ok: true,
      unitPricePaisa: 85_000 * NPR,
      frame: { key: "none", label: "No frame" },
    });
  });

  it("prices a print with a frame from the lists as they are now", () => {
    const edited = lists();
    edited.sizes[0] = { ...edited.sizes[0], minimumPaisa: 1_800 * NPR };
    edited.frames[2] = { ...edited.frames[2], pricePaisa: 900 * NPR };
    const priced = priceArtworkChoice(9_500 * NPR, edited, ALL_PRINT_SIZES, { size: "small", framing: "premium" });
    expect(priced).toEqual({
      ok: true,
      size: { key: "small", label: "Small print (8x10)", pricePaisa: 1_800 * NPR, original: false },
      frame: { key: "premium", name: "Premium frame", label: "Premium frame", pricePaisa: 900 * NPR, onQuote: false },
      unitPricePaisa: 2_700 * NPR,
    });
  });

  it("adds nothing for a frame on quote, and labels it so", () => {
    const priced = priceArtworkChoice(85_000 * NPR, lists(), ALL_PRINT_SIZES, { size: "small", framing: "custom" });
    expect(priced).toMatchObject({ ok: true, unitPricePaisa: 8_500 * NPR, frame: { label: "Custom frame (price on quote)", pricePaisa: 0, onQuote: true } });
    // A price typed on a frame later put on quote is not charged.
    const edited = lists();
    edited.frames[0] = { ...edited.frames[0], onQuote: true };
    expect(priceArtworkChoice(85_000 * NPR, edited, ALL_PRINT_SIZES, { size: "original", framing: "basic" })).toMatchObject({ ok: true, unitPricePaisa: 85_000 * NPR });
  });

  it("refuses a size not in the list: never read as the original", () => {
    expect(priceArtworkChoice(85_000 * NPR, lists(), ALL_PRINT_SIZES, { size: "huge", framing: "none" })).toEqual({ ok: false, reason: "unknown_size" });
  });

  it("refuses a size switched off, and one the work does not offer", () => {
    const edited = lists();
    edited.sizes[3] = { ...edited.sizes[3], enabled: false };
    expect(priceArtworkChoice(85_000 * NPR, edited, ALL_PRINT_SIZES, { size: "poster", framing: "none" })).toEqual({
      ok: false,
      reason: "size_not_offered",
      label: "Poster (24x36)",
    });
    const onlySmall = { allPrintSizes: false, printSizeKeys: ["small"] };
    expect(priceArtworkChoice(85_000 * NPR, lists(), onlySmall, { size: "medium", framing: "none" })).toEqual({
      ok: false,
      reason: "size_not_offered",
      label: "Medium print (11x14)",
    });
    expect(priceArtworkChoice(85_000 * NPR, lists(), onlySmall, { size: "small", framing: "none" })).toMatchObject({ ok: true });
    // A work that offers no print sizes still sells its original.
    expect(priceArtworkChoice(85_000 * NPR, lists(), { allPrintSizes: false, printSizeKeys: [] }, { size: "original", framing: "none" })).toMatchObject({ ok: true });
  });

  it("refuses a frame not in the list, and one switched off", () => {
    expect(priceArtworkChoice(85_000 * NPR, lists(), ALL_PRINT_SIZES, { size: "original", framing: "gold" })).toEqual({ ok: false, reason: "unknown_frame" });
    const edited = lists();
    edited.frames[1] = { ...edited.frames[1], enabled: false };
    expect(priceArtworkChoice(85_000 * NPR, edited, ALL_PRINT_SIZES, { size: "original", framing: "wooden" })).toEqual({
      ok: false,
      reason: "frame_not_offered",
      label: "Wooden frame",
    });
  });

  it("the frame is taxed with the work", () => {
    const priced = priceArtworkChoice(85_000 * NPR, lists(), ALL_PRINT_SIZES, { size: "original", framing: "wooden" });
    if (!priced.ok) throw new Error("refused");
    expect(lineTaxPaisa({ unitPricePaisa: priced.unitPricePaisa, quantity: 1, taxRateBps: 1300, taxIncluded: false })).toBe(11_056 * NPR);
  });
});

describe("what a work offers", () => {
  it("every offered size by default (also sizes added later), or only the ones ticked", () => {
    const edited = lists();
    edited.sizes.push({ key: "a3", name: "A3 print", dimensions: "11.7x16.5", shareBps: 0, minimumPaisa: 3_000 * NPR, enabled: true });
    expect(offeredPrintSizes(edited, ALL_PRINT_SIZES).map((s) => s.key)).toEqual(["small", "medium", "large", "poster", "a3"]);
    expect(offeredPrintSizes(edited, { allPrintSizes: false, printSizeKeys: ["a3", "small"] }).map((s) => s.key)).toEqual(["small", "a3"]);
    edited.sizes[0].enabled = false;
    expect(offeredPrintSizes(edited, { allPrintSizes: false, printSizeKeys: ["a3", "small"] }).map((s) => s.key)).toEqual(["a3"]);
  });

  it("the dialog's choices: the original when it can be ordered, the prints offered, the frames switched on", () => {
    const edited = lists();
    edited.frames[3].enabled = false;
    const choices = artworkChoices(15_000 * NPR, edited, { allPrintSizes: false, printSizeKeys: ["medium"] }, { original: true, prints: true });
    expect(choices.sizes).toEqual([
      { key: "original", label: "Original", pricePaisa: 15_000 * NPR, original: true },
      { key: "medium", label: "Medium print (11x14)", pricePaisa: 2_500 * NPR, original: false },
    ]);
    expect(choices.frames.map((f) => [f.key, f.pricePaisa])).toEqual([
      ["none", 0],
      ["basic", 25 * NPR],
      ["wooden", 45 * NPR],
      ["premium", 75 * NPR],
    ]);
    expect(artworkChoices(15_000 * NPR, edited, ALL_PRINT_SIZES, { original: false, prints: false }).sizes).toEqual([]);
  });
});

describe("keys and words", () => {
  it("a new entry's key comes from its name, never taken twice nor a built-in key", () => {
    expect(priceListKey("A3 Print", [])).toBe("a3-print");
    expect(priceListKey("Small", ["small"])).toBe("small-2");
    expect(priceListKey("Small", ["small", "small-2"])).toBe("small-3");
    expect(priceListKey("Original", [])).toBe("original-2");
    expect(priceListKey("None", [])).toBe("none-2");
    expect(priceListKey("!!!", [])).toBe("option");
    expect(priceListKey("Très grand cadre doré", [])).toBe("tres-grand-cadre-dore");
  });

  it("reads missing sizes and frames as the original and no frame; keeps any other key as sent", () => {
    expect(requestedSize(undefined)).toBe("original");
    expect(requestedSize("  ")).toBe("original");
    expect(requestedSize("huge")).toBe("huge");
    expect(requestedFrame(null)).toBe("none");
    expect(requestedFrame("gold")).toBe("gold");
  });

  it("names stored keys without a stored label", () => {
    expect(fallbackSizeLabel(undefined)).toBe("Original");
    expect(fallbackSizeLabel("medium")).toBe("Medium print (11x14)");
    expect(fallbackSizeLabel("a3")).toBe("a3");
    expect(fallbackFrameLabel("custom")).toBe("Custom frame (price on quote)");
    expect(fallbackFrameLabel("none")).toBe("No frame");
  });
});
