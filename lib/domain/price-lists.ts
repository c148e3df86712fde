/**
 * The artist's price lists for artworks (Settings -> Prices): print sizes and frame options,
 * and what one work offers of them. Pure: no I/O, no Next, no Prisma. The server prices every
 * order line with these functions from the lists stored in the database (print_sizes,
 * frame_options, artwork_print_sizes); the artwork page and the options dialog show the same
 * figures. Amounts are integer paisa, shares integer basis points (10000 = 100 %).
 *
 * Sizes
 * - 'original' is the artwork itself, at its own price, one of a kind. It is not part of the
 *   list: whether it can be ordered follows the work's status.
 * - Every other size is a print, made to order, priced from the work's own price:
 *       share of the original's price, rounded up to a whole NPR 100,
 *       never below the size's lowest price, never above the original's price.
 *   A share of 0 % makes the lowest price a flat price for every work.
 * - A work offers every offered size of the list (the default, also sizes added later), or
 *   only the sizes ticked on it in the back office.
 *
 * Frames
 * - 'none' (no frame) is always offered at no cost. Every other frame adds its price per unit,
 *   or is priced on quote: nothing is added at checkout, the line says "price on quote" and
 *   the shop sets the frame's price on the order later.
 *
 * Keys ('small', 'basic', ...) are stable: cart lines and order snapshots carry them, so a key
 * never changes once made; names, dimensions and prices may.
 */

import { isOriginal, PAISA_PER_NPR } from "./pricing";

export const ORIGINAL_SIZE = "original" as const;
export const NO_FRAME = "none";
export const ORIGINAL_LABEL = "Original";
export const NO_FRAME_LABEL = "No frame";

/** How a key of a size or frame looks (made from its first name; see priceListKey). */
export const PRICE_LIST_KEY_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
/** Keys of the built-in choices, never used for an entry of a list. */
export const RESERVED_PRICE_LIST_KEYS: readonly string[] = [ORIGINAL_SIZE, NO_FRAME];

export interface PrintSizeEntry {
  key: string;
  /** "Small print" */
  name: string;
  /** Inches, e.g. "8x10"; may be empty. */
  dimensions: string;
  /** Share of the original's price in basis points (1000 = 10 %); 0 for a flat price. */
  shareBps: number;
  /** Lowest price of a print of this size, paisa (above 0). */
  minimumPaisa: number;
  /** Offered to buyers; an entry switched off is kept (and its works' choices) but not sold. */
  enabled: boolean;
}

export interface FrameEntry {
  key: string;
  /** "Wooden frame" */
  name: string;
  /** Added per unit, paisa (0 when on quote). */
  pricePaisa: number;
  /** Priced later by the shop, on the order: nothing is added at checkout. */
  onQuote: boolean;
  enabled: boolean;
}

/** Both lists, each in the order buyers see them. */
export interface PriceLists {
  sizes: PrintSizeEntry[];
  frames: FrameEntry[];
}

/**
 * The lists the shop started with (the sizes of the product spec, its frame add-ons +25/+45/+75
 * and a custom frame on quote). The migration that made the lists and the demo seed store
 * these; from then on the artist edits them in Settings.
 */
export const DEFAULT_PRINT_SIZES: readonly PrintSizeEntry[] = [
  { key: "small", name: "Small print", dimensions: "8x10", shareBps: 1_000, minimumPaisa: 1_500 * PAISA_PER_NPR, enabled: true },
  { key: "medium", name: "Medium print", dimensions: "11x14", shareBps: 1_500, minimumPaisa: 2_500 * PAISA_PER_NPR, enabled: true },
  { key: "large", name: "Large print", dimensions: "16x20", shareBps: 2_000, minimumPaisa: 3_500 * PAISA_PER_NPR, enabled: true },
  { key: "poster", name: "Poster", dimensions: "24x36", shareBps: 3_000, minimumPaisa: 5_000 * PAISA_PER_NPR, enabled: true },
];

