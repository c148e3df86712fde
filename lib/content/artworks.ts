import "server-only";
/**
 * Back-office writes to artworks: create/update with the dialog's rules, images with their pixel
 * sizes, slugs that keep old links working, delete, and the available/sold toggle. Each write
 * refreshes exactly the public pages that show the work.
 *
 * Callers (lib/actions/admin/artworks.ts) check the administrator first.
 */
import { artworkTag, CACHE_TAGS, revalidatePublic, type PublicCacheTag } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { ARTWORK_MESSAGES, MAX_ARTWORK_IMAGES, parseArtworkForm, TOGGLE_REFUSED_MESSAGE, toggledArtworkStatus, type ArtworkFields } from "@/lib/domain/admin/artwork-form";
import { slugify } from "@/lib/domain/slug";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fail, guarded, ok, uuidOf, type ContentResult } from "@/lib/content/result";
import { filesOf, removeStoredFiles, storedImageSize, storeUploadedImage, type StoredImage } from "@/lib/content/files";

type Tx = Prisma.TransactionClient;

import { imageSizesOf, type ImageSize } from "@/lib/domain/image-sizes";

export { imageSizesOf, type ImageSize };

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
async function sizesFor(images: readonly string[], known: Map<string, ImageSize | null>): Promise<(ImageSize | null)[] | "missing"> {
  const sizes: (ImageSize | null)[] = [];
  for (const url of images) {
    if (known.has(url)) {
      sizes.push(known.get(url) ?? null);
      continue;
    }
    const size = await storedImageSize(url);
    if (!size) return "missing";
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
    status: fields.status,
    featured: fields.featured,
    shippingType: fields.shippingType,
    shippingChargePaisa: fields.shippingChargePaisa,
    taxRateBps: fields.taxRateBps,
    taxIncluded: fields.taxIncluded,
    images: fields.images,
    imageSizes: sizes as unknown as Prisma.InputJsonValue,
  };
}

async function checkCategory(categoryId: string): Promise<boolean> {
  if (!uuidOf(categoryId)) return false;
  return (await db.category.count({ where: { id: categoryId } })) === 1;
}

export async function createArtwork(input: unknown): Promise<ContentResult<{ id: string; slug: string }>> {
  return guarded(ARTWORK_MESSAGES.saveFailed, async () => {
    assertWritable(DEMO_MESSAGES.createArtwork);
    const parsed = parseArtworkForm(input);
    if (!parsed.ok) return fail(ARTWORK_MESSAGES.saveFailed, parsed.fieldErrors);
    const fields = parsed.fields;
    if (!(await checkCategory(fields.categoryId))) return fail(ARTWORK_MESSAGES.saveFailed, { categoryId: ARTWORK_MESSAGES.unknownCategory });
    const sizes = await sizesFor(fields.images, new Map());
    if (sizes === "missing") return fail(ARTWORK_MESSAGES.saveFailed, { images: ARTWORK_MESSAGES.unknownImage });
    const created = await db.$transaction(async (tx) => {
      const slug = await freeSlug(tx, fields.title, null);
      return tx.artwork.create({ data: { ...rowData(fields, sizes), slug }, select: { id: true, slug: true } });
    });
    revalidatePublic(CACHE_TAGS.artworks, artworkTag(created.slug));
    return ok(created, ARTWORK_MESSAGES.created);
  });
}

