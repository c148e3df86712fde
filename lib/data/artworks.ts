import { nullablePaisaFromDb, paisaFromDb } from "@/lib/money";
import "server-only";
import { artworkTag, CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { getCachedCategories, type CategoryOption } from "@/lib/data/categories";
import { cached } from "@/lib/data/public-cache";
import { artworkPrintOffer, printOfferSelect } from "@/lib/data/price-lists";
import type { ArtworkPrintOffer } from "@/lib/domain/price-lists";
import { imageSizesOf, type ImageSize } from "@/lib/domain/image-sizes";
import { rankSimilarWorks } from "@/lib/domain/similar-works";
import {
  devanagariSearchKey,
  GALLERY_PAGE_SIZE,
  recentSince,
  searchTerms,
  totalPages,
  type ArtworkStatusValue,
  type GalleryQuery,
} from "@/lib/domain/gallery-query";
import { localized } from "@/lib/i18n/localized";
import type { Locale } from "@/lib/i18n/locales";

/** What a gallery card shows (and what 'Add to Cart' puts in the cart). Plain JSON. */
export interface ArtworkSummary {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  category: { name: string; slug: string } | null;
  /** null: 'Price on request'. */
  pricePaisa: number | null;
  yearCreated: number | null;
  medium: string | null;
  dimensions: string | null;
  status: ArtworkStatusValue;
  featured: boolean;
  tags: string[];
  /** The main image (first of images), or null. */
  image: string | null;
  /** The main image's stored pixel size, null when unknown: cards frame the work in its own shape. */
  imageSize: ImageSize | null;
  shippingType: "free" | "fixed";
  shippingChargePaisa: number;
  taxRateBps: number;
  taxIncluded: boolean;
  /** ISO date. */
  createdAt: string;
  /** A one-of-a-kind original held by an open order (pending payment): it cannot be ordered now. */
  reserved?: boolean;
}

export interface ArtworkDetail extends ArtworkSummary {
  /** Which print sizes of the price list the work offers (see lib/domain/price-lists.ts). */
  printOffer: ArtworkPrintOffer;
  images: string[];
  /** Pixel size of each image (same order), null when unknown: lets the page show works uncropped. */
  imageSizes: (ImageSize | null)[];
  /** ISO date. */
  updatedAt: string;
}

export interface GalleryPage {
  items: ArtworkSummary[];
  /** Artworks matching the filters, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

const summarySelect = {
  id: true,
  slug: true,
  title: true,
  description: true,
  pricePaisa: true,
  yearCreated: true,
  medium: true,
  dimensions: true,
  status: true,
  featured: true,
  tags: true,
  images: true,
  imageSizes: true,
  shippingType: true,
  shippingChargePaisa: true,
  taxRateBps: true,
  taxIncluded: true,
  createdAt: true,
  updatedAt: true,
  reservedByOrderId: true,
  titleNe: true,
  descriptionNe: true,
  mediumNe: true,
  tagsNe: true,
  category: { select: { name: true, slug: true, nameNe: true } },
} satisfies Prisma.ArtworkSelect;

type SummaryRow = Prisma.ArtworkGetPayload<{ select: typeof summarySelect }>;

/**
 * Reads take an optional locale (default "en"): with "ne", title, description, medium, tags and
 * the category name are the Nepali ones where the artist wrote them, the English ones elsewhere.
 * English output is exactly what it was before Nepali content existed. Slugs are shared.
 */
function toSummary(row: SummaryRow, locale: Locale = "en"): ArtworkSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title, row.titleNe, locale),
    description: localized(row.description, row.descriptionNe, locale),
    category: row.category ? { name: localized(row.category.name, row.category.nameNe, locale), slug: row.category.slug } : null,
    pricePaisa: nullablePaisaFromDb(row.pricePaisa),
    yearCreated: row.yearCreated,
    medium: localized(row.medium, row.mediumNe, locale),
    dimensions: row.dimensions,
    status: row.status,
    featured: row.featured,
    tags: localized(row.tags, row.tagsNe, locale),
    image: row.images[0] ?? null,
    imageSize: row.images.length > 0 ? imageSizesOf(row.imageSizes, 1)[0] : null,
    shippingType: row.shippingType,
    shippingChargePaisa: paisaFromDb(row.shippingChargePaisa),
    taxRateBps: row.taxRateBps,
    taxIncluded: row.taxIncluded,
    createdAt: row.createdAt.toISOString(),
    reserved: row.reservedByOrderId !== null,
  };
}

