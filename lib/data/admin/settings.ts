import "server-only";
import { DEFAULT_CHANGE_ROUNDS } from "@/lib/domain/commission";
import { DEFAULT_POLICY, readPolicy } from "@/lib/domain/commission-policy";
import { policyText } from "@/lib/domain/commission-policy-sentence";
/** Back-office read of the settings form's values. */
import QRCode from "qrcode";
import { requireAdmin } from "@/lib/auth/require-admin";
import { getPaymentMethodRecords } from "@/lib/data/payment-methods";
import { isEmvcoPayload } from "@/lib/domain/emvco";
import { PAYMENT_ID_LABELS, PAYMENT_KINDS, PAYMENT_KIND_LABELS, type PaymentKind } from "@/lib/domain/payment-details";
import { db } from "@/lib/db";
import { onlineProvidersConfigured } from "@/lib/payments/online";
import type { OnlinePaymentSettingsView } from "@/lib/domain/online-providers";
import { getSettings } from "@/lib/data/settings";
import { DEFAULT_MAX_RESERVED_ORIGINALS, DEFAULT_PAYMENT_WINDOW_MINUTES, SOCIAL_PLATFORMS, type SocialPlatform } from "@/lib/domain/admin/settings-form";
import { bpsToPercentText, paisaToRupeesText } from "@/lib/domain/admin/numbers";

export interface SettingsFormText {
  siteName: string;
  siteDescription: string;
  /** The site description on Nepali pages ("" : none). */
  siteDescriptionNe: string;
  /** Digits on Nepali pages. */
  nepaliNumerals: "devanagari" | "latin";
  contactEmail: string;
  supportEmail: string;
  currency: string;
  taxRate: string;
  shippingFee: string;
  enableOrders: boolean;
  enableNotifications: boolean;
  /** Email an acknowledgement to whoever writes through the contact or inquiry forms. */
  acknowledgeMessages: boolean;
  maintenanceMode: boolean;
  paymentCheckHours: string;
  /** Most originals one order awaiting payment verification may hold. */
  maxReservedOriginals: string;
  /** Minutes an unpaid order holds its originals. */
  paymentWindowMinutes: string;
  deliveryDays: string;
  /** Commissions: change rounds included in the price, and the cancellation policy. */
  commissionChangeRounds: string;
  /** The cancellation policy: refunded in full until (accepted | sketch_approved | never), then the percent of the deposit kept. */
  commissionRefundUntil: string;
  commissionKeepPercent: string;
  commissionCancellationPolicy: string;
  /** The sentence buyers read for the saved policy (shown, not sent back). */
  commissionPolicySentence: string;
  contactPhone: string;
  contactAddress: string;
  whatsappNumber: string;
  viberNumber: string;
  /** PAN or VAT number printed on receipts. */
  taxNumber: string;
  /** Profile link per platform of SOCIAL_PLATFORMS ("" when none). */
  social: Record<SocialPlatform, string>;
}

