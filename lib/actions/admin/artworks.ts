"use server";
/**
 * Artwork actions of the back office, on the action client (administrator, then the dialog's
 * rules, then the write): create/update with images and their pixel sizes, slugs that keep old
 * links working, delete, and the available/sold toggle. Each write refreshes exactly the public
 * pages that show the work, and is recorded in the activity log in its own transaction (who, the
 * fields before and after; a deletion keeps the whole work as it was).
 */
import { kickEmailWorker } from "@/lib/email/outbox";
import { alertsAfterArtworkSaved } from "@/lib/mailing-list/alerts";
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { artworkTag, CACHE_TAGS, revalidatePublic, type PublicCacheTag } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { ARTWORK_MESSAGES, parseArtworkForm, TOGGLE_REFUSED_MESSAGE, toggledArtworkStatus, type ArtworkFields } from "@/lib/domain/admin/artwork-form";
import { formInput, recordFormInput, recordIdInput, uuidOf } from "@/lib/domain/admin/form-input";
import { imageSizesOf, type ImageSize } from "@/lib/domain/image-sizes";
import { slugify } from "@/lib/domain/slug";
import type { Prisma } from "@/lib/generated/prisma/client";
import { removeStoredFiles, storedImageSize } from "@/lib/images/stored-files";
import { recordActivity, recordUpdate } from "@/lib/activity/log";

type Tx = Prisma.TransactionClient;

/** What the activity log keeps of a work: its fields as the dialog edits them, the category by name. */
const LOGGED_FIELDS = {
  title: true,
  slug: true,
  description: true,
  pricePaisa: true,
  status: true,
  featured: true,
  yearCreated: true,
  medium: true,
  dimensions: true,
  tags: true,
  titleNe: true,
  descriptionNe: true,
  mediumNe: true,
  tagsNe: true,
  images: true,
  shippingType: true,
  shippingChargePaisa: true,
  taxRateBps: true,
  taxIncluded: true,
  allPrintSizes: true,
  category: { select: { name: true } },
  printSizes: { select: { printSizeKey: true }, orderBy: { printSizeKey: "asc" } },
} satisfies Prisma.ArtworkSelect;

async function loggedState(tx: Tx, id: string): Promise<Record<string, unknown> | null> {
  const row = await tx.artwork.findUnique({ where: { id }, select: LOGGED_FIELDS });
  if (!row) return null;
  const { category, printSizes, ...rest } = row;
  return { ...rest, category: category?.name ?? null, printSizes: printSizes.map((p) => p.printSizeKey) };
}

/**
 * A free slug for the title: the artwork's own current or former slugs may be reused; any other
 * artwork's slug or former slug is taken (so shared links never change their target).
 */
async function freeSlug(tx: Tx, title: string, artworkId: string | null): Promise<string> {
  const root = slugify(title);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    const [owner, former] = await Promise.all([
      tx.artwork.findUnique({ where: { slug: candidate }, select: { id: true } }),
      tx.artworkSlugRedirect.findUnique({ where: { slug: candidate }, select: { artworkId: true } }),
    ]);
    const takenByOther = (owner && owner.id !== artworkId) || (former && former.artworkId !== artworkId);
    if (!takenByOther) return candidate;
  }
  throw new Error(`No free slug for ${root}`);
}

/** Sizes for the chosen images: kept from the artwork where known, read from storage for new ones. */
async function sizesFor(images: readonly string[], known: Map<string, ImageSize | null>): Promise<(ImageSize | null)[]> {
  const sizes: (ImageSize | null)[] = [];
  for (const url of images) {
    if (known.has(url)) {
      sizes.push(known.get(url) ?? null);
      continue;
    }
    const size = await storedImageSize(url);
    if (!size) throw new AdminActionError(ARTWORK_MESSAGES.saveFailed, { images: ARTWORK_MESSAGES.unknownImage });
    sizes.push(size);
  }
  return sizes;
}

