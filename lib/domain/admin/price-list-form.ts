/**
 * Settings -> Prices: the print sizes and frame options as the back office edits them, amounts
 * typed in rupees and shares in percent, checked per field ("sizes.2.minimum"). Pure: no I/O.
 * Keys are never typed: an existing row sends its key back, a new row sends none and gets one
 * from its name when saved (lib/domain/price-lists.ts, priceListKey).
 */
import { z } from "@/lib/validation/z";
import { parseDecimal, paisaToRupeesText, bpsToPercentText } from "@/lib/domain/admin/numbers";
import { parseSwitch } from "@/lib/domain/admin/settings-form";
import type { FrameEntry, PriceLists, PrintSizeEntry } from "@/lib/domain/price-lists";

export const MAX_PRINT_SIZES = 20;
export const MAX_FRAMES = 20;
/** NPR 10,000,000: far above any print or frame. */
const MAX_PRICE_PAISA = 1_000_000_000;

export const PRICE_LIST_MESSAGES = {
  saved: "Prices saved: buyers see them at once",
  failed: "Could not save the prices",
  unreadable: "The prices could not be read. Please reload the page and try again.",
  /** A row names a size or frame that is no longer stored (another administrator removed it). */
  stale: "The price lists were changed meanwhile. Please reload the page and make your change again.",
  nameRequired: "Enter a name",
  nameTooLong: "At most 60 characters",
  dimensionsTooLong: "At most 30 characters",
  duplicateSize: "Two print sizes cannot have the same name and dimensions",
  duplicateFrame: "Two frames cannot have the same name",
  share: "Enter a share between 0 and 100 %",
  minimum: "Enter the lowest price in rupees, above NPR 0 (e.g. 1500)",
  framePrice: "Enter the frame's price in rupees (e.g. 45), or 0",
  priceTooLarge: "Enter an amount below NPR 10,000,000",
  tooManySizes: `At most ${MAX_PRINT_SIZES} print sizes`,
  tooManyFrames: `At most ${MAX_FRAMES} frames`,
} as const;

/** The form's text, as the settings page shows and sends it. */
export interface PriceListFormText {
  sizes: { key: string; name: string; dimensions: string; share: string; minimum: string; enabled: boolean }[];
  frames: { key: string; name: string; price: string; onQuote: boolean; enabled: boolean }[];
}

/** The lists as the form shows them (rupees, percent). */
export function priceListFormText(lists: PriceLists): PriceListFormText {
  return {
    sizes: lists.sizes.map((s) => ({
      key: s.key,
      name: s.name,
      dimensions: s.dimensions,
      share: bpsToPercentText(s.shareBps),
      minimum: paisaToRupeesText(s.minimumPaisa),
      enabled: s.enabled,
    })),
    frames: lists.frames.map((f) => ({ key: f.key, name: f.name, price: paisaToRupeesText(f.pricePaisa), onQuote: f.onQuote, enabled: f.enabled })),
  };
}

const key = z
  .string()
  .max(40)
  .optional()
  .transform((v) => (v ?? "").trim());
const name = z
  .string({ message: PRICE_LIST_MESSAGES.nameRequired })
  .max(240, PRICE_LIST_MESSAGES.nameTooLong)
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, PRICE_LIST_MESSAGES.nameRequired).max(60, PRICE_LIST_MESSAGES.nameTooLong));

/** Rupees typed in a field -> paisa, or a message. `empty`: what an empty field means. */
function rupees(message: string, options: { empty: number | null; aboveZero: boolean }) {
  return z.unknown().transform((value, ctx): number => {
    const blank = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    if (blank && options.empty !== null) return options.empty;
    const amount = blank ? null : parseDecimal(value);
    if (amount === null || amount < 0 || (options.aboveZero && amount <= 0)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    const paisa = Math.round(amount * 100);
    if (paisa > MAX_PRICE_PAISA) {
      ctx.addIssue({ code: "custom", message: PRICE_LIST_MESSAGES.priceTooLarge });
      return z.NEVER;
    }
    if (options.aboveZero && paisa <= 0) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return paisa;
  });
}

const share = z.unknown().transform((value, ctx): number => {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return 0;
  const percent = parseDecimal(value);
  if (percent === null || percent < 0 || percent > 100) {
    ctx.addIssue({ code: "custom", message: PRICE_LIST_MESSAGES.share });
    return z.NEVER;
  }
  return Math.round(percent * 100);
});

const sizeRow = z.object({
  key,
  name,
  dimensions: z
    .string()
    .max(120, PRICE_LIST_MESSAGES.dimensionsTooLong)
    .optional()
    .transform((v) => (v ?? "").replace(/\s+/g, " ").trim())
    .pipe(z.string().max(30, PRICE_LIST_MESSAGES.dimensionsTooLong)),
  share,
  minimum: rupees(PRICE_LIST_MESSAGES.minimum, { empty: null, aboveZero: true }),
  enabled: z.unknown().optional().transform(parseSwitch),
});

const frameRow = z.object({
  key,
  name,
  price: rupees(PRICE_LIST_MESSAGES.framePrice, { empty: 0, aboveZero: false }),
  onQuote: z.unknown().optional().transform(parseSwitch),
  enabled: z.unknown().optional().transform(parseSwitch),
});

/** A row of the form once read: `key` is "" for a row added in the form. */
export type PrintSizeRow = Omit<PrintSizeEntry, "key"> & { key: string };
export type FrameRow = Omit<FrameEntry, "key"> & { key: string };

export const priceListFormSchema = z
  .object({
    sizes: z
      .array(z.unknown())
      .max(MAX_PRINT_SIZES, PRICE_LIST_MESSAGES.tooManySizes)
      .pipe(z.array(sizeRow)),
    frames: z
      .array(z.unknown())
      .max(MAX_FRAMES, PRICE_LIST_MESSAGES.tooManyFrames)
      .pipe(z.array(frameRow)),
  })
  .superRefine((lists, ctx) => {
    const sizes = new Set<string>();
    lists.sizes.forEach((size, i) => {
      const id = `${size.name.toLowerCase()}|${size.dimensions.toLowerCase()}`;
      if (sizes.has(id)) ctx.addIssue({ code: "custom", message: PRICE_LIST_MESSAGES.duplicateSize, path: ["sizes", i, "name"] });
      sizes.add(id);
    });
    const frames = new Set<string>();
    lists.frames.forEach((frame, i) => {
      if (frames.has(frame.name.toLowerCase())) ctx.addIssue({ code: "custom", message: PRICE_LIST_MESSAGES.duplicateFrame, path: ["frames", i, "name"] });
      frames.add(frame.name.toLowerCase());
    });
    // The same stored row twice is not something the form sends: the whole input is refused.
    for (const list of [lists.sizes, lists.frames]) {
      const keys = list.map((row) => row.key).filter(Boolean);
      if (new Set(keys).size !== keys.length) ctx.addIssue({ code: "custom", message: PRICE_LIST_MESSAGES.stale });
    }
  })
  .transform(
    (lists): { sizes: PrintSizeRow[]; frames: FrameRow[] } => ({
      sizes: lists.sizes.map((s) => ({ key: s.key, name: s.name, dimensions: s.dimensions, shareBps: s.share, minimumPaisa: s.minimum, enabled: s.enabled })),
      // A frame on quote carries no price: whatever was typed is dropped.
      frames: lists.frames.map((f) => ({ key: f.key, name: f.name, pricePaisa: f.onQuote ? 0 : f.price, onQuote: f.onQuote, enabled: f.enabled })),
    }),
  );

export type PriceListInput = z.output<typeof priceListFormSchema>;
