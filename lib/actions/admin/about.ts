"use server";
/**
 * About content actions of the back office, on the action client (administrator, then the
 * item's rules, then the write): add (display order = highest + 1, or 1), edit, delete, toggle
 * active, reorder (rewritten from 1). Images must be the shop's own About uploads; an image an
 * edit or a delete lets go of is removed. Each change is recorded in the activity log in the same
 * transaction.
 */
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import {
  ABOUT_MESSAGES,
  ABOUT_SECTIONS,
  imagesOf,
  parseAboutItem,
  pictureUrlsOf,
  type AboutItemRow,
  type AboutSectionType,
  type AboutValue,
  type AboutValueNe,
} from "@/lib/domain/admin/about-form";
import { nextDisplayOrder, reorderedPositions } from "@/lib/domain/admin/display-order";
import { formInput, recordFormInput, recordIdInput, uuidOf, wholeInput } from "@/lib/domain/admin/form-input";
import { z } from "@/lib/validation/z";
import type { Prisma } from "@/lib/generated/prisma/client";
import { removeStoredFiles } from "@/lib/images/stored-files";
import { aboutImagePathOf } from "@/lib/domain/admin/uploads";
import { storage } from "@/lib/storage";
import { recordActivity, recordUpdate } from "@/lib/activity/log";

function toRow(row: {
  id: string;
  sectionType: string;
  contentKey: string;
  contentValue: unknown;
  contentValueNe: unknown;
  displayOrder: number;
  isActive: boolean;
}): AboutItemRow {
  return {
    ...row,
    sectionType: row.sectionType as AboutSectionType,
    contentValue: (row.contentValue ?? {}) as AboutValue,
    contentValueNe: (row.contentValueNe ?? {}) as AboutValueNe,
  };
}

/**
 * Images an item takes must be pictures this shop stored for the About page (the upload route's
 * about-images, exactly as this storage's public URL, and present). Images the item already
 * shows are kept as they are. Anything else is refused and nothing changes.
 */
async function refuseForeignImages(images: readonly string[], already: readonly string[] = []): Promise<void> {
  const kept = new Set(already);
  for (const url of images) {
    if (kept.has(url)) continue;
    const path = aboutImagePathOf(url);
    const ours = path !== null && storage().publicUrl(path) === url && (await storage().read(path)) !== null;
    if (!ours) throw new AdminActionError(ABOUT_MESSAGES.foreignImage, { contentValue: ABOUT_MESSAGES.foreignImage });
  }
}

const formOptions = { invalidMessage: ABOUT_MESSAGES.saveFailed, failureMessage: ABOUT_MESSAGES.saveFailed, permission: "about" } as const;

/** How the activity log names an item: "skills: watercolour". */
function subjectOf(row: { sectionType: string; contentKey: string }): string {
  return `${row.sectionType}: ${row.contentKey}`;
}

/** What the activity log keeps of an item. */
function loggedState(row: { sectionType: string; contentKey: string; contentValue: unknown; contentValueNe: unknown; displayOrder: number; isActive: boolean }) {
  return {
    sectionType: row.sectionType,
    contentKey: row.contentKey,
    contentValue: row.contentValue,
    contentValueNe: row.contentValueNe,
    displayOrder: row.displayOrder,
    isActive: row.isActive,
  };
}

export const createAboutItemAction = adminAction(
  formInput(parseAboutItem),
  async ({ sectionType, contentKey, contentValue, contentValueNe }, admin) => {
    assertWritable(DEMO_MESSAGES.updateContent);
    await refuseForeignImages(pictureUrlsOf(sectionType, contentKey, contentValue));
    const created = await db.$transaction(async (tx) => {
      // One writer per section at a time, so two adds never get the same order.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('about:' || ${sectionType}))`;
      const existing = await tx.aboutContent.findMany({ where: { sectionType }, select: { displayOrder: true } });
      const row = await tx.aboutContent.create({
        data: {
          sectionType,
          contentKey,
          contentValue: contentValue as Prisma.InputJsonValue,
          contentValueNe: (contentValueNe ?? {}) as Prisma.InputJsonValue,
          displayOrder: nextDisplayOrder(existing.map((e) => e.displayOrder)),
        },
      });
      await recordActivity(tx, admin, { kind: "about", action: "created", subjectId: row.id, subject: subjectOf(row), after: loggedState(row) });
      return row;
    });
    revalidatePublic(CACHE_TAGS.about);
    return withMessage(toRow(created), ABOUT_MESSAGES.created);
  },
  formOptions,
);

/**
 * `{ id, contentKey, contentValue, displayOrder }`; the section stays the item's own. The item is
 * found first ('Content not found'), then its fields are checked against its section's rules.
 */
