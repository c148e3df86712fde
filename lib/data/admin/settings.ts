import "server-only";
/** Back-office read of the settings form's values. */
import { requireAdmin } from "@/lib/auth/require-admin";
import { db } from "@/lib/db";
import { getSettings } from "@/lib/data/settings";
import { DEFAULT_MAX_RESERVED_ORIGINALS } from "@/lib/domain/admin/settings-form";
import { bpsToPercentText, paisaToRupeesText } from "@/lib/domain/admin/numbers";

export interface SettingsFormText {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  supportEmail: string;
  currency: string;
  taxRate: string;
  shippingFee: string;
  enableOrders: boolean;
  enableNotifications: boolean;
  maintenanceMode: boolean;
  paymentCheckHours: string;
  /** Most originals one order awaiting payment verification may hold. */
  maxReservedOriginals: string;
}

export async function getSettingsForm(): Promise<SettingsFormText> {
  await requireAdmin();
  const s = await getSettings();
  const limits = await db.settings.findUnique({ where: { id: 1 }, select: { maxReservedOriginals: true } });
  return {
    siteName: s.siteName,
    siteDescription: s.siteDescription,
    contactEmail: s.contactEmail,
    supportEmail: s.supportEmail,
    currency: s.currency,
    taxRate: bpsToPercentText(s.taxRateBps),
    shippingFee: paisaToRupeesText(Number(s.shippingFeePaisa)),
    enableOrders: s.enableOrders,
    enableNotifications: s.enableNotifications,
    maintenanceMode: s.maintenanceMode,
    paymentCheckHours: String(s.paymentCheckHours),
    maxReservedOriginals: String(limits?.maxReservedOriginals ?? DEFAULT_MAX_RESERVED_ORIGINALS),
  };
}

/** Defaults offered to new artworks and services: the settings' tax rate and shipping fee. */
export async function getNewItemDefaults(): Promise<{ taxRate: string; shippingCharge: string }> {
  await requireAdmin();
  const s = await getSettings();
  return { taxRate: bpsToPercentText(s.taxRateBps), shippingCharge: paisaToRupeesText(Number(s.shippingFeePaisa)) };
}
