/**
 * The order lines that the checkout and the cart's server check send, made from the browser's
 * cart. Apart from checkout-rules.ts so the cart page does not load the checkout's messages.
 */
import { lineServiceId, type CartItem } from "@/lib/domain/cart-read";
import type { OrderLineRequestInput } from "@/lib/validation/checkout";

/** The cart's lines as the server expects them; prices, shipping and tax are left out on purpose. */
export function cartToOrderLines(items: readonly CartItem[]): OrderLineRequestInput[] {
  return items.map((item) =>
    item.type === "service"
      ? {
          kind: "service" as const,
          lineId: item.id,
          serviceId: lineServiceId(item),
          title: item.title.slice(0, 300),
          quantity: item.quantity,
          commission:
            item.commissionCategory !== undefined || item.size !== undefined
              ? { category: item.commissionCategory ?? "", size: item.size ?? "", withFrame: item.withFrame ?? false }
              : null,
          referencePhotos: (item.referencePhotos ?? []).map((photo) => photo.token),
        }
      : {
          kind: "artwork" as const,
          lineId: item.id,
          artworkId: item.id,
          title: item.title.slice(0, 300),
          quantity: item.quantity,
          size: item.customizations.size ?? "original",
          framing: item.customizations.framing ?? "none",
          notes: (item.customizations.notes ?? "").slice(0, 1000),
        },
  );
}
