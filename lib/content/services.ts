import "server-only";
/**
 * Back-office writes to services: the dialog's rules, the image (a replaced or deleted image's
 * file is removed), Hide/Show and delete. Callers check the administrator first.
 */
import { CACHE_TAGS, revalidatePublic, serviceTag } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { parseServiceForm, SERVICE_MESSAGES, type ServiceFields } from "@/lib/domain/admin/service-form";
import { slugify } from "@/lib/domain/slug";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fail, guarded, ok, uuidOf, type ContentResult } from "@/lib/content/result";
import { filesOf, removeStoredFiles, storeUploadedImage, type StoredImage } from "@/lib/content/files";
import { storage } from "@/lib/storage";

type Tx = Prisma.TransactionClient;

/** The spec's service slug: the lowercased title, whitespace runs turned into hyphens, made unique. */
async function freeServiceSlug(tx: Tx, title: string, serviceId: string | null): Promise<string> {
  const root = slugify(title);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    const owner = await tx.service.findUnique({ where: { slug: candidate }, select: { id: true } });
    if (!owner || owner.id === serviceId) return candidate;
  }
  throw new Error(`No free slug for ${root}`);
}

function rowData(fields: ServiceFields) {
  return {
    title: fields.title,
    description: fields.description,
    category: fields.category,
    duration: fields.duration,
    features: fields.features,
    pricing: fields.pricing as Prisma.InputJsonValue,
    commissionPricing: fields.commissionPricing as unknown as Prisma.InputJsonValue,
    shippingType: fields.shippingType,
    shippingChargePaisa: fields.shippingChargePaisa,
    taxRateBps: fields.taxRateBps,
    taxIncluded: fields.taxIncluded,
    available: fields.available,
    featured: fields.featured,
    imageUrl: fields.imageUrl,
  };
}

/** A new image must be a file of this storage. */
async function imageExists(url: string | null): Promise<boolean> {
  if (!url) return true;
  return (await storage().read(url)) !== null;
}

export async function createService(input: unknown): Promise<ContentResult<{ id: string; slug: string }>> {
  return guarded(SERVICE_MESSAGES.saveFailed, async () => {
    assertWritable(DEMO_MESSAGES.createService);
    const parsed = parseServiceForm(input);
    if (!parsed.ok) return fail(SERVICE_MESSAGES.saveFailed, parsed.fieldErrors);
    if (!(await imageExists(parsed.fields.imageUrl))) return fail(SERVICE_MESSAGES.saveFailed, { imageUrl: "The image could not be found; please upload it again" });
    const created = await db.$transaction(async (tx) => {
      const slug = await freeServiceSlug(tx, parsed.fields.title, null);
      return tx.service.create({ data: { ...rowData(parsed.fields), slug }, select: { id: true, slug: true } });
    });
    revalidatePublic(CACHE_TAGS.services, serviceTag(created.slug));
    return ok(created, SERVICE_MESSAGES.created);
  });
}

export async function updateService(id: unknown, input: unknown): Promise<ContentResult<{ id: string; slug: string }>> {
  return guarded(SERVICE_MESSAGES.saveFailed, async () => {
    assertWritable(DEMO_MESSAGES.updateService);
    const serviceId = uuidOf(id);
    const current = serviceId ? await db.service.findUnique({ where: { id: serviceId }, select: { id: true, slug: true, title: true, imageUrl: true } }) : null;
    if (!current) return fail(SERVICE_MESSAGES.notFound);
    const parsed = parseServiceForm(input);
    if (!parsed.ok) return fail(SERVICE_MESSAGES.saveFailed, parsed.fieldErrors);
    if (parsed.fields.imageUrl !== current.imageUrl && !(await imageExists(parsed.fields.imageUrl))) {
      return fail(SERVICE_MESSAGES.saveFailed, { imageUrl: "The image could not be found; please upload it again" });
    }
    const updated = await db.$transaction(async (tx) => {
      const slug = parsed.fields.title === current.title ? current.slug : await freeServiceSlug(tx, parsed.fields.title, current.id);
      return tx.service.update({ where: { id: current.id }, data: { ...rowData(parsed.fields), slug }, select: { id: true, slug: true } });
    });
    if (current.imageUrl && current.imageUrl !== parsed.fields.imageUrl) await removeStoredFiles([current.imageUrl]);
    revalidatePublic(CACHE_TAGS.services, serviceTag(updated.slug), serviceTag(current.slug));
    return ok(updated, SERVICE_MESSAGES.updated);
  });
}

export async function deleteService(id: unknown): Promise<ContentResult<{ id: string }>> {
  return guarded(SERVICE_MESSAGES.deleteFailed, async () => {
    assertWritable(DEMO_MESSAGES.deleteService);
    const serviceId = uuidOf(id);
    const current = serviceId ? await db.service.findUnique({ where: { id: serviceId }, select: { id: true, slug: true, imageUrl: true } }) : null;
    if (!current) return fail(SERVICE_MESSAGES.notFound);
    await db.service.delete({ where: { id: current.id } });
    if (current.imageUrl) await removeStoredFiles([current.imageUrl]);
    revalidatePublic(CACHE_TAGS.services, serviceTag(current.slug));
    return ok({ id: current.id }, SERVICE_MESSAGES.deleted);
  });
}

/** Hide/Show: 'Service marked as unavailable' / 'Service marked as available'. */
export async function toggleServiceAvailability(id: unknown): Promise<ContentResult<{ id: string; available: boolean }>> {
  return guarded(SERVICE_MESSAGES.updateFailed, async () => {
    assertWritable(DEMO_MESSAGES.updateService);
    const serviceId = uuidOf(id);
    const current = serviceId ? await db.service.findUnique({ where: { id: serviceId }, select: { id: true, slug: true, available: true } }) : null;
    if (!current) return fail(SERVICE_MESSAGES.notFound);
    const available = !current.available;
    await db.service.update({ where: { id: current.id }, data: { available } });
    revalidatePublic(CACHE_TAGS.services, serviceTag(current.slug));
    return ok({ id: current.id, available }, available ? SERVICE_MESSAGES.markedAvailable : SERVICE_MESSAGES.markedUnavailable);
  });
}

/** Uploads the dialog's image (form field 'file', max 5 MB); the dialog saves its URL. */
export async function uploadServiceImage(form: FormData): Promise<ContentResult<StoredImage>> {
  return guarded("Failed to upload image", async () => {
    assertWritable(DEMO_MESSAGES.imageUpload);
    if (!(form instanceof FormData)) return fail("Failed to upload image");
    const [file] = filesOf(form, "file", 1);
    if (!file) return fail("Failed to upload image");
    return ok(await storeUploadedImage("services", "service", file), "Image uploaded successfully");
  });
}
