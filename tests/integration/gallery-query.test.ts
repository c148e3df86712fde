/**
 * The gallery's database queries (lib/data/artworks.ts findGalleryPage) against a real
 * PostgreSQL with every migration applied: each filter, sort, search, filter=recent, paging
 * and the counts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { findGalleryPage, containsPattern, galleryStatements } from "@/lib/data/artworks";
import { Prisma } from "@/lib/generated/prisma/client";
import { GALLERY_PAGE_SIZE, parseGalleryQuery, type GalleryQuery } from "@/lib/domain/gallery-query";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-20T12:00:00Z");

type Status = "available" | "sold" | "not_for_sale" | "custom_only";

interface Fixture {
  slug: string;
  title: string;
  category: "paintings" | "sketches" | "digital-art" | null;
  status: Status;
  price: number | null;
  ageDays: number;
  description?: string;
  medium?: string;
  tags?: string[];
  titleNe?: string;
  tagsNe?: string[];
}

const NAMED: Fixture[] = [
  { slug: "dawn-peak", title: "Dawn over the Peak", category: "paintings", status: "available", price: 85_000, ageDays: 3, medium: "Oil on canvas", tags: ["himalaya", "sunrise"] },
  { slug: "grandmother", title: "Portrait of My Grandmother", category: "sketches", status: "not_for_sale", price: null, ageDays: 400, medium: "Charcoal on paper", tags: ["family"] },
  { slug: "boudha", title: "Boudha Evening", category: "paintings", status: "sold", price: 65_000, ageDays: 6, description: "Butter lamps at the stupa.", medium: "Acrylic on canvas", tags: ["kathmandu"] },
  { slug: "mandala", title: "Mandala of Elements", category: "digital-art", status: "available", price: 9_500, ageDays: 10, medium: "Digital print", tags: ["geometry"] },
  { slug: "pet", title: "Pet Sketch (Made to Order)", category: "digital-art", status: "custom_only", price: 5_000, ageDays: 2, medium: "Digital illustration", tags: ["commission", "pets"] },
  { slug: "uncategorised", title: "Untitled Study", category: null, status: "available", price: null, ageDays: 200, description: "100% pigment test_strip", medium: "Gouache" },
  { slug: "zebra", title: "zebra crossing", category: "sketches", status: "sold", price: 12_000, ageDays: 95, medium: "Ink on paper", tags: ["city"] },
  // Nepali content: a title with a conjunct and vowel signs (थाङ्का), and one with a nukta (ड़),
  // which NFC keeps decomposed (U+0921 U+093C) while a keyboard may send U+095C.
  { slug: "tara", title: "Green Tara", category: "paintings", status: "available", price: 150_000, ageDays: 15, medium: "Mineral pigments on cotton", titleNe: "हरित तारा थाङ्का", tagsNe: ["बुद्ध", "थाङ्का"] },
  { slug: "hill", title: "Hill Road", category: "sketches", status: "available", price: 7_000, ageDays: 16, medium: "Pencil", titleNe: "पहाड़को बाटो" },
];

/** Filler works: all available sketches, 30..49 days old, priced 1,000..20,000 NPR. */
const FILLER: Fixture[] = Array.from({ length: 20 }, (_, i) => ({
  slug: `filler-${String(i).padStart(2, "0")}`,
  title: `Filler ${String(i).padStart(2, "0")}`,
  category: "sketches" as const,
  status: "available" as const,
  price: (i + 1) * 1_000,
  ageDays: 30 + i,
  medium: "Graphite",
}));

const ALL = [...NAMED, ...FILLER];

function q(params: string): GalleryQuery {
  return parseGalleryQuery(new URLSearchParams(params));
}

async function slugs(params: string): Promise<string[]> {
  return (await findGalleryPage(q(params), NOW)).items.map((a) => a.slug);
}

/** Every matching slug over all pages. */
async function allSlugs(params: string): Promise<string[]> {
  const first = await findGalleryPage(q(params), NOW);
  const result = first.items.map((a) => a.slug);
  for (let page = 2; page <= first.totalPages; page++) {
    const next = await findGalleryPage(q(`${params}&page=${page}`), NOW);
    result.push(...next.items.map((a) => a.slug));
  }
  return result;
}

function expected(filter: (f: Fixture) => boolean, sort: (a: Fixture, b: Fixture) => number = byNewest): string[] {
  return ALL.filter(filter).sort(sort).map((f) => f.slug);
}

function byNewest(a: Fixture, b: Fixture): number {
  return a.ageDays - b.ageDays;
}