const detailSelect = { ...summarySelect, ...printOfferSelect } satisfies Prisma.ArtworkSelect;
type DetailRow = Prisma.ArtworkGetPayload<{ select: typeof detailSelect }>;

function toDetail(row: DetailRow, locale: Locale = "en"): ArtworkDetail {
  return {
    ...toSummary(row, locale),
    printOffer: artworkPrintOffer(row),
    images: row.images,
    imageSizes: imageSizesOf(row.imageSizes, row.images.length),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface GalleryRow {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  /** BIGINT columns arrive as bigint from raw queries. */
  price_paisa: bigint | null;
  year_created: number | null;
  medium: string | null;
  dimensions: string | null;
  status: ArtworkStatusValue;
  featured: boolean;
  tags: string[];
  images: string[];
  image_sizes: unknown;
  shipping_type: "free" | "fixed";
  shipping_charge_paisa: bigint;
  tax_rate_bps: number;
  tax_included: boolean;
  created_at: Date;
  reserved: boolean;
  category_name: string | null;
  category_slug: string | null;
  title_ne: string | null;
  description_ne: string | null;
  medium_ne: string | null;
  tags_ne: string[] | null;
  category_name_ne: string | null;
}

function rowToSummary(row: GalleryRow, locale: Locale = "en"): ArtworkSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(row.title, row.title_ne, locale),
    description: localized(row.description, row.description_ne, locale),
    category:
      row.category_name !== null && row.category_slug !== null
        ? { name: localized(row.category_name, row.category_name_ne, locale), slug: row.category_slug }
        : null,
    pricePaisa: nullablePaisaFromDb(row.price_paisa),
    yearCreated: row.year_created,
    medium: localized(row.medium, row.medium_ne, locale),
    dimensions: row.dimensions,
    status: row.status,
    featured: row.featured,
    tags: localized(row.tags ?? [], row.tags_ne, locale),
    image: row.images?.[0] ?? null,
    imageSize: row.images?.length ? imageSizesOf(row.image_sizes, 1)[0] : null,
    shippingType: row.shipping_type,
    shippingChargePaisa: paisaFromDb(row.shipping_charge_paisa),
    taxRateBps: row.tax_rate_bps,
    taxIncluded: row.tax_included,
    createdAt: new Date(row.created_at).toISOString(),
    reserved: row.reserved === true,
  };
}

/** LIKE pattern for a substring, with LIKE's own wildcards (and the escape character) escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search text of an artwork; the same expression as the index artworks_search_trgm_idx. */
const SEARCH_TEXT = Prisma.sql`artwork_search_text(a.title, a.description, a.medium, a.tags, a.title_ne, a.description_ne, a.medium_ne, a.tags_ne)`;

/**
 * The WHERE clause of a gallery view. Every word of the search must occur in the artwork's
 * title, description, medium or tags, English or Nepali (substring, case-insensitive; served by
 * the trigram index artworks_search_trgm_idx) or in its category's name in either language.
 * Category names are matched here against the (small) category list, so the database gets
 * `category_id = ANY(...)`.
 */
export function galleryWhere(query: GalleryQuery, categories: readonly CategoryOption[], now: Date): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (query.category) conditions.push(Prisma.sql`a.category_id IN (SELECT c.id FROM categories c WHERE c.slug = ${query.category})`);
  if (query.status) conditions.push(Prisma.sql`a.status = ${query.status}::artwork_status`);
  // 'Available' lists what can be added to the cart: not the originals held by an open order.
  if (query.status === "available") conditions.push(Prisma.sql`a.reserved_by_order_id IS NULL`);
  if (query.filter === "recent") conditions.push(Prisma.sql`a.created_at >= ${recentSince(now)}`);
  for (const term of searchTerms(query.search)) {
    // A Devanagari word is looked for as its key (how the search text stores Nepali).
    const pattern = containsPattern(devanagariSearchKey(term));
    const categoryIds = categories
      .filter((category) => category.id && (category.name.toLowerCase().includes(term) || Boolean(category.nameNe?.normalize("NFC").includes(term))))
      .map((category) => category.id as string);
    conditions.push(
      categoryIds.length > 0
        ? Prisma.sql`(${SEARCH_TEXT} LIKE ${pattern} OR a.category_id = ANY(${categoryIds}::uuid[]))`
        : Prisma.sql`${SEARCH_TEXT} LIKE ${pattern}`,
    );
  }
  return conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/** Sort orders; the id tie-breaker keeps paging stable. Works without a price come last. */
