"use server";
/**
 * Saving the site settings (the spec's simulated save made real), on the action client. The
 * fields that changed are recorded in the activity log in the same transaction; every public page
 * that shows a setting is refreshed.
 */
import { adminAction, withMessage } from "@/lib/actions/admin/client";
import { forgetMaintenanceFlag } from "@/lib/http/maintenance-gate";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { parseSettingsForm, SETTINGS_MESSAGES } from "@/lib/domain/admin/settings-form";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import type { Prisma } from "@/lib/generated/prisma/client";
import { z } from "@/lib/validation/z";
import { recordUpdate } from "@/lib/activity/log";

/** The whole form: an object (else 'Failed to save settings'), then each field's rules. */
const settingsInput = z.unknown().transform((input, ctx) => {
  if (!input || typeof input !== "object") {
    ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.failed });
    return z.NEVER;
  }
  const parsed = parseSettingsForm(input as Record<string, unknown>);
  if (parsed.ok) return parsed.values;
  for (const [field, message] of Object.entries(parsed.fieldErrors)) ctx.addIssue({ code: "custom", message, path: [field] });
  return z.NEVER;
});

export const saveSettingsAction = adminAction(
  settingsInput,
  async (v, admin) => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    const data = {
      siteName: v.siteName,
      siteDescription: v.siteDescription,
      contactEmail: v.contactEmail,
      supportEmail: v.supportEmail,
      currency: v.currency,
      taxRateBps: v.taxRateBps,
      shippingFeePaisa: v.shippingFeePaisa,
      enableOrders: v.enableOrders,
      enableNotifications: v.enableNotifications,
      maintenanceMode: v.maintenanceMode,
      paymentCheckHours: v.paymentCheckHours,
      maxReservedOriginals: v.maxReservedOriginals,
      paymentWindowMinutes: v.paymentWindowMinutes,
      ...(v.deliveryDays ? { deliveryDays: v.deliveryDays } : {}),
      ...(v.siteDescriptionNe !== undefined ? { siteDescriptionNe: v.siteDescriptionNe } : {}),
      ...(v.nepaliNumerals !== undefined ? { nepaliNumerals: v.nepaliNumerals } : {}),
      ...(v.commissionChangeRounds !== undefined ? { commissionChangeRounds: v.commissionChangeRounds } : {}),
      ...(v.commissionCancellationPolicy !== undefined ? { commissionCancellationPolicy: v.commissionCancellationPolicy } : {}),
      ...(v.commissionRefundUntil !== undefined ? { commissionRefundUntil: v.commissionRefundUntil } : {}),
      ...(v.commissionKeepPercent !== undefined ? { commissionKeepPercent: v.commissionKeepPercent } : {}),
      ...(v.acknowledgeMessages !== undefined ? { acknowledgeMessages: v.acknowledgeMessages } : {}),
      ...(v.contact
        ? {
            contactPhone: v.contact.contactPhone,
            contactAddress: v.contact.contactAddress,
            whatsappNumber: v.contact.whatsappNumber,
            viberNumber: v.contact.viberNumber,
            taxNumber: v.contact.taxNumber,
            socialLinks: v.contact.socialLinks as unknown as Prisma.InputJsonValue,
          }
        : {}),
    };
    const fields = Object.fromEntries(Object.keys(data).map((key) => [key, true])) as Record<keyof typeof data, true>;
    await db.$transaction(async (tx) => {
      const before = await tx.settings.findUnique({ where: { id: 1 }, select: fields });
      const after = await tx.settings.upsert({
        where: { id: 1 },
        update: data,
        create: {
          contactPhone: DEFAULT_SETTINGS.contactPhone,
          contactAddress: DEFAULT_SETTINGS.contactAddress,
          paymentDetails: DEFAULT_SETTINGS.paymentDetails as Prisma.InputJsonValue,
          socialLinks: DEFAULT_SETTINGS.socialLinks as unknown as Prisma.InputJsonValue,
          ...data,
          id: 1,
        },
        select: fields,
      });
      await recordUpdate(tx, admin, { kind: "settings", subjectId: "1", subject: "Site settings", before: before ?? {}, after });
    });
    revalidatePublic(CACHE_TAGS.settings);
    // This instance applies a maintenance switch at once; the others within a second.
    forgetMaintenanceFlag();
    return withMessage(v, SETTINGS_MESSAGES.saved);
  },
  { invalidMessage: SETTINGS_MESSAGES.failed, failureMessage: SETTINGS_MESSAGES.failed, permission: "settings" },
);