function rowData(fields: ArtworkFields, sizes: (ImageSize | null)[]) {
  return {
    title: fields.title,
    description: fields.description,
    categoryId: fields.categoryId,
    pricePaisa: fields.pricePaisa,
    yearCreated: fields.yearCreated,
    medium: fields.medium,
    dimensions: fields.dimensions,
    tags: fields.tags,
    titleNe: fields.titleNe,
    descriptionNe: fields.descriptionNe,
    mediumNe: fields.mediumNe,
    tagsNe: fields.tagsNe,
    status: fields.status,
    featured: fields.featured,
    shippingType: fields.shippingType,
    shippingChargePaisa: fields.shippingChargePaisa,
    taxRateBps: fields.taxRateBps,
    taxIncluded: fields.taxIncluded,
    images: fields.images,
    imageSizes: sizes as unknown as Prisma.InputJsonValue,
    ...(fields.allPrintSizes === undefined ? {} : { allPrintSizes: fields.allPrintSizes }),
  };
}

/** The print sizes ticked on the work must be sizes of the price list. */
async function refuseUnknownPrintSizes(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const known = await db.printSize.count({ where: { key: { in: [...keys] } } });
  if (known !== keys.length) throw new AdminActionError(ARTWORK_MESSAGES.saveFailed, { printSizes: ARTWORK_MESSAGES.unknownPrintSize });
}

/** Replaces the work's ticked print sizes (none are kept when it offers them all); unsaid: unchanged. */
async function savePrintSizes(tx: Tx, artworkId: string, fields: Pick<ArtworkFields, "allPrintSizes" | "printSizeKeys">): Promise<void> {
  if (fields.allPrintSizes === undefined) return;
  await tx.artworkPrintSize.deleteMany({ where: { artworkId } });
  const keys = fields.printSizeKeys;
  if (keys.length > 0) await tx.artworkPrintSize.createMany({ data: keys.map((printSizeKey) => ({ artworkId, printSizeKey })) });
}

async function refuseUnknownCategory(categoryId: string): Promise<void> {
  const known = uuidOf(categoryId) !== null && (await db.category.count({ where: { id: categoryId } })) === 1;
  if (!known) throw new AdminActionError(ARTWORK_MESSAGES.saveFailed, { categoryId: ARTWORK_MESSAGES.unknownCategory });
}

export const createArtworkAction = adminAction(
  formInput(parseArtworkForm),
  async (fields, admin) => {
    assertWritable(DEMO_MESSAGES.createArtwork);
    await refuseUnknownCategory(fields.categoryId);
    await refuseUnknownPrintSizes(fields.printSizeKeys);
    const sizes = await sizesFor(fields.images, new Map());
    const created = await db.$transaction(async (tx) => {
      const slug = await freeSlug(tx, fields.title, null);
      const row = await tx.artwork.create({ data: { ...rowData(fields, sizes), slug }, select: { id: true, slug: true } });
      await savePrintSizes(tx, row.id, fields);
      await recordActivity(tx, admin, { kind: "artwork", action: "created", subjectId: row.id, subject: fields.title, after: await loggedState(tx, row.id) });
      const alerts = await alertsAfterArtworkSaved(tx, row.id, { previousCategoryId: null });
      return { ...row, alerts };
    });
    if (created.alerts.length > 0) kickEmailWorker();
    revalidatePublic(CACHE_TAGS.artworks, artworkTag(created.slug));
    return withMessage({ id: created.id, slug: created.slug }, ARTWORK_MESSAGES.created);
  },
  { invalidMessage: ARTWORK_MESSAGES.saveFailed, failureMessage: ARTWORK_MESSAGES.saveFailed, permission: "catalogue" },
);

