/**
 * Artwork categories (the spec's categories table) as the back office edits them: names, order,
 * and the rule that only an unused category can be deleted. Pure; shared by browser and server.
 */
import { z } from "zod";
import { optionalNepaliText } from "@/lib/validation/nepali-fields";

export const MAX_CATEGORY_NAME = 60;
/** Far above any real list; bounds a reorder's input before it is read. */
export const MAX_CATEGORIES = 200;

export const CATEGORY_MESSAGES = {
  created: "Category created successfully",
  renamed: "Category renamed successfully",
  reordered: "Category order saved",
  deleted: "Category deleted successfully",
  nameRequired: "Please enter a category name",
  nameTooLong: `A category name has at most ${MAX_CATEGORY_NAME} characters`,
  nameTaken: (name: string) => `A category named "${name}" already exists`,
  notFound: "Category not found",
  staleOrder: "The categories changed meanwhile. Please reload the page and try again.",
  /** The refusal to delete a category some artworks still use. */
  inUse: (name: string, artworks: number) =>
    `"${name}" is used by ${artworks} ${artworks === 1 ? "artwork" : "artworks"}. Move ${artworks === 1 ? "it" : "them"} to another category first, then delete it.`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = z.string().max(36).regex(UUID, CATEGORY_MESSAGES.notFound);

/** Spaces collapsed and trimmed: "  Digital   Art " is "Digital Art". */
export function cleanCategoryName(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

const name = z
  .string({ error: CATEGORY_MESSAGES.nameRequired })
  .max(MAX_CATEGORY_NAME * 4, CATEGORY_MESSAGES.nameTooLong)
  .transform(cleanCategoryName)
  .pipe(z.string().min(1, CATEGORY_MESSAGES.nameRequired).max(MAX_CATEGORY_NAME, CATEGORY_MESSAGES.nameTooLong));

/** The Nepali name (optional; absent: unchanged on rename; empty: none, the English shows). */
const nameNe = optionalNepaliText("Category name", MAX_CATEGORY_NAME).optional();

export const createCategorySchema = z.object({ name, nameNe });
export const renameCategorySchema = z.object({ id, name, nameNe });
export const deleteCategorySchema = z.object({ id });
export const reorderCategoriesSchema = z.object({
  ids: z
    .array(id)
    .min(1, CATEGORY_MESSAGES.staleOrder)
    .max(MAX_CATEGORIES, CATEGORY_MESSAGES.staleOrder)
    .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, CATEGORY_MESSAGES.staleOrder),
});

/** True when two names are the same for a visitor choosing among them (case and spaces ignored). */
export function sameCategoryName(a: string, b: string): boolean {
  return cleanCategoryName(a).toLocaleLowerCase("en") === cleanCategoryName(b).toLocaleLowerCase("en");
}
