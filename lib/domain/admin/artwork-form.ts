/**
 * The artwork dialog (spec sections 3 and 5): title and category required; price, year,
 * shipping charge and tax rate parsed with their fallbacks; the shipping charge only counts
 * for fixed shipping.
 */
import { z } from "@/lib/validation/z";
import { parseAmountPaisa, parsePricePaisa, parseSellingPrice, parseTaxRateBps, parseYear } from "@/lib/domain/admin/numbers";
import { parseSwitch } from "@/lib/domain/admin/settings-form";
import { nepaliList, optionalNepaliText } from "@/lib/validation/nepali-fields";

export const ARTWORK_STATUSES = ["available", "sold", "not_for_sale", "custom_only"] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];

export const ARTWORK_MESSAGES = {
  created: "Artwork created successfully",
  updated: "Artwork updated successfully",
  deleted: "Artwork deleted successfully",
  markedAs: (status: string) => `Artwork marked as ${status}`,
  loadFailedTitle: "Load Failed",
  loadFailed: "Could not load artworks",
  saveFailedTitle: "Save Failed",
  saveFailed: "Could not save artwork",
  deleteFailedTitle: "Delete Failed",
  deleteFailed: "Could not delete artwork",
  updateFailedTitle: "Update Failed",
  updateFailed: "Could not update status",
  notFound: "Artwork not found",
  titleRequired: "Title is required",
  categoryRequired: "Category is required",
  unknownCategory: "Please choose one of the categories",
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooManyImages: (max: number) => `Maximum ${max} files allowed`,
  unknownImage: "An image could not be found; please upload it again",
  unknownPrintSize: "Please choose among the print sizes of the price list (Settings -> Prices)",
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"?`,
} as const;

export const MAX_ARTWORK_IMAGES = 12;
export const MAX_TAGS = 30;
/** Most print sizes one work may tick (the price list holds at most 20). */
const MAX_PRINT_SIZE_CHOICES = 50;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, ARTWORK_MESSAGES.tooLong(max))
    .optional()
    .transform((v) => {
      const t = (v ?? "").trim();
      return t === "" ? null : t;
    });

export const artworkFormSchema = z.object({
  title: z
    .string({ message: ARTWORK_MESSAGES.titleRequired })
    .max(200, ARTWORK_MESSAGES.tooLong(200))
    .transform((v) => v.trim())
    .pipe(z.string().min(1, ARTWORK_MESSAGES.titleRequired)),
  categoryId: z
    .string({ message: ARTWORK_MESSAGES.categoryRequired })
    .max(64, ARTWORK_MESSAGES.categoryRequired)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, ARTWORK_MESSAGES.categoryRequired)),
  description: optionalText(5000),
  // Empty: 'Price on request'. Otherwise a positive amount in rupees; 'abc' or 0 is refused.
  price: z
    .unknown()
    .optional()
    .superRefine((value, ctx) => {
      const parsed = parseSellingPrice(value);
      if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
    })
    .transform(parsePricePaisa),
  yearCreated: z.unknown().optional().transform((v) => parseYear(v)),
  medium: optionalText(200),
  dimensions: optionalText(200),
  tags: z
    .union([z.string().max(2000, ARTWORK_MESSAGES.tooLong(2000)), z.array(z.string().max(60)).max(MAX_TAGS)])
    .optional()
    .transform(splitTags),
  // Nepali content (optional; empty: the Nepali pages show the English).
  titleNe: optionalNepaliText("Title", 200),
  descriptionNe: optionalNepaliText("Description", 5000),
  mediumNe: optionalNepaliText("Medium", 200),
  tagsNe: nepaliList("Tags", MAX_TAGS, 60),
  status: z.enum(ARTWORK_STATUSES).default("available"),
  featured: z.unknown().optional().transform(parseSwitch),
  shippingType: z.enum(["free", "fixed"]).default("free"),
  shippingCharge: z.unknown().optional(),
  taxRate: z.unknown().optional().transform(parseTaxRateBps),
  taxIncluded: z.unknown().optional().transform(parseSwitch),
  images: z
    .array(z.string().min(1).max(1000))
    .max(MAX_ARTWORK_IMAGES, ARTWORK_MESSAGES.tooManyImages(MAX_ARTWORK_IMAGES))
    .default([]),
  // Prints: every size of the price list (also sizes added later), or only the sizes ticked
  // (none: no prints of this work). Absent: unchanged (a new work offers them all). The keys are
  // checked against the list on save.
  allPrintSizes: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? undefined : parseSwitch(v))),
  printSizes: z
    .array(z.string().max(40, ARTWORK_MESSAGES.unknownPrintSize))
    .max(MAX_PRINT_SIZE_CHOICES, ARTWORK_MESSAGES.unknownPrintSize)
    .default([]),
});

export type ArtworkFormInput = z.input<typeof artworkFormSchema>;

export interface ArtworkFields {
  title: string;
  categoryId: string;
  description: string | null;
  pricePaisa: number | null;
  yearCreated: number;
  medium: string | null;
  dimensions: string | null;
  tags: string[];
  titleNe: string | null;
  descriptionNe: string | null;
  mediumNe: string | null;
  tagsNe: string[];
  status: ArtworkStatus;
  featured: boolean;
  shippingType: "free" | "fixed";
  shippingChargePaisa: number;
  taxRateBps: number;
  taxIncluded: boolean;
  images: string[];
  /** Undefined: the form did not say (unchanged; every size for a new work). */
  allPrintSizes?: boolean;
  /** Keys of the print sizes offered when not all are (empty when all are). */
  printSizeKeys: string[];
}

/** Tags from "a, b, c" or a list: trimmed, empty and repeated ones dropped. */
export function splitTags(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : (value ?? "").split(",");
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of list) {
    const tag = raw.trim().slice(0, 60);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length >= MAX_TAGS) break;
  }
  return tags;
}

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Parses the dialog's values; the shipping charge counts only for fixed shipping. */
export function parseArtworkForm(input: unknown): { ok: true; fields: ArtworkFields } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = artworkFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { price, shippingCharge, taxRate, images, printSizes, ...rest } = parsed.data;
  return {
    ok: true,
    fields: {
      ...rest,
      printSizeKeys: rest.allPrintSizes === false ? [...new Set(printSizes.map((k) => k.trim()).filter(Boolean))] : [],
      pricePaisa: price,
      shippingChargePaisa: rest.shippingType === "fixed" ? parseAmountPaisa(shippingCharge) : 0,
      taxRateBps: taxRate,
      images: [...new Set(images)],
    },
  };
}

export const TOGGLE_REFUSED_MESSAGE = "Only available and sold works can be switched here; edit the artwork to change its status";

/**
 * The quick toggle, between available and sold only. 'Not for sale' and 'Custom only' are set
 * in the dialog and never flipped by the toggle (null).
 */
export function toggledArtworkStatus(status: ArtworkStatus): "available" | "sold" | null {
  if (status === "available") return "sold";
  if (status === "sold") return "available";
  return null;
}
