import "server-only";
/**
 * Saving the site settings (the spec's simulated save made real). Callers check the
 * administrator first. Every public page that shows a setting is refreshed.
 */
import { forgetMaintenanceFlag } from "@/lib/http/maintenance-gate";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { db } from "@/lib/db";
import { assertWritable, DEMO_MESSAGES } from "@/lib/demo";
import { parseSettingsForm, SETTINGS_MESSAGES, type SettingsFormValues } from "@/lib/domain/admin/settings-form";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import type { Prisma } from "@/lib/generated/prisma/client";
import { fail, guarded, ok, type ContentResult } from "@/lib/content/result";

export async function saveSettings(input: unknown): Promise<ContentResult<SettingsFormValues>> {
  return guarded(SETTINGS_MESSAGES.failed, async () => {
    assertWritable(DEMO_MESSAGES.updateSettings);
    if (!input || typeof input !== "object") return fail(SETTINGS_MESSAGES.failed);
    const parsed = parseSettingsForm(input as Record<string, unknown>);
    if (!parsed.ok) return fail(SETTINGS_MESSAGES.failed, parsed.fieldErrors);
    const v = parsed.values;
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
      ...(v.acknowledgeMessages !== undefined ? { acknowledgeMessages: v.acknowledgeMessages } : {}),
      ...(v.contact
        ? {
            contactPhone: v.contact.contactPhone,
            contactAddress: v.contact.contactAddress,
            whatsappNumber: v.contact.whatsappNumber,
            viberNumber: v.contact.viberNumber,
            socialLinks: v.contact.socialLinks as unknown as Prisma.InputJsonValue,
          }
        : {}),
    };
    await db.settings.upsert({
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
    });
    revalidatePublic(CACHE_TAGS.settings);
    // This instance applies a maintenance switch at once; the others within a second.
    forgetMaintenanceFlag();
    return ok(v, SETTINGS_MESSAGES.saved);
  });
}
