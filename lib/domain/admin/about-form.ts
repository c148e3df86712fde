/**
 * About content items (spec sections 3, 4 and 5): one row per item of a section; the value is a
 * JSON object {text?, images?, year?, title?, venue?, icon?}.
 */
import { z } from "@/lib/validation/z";
import { parseDisplayOrder } from "@/lib/domain/admin/numbers";
import { fieldErrorsOf, type FieldErrors } from "@/lib/domain/admin/artwork-form";
import { optionalNepaliText } from "@/lib/validation/nepali-fields";

export const ABOUT_SECTIONS = ["hero", "my_story", "philosophy", "skills", "quick_facts", "process_steps", "achievements", "social_links"] as const;
export type AboutSectionType = (typeof ABOUT_SECTIONS)[number];

/** The editor's tabs: the five of the spec, then the other section types. */
export const ABOUT_TABS: { section: AboutSectionType; label: string }[] = [
  { section: "hero", label: "Hero" },
  { section: "my_story", label: "Story" },
  { section: "philosophy", label: "Philosophy" },
  { section: "quick_facts", label: "Facts" },
  { section: "achievements", label: "Awards" },
  { section: "skills", label: "Skills" },
  { section: "process_steps", label: "Process steps" },
];

/** Social links live in Settings -> Contact & social only, so About and Settings never disagree. */
export const SOCIAL_LINKS_MOVED = "Social links are edited in Settings → Contact & social";

export const QUICK_FACT_ICONS = ["Heart", "Award", "Calendar", "Camera"] as const;
export type QuickFactIcon = (typeof QUICK_FACT_ICONS)[number];

/** Hero keys that carry images: several profile images, one background image. */
export const IMAGE_KEYS = { profile_images: "multiple", background_image: "single" } as const;

export function imageModeOf(section: AboutSectionType, key: string): "multiple" | "single" | null {
  if (section !== "hero") return null;
  return (IMAGE_KEYS as Record<string, "multiple" | "single">)[key] ?? null;
}

export const ABOUT_MESSAGES = {
  refreshed: "Content refreshed",
  updated: "Content updated successfully",
  created: "Content created successfully",
  deleted: "Content deleted successfully",
  imageUploaded: "Image uploaded successfully",
  imagesUploaded: (n: number) => `${n} images uploaded successfully`,
  dbUnavailable: "Database connection not available",
  fetchFailed: "Failed to fetch about content",
  saveFailed: "Failed to save content",
  deleteFailed: "Failed to delete content",
  uploadFailed: "Failed to upload image",
  uploadsFailed: "Failed to upload images",
  foreignImage: "Only pictures uploaded here can be shown on the About page; please upload it again",
  keyRequired: "Content key is required",
  notFound: "Content not found",
  tooLong: (max: number) => `Must be at most ${max} characters`,
  currentlyEditing: "Currently editing",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, ABOUT_MESSAGES.tooLong(max))
    .optional()
    .transform((v) => {
      const t = (v ?? "").trim();
      return t === "" ? undefined : t;
    });

export const aboutValueSchema = z.object({
  text: optionalText(10_000),
  images: z.array(z.string().min(1).max(1000)).max(20).optional(),
  year: optionalText(20),
  title: optionalText(300),
  venue: optionalText(300),
  icon: z.enum(QUICK_FACT_ICONS).optional(),
});

/** An item's Nepali text (shown on the Nepali About page; a field left empty shows the English). */
export const aboutValueNeSchema = z.object({
  text: optionalNepaliText("Text", 10_000),
  title: optionalNepaliText("Title", 300),
  venue: optionalNepaliText("Venue", 300),
});

export interface AboutValueNe {
  text?: string;
  title?: string;
  venue?: string;
}

/** Sections whose items have no words of their own to translate (links, images). */
export function hasNepaliText(section: AboutSectionType, key: string): boolean {
  return section !== "social_links" && imageModeOf(section, key) === null;
}

export interface AboutValue {
  text?: string;
  images?: string[];
  year?: string;
  title?: string;
  venue?: string;
  icon?: QuickFactIcon;
}

export const aboutItemSchema = z.object({
  sectionType: z.enum(ABOUT_SECTIONS).refine((section) => section !== "social_links", SOCIAL_LINKS_MOVED),
  contentKey: z
    .string({ message: ABOUT_MESSAGES.keyRequired })
    .max(100, ABOUT_MESSAGES.tooLong(100))
    .transform((v) => v.trim())
    .pipe(z.string().min(1, ABOUT_MESSAGES.keyRequired)),
  contentValue: aboutValueSchema.optional(),
  /** Absent: unchanged (a new item has none). */
  contentValueNe: aboutValueNeSchema.optional(),
  displayOrder: z.unknown().optional(),
});

export interface AboutItemFields {
  sectionType: AboutSectionType;
  contentKey: string;
  contentValue: AboutValue;
  /** undefined: not given (unchanged). */
  contentValueNe?: AboutValueNe;
  /** null: not given (a new item then goes last). */
  displayOrder: number | null;
}

export function parseAboutItem(input: unknown): { ok: true; fields: AboutItemFields } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = aboutItemSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { displayOrder, contentValue, contentValueNe, ...rest } = parsed.data;
  const value: AboutValue = Object.fromEntries(Object.entries(contentValue ?? {}).filter(([, v]) => v !== undefined));
  const valueNe: AboutValueNe | undefined =
    contentValueNe === undefined ? undefined : Object.fromEntries(Object.entries(contentValueNe).filter(([, v]) => typeof v === "string"));
  const blank = displayOrder === undefined || displayOrder === null || displayOrder === "";
  return {
    ok: true,
    fields: { ...rest, contentValue: value, ...(valueNe ? { contentValueNe: valueNe } : {}), displayOrder: blank ? null : parseDisplayOrder(displayOrder) },
  };
}

/** One About item as the back office lists and edits it. */
export interface AboutItemRow {
  id: string;
  sectionType: AboutSectionType;
  contentKey: string;
  contentValue: AboutValue;
  contentValueNe: AboutValueNe;
  displayOrder: number;
  isActive: boolean;
}

/** Images of an item's value (hero profile or background images), whatever the stored JSON holds. */
export function imagesOf(value: unknown): string[] {
  const images = (value as AboutValue | null)?.images;
  return Array.isArray(images) ? images.filter((u): u is string => typeof u === "string") : [];
}

/**
 * Every picture an item puts on /about: its images, and for the hero's background image also a
 * text value (/about shows it as the background when the item has no image).
 */
export function pictureUrlsOf(section: string, key: string, value: unknown): string[] {
  const urls = imagesOf(value);
  const text = (value as AboutValue | null)?.text;
  if (section === "hero" && key === "background_image" && typeof text === "string" && text.trim() !== "") urls.push(text.trim());
  return urls;
}
