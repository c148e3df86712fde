/**
 * The settings form (spec section 2, Settings), parsed with the spec's fallbacks: the tax rate
 * is a float falling back to 0 (section 5), the other numbers fall back to 0 or their default.
 * Text fields are bounded and checked; a problem is reported per field.
 */
import { DEFAULT_CHANGE_ROUNDS } from "@/lib/domain/commission";
import { cancellationPolicyField, changeRoundsField, keepPercentField, refundUntilField } from "@/lib/validation/commissions";
import { DEFAULT_POLICY, type RefundUntil } from "@/lib/domain/commission-policy";
import { z } from "@/lib/validation/z";
import { parseDecimal, parseAmountPaisa, parseTaxRateBps } from "@/lib/domain/admin/numbers";
import { NEPALI_NUMERALS, type NepaliNumerals } from "@/lib/domain/site-defaults";
import { nepaliTextOrEmpty } from "@/lib/validation/nepali-fields";

export const SETTINGS_MESSAGES = {
  saved: "Settings saved successfully",
  failed: "Failed to save settings",
  siteNameRequired: "Site name is required",
  invalidEmail: "Please enter a valid email address",
  tooLong: (max: number) => `Must be at most ${max} characters`,
  invalidPhone: "Enter a phone number: digits, spaces and + - ( ) only",
  invalidLink: "Enter a full link starting with https://",
  invalidTaxNumber: "Enter the PAN or VAT number: letters, digits, spaces and - only (at most 20)",
  invalidNumerals: "Choose Devanagari or Latin digits",
} as const;

/** The social profiles Settings offers, in the order the site lists them. */
export const SOCIAL_PLATFORMS = ["Instagram", "Facebook", "YouTube", "TikTok", "X", "LinkedIn", "Pinterest"] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export interface ContactValues {
  contactPhone: string;
  contactAddress: string;
  whatsappNumber: string;
  viberNumber: string;
  /** PAN or VAT number printed on receipts ("" leaves it off). */
  taxNumber: string;
  socialLinks: { platform: SocialPlatform; url: string }[];
}

export const DEFAULT_PAYMENT_CHECK_HOURS = 24;
export const MAX_PAYMENT_CHECK_HOURS = 168;
export const DEFAULT_MAX_RESERVED_ORIGINALS = 3;
import { DEFAULT_PAYMENT_WINDOW_MINUTES, MAX_PAYMENT_WINDOW_MINUTES, MIN_PAYMENT_WINDOW_MINUTES } from "@/lib/domain/order-hold";
export { DEFAULT_PAYMENT_WINDOW_MINUTES, MAX_PAYMENT_WINDOW_MINUTES, MIN_PAYMENT_WINDOW_MINUTES };
export const MAX_RESERVED_ORIGINALS_LIMIT = 50;

export interface SettingsFormValues {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  supportEmail: string;
  /** Display only: always NPR. */
  currency: "NPR";
  taxRateBps: number;
  shippingFeePaisa: number;
  enableOrders: boolean;
  enableNotifications: boolean;
  maintenanceMode: boolean;
  paymentCheckHours: number;
  maxReservedOriginals: number;
  /** Minutes an order placed at 'Proceed to Payment' holds its originals while the buyer pays. */
  paymentWindowMinutes: number;
  /** Delivery promise of originals and prints (absent: unchanged). */
  deliveryDays?: string;
  /** Email an acknowledgement to whoever writes through the contact or inquiry forms (absent: unchanged). */
  acknowledgeMessages?: boolean;
  /** The site description on Nepali pages ("" : the English shows; absent: unchanged). */
  siteDescriptionNe?: string;
  /** Digits on Nepali pages (absent: unchanged). */
  nepaliNumerals?: NepaliNumerals;
  /** Contact & social (absent when the form did not send them: unchanged). */
  contact?: ContactValues;
  /** Commissions: change rounds included and the cancellation policy (absent: unchanged). */
  commissionChangeRounds?: number;
  commissionCancellationPolicy?: string;
  commissionRefundUntil?: RefundUntil;
  commissionKeepPercent?: number;
}

