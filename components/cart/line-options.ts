import type { CartItem } from "@/lib/domain/cart";
import { fallbackFrameLabel, fallbackSizeLabel, frameLabel, NO_FRAME, requestedFrame } from "@/lib/domain/price-lists";
import { formatNpr } from "@/lib/money";

/** A frame on quote, in the cart's words: the price is not in the total yet. */
export const PRICE_ON_QUOTE_NOTE = "A frame priced on quote is not included in this total: the shop will tell you its price and how to pay it.";

/** What was chosen for a line, as short text: "Small print (8x10) · Wooden frame" / "Couple · A4 · with frame". */
export function lineOptions(item: CartItem): string[] {
  if (item.type === "service") {
    const parts: string[] = [];
    if (item.commissionCategory) parts.push(item.commissionCategory);
    if (item.size) parts.push(item.dimensions ? `${item.size} (${item.dimensions})` : item.size);
    if (item.commissionCategory || item.size) {
      parts.push(item.withFrame ? `With frame (+${formatNpr(item.framePrice ?? 0)})` : "Without frame");
    }
    const photos = item.referencePhotos?.length ?? 0;
    if (photos > 0) parts.push(photos === 1 ? "1 reference photo" : `${photos} reference photos`);
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
