"use server";
/**
 * Settings -> Delivery, on the action client (administrators only: prices and where the shop
 * delivers are the artist's decisions). Saves the zones in their order and the delivery
 * settings in one transaction; a zone left out of the form is removed (orders keep its name and
 * promise); a zone id that no longer exists is refused with a reload message. One activity entry
 * records what changed.
 */
import { adminAction, AdminActionError, withMessage } from "@/lib/actions/admin/client";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { z } from "@/lib/validation/z";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DELIVERY_FORM_MESSAGES, deliveryFormSchema, storedRates } from "@/lib/domain/admin/delivery-form";
import { recordUpdate } from "@/lib/activity/log";

const deliveryInput = z.unknown().transform((input, ctx) => {
  const parsed = deliveryFormSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  return z.NEVER;
});

async function snapshot(tx: Prisma.TransactionClient) {
  const [zones, settings] = await Promise.all([
    tx.deliveryZone.findMany({ orderBy: { position: "asc" }, select: { name: true, districts: true, rates: true, codTypes: true, promise: true, open: true } }),
    tx.deliverySettings.findUnique({ where: { id: 1 }, select: { collectionEnabled: true, codFeePaisa: true, codMaxPerPhone: true, codMaxPerAddress: true, codConfirmHours: true, codDeposits: true } }),
  ]);
  const { codDeposits, ...rest } = settings ?? {};
  return { zones: JSON.stringify(zones), ...rest, ...(settings ? { codDeposits: JSON.stringify(codDeposits) } : {}) } as Record<string, unknown>;
}

export const saveDeliverySettings = adminAction(
  deliveryInput,
  async (form, admin) => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('settings-delivery'))`;
      const before = await snapshot(tx);
      const existing = new Set((await tx.deliveryZone.findMany({ select: { id: true } })).map((z) => z.id));
      const kept = form.zones.filter((zone) => zone.id).map((zone) => zone.id);
      if (kept.some((id) => !existing.has(id))) throw new AdminActionError(DELIVERY_FORM_MESSAGES.staleZone);
      await tx.deliveryZone.deleteMany({ where: { id: { notIn: kept } } });
      for (const [position, zone] of form.zones.entries()) {
        const data = {
          name: zone.name,
          districts: zone.international ? [] : zone.districts,
          international: zone.international,
          rates: storedRates(zone.rates),
          codTypes: zone.codTypes,
          promise: zone.promise,
          open: zone.open,
          position,
        };
        if (zone.id) await tx.deliveryZone.update({ where: { id: zone.id }, data });
        else await tx.deliveryZone.create({ data });
      }
      const settings = {
        collectionEnabled: form.collectionEnabled,
        codFeePaisa: BigInt(form.codFee),
        codMaxPerPhone: form.codMaxPerPhone,
        codMaxPerAddress: form.codMaxPerAddress,
        codConfirmHours: form.codConfirmHours,
        codDeposits: form.codDeposits,
      };
      await tx.deliverySettings.upsert({ where: { id: 1 }, update: settings, create: { id: 1, ...settings } });
      await recordUpdate(tx, admin, { kind: "settings", subjectId: "delivery", subject: "Delivery", before, after: await snapshot(tx) });
    });
    return withMessage({ saved: true }, DELIVERY_FORM_MESSAGES.saved);
  },
  { failureMessage: DELIVERY_FORM_MESSAGES.failed },
);