/** A whole number in [min, max], or the fallback when the text is not one. */
export function parseWholeNumber(text: unknown, min: number, max: number, fallback: number): number {
  const value = parseDecimal(text);
  if (value === null || !Number.isInteger(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Checkbox / switch values as they arrive from a form or JSON. */
export function parseSwitch(value: unknown): boolean {
  return value === true || value === "true" || value === "on" || value === "1";
}

const text = (max: number) =>
  z
    .string({ message: SETTINGS_MESSAGES.tooLong(max) })
    .max(max, SETTINGS_MESSAGES.tooLong(max))
    .transform((v) => v.trim());

const email = z
  .string({ message: SETTINGS_MESSAGES.invalidEmail })
  .max(254, SETTINGS_MESSAGES.invalidEmail)
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.email(SETTINGS_MESSAGES.invalidEmail));

const fieldsSchema = z.object({
  siteName: text(100).pipe(z.string().min(1, SETTINGS_MESSAGES.siteNameRequired)),
  siteDescription: text(500),
  contactEmail: email,
  supportEmail: email,
});

const phone = z
  .string({ message: SETTINGS_MESSAGES.invalidPhone })
  .max(40, SETTINGS_MESSAGES.tooLong(40))
  .transform((v) => v.trim())
  .pipe(z.string().regex(/^[+\d\s\-()]*$/, SETTINGS_MESSAGES.invalidPhone));

const link = z
  .string({ message: SETTINGS_MESSAGES.invalidLink })
  .max(300, SETTINGS_MESSAGES.tooLong(300))
  .transform((v) => v.trim())
  .refine((v) => {
    if (v === "") return true;
    try {
      const url = new URL(v);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, SETTINGS_MESSAGES.invalidLink);

const contactSchema = z.object({
  contactPhone: phone,
  contactAddress: text(200),
  whatsappNumber: phone,
  viberNumber: phone,
  taxNumber: z
    .string()
    .max(20, SETTINGS_MESSAGES.invalidTaxNumber)
    .transform((v) => v.trim())
    .refine((v) => v === "" || /^[\p{L}\p{N} -]+$/u.test(v), SETTINGS_MESSAGES.invalidTaxNumber),
  social: z.object(Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, link.optional()])) as Record<SocialPlatform, z.ZodOptional<typeof link>>),
});

/** Digits of a phone number with its leading + (wa.me and viber links want them). */
export function phoneDigits(value: string): string {
  return value.replace(/[^\d]/g, "");
}

export type SettingsParseResult =
  | { ok: true; values: SettingsFormValues }
  | { ok: false; fieldErrors: Record<string, string> };

/** Parses the whole form. Numbers never fail: they take their fallback. */
export function parseSettingsForm(input: Record<string, unknown>): SettingsParseResult {
  const fields = fieldsSchema.safeParse({
    siteName: input.siteName ?? "",
    siteDescription: input.siteDescription ?? "",
    contactEmail: input.contactEmail ?? "",
    supportEmail: input.supportEmail ?? "",
  });
  if (!fields.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of fields.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fieldErrors[key] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  let contact: ContactValues | undefined;
  if (input.contactPhone !== undefined || input.social !== undefined) {
    const parsed = contactSchema.safeParse({
      contactPhone: input.contactPhone ?? "",
      contactAddress: input.contactAddress ?? "",
      whatsappNumber: input.whatsappNumber ?? "",
      viberNumber: input.viberNumber ?? "",
      taxNumber: input.taxNumber ?? "",
      social: input.social ?? {},
    });
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join(".") || "form";
        fieldErrors[key] ??= issue.message;
      }
      return { ok: false, fieldErrors };
    }
    const { social, ...rest } = parsed.data;
    contact = {
      ...rest,
      socialLinks: SOCIAL_PLATFORMS.flatMap((platform) => (social[platform] ? [{ platform, url: social[platform] as string }] : [])),
    };
  }
  let nepali: Pick<SettingsFormValues, "siteDescriptionNe" | "nepaliNumerals"> = {};
  if (input.siteDescriptionNe !== undefined) {
    const parsed = nepaliTextOrEmpty("Site description", 500).safeParse(input.siteDescriptionNe);
    if (!parsed.success) return { ok: false, fieldErrors: { siteDescriptionNe: parsed.error.issues[0]?.message ?? SETTINGS_MESSAGES.tooLong(500) } };
    nepali = { ...nepali, siteDescriptionNe: parsed.data };
  }
  if (input.nepaliNumerals !== undefined) {
    const parsed = z.enum(NEPALI_NUMERALS).safeParse(input.nepaliNumerals);
    if (!parsed.success) return { ok: false, fieldErrors: { nepaliNumerals: SETTINGS_MESSAGES.invalidNumerals } };
    nepali = { ...nepali, nepaliNumerals: parsed.data };
  }
  let commission: { commissionChangeRounds: number; commissionCancellationPolicy: string; commissionRefundUntil: RefundUntil; commissionKeepPercent: number } | undefined;
  if (input.commissionChangeRounds !== undefined || input.commissionCancellationPolicy !== undefined || input.commissionRefundUntil !== undefined) {
    const rounds = changeRoundsField.safeParse(input.commissionChangeRounds ?? DEFAULT_CHANGE_ROUNDS);
    if (!rounds.success) return { ok: false, fieldErrors: { commissionChangeRounds: rounds.error.issues[0]!.message } };
    const policy = cancellationPolicyField.safeParse(typeof input.commissionCancellationPolicy === "string" ? input.commissionCancellationPolicy.slice(0, 5000) : "");
    if (!policy.success) return { ok: false, fieldErrors: { commissionCancellationPolicy: policy.error.issues[0]!.message } };
    const until = refundUntilField.safeParse(typeof input.commissionRefundUntil === "string" ? input.commissionRefundUntil.slice(0, 40) : DEFAULT_POLICY.refundUntil);
    if (!until.success) return { ok: false, fieldErrors: { commissionRefundUntil: until.error.issues[0]!.message } };
    const keep = keepPercentField.safeParse(typeof input.commissionKeepPercent === "string" ? input.commissionKeepPercent.slice(0, 20) : (input.commissionKeepPercent ?? DEFAULT_POLICY.keepPercent));
    if (!keep.success) return { ok: false, fieldErrors: { commissionKeepPercent: keep.error.issues[0]!.message } };
    commission = { commissionChangeRounds: rounds.data, commissionCancellationPolicy: policy.data, commissionRefundUntil: until.data, commissionKeepPercent: keep.data };
  }
  let deliveryDays: string | undefined;
  if (typeof input.deliveryDays === "string") {
    const trimmed = input.deliveryDays.trim();
    if (trimmed.length > 60) return { ok: false, fieldErrors: { deliveryDays: SETTINGS_MESSAGES.tooLong(60) } };
    deliveryDays = trimmed || "5-7 business days";
  }
  return {
    ok: true,
    values: {
      ...fields.data,
      ...(contact ? { contact } : {}),
      ...(commission ?? {}),
      ...(deliveryDays ? { deliveryDays } : {}),
      ...nepali,
      ...(input.acknowledgeMessages !== undefined ? { acknowledgeMessages: parseSwitch(input.acknowledgeMessages) } : {}),
      currency: "NPR",
      taxRateBps: parseTaxRateBps(input.taxRate),
      shippingFeePaisa: parseAmountPaisa(input.shippingFee),
      enableOrders: parseSwitch(input.enableOrders),
      enableNotifications: parseSwitch(input.enableNotifications),
      maintenanceMode: parseSwitch(input.maintenanceMode),
      paymentCheckHours: parseWholeNumber(input.paymentCheckHours, 1, MAX_PAYMENT_CHECK_HOURS, DEFAULT_PAYMENT_CHECK_HOURS),
      maxReservedOriginals: parseWholeNumber(input.maxReservedOriginals, 1, MAX_RESERVED_ORIGINALS_LIMIT, DEFAULT_MAX_RESERVED_ORIGINALS),
      paymentWindowMinutes: parseWholeNumber(input.paymentWindowMinutes, MIN_PAYMENT_WINDOW_MINUTES, MAX_PAYMENT_WINDOW_MINUTES, DEFAULT_PAYMENT_WINDOW_MINUTES),
    },
  };
}

export { paymentCheckText } from "@/lib/domain/payment-check";
