/**
 * The gallery's view as URL query parameters: search, category, status, sort, filter and page.
 * Every view is a shareable link, so parsing is forgiving (anything unknown falls back to the
 * default) and serialising leaves defaults out, giving one canonical URL per view.
 * Every parameter goes through `urlParam` first: one string, bounded, without NUL, control
 * characters or unpaired surrogates; anything else counts as absent.
 * Pure: no Next, no Prisma.
 */

import { ARTWORK_STATUSES, GALLERY_SORTS, type ArtworkStatusValue, type GallerySort } from "./gallery-choices";
import { cleanText, urlParam } from "./text-input";

export { ARTWORK_STATUSES, GALLERY_SORTS, type ArtworkStatusValue, type GallerySort };

export const STATUS_LABELS: Record<ArtworkStatusValue, string> = {
  available: "Available",
  sold: "Sold",
  not_for_sale: "Not for Sale",
  custom_only: "Custom Only",
};

/** Badge of an available original held by an order whose payment is being checked. */
export const RESERVED_LABEL = "Reserved";
/** What the artwork page says about such a work. */
export const RESERVED_EXPLANATION =
  "This original is reserved: it is awaiting the buyer's payment check. If the payment is not confirmed, it will be available again.";

/** The status shown to visitors: an available work held by an order reads 'Reserved'. */
export function displayStatusLabel(status: ArtworkStatusValue, reserved: boolean | undefined): string {
  return status === "available" && reserved ? RESERVED_LABEL : STATUS_LABELS[status];
}

export const SORT_LABELS: Record<GallerySort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  title: "Title A-Z",
};

export const GALLERY_FILTERS = ["recent"] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];

/** `filter=recent`: works added in the last 90 days. */
export const RECENT_DAYS = 90;
export const GALLERY_PAGE_SIZE = 12;
export const MAX_SEARCH_LENGTH = 100;
/** A search uses at most this many words (every word must match). */
export const MAX_SEARCH_TERMS = 5;
const MAX_PAGE = 10_000;

export interface GalleryQuery {
  /** Free text, trimmed, inner whitespace collapsed; "" for none. */
  search: string;
  /** Category slug, or null for all categories. */
  category: string | null;
  status: ArtworkStatusValue | null;
  sort: GallerySort;
  filter: GalleryFilter | null;
  /** 1-based. */
  page: number;
}

export const DEFAULT_GALLERY_QUERY: Readonly<GalleryQuery> = Object.freeze({
  search: "",
  category: null,
  status: null,
  sort: "newest",
  filter: null,
  page: 1,
});

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

/** Longest raw value read for any gallery parameter (a search is cut to MAX_SEARCH_LENGTH later). */
const MAX_PARAM_LENGTH = 500;

function first(source: ParamSource, key: string): string | undefined {
  const value = source instanceof URLSearchParams ? source.get(key) : source[key];
  return urlParam(value, MAX_PARAM_LENGTH) ?? undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | null {
  return value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function normaliseSearch(value: string | undefined): string {
  if (!value) return "";
  // Bounded first, then NFC: Devanagari typed with decomposed marks (NFD) finds the stored
  // (NFC) text. Cleaned after the cut too, so a surrogate pair cut in half leaves no unpaired half.
  const nfc = cleanText(value.slice(0, MAX_PARAM_LENGTH)).normalize("NFC");
  return cleanText(nfc.replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH)).trim();
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function parseCategory(value: string | undefined): string | null {
  const slug = value?.trim().toLowerCase();
  if (!slug || slug === "all" || slug.length > 80 || !SLUG.test(slug)) return null;
  return slug;
}

function parsePage(value: string | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** Reads a gallery view from URL search params; unknown or malformed values fall back to the defaults. */
export function parseGalleryQuery(source: ParamSource): GalleryQuery {
  return {
    search: normaliseSearch(first(source, "search")),
    category: parseCategory(first(source, "category")),
    status: oneOf(ARTWORK_STATUSES, first(source, "status")?.trim()),
    sort: oneOf(GALLERY_SORTS, first(source, "sort")?.trim()) ?? "newest",
    filter: oneOf(GALLERY_FILTERS, first(source, "filter")?.trim()),
    page: parsePage(first(source, "page")),
  };
}

/** The query string of a view ("" for the default view), defaults left out, in a fixed key order. */
export function serializeGalleryQuery(query: Partial<GalleryQuery>): string {
  const params = new URLSearchParams();
  const search = normaliseSearch(query.search);
  if (search) params.set("search", search);
  if (query.category) params.set("category", query.category);
  if (query.status) params.set("status", query.status);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.filter) params.set("filter", query.filter);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** /gallery with the given view. */
export function galleryHref(query: Partial<GalleryQuery> = {}): string {
  return `/gallery${serializeGalleryQuery(query)}`;
}

/** True when anything narrows the result (search, category, status or filter; not sort or page). */
export function hasActiveFilters(query: GalleryQuery): boolean {
  return Boolean(query.search || query.category || query.status || query.filter);
}

/**
 * The words of a search, lower-cased, at most MAX_SEARCH_TERMS. A plural-looking word also
 * matches its singular ("portraits" finds "Portrait of ..."): words of 4+ letters ending in
 * "s" lose it, which still matches the plural because matching is by substring.
 */
export function searchTerms(search: string): string[] {
  const words = normaliseSearch(search)
    .toLowerCase()
    .split(" ")
    // Combining marks belong to the word: थाङ्का ends in the vowel sign ा, कलाकार's marks too.
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ""))
    .filter(Boolean);
  const unique = [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
  return unique.map((word) => (word.length >= 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
}

/**
 * A search word as the Nepali part of the search text stores it: each Devanagari character
 * (U+0900-U+097F) becomes "X" and its two upper-case hex digits within the block (थ -> X25), the
 * rest is kept. The same mapping as the SQL function devanagari_search_key (migration
 * nepali_search_key), which lets the trigram index serve Devanagari under the C locale. Words
 * without Devanagari come back unchanged.
 */
export function devanagariSearchKey(word: string): string {
  if (!/[\u0900-\u097F]/.test(word)) return word;
  let key = "";
  for (const ch of word) {
    const code = ch.codePointAt(0) ?? 0;
    key += code >= 0x0900 && code <= 0x097f ? `X${(code - 0x0900).toString(16).toUpperCase().padStart(2, "0")}` : ch;
  }
  return key;
}

/** Start of the `filter=recent` window. */
export function recentSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
}

export function totalPages(total: number, pageSize = GALLERY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page numbers a pagination bar shows: the first, the last and two either side of the current one, with gaps. */
export function pageWindow(current: number, total: number): (number | "gap")[] {
  const pages = new Set([1, total, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const page of sorted) {
    const previous = result.at(-1);
    if (typeof previous === "number" && page - previous > 1) result.push("gap");
    result.push(page);
  }
  return result;
}
