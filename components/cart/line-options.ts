import type { CartItem } from "@/lib/domain/cart";
import { framingOption, normalizeFraming, normalizeSize, printSizeOption } from "@/lib/domain/pricing";
import { formatNpr } from "@/lib/money";

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
  const parts = [printSizeOption(normalizeSize(item.customizations.size)).label];
  const framing = normalizeFraming(item.customizations.framing);
  if (framing !== "none") parts.push(framingOption(framing).label);
  return parts;
}
