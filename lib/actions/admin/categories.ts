"use server";
/**
 * Artwork categories: create, rename, reorder, and delete while no artwork uses them. Each action
 * re-checks the administrator and its input (the action client), records the change in the
 * activity log in the same transaction, then refreshes the public gallery's category filter and
 * the artwork lists that show category names.
 */
import { db } from "@/lib/db";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { uniqueSlug } from "@/lib/domain/slug";
import { nextDisplayOrder } from "@/lib/domain/admin/display-order";
import {
  CATEGORY_MESSAGES,
  createCategorySchema,
  deleteCategorySchema,
  renameCategorySchema,
  reorderCategoriesSchema,
  sameCategoryName,
} from "@/lib/domain/admin/category-form";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordActivity } from "@/lib/activity/log";

type Tx = Prisma.TransactionClient;

/** One writer of the category list at a time: names stay unique and orders distinct. */
async function lockCategories(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('categories'))`;
}

async function refuseTakenName(tx: Tx, name: string, except: string | null): Promise<void> {
  const all = await tx.category.findMany({ select: { id: true, name: true } });
  const clash = all.find((c) => c.id !== except && sameCategoryName(c.name, name));
  if (clash) throw new AdminActionError(CATEGORY_MESSAGES.nameTaken(clash.name), { name: CATEGORY_MESSAGES.nameTaken(clash.name) });
}

function refreshPublic(): void {
  revalidatePublic(CACHE_TAGS.categories, CACHE_TAGS.artworks);
}

/** The category names in their order, as the activity log shows a reorder. */
async function orderOfNames(tx: Tx): Promise<string[]> {
  const rows = await tx.category.findMany({ orderBy: [{ displayOrder: "asc" }, { name: "asc" }], select: { name: true } });
  return rows.map((r) => r.name);
}

const catalogue = { permission: "catalogue" } as const;

export const createCategory = adminAction(createCategorySchema, async ({ name, nameNe }, admin) => {
  assertWritable(DEMO_MESSAGES.readOnly);
  const created = await db.$transaction(async (tx) => {
    await lockCategories(tx);
    await refuseTakenName(tx, name, null);
    const slug = await uniqueSlug(name, async (candidate) => (await tx.category.count({ where: { slug: candidate } })) > 0);
    const orders = await tx.category.findMany({ select: { displayOrder: true } });
    const row = await tx.category.create({
      data: { name, nameNe: nameNe ?? null, slug, displayOrder: nextDisplayOrder(orders.map((o) => o.displayOrder)) },
      select: { id: true, name: true, nameNe: true, slug: true, displayOrder: true },
    });
    await recordActivity(tx, admin, {
      kind: "category",
      action: "created",
      subjectId: row.id,
      subject: row.name,
      after: { name: row.name, ...(row.nameNe ? { nameNe: row.nameNe } : {}), slug: row.slug, displayOrder: row.displayOrder },
    });
    return row;
  });
  refreshPublic();
  return withMessage(created, CATEGORY_MESSAGES.created);
}, catalogue);

/** The name changes; the slug (the gallery's ?category= link) stays, so shared links keep working. */
export const renameCategory = adminAction(renameCategorySchema, async ({ id, name, nameNe }, admin) => {
  assertWritable(DEMO_MESSAGES.readOnly);
  const renamed = await db.$transaction(async (tx) => {
    await lockCategories(tx);
    const current = await tx.category.findUnique({ where: { id }, select: { id: true, name: true, nameNe: true } });
    if (!current) throw new AdminActionError(CATEGORY_MESSAGES.notFound);
    await refuseTakenName(tx, name, id);
    const row = await tx.category.update({
      where: { id },
      data: { name, ...(nameNe === undefined ? {} : { nameNe }) },
      select: { id: true, name: true, nameNe: true, slug: true, displayOrder: true },
    });
    if (current.name !== row.name) {
      await recordActivity(tx, admin, { kind: "category", action: "updated", subjectId: id, subject: row.name, before: { name: current.name }, after: { name: row.name } });
    }
    if (current.nameNe !== row.nameNe) {
      await recordActivity(tx, admin, { kind: "category", action: "updated", subjectId: id, subject: row.name, before: { nameNe: current.nameNe }, after: { nameNe: row.nameNe } });
    }
    return row;
  });
  refreshPublic();
  return withMessage(renamed, CATEGORY_MESSAGES.renamed);
}, catalogue);

/** `ids` is the whole list in its new order (1, 2, 3...); a list that is not the current set is refused. */
export const reorderCategories = adminAction(reorderCategoriesSchema, async ({ ids }, admin) => {
  assertWritable(DEMO_MESSAGES.readOnly);
  await db.$transaction(async (tx) => {
    await lockCategories(tx);
    const existing = await tx.category.findMany({ select: { id: true } });
    const known = new Set(existing.map((c) => c.id));
    if (existing.length !== ids.length || ids.some((i) => !known.has(i.toLowerCase()))) throw new AdminActionError(CATEGORY_MESSAGES.staleOrder);
    const before = await orderOfNames(tx);
    for (const [index, id] of ids.entries()) await tx.category.update({ where: { id: id.toLowerCase() }, data: { displayOrder: index + 1 } });
    const after = await orderOfNames(tx);
    if (before.join("\n") !== after.join("\n")) {
      await recordActivity(tx, admin, { kind: "category", action: "reordered", subject: "Category order", before: { order: before }, after: { order: after } });
    }
  });
  refreshPublic();
  return withMessage({ ids }, CATEGORY_MESSAGES.reordered);
}, catalogue);

/**
 * Deletes a category no artwork uses. The row is locked first: an artwork saved with it at the
 * same moment either is counted here, or waits and then fails its own check (the category is gone).
 */
export const deleteCategory = adminAction(deleteCategorySchema, async ({ id }, admin) => {
  assertWritable(DEMO_MESSAGES.readOnly);
  const deleted = await db.$transaction(async (tx) => {
    await lockCategories(tx);
    const [row] = await tx.$queryRaw<{ id: string; name: string; slug: string; display_order: number }[]>`
      SELECT id::text AS id, name, slug, display_order FROM categories WHERE id = ${id}::uuid FOR UPDATE`;
    if (!row) throw new AdminActionError(CATEGORY_MESSAGES.notFound);
    const artworks = await tx.artwork.count({ where: { categoryId: id } });
    if (artworks > 0) throw new AdminActionError(CATEGORY_MESSAGES.inUse(row.name, artworks));
    await tx.category.delete({ where: { id } });
    await recordActivity(tx, admin, { kind: "category", action: "deleted", subjectId: id, subject: row.name, before: { name: row.name, slug: row.slug, displayOrder: row.display_order } });
    return { id, name: row.name };
  });
  refreshPublic();
  return withMessage(deleted, CATEGORY_MESSAGES.deleted);
}, catalogue);