/** `{ id, ...dialog fields }`. */
export const updateArtworkAction = adminAction(
  recordFormInput(ARTWORK_MESSAGES.notFound, parseArtworkForm),
  async ({ id, fields }, admin) => {
    assertWritable(DEMO_MESSAGES.updateArtwork);
    const current = await db.artwork.findUnique({ where: { id }, select: { id: true, slug: true, title: true, images: true, imageSizes: true, categoryId: true } });
    if (!current) throw new AdminActionError(ARTWORK_MESSAGES.notFound);
    await refuseUnknownCategory(fields.categoryId);
    await refuseUnknownPrintSizes(fields.printSizeKeys);
    const known = new Map<string, ImageSize | null>();
    imageSizesOf(current.imageSizes, current.images.length).forEach((size, i) => known.set(current.images[i], size));
    const sizes = await sizesFor(fields.images, known);

    const updated = await db.$transaction(async (tx) => {
      const before = await loggedState(tx, current.id);
      if (!before) throw new AdminActionError(ARTWORK_MESSAGES.notFound);
      let slug = current.slug;
      if (fields.title !== current.title) {
        slug = await freeSlug(tx, fields.title, current.id);
        if (slug !== current.slug) {
          // The new slug may be one of the work's own former slugs: it is live again.
          await tx.artworkSlugRedirect.deleteMany({ where: { slug } });
          await tx.artworkSlugRedirect.upsert({
            where: { slug: current.slug },
            create: { slug: current.slug, artworkId: current.id },
            update: { artworkId: current.id },
          });
        }
      }
      await savePrintSizes(tx, current.id, fields);
      const row = await tx.artwork.update({ where: { id: current.id }, data: { ...rowData(fields, sizes), slug }, select: { id: true, slug: true } });
      await recordUpdate(tx, admin, { kind: "artwork", subjectId: row.id, subject: fields.title, before, after: (await loggedState(tx, row.id))! });
      const alerts = await alertsAfterArtworkSaved(tx, row.id, { previousCategoryId: current.categoryId });
      return { ...row, alerts };
    });
    if (updated.alerts.length > 0) kickEmailWorker();

    await removeStoredFiles(current.images.filter((url) => !fields.images.includes(url)));
    const tags: PublicCacheTag[] = [CACHE_TAGS.artworks, artworkTag(updated.slug)];
    if (updated.slug !== current.slug) tags.push(artworkTag(current.slug));
    revalidatePublic(...tags);
    return withMessage({ id: updated.id, slug: updated.slug }, ARTWORK_MESSAGES.updated);
  },
  { invalidMessage: ARTWORK_MESSAGES.saveFailed, failureMessage: ARTWORK_MESSAGES.saveFailed, permission: "catalogue" },
);

export const deleteArtworkAction = adminAction(
  recordIdInput(ARTWORK_MESSAGES.notFound),
  async ({ id }, admin) => {
    assertWritable(DEMO_MESSAGES.deleteArtwork);
    const current = await db.artwork.findUnique({ where: { id }, select: { id: true, slug: true, images: true, formerSlugs: { select: { slug: true } } } });
    if (!current) throw new AdminActionError(ARTWORK_MESSAGES.notFound);
    await db.$transaction(async (tx) => {
      const before = await loggedState(tx, current.id);
      if (!before) throw new AdminActionError(ARTWORK_MESSAGES.notFound);
      await tx.artwork.delete({ where: { id: current.id } });
      await recordActivity(tx, admin, { kind: "artwork", action: "deleted", subjectId: current.id, subject: String(before.title), before });
    });
    await removeStoredFiles(current.images);
    revalidatePublic(CACHE_TAGS.artworks, artworkTag(current.slug), ...current.formerSlugs.map((f) => artworkTag(f.slug)));
    return withMessage({ id: current.id }, ARTWORK_MESSAGES.deleted);
  },
  { failureMessage: ARTWORK_MESSAGES.deleteFailed, permission: "catalogue" },
);

/** The quick toggle between available and sold: 'Artwork marked as {status}'. */
export const toggleArtworkStatusAction = adminAction(
  recordIdInput(ARTWORK_MESSAGES.notFound),
  async ({ id }, admin) => {
    assertWritable(DEMO_MESSAGES.updateArtwork);
    const current = await db.artwork.findUnique({ where: { id }, select: { id: true, slug: true, title: true, status: true } });
    if (!current) throw new AdminActionError(ARTWORK_MESSAGES.notFound);
    const status = toggledArtworkStatus(current.status);
    if (status === null) throw new AdminActionError(TOGGLE_REFUSED_MESSAGE);
    await db.$transaction(async (tx) => {
      // Only from the status read above: a concurrent edit to 'Not for sale' is never flipped.
      const changed = await tx.artwork.updateMany({ where: { id: current.id, status: current.status }, data: { status } });
      if (changed.count === 0) throw new AdminActionError(ARTWORK_MESSAGES.updateFailed);
      await recordActivity(tx, admin, { kind: "artwork", action: "updated", subjectId: current.id, subject: current.title, before: { status: current.status }, after: { status } });
    });
    revalidatePublic(CACHE_TAGS.artworks, artworkTag(current.slug));
    return withMessage({ id: current.id, status }, ARTWORK_MESSAGES.markedAs(status));
  },
  { failureMessage: ARTWORK_MESSAGES.updateFailed, permission: "catalogue" },
);
