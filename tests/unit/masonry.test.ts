import { describe, expect, it } from "vitest";
import { masonryLayout, pictureHeightPerWidth, readingOrder } from "@/lib/domain/masonry";

describe("masonry in reading order", () => {
  it("fills the first row left to right, then the column that ends highest", () => {
    // Two columns: a tall portrait, a landscape, then the next goes under the landscape.
    const layout = masonryLayout([1.5, 0.5, 1, 1], 2, 0.5);
    expect(layout.slots.map((s) => s.column)).toEqual([0, 1, 1, 0]);
    expect(layout.slots[2]).toEqual({ column: 1, before: 0.5, above: 1 });
    expect(layout.slots[3]).toEqual({ column: 0, before: 1.5, above: 1 });
    expect(layout.columns).toEqual([
      { ratioSum: 2.5, count: 2 },
      { ratioSum: 1.5, count: 2 },
    ]);
  });

  it("keeps the list's order when read by top edge, then left to right, at any column count", () => {
    // A pseudo-random mix of portraits, squares and panoramas.
    let seed = 7;
    const ratios = Array.from({ length: 40 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return [0.5, 0.75, 1, 1.25, 1.5, 0.4][seed % 6];
    });
    for (const [columns, step] of [[2, 1.18], [3, 0.69], [4, 0.73], [1, 1]] as const) {
      const layout = masonryLayout(ratios, columns, step);
      expect(readingOrder(layout, step)).toEqual(ratios.map((_, i) => i));
      // Columns stay balanced: none ends more than one card below another.
      const heights = layout.columns.map((c) => c.ratioSum + c.count * step);
      expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1.5 + step);
    }
  });

  it("treats an unknown picture size as a 4:5 portrait", () => {
    expect(pictureHeightPerWidth(null)).toBe(1.25);
    expect(pictureHeightPerWidth({ width: 1600, height: 900 })).toBeCloseTo(0.5625);
    expect(pictureHeightPerWidth({ width: 0, height: 900 })).toBe(1.25);
  });
});
