import type { CartItem } from "@/lib/domain/cart";
import { fallbackFrameLabel, fallbackSizeLabel, frameLabel, NO_FRAME, requestedFrame } from "@/lib/domain/price-lists";
import { formatNpr } from "@/lib/money";

/** The words of a service line's options; English unless the page gives its own. */
export interface LineOptionWords {
  /** "With frame (+{price})" */
  withFrame: string;
  withoutFrame: string;
  /** "1 reference photo" / "3 reference photos" */
  referencePhotos: (count: number) => string;
  money: (paisa: number) => string;
}

const ENGLISH_WORDS: LineOptionWords = {
  withFrame: "With frame (+{price})",
  withoutFrame: "Without frame",
  referencePhotos: (photos) => (photos === 1 ? "1 reference photo" : `${photos} reference photos`),
  money: formatNpr,
};

/** A frame on quote, in the cart's words: the price is not in the total yet. */
export const PRICE_ON_QUOTE_NOTE = "A frame priced on quote is not included in this total: the shop will tell you its price and how to pay it.";

/** What was chosen for a line, as short text: "Small print (8x10) · Wooden frame" / "Couple · A4 · with frame". */
export function lineOptions(item: CartItem, words: LineOptionWords = ENGLISH_WORDS): string[] {
  if (item.type === "service") {
    const parts: string[] = [];
    if (item.commissionCategory) parts.push(item.commissionCategory);
    if (item.size) parts.push(item.dimensions ? `${item.size} (${item.dimensions})` : item.size);
    if (item.commissionCategory || item.size) {
      parts.push(item.withFrame ? words.withFrame.replace("{price}", words.money(item.framePrice ?? 0)) : words.withoutFrame);
    }
    const photos = item.referencePhotos?.length ?? 0;
    if (photos > 0) parts.push(words.referencePhotos(photos));
    return parts;
  }
  const c = item.customizations;
  const parts = [c.sizeLabel || fallbackSizeLabel(c.size)];
  const framing = requestedFrame(c.framing);
  if (framing !== NO_FRAME) {
    const label = c.framingLabel || fallbackFrameLabel(framing);
    // A frame on quote always says so, whatever label an older cart kept.
    parts.push(c.framingOnQuote && !label.includes("price on quote") ? frameLabel({ name: label, onQuote: true }) : label);
  }
  return parts;
}

/** Some artwork line has a frame priced on quote. */
export function hasFrameOnQuote(items: readonly CartItem[]): boolean {
  return items.some((item) => item.type === "artwork" && item.customizations.framingOnQuote === true);
}
