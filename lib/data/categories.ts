import "server-only";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { cached, reportReadFailure } from "@/lib/data/public-cache";

export interface CategoryOption {
  id: string | null;
  name: string;
  slug: string;
}

/** Spec: the categories shown when loading them fails. */
export const DEFAULT_CATEGORIES: readonly CategoryOption[] = Object.freeze([
  { id: null, name: "Paintings", slug: "paintings" },
  { id: null, name: "Sketches", slug: "sketches" },
  { id: null, name: "Digital Art", slug: "digital-art" },
  { id: null, name: "Mixed Media", slug: "mixed-media" },
]);

/**
 * Every category in the order set in the back office (display order, then name; uncached; throws
 * when the database cannot answer).
 */
export async function findCategories(): Promise<CategoryOption[]> {
  const rows = await db.category.findMany({
    orderBy: [{ displayOrder: "asc" }, { name: "asc" }, { slug: "asc" }],
    select: { id: true, name: true, slug: true },
  });
  return rows;
}

const getCachedCategories = cached("categories", findCategories, { tags: () => [CACHE_TAGS.categories] });

/** The categories for the gallery's select; the four defaults when loading fails. */
export async function getCategories(): Promise<{ categories: readonly CategoryOption[]; fallback: boolean }> {
  try {
    return { categories: await getCachedCategories(), fallback: false };
  } catch (error) {
    reportReadFailure("categories (showing the defaults)", error);
    return { categories: DEFAULT_CATEGORIES, fallback: true };
  }
}

export { getCachedCategories };