export const DEFAULT_FRAMES: readonly FrameEntry[] = [
  { key: "basic", name: "Basic frame", pricePaisa: 25 * PAISA_PER_NPR, onQuote: false, enabled: true },
  { key: "wooden", name: "Wooden frame", pricePaisa: 45 * PAISA_PER_NPR, onQuote: false, enabled: true },
  { key: "premium", name: "Premium frame", pricePaisa: 75 * PAISA_PER_NPR, onQuote: false, enabled: true },
  { key: "custom", name: "Custom frame", pricePaisa: 0, onQuote: true, enabled: true },
];

export const DEFAULT_PRICE_LISTS: PriceLists = { sizes: [...DEFAULT_PRINT_SIZES], frames: [...DEFAULT_FRAMES] };

/** "Small print (8x10)"; the name alone without dimensions. */
export function printSizeLabel(size: Pick<PrintSizeEntry, "name" | "dimensions">): string {
  const dimensions = size.dimensions.trim();
  return dimensions ? `${size.name} (${dimensions})` : size.name;
}

/** "Wooden frame"; "Custom frame (price on quote)" for a frame priced on quote. */
export function frameLabel(frame: Pick<FrameEntry, "name" | "onQuote">): string {
  return frame.onQuote ? `${frame.name} (price on quote)` : frame.name;
}

/**
 * Label of a stored size or frame key when no label was kept with it (carts and orders made
 * before labels were stored): the built-in words, else the shop's first lists, else the key.
 */
export function fallbackSizeLabel(key: string | undefined): string {
  if (!key || key === ORIGINAL_SIZE) return ORIGINAL_LABEL;
  const known = DEFAULT_PRINT_SIZES.find((s) => s.key === key);
  return known ? printSizeLabel(known) : key;
}

export function fallbackFrameLabel(key: string | undefined): string {
  if (!key || key === NO_FRAME) return NO_FRAME_LABEL;
  const known = DEFAULT_FRAMES.find((f) => f.key === key);
  return known ? frameLabel(known) : key;
}

/** A size as a cart line or an order line asks for it: missing or empty means the original. */
export function requestedSize(value: unknown): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : ORIGINAL_SIZE;
}

/** A frame as asked for: missing or empty means no frame. */
export function requestedFrame(value: unknown): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : NO_FRAME;
}

/** True for the one-of-a-kind original (quantity at most 1, held by the order that takes it). */
export const isOriginalSize = isOriginal;

/** Rounds up to a whole NPR 100. */
function roundUpToHundredNpr(paisa: number): number {
  const step = 100 * PAISA_PER_NPR;
  return Math.ceil(paisa / step) * step;
}

/** Price of one print of this size for a work whose original costs `originalPricePaisa`. */
export function printPricePaisa(originalPricePaisa: number, size: Pick<PrintSizeEntry, "shareBps" | "minimumPaisa">): number {
  const share = roundUpToHundredNpr(Math.round((originalPricePaisa * size.shareBps) / 10_000));
  return Math.min(originalPricePaisa, Math.max(size.minimumPaisa, share));
}

/** Which print sizes a work offers: every size of the list, or only the ones ticked on it. */
export interface ArtworkPrintOffer {
  allPrintSizes: boolean;
  /** Keys of the sizes ticked on the work (read only when allPrintSizes is false). */
  printSizeKeys: readonly string[];
}

export const ALL_PRINT_SIZES: ArtworkPrintOffer = { allPrintSizes: true, printSizeKeys: [] };

/** The sizes of the list this work offers now (switched-off sizes never). */
export function offeredPrintSizes(lists: PriceLists, offer: ArtworkPrintOffer): PrintSizeEntry[] {
  return lists.sizes.filter((size) => size.enabled && (offer.allPrintSizes || offer.printSizeKeys.includes(size.key)));
}

/** One size as a buyer may choose it, priced for the work. */
export interface SizeChoice {
  key: string;
  label: string;
  /** Per unit, paisa. */
  pricePaisa: number;
  original: boolean;
}

/** One frame as a buyer may choose it. */
export interface FrameChoice {
  key: string;
  /** "Wooden frame" */
  name: string;
  /** "Wooden frame"; "Custom frame (price on quote)". */
  label: string;
  /** Added per unit, paisa (0 for no frame and for a frame on quote). */
  pricePaisa: number;
  onQuote: boolean;
}

