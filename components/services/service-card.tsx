import { imageSource } from "@/components/artwork/image-source";
import { SERVICE_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import type { PublicService } from "@/lib/data/services";
import type { Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { ServiceCardData } from "./service-card-view";
import { servicePriceLabel } from "./service-price";

/** Features shown on a card (spec section 9); the details list them all. */
const FEATURES_SHOWN = 2;

/** The few fields a card shows: the pricing tables, dates and the rest stay on the server. */
export function toServiceCardData(service: PublicService, locale: Locale = "en", digits?: Digits): ServiceCardData {
  return {
    slug: service.slug,
    title: service.title,
    category: service.category,
    duration: service.duration,
    price: servicePriceLabel(service, locale, digits),
    description: service.description,
    features: service.features.slice(0, FEATURES_SHOWN),
    picture: service.imageUrl ? imageSource(service.imageUrl, SERVICE_IMAGE_SIZES) : null,
  };
}