export async function updateArtwork(id: unknown, input: unknown): Promise<ContentResult<{ id: string; slug: string }>> {
  return guarded(ARTWORK_MESSAGES.saveFailed, async () => {
    assertWritable(DEMO_MESSAGES.updateArtwork);
    const artworkId = uuidOf(id);
    const current = artworkId ? await db.artwork.findUnique({ where: { id: artworkId }, select: { id: true, slug: true, title: true, images: true, imageSizes: true } }) : null;
    if (!current) return fail(ARTWORK_MESSAGES.notFound);
    const parsed = parseArtworkForm(input);
    if (!parsed.ok) return fail(ARTWORK_MESSAGES.saveFailed, parsed.fieldErrors);
    const fields = parsed.fields;
    if (!(await checkCategory(fields.categoryId))) return fail(ARTWORK_MESSAGES.saveFailed, { categoryId: ARTWORK_MESSAGES.unknownCategory });
    const known = new Map<string, ImageSize | null>();
    imageSizesOf(current.imageSizes, current.images.length).forEach((size, i) => known.set(current.images[i], size));
    const sizes = await sizesFor(fields.images, known);
    if (sizes === "missing") return fail(ARTWORK_MESSAGES.saveFailed, { images: ARTWORK_MESSAGES.unknownImage });

    const updated = await db.$transaction(async (tx) => {
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
      return tx.artwork.update({ where: { id: current.id }, data: { ...rowData(fields, sizes), slug }, select: { id: true, slug: true } });
    });

    const removed = current.images.filter((url) => !fields.images.includes(url));
    await removeStoredFiles(removed);
    const tags: PublicCacheTag[] = [CACHE_TAGS.artworks, artworkTag(updated.slug)];
    if (updated.slug !== current.slug) tags.push(artworkTag(current.slug));
    revalidatePublic(...tags);
    return ok(updated, ARTWORK_MESSAGES.updated);
  });
}

export async function deleteArtwork(id: unknown): Promise<ContentResult<{ id: string }>> {
  return guarded(ARTWORK_MESSAGES.deleteFailed, async () => {
    assertWritable(DEMO_MESSAGES.deleteArtwork);
    const artworkId = uuidOf(id);
    const current = artworkId ? await db.artwork.findUnique({ where: { id: artworkId }, select: { id: true, slug: true, images: true, formerSlugs: { select: { slug: true } } } }) : null;
    if (!current) return fail(ARTWORK_MESSAGES.notFound);
    await db.artwork.delete({ where: { id: current.id } });
    await removeStoredFiles(current.images);
    revalidatePublic(CACHE_TAGS.artworks, artworkTag(current.slug), ...current.formerSlugs.map((f) => artworkTag(f.slug)));
    return ok({ id: current.id }, ARTWORK_MESSAGES.deleted);
  });
}

/** The quick toggle between available and sold: 'Artwork marked as {status}'. */
export async function toggleArtworkStatus(id: unknown): Promise<ContentResult<{ id: string; status: "available" | "sold" }>> {
  return guarded(ARTWORK_MESSAGES.updateFailed, async () => {
    assertWritable(DEMO_MESSAGES.updateArtwork);
    const artworkId = uuidOf(id);
    const current = artworkId ? await db.artwork.findUnique({ where: { id: artworkId }, select: { id: true, slug: true, status: true } }) : null;
    if (!current) return fail(ARTWORK_MESSAGES.notFound);
    const status = toggledArtworkStatus(current.status);
    if (status === null) return fail(TOGGLE_REFUSED_MESSAGE);
    // Only from the status read above: a concurrent edit to 'Not for sale' is never flipped.
    const changed = await db.artwork.updateMany({ where: { id: current.id, status: current.status }, data: { status } });
    if (changed.count === 0) return fail(ARTWORK_MESSAGES.updateFailed);
    revalidatePublic(CACHE_TAGS.artworks, artworkTag(current.slug));
    return ok({ id: current.id, status }, ARTWORK_MESSAGES.markedAs(status));
  });
}

/** Uploads images for the dialog (form field 'files'); the dialog then saves their URLs in order. */
export async function uploadArtworkImages(form: FormData): Promise<ContentResult<StoredImage[]>> {
  return guarded("Failed to upload images", async () => {
    assertWritable(DEMO_MESSAGES.imageUpload);
    if (!(form instanceof FormData)) return fail("Failed to upload images");
    const files = filesOf(form, "files", MAX_ARTWORK_IMAGES);
    if (files.length === 0) return fail("Failed to upload images");
    const stored: StoredImage[] = [];
    try {
      for (const file of files) stored.push(await storeUploadedImage("artworks", "artwork", file));
    } catch (error) {
      await removeStoredFiles(stored.map((s) => s.url));
      throw error;
    }
    return ok(stored, files.length === 1 ? "Image uploaded successfully" : `${files.length} images uploaded successfully`);
  });
}