beforeAll(async () => {
  await db.category.createMany({
    data: [
      { name: "Paintings", slug: "paintings", nameNe: "चित्रकला" },
      { name: "Sketches", slug: "sketches" },
      { name: "Digital Art", slug: "digital-art" },
    ],
  });
  const ids = new Map((await db.category.findMany()).map((c) => [c.slug, c.id]));
  await db.artwork.createMany({
    data: ALL.map((f) => ({
      slug: f.slug,
      title: f.title,
      description: f.description ?? null,
      categoryId: f.category ? ids.get(f.category)! : null,
      pricePaisa: f.price === null ? null : f.price * 100,
      medium: f.medium ?? null,
      status: f.status,
      tags: f.tags ?? [],
      // Stored as the back office stores it: NFC.
      titleNe: f.titleNe?.normalize("NFC") ?? null,
      tagsNe: (f.tagsNe ?? []).map((t) => t.normalize("NFC")),
      images: [`/media/artworks/${f.slug}.jpg`],
      createdAt: new Date(NOW.getTime() - f.ageDays * DAY),
    })),
  });
});

describe("default view", () => {
  it("lists the newest first, one page of 12, with the total count", async () => {
    const page = await findGalleryPage(q(""), NOW);
    expect(page.total).toBe(ALL.length);
    expect(page.pageSize).toBe(GALLERY_PAGE_SIZE);
    expect(page.totalPages).toBe(Math.ceil(ALL.length / GALLERY_PAGE_SIZE));
    expect(page.items.map((a) => a.slug)).toEqual(expected(() => true).slice(0, 12));
  });

  it("maps a row to a card: category, price in paisa, main image, ISO date", async () => {
    const page = await findGalleryPage(q("search=dawn"), NOW);
    expect(page.items[0]).toMatchObject({
      slug: "dawn-peak",
      title: "Dawn over the Peak",
      category: { name: "Paintings", slug: "paintings" },
      pricePaisa: 8_500_000,
      status: "available",
      medium: "Oil on canvas",
      tags: ["himalaya", "sunrise"],
      image: "/media/artworks/dawn-peak.jpg",
      createdAt: new Date(NOW.getTime() - 3 * DAY).toISOString(),
    });
    const uncategorised = await findGalleryPage(q("search=untitled"), NOW);
    expect(uncategorised.items[0].category).toBeNull();
    expect(uncategorised.items[0].pricePaisa).toBeNull();
  });
});

describe("paging", () => {
  it("pages through every artwork exactly once", async () => {
    const seen = await allSlugs("");
    expect(seen).toEqual(expected(() => true));
    expect(new Set(seen).size).toBe(ALL.length);
  });

  it("gives the remainder on the last page and the last page for a page past the end", async () => {
    const last = Math.ceil(ALL.length / GALLERY_PAGE_SIZE);
    const lastPage = await findGalleryPage(q(`page=${last}`), NOW);
    expect(lastPage.items).toHaveLength(ALL.length - (last - 1) * GALLERY_PAGE_SIZE);
    expect(lastPage.page).toBe(last);
    const beyond = await findGalleryPage(q("page=99"), NOW);
    expect(beyond.page).toBe(last);
    expect(beyond.items.map((a) => a.slug)).toEqual(lastPage.items.map((a) => a.slug));
  });

  it("keeps the filter while paging", async () => {
    const page2 = await findGalleryPage(q("category=sketches&page=2"), NOW);
    expect(page2.total).toBe(ALL.filter((f) => f.category === "sketches").length);
    expect(page2.items.every((a) => a.category?.slug === "sketches")).toBe(true);
  });
});

describe("filters", () => {
  it.each(["paintings", "sketches", "digital-art"] as const)("category=%s", async (category) => {
    const page = await findGalleryPage(q(`category=${category}`), NOW);
    const want = expected((f) => f.category === category);
    expect(page.total).toBe(want.length);
    expect(await allSlugs(`category=${category}`)).toEqual(want);
  });

  it("an unknown category matches nothing", async () => {
    const page = await findGalleryPage(q("category=sculpture"), NOW);
    expect(page.total).toBe(0);
    expect(page.items).toEqual([]);
    expect(page.totalPages).toBe(1);
  });

  it.each(["available", "sold", "not_for_sale", "custom_only"] as const)("status=%s", async (status) => {
    const page = await findGalleryPage(q(`status=${status}`), NOW);
    const want = expected((f) => f.status === status);
    expect(page.total).toBe(want.length);
    expect(await allSlugs(`status=${status}`)).toEqual(want);
  });

  it("filter=recent keeps the works of the last 90 days", async () => {
    const want = expected((f) => f.ageDays <= 90);
    const page = await findGalleryPage(q("filter=recent"), NOW);
    expect(page.total).toBe(want.length);
    expect(await allSlugs("filter=recent")).toEqual(want);
    expect(want).not.toContain("zebra"); // 95 days old
  });

  it("combines category, status and filter=recent", async () => {
    const want = expected((f) => f.category === "paintings" && f.status === "available" && f.ageDays <= 90);
    expect(want.length).toBeGreaterThan(0);
    expect(await allSlugs("category=paintings&status=available&filter=recent")).toEqual(want);
  });
});

