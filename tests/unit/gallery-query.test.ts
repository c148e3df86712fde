import { describe, expect, it } from "vitest";
import { pageWindow } from "@/lib/domain/gallery-query";
import {
  DEFAULT_GALLERY_QUERY,
  MAX_SEARCH_LENGTH,
  RESERVED_LABEL,
  displayStatusLabel,
  galleryHref,
  hasActiveFilters,
  parseGalleryQuery,
  recentSince,
  devanagariSearchKey,
  normaliseSearch,
  searchTerms,
  serializeGalleryQuery,
  totalPages,
} from "@/lib/domain/gallery-query";

const parse = (qs: string) => parseGalleryQuery(new URLSearchParams(qs));

describe("parseGalleryQuery", () => {
  it("gives the default view for no parameters", () => {
    expect(parse("")).toEqual(DEFAULT_GALLERY_QUERY);
  });

  it("reads every parameter", () => {
    expect(parse("search=%20blue%20%20sky%20&category=digital-art&status=custom_only&sort=price-desc&filter=recent&page=3")).toEqual({
      search: "blue sky",
      category: "digital-art",
      status: "custom_only",
      sort: "price-desc",
      filter: "recent",
      page: 3,
    });
  });

  it("falls back to the default for unknown or malformed values", () => {
    expect(parse("category=all&status=lost&sort=random&filter=old&page=-2")).toEqual(DEFAULT_GALLERY_QUERY);
    expect(parse("category=Bad%20Slug!&page=abc").category).toBeNull();
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse("page=200000").page).toBe(10_000);
    expect(parse("category=PAINTINGS").category).toBe("paintings");
  });

  it("reads Next's searchParams objects, taking the first of repeated keys", () => {
    expect(parseGalleryQuery({ search: ["a", "b"], status: "sold", page: undefined })).toMatchObject({ search: "a", status: "sold", page: 1 });
  });

  it("limits the search to 100 characters", () => {
    expect(parse(`search=${"x".repeat(150)}`).search).toHaveLength(100);
  });
});

describe("serializeGalleryQuery / galleryHref", () => {
  it("leaves defaults out", () => {
    expect(serializeGalleryQuery(DEFAULT_GALLERY_QUERY)).toBe("");
    expect(galleryHref()).toBe("/gallery");
  });

  it("round-trips every view in a fixed key order", () => {
    const query = parse("page=2&sort=title&status=sold&category=sketches&search=yak&filter=recent");
    const qs = serializeGalleryQuery(query);
    expect(qs).toBe("?search=yak&category=sketches&status=sold&sort=title&filter=recent&page=2");
    expect(parse(qs.slice(1))).toEqual(query);
  });

  it("encodes the search", () => {
    expect(galleryHref({ search: "digital art & more" })).toBe("/gallery?search=digital+art+%26+more");
  });
});

describe("hasActiveFilters", () => {
  it("is true for search, category, status or filter, not for sort or page", () => {
    expect(hasActiveFilters(parse("sort=title&page=2"))).toBe(false);
    for (const qs of ["search=x", "category=paintings", "status=sold", "filter=recent"]) expect(hasActiveFilters(parse(qs))).toBe(true);
  });
});

describe("searchTerms", () => {
  it("splits, lower-cases, de-duplicates and strips punctuation at word edges", () => {
    expect(searchTerms("  Himalaya, SUNRISE! himalaya ")).toEqual(["himalaya", "sunrise"]);
  });

  it("turns plural-looking words into their singular", () => {
    expect(searchTerms("portraits paintings glass art")).toEqual(["portrait", "painting", "glass", "art"]);
  });

  it("keeps at most 5 words and drops pure punctuation", () => {
    expect(searchTerms("a b c d e f g")).toHaveLength(5);
    expect(searchTerms("% _ --")).toEqual([]);
    expect(searchTerms("test_strip 100%")).toEqual(["test_strip", "100"]);
  });
});

describe("paging helpers", () => {
  it("counts pages (at least one)", () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(12)).toBe(1);
    expect(totalPages(13)).toBe(2);
  });

  it("shows the first, the last and two either side of the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
  });

  it("starts the recent window 90 days back", () => {
    expect(recentSince(new Date("2026-04-01T00:00:00Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});

describe("hostile gallery parameters", () => {
  it("treats a value with NUL, control characters or an unpaired surrogate as absent", () => {
    expect(parseGalleryQuery({ search: "a\u0000b" }).search).toBe("");
    expect(parseGalleryQuery({ search: "\ud800x" }).search).toBe("");
    expect(parseGalleryQuery({ category: "paintings\u0000" }).category).toBeNull();
    expect(parseGalleryQuery(new URLSearchParams("search=a%00b")).search).toBe("");
  });

  it("treats an over-long value as absent, takes the first of repeated values, ignores unknown enums", () => {
    expect(parseGalleryQuery({ search: "a".repeat(100_000) }).search).toBe("");
    expect(parseGalleryQuery({ search: ["tiger", "lion"] }).search).toBe("tiger");
    expect(parseGalleryQuery({ status: "reserved", sort: "cheapest", filter: "old", page: "-1" })).toEqual(DEFAULT_GALLERY_QUERY);
  });

  it("never leaves half a surrogate pair when a search is cut to its maximum length", () => {
    const search = `${"a".repeat(MAX_SEARCH_LENGTH - 1)}😀`;
    const cut = parseGalleryQuery({ search }).search;
    expect(cut).toBe("a".repeat(MAX_SEARCH_LENGTH - 1));
    expect(/[\ud800-\udfff]/.test(cut)).toBe(false);
  });

  it("labels an available work held by an order 'Reserved'", () => {
    expect(displayStatusLabel("available", true)).toBe(RESERVED_LABEL);
    expect(displayStatusLabel("available", false)).toBe("Available");
    expect(displayStatusLabel("sold", true)).toBe("Sold");
  });
});

describe("searching in Devanagari", () => {
  it("keys Devanagari characters as X and two upper-case hex digits, aligned, everything else kept", () => {
    expect(devanagariSearchKey("थाङ्का")).toBe("X25X3EX19X4DX15X3E");
    expect(devanagariSearchKey("abc 12")).toBe("abc 12");
    expect(devanagariSearchKey("थ1")).toBe("X251");
    expect(devanagariSearchKey("ऀॿ")).toBe("X00X7F");
  });

  it("keeps a word's combining marks (vowel signs, virama, nukta)", () => {
    expect(searchTerms("थाङ्का")).toEqual(["थाङ्का"]);
    expect(searchTerms("कलाकार, चित्र।")).toEqual(["कलाकार", "चित्र"]);
  });

  it("normalises the search to NFC after bounding it", () => {
    const precomposed = "पहा\u095C"; // ड़ as one code point; NFC writes it as ड + ़
    expect(normaliseSearch(precomposed)).toBe(precomposed.normalize("NFC"));
    expect(normaliseSearch("थाङ्का".normalize("NFD"))).toBe("थाङ्का".normalize("NFC"));
    // A huge query is cut before it is normalised; the result stays within the bound.
    expect(normaliseSearch("\u095C".repeat(100_000)).length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
  });
});
