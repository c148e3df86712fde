import { imageSource } from "@/components/artwork/image-source";
import { SERVICE_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import type { PublicService } from "@/lib/data/services";
import type { ServiceCardData } from "./service-card-view";
import { servicePriceLabel } from "./service-price";

/** Features shown on a card (spec section 9); the details list them all. */
const FEATURES_SHOWN = 2;

/** The few fields a card shows: the pricing tables, dates and the rest stay on the server. */
export function toServiceCardData(service: PublicService): ServiceCardData {
  return {
    slug: service.slug,
    title: service.title,
    category: service.category,
    duration: service.duration,
    price: servicePriceLabel(service),
    description: service.description,
    features: service.features.slice(0, FEATURES_SHOWN),
    picture: service.imageUrl ? imageSource(service.imageUrl, SERVICE_IMAGE_SIZES) : null,
  };
}
