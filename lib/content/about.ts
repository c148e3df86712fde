import "server-only";
/**
 * Back-office writes to the About page's content: add (display order = highest + 1, or 1), edit,
 * delete, toggle active, reorder (rewritten from 1), and hero images. Callers check the
 * administrator first.
 */
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { ABOUT_MESSAGES, ABOUT_SECTIONS, parseAboutItem, type AboutSectionType, type AboutValue } from "@/lib/domain/admin/about-form";
import { nextDisplayOrder, reorderedPositions } from "@/lib/domain/admin/display-order";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fail, guarded, ok, uuidOf, type ContentResult } from "@/lib/content/result";
import { filesOf, removeStoredFiles, storeUploadedImage, type StoredImage } from "@/lib/content/files";

export interface AboutItemRow {
  id: string;
  sectionType: AboutSectionType;
  contentKey: string;
  contentValue: AboutValue;
  displayOrder: number;
  isActive: boolean;
}

function imagesOf(value: unknown): string[] {
  const images = (value as AboutValue | null)?.images;
  return Array.isArray(images) ? images.filter((u): u is string => typeof u === "string") : [];
}

function toRow(row: { id: string; sectionType: string; contentKey: string; contentValue: unknown; displayOrder: number; isActive: boolean }): AboutItemRow {
  return { ...row, sectionType: row.sectionType as AboutSectionType, contentValue: (row.contentValue ?? {}) as AboutValue };
}

export async function createAboutItem(input: unknown): Promise<ContentResult<AboutItemRow>> {
  return guarded(ABOUT_MESSAGES.saveFailed, async () => {
    assertWritable(DEMO_MESSAGES.updateContent);
    const parsed = parseAboutItem(input);
    if (!parsed.ok) return fail(ABOUT_MESSAGES.saveFailed, parsed.fieldErrors);
    const { sectionType, contentKey, contentValue } = parsed.fields;
    const created = await db.$transaction(async (tx) => {
      // One writer per section at a time, so two adds never get the same order.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('about:' || ${sectionType}))`;
      const existing = await tx.aboutContent.findMany({ where: { sectionType }, select: { displayOrder: true } });
      return tx.aboutContent.create({
        data: { sectionType, contentKey, contentValue: contentValue as Prisma.InputJsonValue, displayOrder: nextDisplayOrder(existing.map((e) => e.displayOrder)) },
      });
    });
    revalidatePublic(CACHE_TAGS.about);
    return ok(toRow(created), ABOUT_MESSAGES.created);
  });
}

export async function updateAboutItem(id: unknown, input: unknown): Promise<ContentResult<AboutItemRow>> {
  return guarded(ABOUT_MESSAGES.saveFailed, async () => {
    assertWritable(DEMO_MESSAGES.updateContent);
    const itemId = uuidOf(id);
    const current = itemId ? await db.aboutContent.findUnique({ where: { id: itemId } }) : null;
    if (!current) return fail(ABOUT_MESSAGES.notFound);
    const parsed = parseAboutItem({ ...(input as object), sectionType: current.sectionType });
    if (!parsed.ok) return fail(ABOUT_MESSAGES.saveFailed, parsed.fieldErrors);
    const { contentKey, contentValue, displayOrder } = parsed.fields;
    const updated = await db.aboutContent.update({
      where: { id: current.id },
      data: { contentKey, contentValue: contentValue as Prisma.InputJsonValue, displayOrder: displayOrder ?? current.displayOrder },
    });
    const kept = new Set(imagesOf(contentValue));
    await removeStoredFiles(imagesOf(current.contentValue).filter((url) => !kept.has(url)));
    revalidatePublic(CACHE_TAGS.about);
    return ok(toRow(updated), ABOUT_MESSAGES.updated);
  });
}

