import { formatNpr } from "@/lib/money";

export const PRICE_ON_REQUEST = "Price on request";

/** The price as shown: NPR in the en-NP format, or 'Price on request'. */
export function artworkPriceLabel(pricePaisa: number | null): string {
  return pricePaisa === null ? PRICE_ON_REQUEST : formatNpr(pricePaisa);
}