export async function getSettingsForm(): Promise<SettingsFormText> {
  await requireAdmin("settings");
  const s = await getSettings();
  const limits = await db.settings.findUnique({ where: { id: 1 }, select: { maxReservedOriginals: true, paymentWindowMinutes: true, acknowledgeMessages: true, taxNumber: true, commissionChangeRounds: true, commissionCancellationPolicy: true, commissionRefundUntil: true, commissionKeepPercent: true } });
  const policy = limits ? readPolicy({ refundUntil: limits.commissionRefundUntil, keepPercent: limits.commissionKeepPercent }) : DEFAULT_POLICY;
  return {
    siteName: s.siteName,
    siteDescription: s.siteDescription,
    siteDescriptionNe: s.siteDescriptionNe,
    nepaliNumerals: s.nepaliNumerals,
    contactEmail: s.contactEmail,
    supportEmail: s.supportEmail,
    currency: s.currency,
    taxRate: bpsToPercentText(s.taxRateBps),
    shippingFee: paisaToRupeesText(Number(s.shippingFeePaisa)),
    enableOrders: s.enableOrders,
    enableNotifications: s.enableNotifications,
    acknowledgeMessages: limits?.acknowledgeMessages ?? false,
    maintenanceMode: s.maintenanceMode,
    paymentCheckHours: String(s.paymentCheckHours),
    maxReservedOriginals: String(limits?.maxReservedOriginals ?? DEFAULT_MAX_RESERVED_ORIGINALS),
    paymentWindowMinutes: String(limits?.paymentWindowMinutes ?? DEFAULT_PAYMENT_WINDOW_MINUTES),
    deliveryDays: s.deliveryDays,
    commissionChangeRounds: String(limits?.commissionChangeRounds ?? DEFAULT_CHANGE_ROUNDS),
    commissionRefundUntil: policy.refundUntil,
    commissionKeepPercent: String(policy.keepPercent),
    commissionCancellationPolicy: limits?.commissionCancellationPolicy ?? "",
    commissionPolicySentence: policyText(policy, limits?.commissionCancellationPolicy),
    contactPhone: s.contactPhone,
    contactAddress: s.contactAddress,
    whatsappNumber: s.whatsappNumber,
    viberNumber: s.viberNumber,
    taxNumber: limits?.taxNumber ?? "",
    social: Object.fromEntries(
      SOCIAL_PLATFORMS.map((platform) => [platform, s.socialLinks.find((l) => l.platform.toLowerCase() === platform.toLowerCase())?.url ?? ""]),
    ) as Record<SocialPlatform, string>,
  };
}

/**
 * Defaults offered to new artworks and services: no tax (the spec's item default is 0%, and a
 * single artist below the VAT threshold charges none; a rate is typed per item when needed)
 * and the settings' shipping fee for fixed shipping.
 */
export async function getNewItemDefaults(): Promise<{ taxRate: string; shippingCharge: string }> {
  await requireAdmin("catalogue");
  const s = await getSettings();
  return { taxRate: NEW_ITEM_TAX_RATE, shippingCharge: paisaToRupeesText(Number(s.shippingFeePaisa)) };
}

export const NEW_ITEM_TAX_RATE = "0";

/** The payment methods as the settings page edits them, each with a preview of its uploaded QR. */
export interface PaymentMethodFormValue {
  kind: PaymentKind;
  label: string;
  idLabel: string;
  accountName: string;
  accountId: string;
  bankName: string;
  branch: string;
  /** Whether a method row exists (it can be removed). */
  saved: boolean;
  qrPayload: string | null;
  /** SVG data URL of the stored payload, drawn as the checkout draws it. */
  qrPreview: string | null;
  /** An EMVCo merchant QR: each order's code carries the amount. */
  amountInQr: boolean;
}

export async function getPaymentMethodsForm(): Promise<PaymentMethodFormValue[]> {
  await requireAdmin("settings");
  const records = await getPaymentMethodRecords();
  return Promise.all(
    PAYMENT_KINDS.map(async (kind) => {
      const r = records.find((m) => m.kind === kind);
      const qrPayload = r?.qrPayload ?? null;
      const svg = qrPayload ? await QRCode.toString(qrPayload, { type: "svg", errorCorrectionLevel: "M", margin: 2 }) : null;
      return {
        kind,
        label: PAYMENT_KIND_LABELS[kind],
        idLabel: PAYMENT_ID_LABELS[kind],
        accountName: r?.accountName ?? "",
        accountId: r?.accountId ?? "",
        bankName: r?.bankName ?? "",
        branch: r?.branch ?? "",
        saved: !!r,
        qrPayload,
        qrPreview: svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null,
        amountInQr: qrPayload ? isEmvcoPayload(qrPayload) : false,
      };
    }),
  );
}

/** Settings -> Payment -> Online payment: each provider enabled here, and whether its environment variables are set. */
export async function getOnlinePaymentSettings(): Promise<OnlinePaymentSettingsView> {
  await requireAdmin("settings");
  const row = await db.settings.findUnique({ where: { id: 1 }, select: { esewaEnabled: true, khaltiEnabled: true } });
  const configured = onlineProvidersConfigured();
  return {
    esewa: { enabled: row?.esewaEnabled ?? false, configured: configured.esewa },
    khalti: { enabled: row?.khaltiEnabled ?? false, configured: configured.khalti },
  };
}