export async function deleteAboutItem(id: unknown): Promise<ContentResult<{ id: string }>> {
  return guarded(ABOUT_MESSAGES.deleteFailed, async () => {
    assertWritable(DEMO_MESSAGES.updateContent);
    const itemId = uuidOf(id);
    const current = itemId ? await db.aboutContent.findUnique({ where: { id: itemId } }) : null;
    if (!current) return fail(ABOUT_MESSAGES.notFound);
    await db.aboutContent.delete({ where: { id: current.id } });
    await removeStoredFiles(imagesOf(current.contentValue));
    revalidatePublic(CACHE_TAGS.about);
    return ok({ id: current.id }, ABOUT_MESSAGES.deleted);
  });
}

export async function toggleAboutItem(id: unknown): Promise<ContentResult<{ id: string; isActive: boolean }>> {
  return guarded(ABOUT_MESSAGES.saveFailed, async () => {
    assertWritable(DEMO_MESSAGES.updateContent);
    const itemId = uuidOf(id);
    const current = itemId ? await db.aboutContent.findUnique({ where: { id: itemId }, select: { id: true, isActive: true } }) : null;
    if (!current) return fail(ABOUT_MESSAGES.notFound);
    const updated = await db.aboutContent.update({ where: { id: current.id }, data: { isActive: !current.isActive }, select: { id: true, isActive: true } });
    revalidatePublic(CACHE_TAGS.about);
    return ok(updated, ABOUT_MESSAGES.updated);
  });
}

/**
 * Reorder a section: `ids` in their new order get display_order 1, 2, 3... Every item of the
 * section must be listed exactly once.
 */
export async function reorderAboutItems(section: unknown, ids: unknown): Promise<ContentResult<{ id: string; displayOrder: number }[]>> {
  return guarded(ABOUT_MESSAGES.saveFailed, async () => {
    assertWritable(DEMO_MESSAGES.updateContent);
    if (typeof section !== "string" || !(ABOUT_SECTIONS as readonly string[]).includes(section)) return fail(ABOUT_MESSAGES.saveFailed);
    if (!Array.isArray(ids) || ids.length > 500) return fail(ABOUT_MESSAGES.saveFailed);
    const list = ids.map(uuidOf);
    if (list.some((id) => id === null) || new Set(list).size !== list.length) return fail(ABOUT_MESSAGES.saveFailed);
    const sectionType = section as AboutSectionType;
    const positions = reorderedPositions(list as string[]);
    const done = await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('about:' || ${sectionType}))`;
      const existing = await tx.aboutContent.findMany({ where: { sectionType }, select: { id: true } });
      const known = new Set(existing.map((e) => e.id));
      if (existing.length !== positions.length || positions.some((p) => !known.has(p.id))) return false;
      for (const p of positions) await tx.aboutContent.update({ where: { id: p.id }, data: { displayOrder: p.displayOrder } });
      return true;
    });
    if (!done) return fail(ABOUT_MESSAGES.saveFailed);
    revalidatePublic(CACHE_TAGS.about);
    return ok(positions, ABOUT_MESSAGES.updated);
  });
}

/** Uploads hero images (form field 'files'); the editor adds their URLs to the item and saves. */
export async function uploadAboutImages(form: FormData): Promise<ContentResult<StoredImage[]>> {
  return guarded(ABOUT_MESSAGES.uploadsFailed, async () => {
    assertWritable(DEMO_MESSAGES.imageUpload);
    if (!(form instanceof FormData)) return fail(ABOUT_MESSAGES.uploadsFailed);
    const files = filesOf(form, "files", 10);
    if (files.length === 0) return fail(ABOUT_MESSAGES.uploadFailed);
    const profile = form.get("folder") === "profile";
    const stored: StoredImage[] = [];
    try {
      for (const file of files) stored.push(await storeUploadedImage("about-images", "about", file, profile ? "profile" : undefined));
    } catch (error) {
      await removeStoredFiles(stored.map((s) => s.url));
      throw error;
    }
    return ok(stored, stored.length === 1 ? ABOUT_MESSAGES.imageUploaded : ABOUT_MESSAGES.imagesUploaded(stored.length));
  });
}