export const updateAboutItemAction = adminAction(
  recordFormInput(ABOUT_MESSAGES.notFound, (fields) => ({ ok: true as const, fields: fields as Record<string, unknown> })),
  async ({ id, fields: input }, admin) => {
    assertWritable(DEMO_MESSAGES.updateContent);
    const current = await db.aboutContent.findUnique({ where: { id } });
    if (!current) throw new AdminActionError(ABOUT_MESSAGES.notFound);
    const parsed = parseAboutItem({ ...input, sectionType: current.sectionType });
    if (!parsed.ok) throw new AdminActionError(ABOUT_MESSAGES.saveFailed, parsed.fieldErrors);
    const { contentKey, contentValue, contentValueNe, displayOrder } = parsed.fields;
    await refuseForeignImages(pictureUrlsOf(current.sectionType, contentKey, contentValue), pictureUrlsOf(current.sectionType, current.contentKey, current.contentValue));
    const updated = await db.$transaction(async (tx) => {
      const before = await tx.aboutContent.findUnique({ where: { id: current.id } });
      if (!before) throw new AdminActionError(ABOUT_MESSAGES.notFound);
      const row = await tx.aboutContent.update({
        where: { id: current.id },
        data: {
          contentKey,
          contentValue: contentValue as Prisma.InputJsonValue,
          ...(contentValueNe === undefined ? {} : { contentValueNe: contentValueNe as Prisma.InputJsonValue }),
          displayOrder: displayOrder ?? current.displayOrder,
        },
      });
      await recordUpdate(tx, admin, { kind: "about", subjectId: row.id, subject: subjectOf(row), before: loggedState(before), after: loggedState(row) });
      return row;
    });
    const kept = new Set(imagesOf(contentValue));
    await removeStoredFiles(imagesOf(current.contentValue).filter((url) => !kept.has(url)));
    revalidatePublic(CACHE_TAGS.about);
    return withMessage(toRow(updated), ABOUT_MESSAGES.updated);
  },
  formOptions,
);

export const deleteAboutItemAction = adminAction(
  recordIdInput(ABOUT_MESSAGES.notFound),
  async ({ id }, admin) => {
    assertWritable(DEMO_MESSAGES.updateContent);
    const current = await db.aboutContent.findUnique({ where: { id } });
    if (!current) throw new AdminActionError(ABOUT_MESSAGES.notFound);
    await db.$transaction(async (tx) => {
      await tx.aboutContent.delete({ where: { id: current.id } });
      await recordActivity(tx, admin, { kind: "about", action: "deleted", subjectId: current.id, subject: subjectOf(current), before: loggedState(current) });
    });
    await removeStoredFiles(imagesOf(current.contentValue));
    revalidatePublic(CACHE_TAGS.about);
    return withMessage({ id: current.id }, ABOUT_MESSAGES.deleted);
  },
  { failureMessage: ABOUT_MESSAGES.deleteFailed, permission: "about" },
);

export const toggleAboutItemAction = adminAction(
  recordIdInput(ABOUT_MESSAGES.notFound),
  async ({ id }, admin) => {
    assertWritable(DEMO_MESSAGES.updateContent);
    const current = await db.aboutContent.findUnique({ where: { id }, select: { id: true, isActive: true, sectionType: true, contentKey: true } });
    if (!current) throw new AdminActionError(ABOUT_MESSAGES.notFound);
    const updated = await db.$transaction(async (tx) => {
      const row = await tx.aboutContent.update({ where: { id: current.id }, data: { isActive: !current.isActive }, select: { id: true, isActive: true } });
      await recordActivity(tx, admin, { kind: "about", action: "updated", subjectId: current.id, subject: subjectOf(current), before: { isActive: current.isActive }, after: { isActive: row.isActive } });
      return row;
    });
    revalidatePublic(CACHE_TAGS.about);
    return withMessage(updated, ABOUT_MESSAGES.updated);
  },
  { failureMessage: ABOUT_MESSAGES.saveFailed, permission: "about" },
);

const reorderInput = wholeInput(
  z.object({
    section: z.enum(ABOUT_SECTIONS),
    ids: z
      .array(z.string().max(36).refine((id) => uuidOf(id) !== null))
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length),
  }),
  ABOUT_MESSAGES.saveFailed,
);

/**
 * Reorder a section: `{ section, ids }`, the ids in their new order get display_order 1, 2, 3...
 * Every item of the section must be listed exactly once.
 */
export const reorderAboutItemsAction = adminAction(
  reorderInput,
  async ({ section, ids }, admin) => {
    assertWritable(DEMO_MESSAGES.updateContent);
    const positions = reorderedPositions(ids);
    const done = await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('about:' || ${section}))`;
      const existing = await tx.aboutContent.findMany({ where: { sectionType: section }, orderBy: [{ displayOrder: "asc" }, { createdAt: "asc" }], select: { id: true, contentKey: true } });
      const known = new Set(existing.map((e) => e.id));
      if (existing.length !== positions.length || positions.some((p) => !known.has(p.id))) return false;
      for (const p of positions) await tx.aboutContent.update({ where: { id: p.id }, data: { displayOrder: p.displayOrder } });
      const keyOf = new Map(existing.map((e) => [e.id, e.contentKey]));
      const before = existing.map((e) => e.contentKey);
      const after = positions.map((p) => keyOf.get(p.id) ?? p.id);
      if (before.join("\n") !== after.join("\n")) {
        await recordActivity(tx, admin, { kind: "about", action: "reordered", subject: `${section}: order`, before: { order: before }, after: { order: after } });
      }
      return true;
    });
    if (!done) throw new AdminActionError(ABOUT_MESSAGES.saveFailed);
    revalidatePublic(CACHE_TAGS.about);
    return withMessage(positions, ABOUT_MESSAGES.updated);
  },
  { failureMessage: ABOUT_MESSAGES.saveFailed, permission: "about" },
);