const ORDER_BY: Record<GalleryQuery["sort"], Prisma.Sql> = {
  newest: Prisma.sql`ORDER BY a.created_at DESC, a.id DESC`,
  oldest: Prisma.sql`ORDER BY a.created_at ASC, a.id ASC`,
  "price-asc": Prisma.sql`ORDER BY a.price_paisa ASC NULLS LAST, a.created_at DESC, a.id DESC`,
  "price-desc": Prisma.sql`ORDER BY a.price_paisa DESC NULLS LAST, a.created_at DESC, a.id DESC`,
  title: Prisma.sql`ORDER BY a.title ASC, a.id ASC`,
};

/** The two statements of a gallery page: the page of rows, and the count of all matches. */
export function galleryStatements(
  query: GalleryQuery,
  categories: readonly CategoryOption[],
  now: Date,
  page: number = query.page,
): { rows: Prisma.Sql; count: Prisma.Sql } {
  const where = galleryWhere(query, categories, now);
  const offset = (page - 1) * GALLERY_PAGE_SIZE;
  return {
    rows: Prisma.sql`
      SELECT a.id::text AS id, a.slug, a.title, a.description, a.price_paisa, a.year_created, a.medium, a.dimensions,
             a.status::text AS status, a.featured, a.tags, a.images, a.image_sizes, a.shipping_type::text AS shipping_type,
             a.shipping_charge_paisa, a.tax_rate_bps, a.tax_included, a.created_at,
             (a.reserved_by_order_id IS NOT NULL) AS reserved,
             c.name AS category_name, c.slug AS category_slug,
             a.title_ne, a.description_ne, a.medium_ne, a.tags_ne, c.name_ne AS category_name_ne
      FROM artworks a
      LEFT JOIN categories c ON c.id = a.category_id
      ${where}
      ${ORDER_BY[query.sort]}
      LIMIT ${GALLERY_PAGE_SIZE} OFFSET ${offset}`,
    count: Prisma.sql`SELECT count(*)::int AS total FROM artworks a ${where}`,
  };
}

/**
 * One page of the gallery: filtering, sorting, counting and paging in the database. A page
 * past the end gives the last page. Uncached; throws when the database cannot answer.
 */
export async function findGalleryPage(query: GalleryQuery, now: Date = new Date(), locale: Locale = "en"): Promise<GalleryPage> {
  const categories = query.search ? await getCachedCategories().catch(() => []) : [];
  const statements = galleryStatements(query, categories, now);
  const [[{ total }], rows] = await Promise.all([
    db.$queryRaw<{ total: number }[]>(statements.count),
    db.$queryRaw<GalleryRow[]>(statements.rows),
  ]);
  const pages = totalPages(total);
  if (rows.length === 0 && total > 0 && query.page > pages) {
    const last = await db.$queryRaw<GalleryRow[]>(galleryStatements(query, categories, now, pages).rows);
    return { items: last.map((row) => rowToSummary(row, locale)), total, page: pages, pageSize: GALLERY_PAGE_SIZE, totalPages: pages };
  }
  return { items: rows.map((row) => rowToSummary(row, locale)), total, page: query.page, pageSize: GALLERY_PAGE_SIZE, totalPages: pages };
}

/** Start of the current minute: `filter=recent` results are cached per minute, not per millisecond. */
function minuteNow(): number {
  return Math.floor(Date.now() / 60_000) * 60_000;
}

