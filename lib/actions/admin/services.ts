"use server";
/**
 * Service actions of the back office, on the action client (administrator, then the dialog's
 * rules, then the write): the image (a replaced or deleted image's file is removed), Hide/Show
 * and delete.
 */
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { CACHE_TAGS, revalidatePublic, serviceTag } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { formInput, recordFormInput, recordIdInput } from "@/lib/domain/admin/form-input";
import { parseServiceForm, SERVICE_MESSAGES, type ServiceFields } from "@/lib/domain/admin/service-form";
import { slugify } from "@/lib/domain/slug";
import type { Prisma } from "@/lib/generated/prisma/client";
import { removeStoredFiles } from "@/lib/images/stored-files";
import { storage } from "@/lib/storage";

type Tx = Prisma.TransactionClient;

const IMAGE_NOT_FOUND = "The image could not be found; please upload it again";

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
async function refuseMissingImage(url: string | null): Promise<void> {
  if (url && (await storage().read(url)) === null) throw new AdminActionError(SERVICE_MESSAGES.saveFailed, { imageUrl: IMAGE_NOT_FOUND });
}

const formOptions = { invalidMessage: SERVICE_MESSAGES.saveFailed, failureMessage: SERVICE_MESSAGES.saveFailed };

export const createServiceAction = adminAction(
  formInput(parseServiceForm),
  async (fields) => {
    assertWritable(DEMO_MESSAGES.createService);
    await refuseMissingImage(fields.imageUrl);
    const created = await db.$transaction(async (tx) => {
      const slug = await freeServiceSlug(tx, fields.title, null);
      return tx.service.create({ data: { ...rowData(fields), slug }, select: { id: true, slug: true } });
    });
    revalidatePublic(CACHE_TAGS.services, serviceTag(created.slug));
    return withMessage(created, SERVICE_MESSAGES.created);
  },
  formOptions,
);

/** `{ id, ...dialog fields }`. */
export const updateServiceAction = adminAction(
  recordFormInput(SERVICE_MESSAGES.notFound, parseServiceForm),
  async ({ id, fields }) => {
    assertWritable(DEMO_MESSAGES.updateService);
    const current = await db.service.findUnique({ where: { id }, select: { id: true, slug: true, title: true, imageUrl: true } });
    if (!current) throw new AdminActionError(SERVICE_MESSAGES.notFound);
    if (fields.imageUrl !== current.imageUrl) await refuseMissingImage(fields.imageUrl);
    const updated = await db.$transaction(async (tx) => {
      const slug = fields.title === current.title ? current.slug : await freeServiceSlug(tx, fields.title, current.id);
      return tx.service.update({ where: { id: current.id }, data: { ...rowData(fields), slug }, select: { id: true, slug: true } });
    });
    if (current.imageUrl && current.imageUrl !== fields.imageUrl) await removeStoredFiles([current.imageUrl]);
    revalidatePublic(CACHE_TAGS.services, serviceTag(updated.slug), serviceTag(current.slug));
    return withMessage(updated, SERVICE_MESSAGES.updated);
  },
  formOptions,
);

export const deleteServiceAction = adminAction(
  recordIdInput(SERVICE_MESSAGES.notFound),
  async ({ id }) => {
    assertWritable(DEMO_MESSAGES.deleteService);
    const current = await db.service.findUnique({ where: { id }, select: { id: true, slug: true, imageUrl: true } });
    if (!current) throw new AdminActionError(SERVICE_MESSAGES.notFound);
    await db.service.delete({ where: { id: current.id } });
    if (current.imageUrl) await removeStoredFiles([current.imageUrl]);
    revalidatePublic(CACHE_TAGS.services, serviceTag(current.slug));
    return withMessage({ id: current.id }, SERVICE_MESSAGES.deleted);
  },
  { failureMessage: SERVICE_MESSAGES.deleteFailed },
);

/** Hide/Show: 'Service marked as unavailable' / 'Service marked as available'. */
export const toggleServiceAvailabilityAction = adminAction(
  recordIdInput(SERVICE_MESSAGES.notFound),
  async ({ id }) => {
    assertWritable(DEMO_MESSAGES.updateService);
    const current = await db.service.findUnique({ where: { id }, select: { id: true, slug: true, available: true } });
    if (!current) throw new AdminActionError(SERVICE_MESSAGES.notFound);
    const available = !current.available;
    await db.service.update({ where: { id: current.id }, data: { available } });
    revalidatePublic(CACHE_TAGS.services, serviceTag(current.slug));
    return withMessage({ id: current.id, available }, available ? SERVICE_MESSAGES.markedAvailable : SERVICE_MESSAGES.markedUnavailable);
  },
  { failureMessage: SERVICE_MESSAGES.updateFailed },
);
