import { imageSource } from "@/components/artwork/image-source";
import { SERVICE_DETAILS_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import type { PublicService } from "@/lib/data/services";
import { formatNpr } from "@/lib/money";
import type { ServiceDetailsData } from "./service-details-view";
import { COMMISSION_FRAME_PRICE_PAISA, servicePriceLabel } from "./service-price";

/**
 * What the details dialog shows of a service, with every amount formatted here on the server
 * (drawn in the browser by ServiceDetailsView; sent with the page only for the dialog its address
 * opens, otherwise fetched from /api/services/{slug} when the dialog opens).
 */
export function toServiceDetailsData(service: PublicService): ServiceDetailsData {
  return {
    slug: service.slug,
    title: service.title,
    category: service.category,
    duration: service.duration,
    shipping: service.shippingType === "fixed" && service.shippingChargePaisa > 0 ? `Shipping ${formatNpr(service.shippingChargePaisa)}` : null,
    price: servicePriceLabel(service),
    note: service.pricing.note ?? null,
    description: service.description,
    features: service.features,
    tables:
      service.category === "commission"
        ? service.commissionPricing.map((entry) => ({
            category: entry.category,
            tiers: entry.tiers.map((tier) => ({ size: tier.size, dimensions: tier.dimensions, price: formatNpr(tier.pricePaisa) })),
          }))
        : [],
    framePrice: formatNpr(COMMISSION_FRAME_PRICE_PAISA),
    picture: service.imageUrl ? imageSource(service.imageUrl, SERVICE_DETAILS_IMAGE_SIZES) : null,
  };
}