const cachedGalleryPage = cached(
  "gallery-page",
  (query: GalleryQuery, nowMinute: number | null, locale?: Locale) =>
    findGalleryPage(query, new Date(nowMinute ?? Date.now()), locale ?? "en"),
  { tags: () => [CACHE_TAGS.artworks, CACHE_TAGS.categories] },
);

export function getGalleryPage(query: GalleryQuery, locale: Locale = "en"): Promise<GalleryPage> {
  const nowMinute = query.filter === "recent" ? minuteNow() : null;
  // English keeps its cache key (no locale argument).
  return locale === "en" ? cachedGalleryPage(query, nowMinute) : cachedGalleryPage(query, nowMinute, locale);
}

/** Featured artworks, newest first (home 'Recent Works'). */
export async function findFeaturedArtworks(limit = 6, locale: Locale = "en"): Promise<ArtworkSummary[]> {
  const rows = await db.artwork.findMany({
    where: { featured: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: summarySelect,
    take: limit,
  });
  return rows.map((row) => toSummary(row, locale));
}

export const getFeaturedArtworks = cached<[limit?: number, locale?: Locale], ArtworkSummary[]>("featured-artworks", findFeaturedArtworks, {
  tags: () => [CACHE_TAGS.artworks, CACHE_TAGS.categories],
});

/** One artwork by slug, or null. */
export async function findArtworkBySlug(slug: string, locale: Locale = "en"): Promise<ArtworkDetail | null> {
  const row = await db.artwork.findUnique({ where: { slug }, select: detailSelect });
  return row ? toDetail(row, locale) : null;
}

export const getArtworkBySlug = cached<[slug: string, locale?: Locale], ArtworkDetail | null>("artwork", findArtworkBySlug, {
  tags: (slug) => [artworkTag(slug), CACHE_TAGS.categories],
});

/** Every artwork's slug and last change, newest first (sitemap). */
export async function findArtworkSitemapEntries(): Promise<{ slug: string; updatedAt: string; image: string | null }[]> {
  const rows = await db.artwork.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { slug: true, updatedAt: true, images: true },
  });
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString(), image: row.images[0] ?? null }));
}

export const getArtworkSitemapEntries = cached("artwork-sitemap", findArtworkSitemapEntries, {
  tags: () => [CACHE_TAGS.artworks],
});

/**
 * The current slug of a renamed artwork reached by one of its former slugs (shared links keep
 * working through a permanent redirect), or null.
 */
export async function findArtworkRedirect(slug: string): Promise<string | null> {
  const row = await db.artworkSlugRedirect.findUnique({ where: { slug }, select: { artwork: { select: { slug: true } } } });
  return row?.artwork.slug ?? null;
}

/** Candidates examined for 'More works like this' (the newest in the category or with a shared tag). */
const SIMILAR_CANDIDATES = 48;

/**
 * 'More works like this' for an artwork page: same category or a shared tag, works that can be
 * ordered first, four at most (lib/domain/similar-works.ts).
 */
export async function findSimilarArtworks(slug: string, locale: Locale = "en"): Promise<ArtworkSummary[]> {
  const work = await db.artwork.findUnique({ where: { slug }, select: { id: true, categoryId: true, tags: true, category: { select: { slug: true } } } });
  if (!work) return [];
  const like: Prisma.ArtworkWhereInput[] = [];
  if (work.categoryId) like.push({ categoryId: work.categoryId });
  if (work.tags.length > 0) like.push({ tags: { hasSome: work.tags } });
  if (like.length === 0) return [];
  const rows = await db.artwork.findMany({
    where: { id: { not: work.id }, OR: like },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: summarySelect,
    take: SIMILAR_CANDIDATES,
  });
  const summaries = new Map(rows.map((row) => [row.id, toSummary(row, locale)]));
  const candidates = [...summaries.values()].map((s) => ({ ...s, categorySlug: s.category?.slug ?? null }));
  const self = { id: work.id, categorySlug: work.category?.slug ?? null, tags: work.tags, status: "available", pricePaisa: null, createdAt: "" };
  return rankSimilarWorks(self, candidates).map((c) => summaries.get(c.id)!);
}

export const getSimilarArtworks = cached("similar-artworks", findSimilarArtworks, {
  tags: () => [CACHE_TAGS.artworks, CACHE_TAGS.categories],
});
