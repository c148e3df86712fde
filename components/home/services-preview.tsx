import { imageSource } from "@/components/artwork/image-source";
import { SERVICE_PREVIEW_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import { servicePriceLabel } from "@/components/services/service-price";
import type { PublicService } from "@/lib/data/services";
import type { Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { HomeStrings, ServiceCategoryStrings } from "@/lib/i18n/ui-strings";
import { ServicesPreviewSection, type ServicePreviewData } from "./services-preview-section";

/** The few fields a preview card shows. */
function toPreviewData(service: PublicService, locale: Locale, digits?: Digits): ServicePreviewData {
  return {
    id: service.id,
    slug: service.slug,
    title: service.title,
    category: service.category,
    price: servicePriceLabel(service, locale, digits),
    description: service.description,
    picture: service.imageUrl ? imageSource(service.imageUrl, SERVICE_PREVIEW_IMAGE_SIZES) : null,
  };
}

/** 'Art Services': up to 3 available services, each with 'Learn More' to /services?service={slug}. */
export function ServicesPreview({
  services,
  locale = "en",
  digits,
  strings,
  categories,
}: {
  services: readonly PublicService[];
  locale?: Locale;
  digits?: Digits;
  strings: HomeStrings;
  categories: ServiceCategoryStrings;
}) {
  if (services.length === 0) return null;
  const words = { artServices: strings.artServices, artServicesIntro: strings.artServicesIntro, allServices: strings.allServices, learnMore: strings.learnMore };
  return <ServicesPreviewSection services={services.map((service) => toPreviewData(service, locale, digits))} strings={words} categories={categories} />;
}
