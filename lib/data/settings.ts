import { paisaFromDb } from "@/lib/money";
import "server-only";
import { db } from "@/lib/db";
import { DEFAULT_SETTINGS, type PaymentDetails, type SiteSettings, type SocialLink } from "@/lib/domain/site-defaults";

export type { SiteSettings } from "@/lib/domain/site-defaults";

/** The persisted site settings; the defaults when the row is missing or the database cannot answer. */
export async function getSettings(): Promise<SiteSettings> {
  try {
    const row = await db.settings.findUnique({ where: { id: 1 } });
    if (!row) return DEFAULT_SETTINGS;
    return {
      siteName: row.siteName,
      siteDescription: row.siteDescription,
      siteDescriptionNe: row.siteDescriptionNe,
      nepaliNumerals: row.nepaliNumerals,
      contactEmail: row.contactEmail,
      supportEmail: row.supportEmail,
      contactPhone: row.contactPhone,
      contactAddress: row.contactAddress,
      whatsappNumber: row.whatsappNumber,
      viberNumber: row.viberNumber,
      deliveryDays: row.deliveryDays || DEFAULT_SETTINGS.deliveryDays,
      currency: row.currency,
      taxRateBps: row.taxRateBps,
      shippingFeePaisa: paisaFromDb(row.shippingFeePaisa),
      enableOrders: row.enableOrders,
      enableNotifications: row.enableNotifications,
      maintenanceMode: row.maintenanceMode,
      paymentCheckHours: row.paymentCheckHours,
      paymentDetails: (row.paymentDetails ?? {}) as PaymentDetails,
      socialLinks: Array.isArray(row.socialLinks) ? (row.socialLinks as unknown as SocialLink[]) : [],
    };
  } catch (error) {
    console.error("[settings] falling back to defaults:", error instanceof Error ? error.message : error);
    return DEFAULT_SETTINGS;
  }
}