export interface ArtworkChoices {
  sizes: SizeChoice[];
  frames: FrameChoice[];
}

export const NO_FRAME_CHOICE: FrameChoice = { key: NO_FRAME, name: NO_FRAME_LABEL, label: NO_FRAME_LABEL, pricePaisa: 0, onQuote: false };

function frameChoice(frame: FrameEntry): FrameChoice {
  return { key: frame.key, name: frame.name, label: frameLabel(frame), pricePaisa: frame.onQuote ? 0 : frame.pricePaisa, onQuote: frame.onQuote };
}

function sizeChoice(originalPricePaisa: number, size: PrintSizeEntry): SizeChoice {
  return { key: size.key, label: printSizeLabel(size), pricePaisa: printPricePaisa(originalPricePaisa, size), original: false };
}

/**
 * What a buyer can choose for a work with a price: the original first when it can be ordered,
 * then the prints it offers, and every offered frame after 'No frame'.
 */
export function artworkChoices(
  originalPricePaisa: number,
  lists: PriceLists,
  offer: ArtworkPrintOffer,
  options: { original: boolean; prints: boolean },
): ArtworkChoices {
  const sizes: SizeChoice[] = [];
  if (options.original) sizes.push({ key: ORIGINAL_SIZE, label: ORIGINAL_LABEL, pricePaisa: originalPricePaisa, original: true });
  if (options.prints) for (const size of offeredPrintSizes(lists, offer)) sizes.push(sizeChoice(originalPricePaisa, size));
  return { sizes, frames: [NO_FRAME_CHOICE, ...lists.frames.filter((f) => f.enabled).map(frameChoice)] };
}

export type ChoiceRefusalReason = "unknown_size" | "size_not_offered" | "unknown_frame" | "frame_not_offered";

export type PricedChoice =
  | {
      ok: true;
      size: SizeChoice;
      frame: FrameChoice;
      /** Size price + frame, per unit. */
      unitPricePaisa: number;
    }
  | { ok: false; reason: ChoiceRefusalReason; /** The size's or frame's label, when it is known. */ label?: string };

/**
 * Prices a buyer's size and frame for a work from the lists, or names why they cannot be sold:
 * a key not in the list, a size switched off or not offered by this work, a frame switched off.
 * Whether the original itself can be ordered (status, hold) is the caller's concern.
 */
export function priceArtworkChoice(
  originalPricePaisa: number,
  lists: PriceLists,
  offer: ArtworkPrintOffer,
  choice: { size: unknown; framing: unknown },
): PricedChoice {
  const sizeKey = requestedSize(choice.size);
  let size: SizeChoice;
  if (sizeKey === ORIGINAL_SIZE) {
    size = { key: ORIGINAL_SIZE, label: ORIGINAL_LABEL, pricePaisa: originalPricePaisa, original: true };
  } else {
    const entry = lists.sizes.find((s) => s.key === sizeKey);
    if (!entry) return { ok: false, reason: "unknown_size" };
    if (!offeredPrintSizes(lists, offer).includes(entry)) return { ok: false, reason: "size_not_offered", label: printSizeLabel(entry) };
    size = sizeChoice(originalPricePaisa, entry);
  }

  const frameKey = requestedFrame(choice.framing);
  let frame: FrameChoice = NO_FRAME_CHOICE;
  if (frameKey !== NO_FRAME) {
    const entry = lists.frames.find((f) => f.key === frameKey);
    if (!entry) return { ok: false, reason: "unknown_frame" };
    if (!entry.enabled) return { ok: false, reason: "frame_not_offered", label: frameLabel(entry) };
    frame = frameChoice(entry);
  }
  return { ok: true, size, frame, unitPricePaisa: size.pricePaisa + frame.pricePaisa };
}

/**
 * A key for a new entry, made from its name ("Large print" -> "large-print"), different from
 * every key in `taken` and from the built-in ones ("-2", "-3" ... added when needed).
 */
export function priceListKey(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken, ...RESERVED_PRICE_LIST_KEYS]);
  const root =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32)
      .replace(/-+$/g, "") || "option";
  if (!used.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
