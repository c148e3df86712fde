import "server-only";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { cached, reportReadFailure } from "@/lib/data/public-cache";
import { localized } from "@/lib/i18n/localized";
import type { Locale } from "@/lib/i18n/locales";

export interface CategoryOption {
  id: string | null;
  name: string;
  slug: string;
  /** The Nepali name written in the back office (null: none); `name` is already localised. */
  nameNe?: string | null;
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
    select: { id: true, name: true, slug: true, nameNe: true },
  });
  return rows;
}

/**
 * The categories with `name` in the reader's language (the English name where no Nepali is
 * written), as { id, name, slug }: English pages get exactly what they always got.
 */
export function localizeCategories(categories: readonly CategoryOption[], locale: Locale): CategoryOption[] {
  return categories.map((c) => ({ id: c.id, name: localized(c.name, c.nameNe, locale), slug: c.slug }));
}

const getCachedCategories = cached("categories", findCategories, { tags: () => [CACHE_TAGS.categories] });

/**
 * The categories for the gallery's select; the four defaults when loading fails. With
 * locale "ne", names are the Nepali ones where written.
 */
export async function getCategories(locale: Locale = "en"): Promise<{ categories: readonly CategoryOption[]; fallback: boolean }> {
  try {
    const categories = await getCachedCategories();
    return { categories: localizeCategories(categories, locale), fallback: false };
  } catch (error) {
    reportReadFailure("categories (showing the defaults)", error);
    return { categories: DEFAULT_CATEGORIES, fallback: true };
  }
}

export { getCachedCategories };
