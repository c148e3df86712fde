import { describe, expect, it } from "vitest";
import { offersPrints } from "@/lib/domain/pricing";
import { rankSimilarWorks, type SimilarCandidate } from "@/lib/domain/similar-works";

const work: SimilarCandidate = { id: "w", categorySlug: "paintings", tags: ["Himalaya", "landscape"], status: "sold", pricePaisa: 100, createdAt: "2026-01-01" };

function candidate(id: string, over: Partial<SimilarCandidate>): SimilarCandidate {
  return { id, categorySlug: "sketches", tags: [], status: "available", pricePaisa: 1000, createdAt: "2026-01-01", ...over };
}

describe("more works like this", () => {
  it("keeps works of the same category or with a shared tag, orderable ones first, four at most", () => {
    const ranked = rankSimilarWorks(work, [
      work,
      candidate("unrelated", { tags: ["city"] }),
      candidate("sold-two-tags", { status: "sold", tags: ["himalaya", "landscape"] }),
      candidate("custom", { status: "custom_only", categorySlug: "paintings" }),
      candidate("same-category-old", { categorySlug: "paintings", createdAt: "2025-01-01" }),
      candidate("same-category-new", { categorySlug: "paintings", createdAt: "2026-06-01" }),
      candidate("one-tag", { tags: ["HIMALAYA"] }),
      candidate("reserved-tag", { tags: ["landscape"], reserved: true }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual(["one-tag", "same-category-new", "same-category-old", "sold-two-tags"]);
  });

  it("is empty when nothing is alike", () => {
    expect(rankSimilarWorks(work, [candidate("a", { tags: ["city"] })])).toEqual([]);
  });
});

describe("prints", () => {
  it("are offered whatever became of the original, but need a price and are not made to order", () => {
    expect(offersPrints({ status: "sold", pricePaisa: 100 })).toBe(true);
    expect(offersPrints({ status: "not_for_sale", pricePaisa: 100 })).toBe(true);
    expect(offersPrints({ status: "available", pricePaisa: 100 })).toBe(true);
    expect(offersPrints({ status: "sold", pricePaisa: null })).toBe(false);
    expect(offersPrints({ status: "custom_only", pricePaisa: 100 })).toBe(false);
  });
});
