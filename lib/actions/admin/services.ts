"use server";
/**
 * Service actions of the back office, on the action client (administrator, then the dialog's
 * rules, then the write): the image (a replaced or deleted image's file is removed), Hide/Show
 * and delete. Each write is recorded in the activity log in its own transaction.
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
import { recordActivity, recordUpdate } from "@/lib/activity/log";

type Tx = Prisma.TransactionClient;

/** What the activity log keeps of a service: its fields as the dialog edits them. */
const LOGGED_FIELDS = {
  title: true,
  slug: true,
  description: true,
  category: true,
  duration: true,
  features: true,
  titleNe: true,
  descriptionNe: true,
  featuresNe: true,
  pricing: true,
  commissionPricing: true,
  shippingType: true,
  shippingChargePaisa: true,
  taxRateBps: true,
  taxIncluded: true,
  depositPercent: true,
  available: true,
  featured: true,
  imageUrl: true,
} satisfies Prisma.ServiceSelect;

async function loggedState(tx: Tx, id: string): Promise<Record<string, unknown> | null> {
  return tx.service.findUnique({ where: { id }, select: LOGGED_FIELDS });
}

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
    titleNe: fields.titleNe,
    descriptionNe: fields.descriptionNe,
    featuresNe: fields.featuresNe,
    pricing: fields.pricing as Prisma.InputJsonValue,
    commissionPricing: fields.commissionPricing as unknown as Prisma.InputJsonValue,
    shippingType: fields.shippingType,
    shippingChargePaisa: fields.shippingChargePaisa,
    taxRateBps: fields.taxRateBps,
    taxIncluded: fields.taxIncluded,
    depositPercent: fields.depositPercent,
    available: fields.available,
    featured: fields.featured,
    imageUrl: fields.imageUrl,
  };
}

/** A new image must be a file of this storage. */
async function refuseMissingImage(url: string | null): Promise<void> {
  if (url && (await storage().read(url)) === null) throw new AdminActionError(SERVICE_MESSAGES.saveFailed, { imageUrl: IMAGE_NOT_FOUND });
}

const formOptions = { invalidMessage: SERVICE_MESSAGES.saveFailed, failureMessage: SERVICE_MESSAGES.saveFailed, permission: "catalogue" } as const;

export const createServiceAction = adminAction(
  formInput(parseServiceForm),
  async (fields, admin) => {
    assertWritable(DEMO_MESSAGES.createService);
    await refuseMissingImage(fields.imageUrl);
    const created = await db.$transaction(async (tx) => {
      const slug = await freeServiceSlug(tx, fields.title, null);
      const row = await tx.service.create({ data: { ...rowData(fields), slug }, select: { id: true, slug: true } });
      await recordActivity(tx, admin, { kind: "service", action: "created", subjectId: row.id, subject: fields.title, after: await loggedState(tx, row.id) });
      return row;
    });
    revalidatePublic(CACHE_TAGS.services, serviceTag(created.slug));
    return withMessage(created, SERVICE_MESSAGES.created);
  },
  formOptions,
);

/** `{ id, ...dialog fields }`. */
export const updateServiceAction = adminAction(
  recordFormInput(SERVICE_MESSAGES.notFound, parseServiceForm),
  async ({ id, fields }, admin) => {
    assertWritable(DEMO_MESSAGES.updateService);
    const current = await db.service.findUnique({ where: { id }, select: { id: true, slug: true, title: true, imageUrl: true } });
    if (!current) throw new AdminActionError(SERVICE_MESSAGES.notFound);
    if (fields.imageUrl !== current.imageUrl) await refuseMissingImage(fields.imageUrl);
    const updated = await db.$transaction(async (tx) => {
      const before = await loggedState(tx, current.id);
      if (!before) throw new AdminActionError(SERVICE_MESSAGES.notFound);
      const slug = fields.title === current.title ? current.slug : await freeServiceSlug(tx, fields.title, current.id);
      const row = await tx.service.update({ where: { id: current.id }, data: { ...rowData(fields), slug }, select: { id: true, slug: true } });
      await recordUpdate(tx, admin, { kind: "service", subjectId: row.id, subject: fields.title, before, after: (await loggedState(tx, row.id))! });
      return row;
    });
    if (current.imageUrl && current.imageUrl !== fields.imageUrl) await removeStoredFiles([current.imageUrl]);
    revalidatePublic(CACHE_TAGS.services, serviceTag(updated.slug), serviceTag(current.slug));
    return withMessage(updated, SERVICE_MESSAGES.updated);
  },
  formOptions,
);

export const deleteServiceAction = adminAction(
  recordIdInput(SERVICE_MESSAGES.notFound),
  async ({ id }, admin) => {
    assertWritable(DEMO_MESSAGES.deleteService);
    const current = await db.service.findUnique({ where: { id }, select: { id: true, slug: true, imageUrl: true } });
    if (!current) throw new AdminActionError(SERVICE_MESSAGES.notFound);
    await db.$transaction(async (tx) => {
      const before = await loggedState(tx, current.id);
      if (!before) throw new AdminActionError(SERVICE_MESSAGES.notFound);
      await tx.service.delete({ where: { id: current.id } });
      await recordActivity(tx, admin, { kind: "service", action: "deleted", subjectId: current.id, subject: String(before.title), before });
    });
    if (current.imageUrl) await removeStoredFiles([current.imageUrl]);
    revalidatePublic(CACHE_TAGS.services, serviceTag(current.slug));
    return withMessage({ id: current.id }, SERVICE_MESSAGES.deleted);
  },
  { failureMessage: SERVICE_MESSAGES.deleteFailed, permission: "catalogue" },
);

/** Hide/Show: 'Service marked as unavailable' / 'Service marked as available'. */
export const toggleServiceAvailabilityAction = adminAction(
  recordIdInput(SERVICE_MESSAGES.notFound),
  async ({ id }, admin) => {
    assertWritable(DEMO_MESSAGES.updateService);
    const current = await db.service.findUnique({ where: { id }, select: { id: true, slug: true, title: true, available: true } });
    if (!current) throw new AdminActionError(SERVICE_MESSAGES.notFound);
    const available = !current.available;
    await db.$transaction(async (tx) => {
      await tx.service.update({ where: { id: current.id }, data: { available } });
      await recordActivity(tx, admin, { kind: "service", action: "updated", subjectId: current.id, subject: current.title, before: { available: current.available }, after: { available } });
    });
    revalidatePublic(CACHE_TAGS.services, serviceTag(current.slug));
    return withMessage({ id: current.id, available }, available ? SERVICE_MESSAGES.markedAvailable : SERVICE_MESSAGES.markedUnavailable);
  },
  { failureMessage: SERVICE_MESSAGES.updateFailed, permission: "catalogue" },
);