describe("sorting", () => {
  it("oldest first", async () => {
    expect(await allSlugs("sort=oldest")).toEqual(expected(() => true, (a, b) => b.ageDays - a.ageDays));
  });

  it("price low to high, works without a price last", async () => {
    const result = await allSlugs("sort=price-asc");
    const priced = ALL.filter((f) => f.price !== null).sort((a, b) => a.price! - b.price! || a.ageDays - b.ageDays);
    const unpriced = ALL.filter((f) => f.price === null).sort(byNewest);
    expect(result).toEqual([...priced, ...unpriced].map((f) => f.slug));
  });

  it("price high to low, works without a price last", async () => {
    const result = await allSlugs("sort=price-desc");
    const priced = ALL.filter((f) => f.price !== null).sort((a, b) => b.price! - a.price! || a.ageDays - b.ageDays);
    const unpriced = ALL.filter((f) => f.price === null).sort(byNewest);
    expect(result).toEqual([...priced, ...unpriced].map((f) => f.slug));
  });

  it("title A-Z", async () => {
    const result = await allSlugs("sort=title");
    const titles = new Map(ALL.map((f) => [f.slug, f.title]));
    const resultTitles = result.map((slug) => titles.get(slug)!);
    // The database's collation decides the exact order; it must be a sort by title and stable across pages.
    expect(result).toHaveLength(ALL.length);
    expect(new Set(result).size).toBe(ALL.length);
    expect(resultTitles.indexOf("Boudha Evening")).toBeLessThan(resultTitles.indexOf("Dawn over the Peak"));
    expect(resultTitles.indexOf("Filler 00")).toBeLessThan(resultTitles.indexOf("Filler 19"));
    expect(resultTitles.indexOf("Mandala of Elements")).toBeLessThan(resultTitles.indexOf("Untitled Study"));
  });

  it("sorts within a filter", async () => {
    const result = await allSlugs("status=available&sort=price-desc");
    const priced = ALL.filter((f) => f.status === "available" && f.price !== null).sort((a, b) => b.price! - a.price!);
    const unpriced = ALL.filter((f) => f.status === "available" && f.price === null);
    expect(result).toEqual([...priced, ...unpriced].map((f) => f.slug));
  });
});

describe("search", () => {
  it("matches a word of the title, case-insensitively", async () => {
    expect(await slugs("search=MANDALA")).toEqual(["mandala"]);
  });

  it("matches the description", async () => {
    expect(await slugs("search=butter")).toEqual(["boudha"]);
  });

  it("matches the medium", async () => {
    expect(await slugs("search=charcoal")).toEqual(["grandmother"]);
  });

  it("matches a tag", async () => {
    expect(await slugs("search=himalaya")).toEqual(["dawn-peak"]);
  });

  it("matches the category name", async () => {
    expect(await allSlugs("search=digital+art")).toEqual(expected((f) => f.category === "digital-art"));
  });

  it("finds the singular for a plural word", async () => {
    expect(await slugs("search=portraits")).toEqual(["grandmother"]);
    expect(await slugs("search=commissions")).toEqual(["pet"]);
  });

  it("needs every word to match", async () => {
    expect(await slugs("search=oil+peak")).toEqual(["dawn-peak"]);
    expect(await slugs("search=oil+mandala")).toEqual([]);
  });

  it("treats % and _ literally", async () => {
    expect(await slugs("search=100%25")).toEqual(["uncategorised"]);
    expect(await slugs("search=test_strip")).toEqual(["uncategorised"]);
    // Punctuation alone is no search at all, not a wildcard.
    expect((await findGalleryPage(q("search=%25"), NOW)).total).toBe(ALL.length);
    expect((await findGalleryPage(q("search=_"), NOW)).total).toBe(ALL.length);
    expect(containsPattern("a%b_c\\")).toBe("%a\\%b\\_c\\\\%");
  });

  it("counts the matches and combines with filters and sorting", async () => {
    const page = await findGalleryPage(q("search=canvas&status=sold"), NOW);
    expect(page.total).toBe(1);
    expect(page.items.map((a) => a.slug)).toEqual(["boudha"]);
    expect(await allSlugs("search=filler&sort=price-desc")).toEqual(
      FILLER.slice()
        .reverse()
        .map((f) => f.slug),
    );
    const filler = await findGalleryPage(q("search=filler"), NOW);
    expect(filler.total).toBe(FILLER.length);
    expect(filler.totalPages).toBe(Math.ceil(FILLER.length / GALLERY_PAGE_SIZE));
  });

  it("gives an empty result when nothing matches", async () => {
    const page = await findGalleryPage(q("search=nothing-like-this"), NOW);
    expect(page).toMatchObject({ items: [], total: 0, page: 1, totalPages: 1 });
  });
});

