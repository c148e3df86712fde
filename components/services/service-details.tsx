import { imageSource } from "@/components/artwork/image-source";
import { SERVICE_DETAILS_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import type { PublicService } from "@/lib/data/services";
import { formatPrice, type Digits } from "@/lib/i18n/numbers";
import type { Locale } from "@/lib/i18n/locales";
import type { ServiceDetailsData } from "./service-details-view";
import { COMMISSION_FRAME_PRICE_PAISA, servicePriceLabel } from "./service-price";

/**
 * What the details dialog shows of a service, with every amount formatted here on the server
 * (drawn in the browser by ServiceDetailsView; sent with the page only for the dialog its address
 * opens, otherwise fetched from /api/services/{slug} when the dialog opens).
 */
/** "Shipping …" in each language. */
const SHIPPING: Record<Locale, (price: string) => string> = { en: (price) => `Shipping ${price}`, ne: (price) => `ढुवानी ${price}` };

export function toServiceDetailsData(service: PublicService, locale: Locale = "en", digits?: Digits): ServiceDetailsData {
  const money = (paisa: number) => formatPrice(paisa, locale, { digits });
  return {
    slug: service.slug,
    title: service.title,
    category: service.category,
    duration: service.duration,
    shipping: service.shippingType === "fixed" && service.shippingChargePaisa > 0 ? SHIPPING[locale](money(service.shippingChargePaisa)) : null,
    price: servicePriceLabel(service, locale, digits),
    note: service.pricing.note ?? null,
    description: service.description,
    features: service.features,
    tables:
      service.category === "commission"
        ? service.commissionPricing.map((entry) => ({
            category: entry.category,
            tiers: entry.tiers.map((tier) => ({ size: tier.size, dimensions: tier.dimensions, price: money(tier.pricePaisa) })),
          }))
        : [],
    framePrice: money(COMMISSION_FRAME_PRICE_PAISA),
    picture: service.imageUrl ? imageSource(service.imageUrl, SERVICE_DETAILS_IMAGE_SIZES) : null,
  };
}
