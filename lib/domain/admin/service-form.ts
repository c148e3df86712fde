/**
 * The service dialog ('Create New Service' / 'Edit Service', spec sections 2, 3 and 5).
 */
import { DEFAULT_DEPOSIT_PERCENT } from "@/lib/domain/commission";
import { z } from "@/lib/validation/z";
import { parseAmountPaisa, parseTaxRateBps } from "@/lib/domain/admin/numbers";
import { fieldErrorsOf, type FieldErrors } from "@/lib/domain/admin/artwork-form";
import { parseSwitch } from "@/lib/domain/admin/settings-form";
import {
  parseCommissionPricing,
  parsePricingInput,
  splitFeatures,
  type CommissionCategory,
  type ServicePricing,
} from "@/lib/domain/admin/service-fields";
import { nepaliList, optionalNepaliText } from "@/lib/validation/nepali-fields";

export const SERVICE_CATEGORIES = ["commission", "workshop", "consultation", "restoration", "prints", "other"] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** The category filter of Service Management: every category (spec), not only those in use. */
export function serviceCategoryFilterOptions(): { value: "all" | ServiceCategory; label: string }[] {
  return [{ value: "all", label: "All" }, ...SERVICE_CATEGORIES.map((c) => ({ value: c, label: c.charAt(0).toUpperCase() + c.slice(1) }))];
}

export const SERVICE_MESSAGES = {
  created: "Service created successfully",
  updated: "Service updated successfully",
  deleted: "Service deleted successfully",
  markedUnavailable: "Service marked as unavailable",
  markedAvailable: "Service marked as available",
  loadFailedTitle: "Load Failed",
  loadFailed: "Could not load services",
  saveFailedTitle: "Save Failed",
  saveFailed: "Could not save service",
  deleteFailedTitle: "Delete Failed",
  deleteFailed: "Could not delete service",
  updateFailedTitle: "Update Failed",
  updateFailed: "Could not update availability",
  notFound: "Service not found",
  titleRequired: "Title is required",
  tooLong: (max: number) => `Must be at most ${max} characters`,
  empty: "No services found",
  createFirst: "Create Your First Service",
  loading: "Loading services...",
  noDescription: "No description",
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"?`,
} as const;

export const DEFAULT_DURATION = "TBD";

const optionalText = (max: number) =>
  z
    .string()
    .max(max, SERVICE_MESSAGES.tooLong(max))
    .optional()
    .transform((v) => {
      const t = (v ?? "").trim();
      return t === "" ? null : t;
    });

const DEPOSIT_PERCENT_MESSAGE = "The deposit is a whole percent from 1 to 100.";

export const serviceFormSchema = z.object({
  title: z
    .string({ message: SERVICE_MESSAGES.titleRequired })
    .max(200, SERVICE_MESSAGES.tooLong(200))
    .transform((v) => v.trim())
    .pipe(z.string().min(1, SERVICE_MESSAGES.titleRequired)),
  category: z.enum(SERVICE_CATEGORIES).default("commission"),
  duration: optionalText(100).transform((v) => v ?? DEFAULT_DURATION),
  description: optionalText(5000),
  features: z.string().max(10_000, SERVICE_MESSAGES.tooLong(10_000)).optional().transform(splitFeatures),
  // Nepali content (optional; empty: the Nepali pages show the English).
  titleNe: optionalNepaliText("Title", 200),
  descriptionNe: optionalNepaliText("Description", 5000),
  featuresNe: nepaliList("Features", 50, 200, "\n"),
  // Rupee fields {startingAt, standard, rangeMin, rangeMax, hourly, note}, checked below.
  pricing: z
    .object({
      startingAt: z.string().max(40).optional(),
      standard: z.string().max(40).optional(),
      rangeMin: z.string().max(40).optional(),
      rangeMax: z.string().max(40).optional(),
      hourly: z.string().max(40).optional(),
      note: z.string().max(1000).optional(),
    })
    .optional(),
  commissionPricing: z.unknown().optional(),
  shippingType: z.enum(["free", "fixed"]).default("free"),
  shippingCharge: z.unknown().optional(),
  taxRate: z.unknown().optional().transform(parseTaxRateBps),
  taxIncluded: z.unknown().optional().transform(parseSwitch),
  /** Commissions: the deposit at checkout, in percent (100 = paid in full); 50 when not given. */
  depositPercent: z
    .union([z.number(), z.string().max(10)])
    .optional()
    .transform((v) => (v === undefined || v === "" ? DEFAULT_DEPOSIT_PERCENT : Number(v)))
    .pipe(z.number().int(DEPOSIT_PERCENT_MESSAGE).min(1, DEPOSIT_PERCENT_MESSAGE).max(100, DEPOSIT_PERCENT_MESSAGE)),
  available: z.unknown().optional().transform((v) => (v === undefined ? true : parseSwitch(v))),
  featured: z.unknown().optional().transform(parseSwitch),
  imageUrl: z.string().max(1000).nullish().transform((v) => (v && v.trim() !== "" ? v.trim() : null)),
});

export type ServiceFormInput = z.input<typeof serviceFormSchema>;

export interface ServiceFields {
  title: string;
  category: ServiceCategory;
  duration: string;
  description: string | null;
  features: string[];
  titleNe: string | null;
  descriptionNe: string | null;
  featuresNe: string[];
  pricing: ServicePricing;
  commissionPricing: CommissionCategory[];
  shippingType: "free" | "fixed";
  shippingChargePaisa: number;
  taxRateBps: number;
  taxIncluded: boolean;
  depositPercent: number;
  available: boolean;
  featured: boolean;
  imageUrl: string | null;
}

export function parseServiceForm(input: unknown): { ok: true; fields: ServiceFields } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = serviceFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { shippingCharge, taxRate, commissionPricing, pricing: pricingInput, ...rest } = parsed.data;
  const pricing = parsePricingInput(pricingInput ?? {});
  // The pricing editor exists only for commissions.
  const tiers = rest.category === "commission" ? parseCommissionPricing(commissionPricing) : { ok: true as const, pricing: [] as CommissionCategory[] };
  if (!pricing.ok || !tiers.ok) {
    return { ok: false, fieldErrors: { ...(pricing.ok ? {} : pricing.fieldErrors), ...(tiers.ok ? {} : { commissionPricing: tiers.message }) } };
  }
  return {
    ok: true,
    fields: {
      ...rest,
      pricing: pricing.pricing,
      commissionPricing: tiers.pricing,
      shippingChargePaisa: rest.shippingType === "fixed" ? parseAmountPaisa(shippingCharge) : 0,
      taxRateBps: taxRate,
    },
  };
}

/** 'commission' -> 'Commission' for the category filter. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