describe("search in both scripts", () => {
  it("finds a work by its Nepali title in Devanagari, combining marks included", async () => {
    expect(await slugs("search=" + encodeURIComponent("थाङ्का"))).toEqual(["tara"]);
    expect(await slugs("search=" + encodeURIComponent("हरित तारा"))).toEqual(["tara"]);
  });

  it("finds it by a Nepali tag", async () => {
    expect(await slugs("search=" + encodeURIComponent("बुद्ध"))).toEqual(["tara"]);
  });

  it("normalises the query: NFD and a precomposed nukta letter find the NFC text", async () => {
    const nfd = "थाङ्का".normalize("NFD");
    expect(await slugs("search=" + encodeURIComponent(nfd))).toEqual(["tara"]);
    const precomposed = "पहा\u095Cको"; // ड़ as one code point, as some keyboards send it
    expect(precomposed).not.toBe(precomposed.normalize("NFC"));
    expect(await slugs("search=" + encodeURIComponent(precomposed))).toEqual(["hill"]);
  });

  it("finds the work by its English title in either language's gallery, and shows it in the reader's language", async () => {
    expect(await slugs("search=tara")).toEqual(["tara"]);
    const ne = await findGalleryPage(q("search=tara"), NOW, "ne");
    expect(ne.items.map((a) => a.slug)).toEqual(["tara"]);
    expect(ne.items[0]).toMatchObject({ title: "हरित तारा थाङ्का", tags: ["बुद्ध", "थाङ्का"], category: { name: "चित्रकला", slug: "paintings" } });
    // English: the English content, unchanged.
    const en = await findGalleryPage(q("search=" + encodeURIComponent("थाङ्का")), NOW);
    expect(en.items[0]).toMatchObject({ title: "Green Tara", tags: [], category: { name: "Paintings", slug: "paintings" } });
  });

  it("falls back to the English content on Nepali pages where no Nepali is written", async () => {
    const page = await findGalleryPage(q("search=dawn"), NOW, "ne");
    expect(page.items[0]).toMatchObject({ title: "Dawn over the Peak", tags: ["himalaya", "sunrise"], category: { name: "चित्रकला" } });
  });

  it("matches the Nepali category name", async () => {
    expect(await allSlugs("search=" + encodeURIComponent("चित्रकला"))).toEqual(expected((f) => f.category === "paintings"));
  });

  it("uses the trigram index for a Devanagari word (one query, same expression)", async () => {
    const plan = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      const statements = galleryStatements(q("search=" + encodeURIComponent("थाङ्का")), [], NOW);
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${statements.count}`);
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("artworks_search_trgm_idx");
  });
});

describe("reserved originals", () => {
  it("status=available lists only works that can be added to the cart; other views show them as reserved", async () => {
    const order = await db.order.create({
      data: {
        orderNumber: "ORD-20261120-00001",
        accessToken: "r".repeat(32),
        customerEmail: "buyer@example.com",
        customerInfo: { name: "Buyer" },
        subtotalPaisa: 0,
        taxPaisa: 0,
        shippingPaisa: 0,
        totalPaisa: 0,
      },
    });
    const held = ["dawn-peak", "filler-00"];
    await db.artwork.updateMany({ where: { slug: { in: held } }, data: { reservedByOrderId: order.id } });
    try {
      const want = expected((f) => f.status === "available" && !held.includes(f.slug));
      const page = await findGalleryPage(q("status=available"), NOW);
      expect(page.total).toBe(want.length);
      expect(await allSlugs("status=available")).toEqual(want);
      expect(page.items.every((a) => a.reserved === false)).toBe(true);

      // Still in the unfiltered gallery, marked as reserved.
      const all = await allSlugs("");
      expect(all).toEqual(expect.arrayContaining(held));
      const first = await findGalleryPage(q(""), NOW);
      expect(first.items.find((a) => a.slug === "dawn-peak")?.reserved).toBe(true);
    } finally {
      await db.artwork.updateMany({ where: { slug: { in: held } }, data: { reservedByOrderId: null } });
      await db.order.delete({ where: { id: order.id } });
    }
  });
});
