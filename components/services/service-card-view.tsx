"use client";

import { PathIcon } from "@/components/ui/stroke-icon";
import { CLOCK_ICON } from "@/components/ui/page-icons";
import { Picture, type ImageSource } from "@/components/artwork/picture";
import { SERVICE_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import type { ServiceCategoryValue } from "@/lib/data/services";
import { PrimaryServiceAction, ViewDetailsLink } from "./service-actions";
import { ServiceFeatureList } from "./service-feature-list";
import type { ServiceStrings } from "@/lib/i18n/ui-strings";

/** What a service card shows (see ServiceCard): the card is rendered in the browser from this. */
export interface ServiceCardData {
  slug: string;
  title: string;
  category: ServiceCategoryValue;
  duration: string;
  /** 'From NPR 1,500', 'NPR 3,000 / hour', ... formatted on the server. */
  price: string | null;
  description: string | null;
  /** The features shown on the card (the first few). */
  features: string[];
  /** The picture's srcset, worked out on the server; null: no picture. */
  picture: ImageSource | null;
}

/** A service on the services page: image, category, title, duration, price, features, actions. */
export function ServiceCardView({
  service,
  strings,
  headingLevel = "h3",
  preloadImage = false,
}: {
  service: ServiceCardData;
  strings: ServiceStrings;
  headingLevel?: "h2" | "h3";
  /** The page's LCP image (the first card in view). */
  preloadImage?: boolean;
}) {
  const price = service.price;
  const Heading = headingLevel;
  return (
    <article className="tile flex h-full flex-col" data-testid="service-card">
      <Picture image={service.picture} alt="" sizes={SERVICE_IMAGE_SIZES} priority={preloadImage ? "preload" : "lazy"} frameClassName="aspect-[3/2]" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="eyebrow">{strings.category[service.category]}</p>
        <Heading className="text-lg leading-snug font-semibold">{service.title}</Heading>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <PathIcon paths={CLOCK_ICON} className="size-4" />
            {service.duration}
          </span>
          {price && <span className="font-semibold text-foreground">{price}</span>}
        </p>
        {service.description && <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{service.description}</p>}
        {service.features.length > 0 && (
          <ServiceFeatureList features={service.features} className="space-y-1 text-sm" />
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <PrimaryServiceAction service={service} strings={strings.actions} className="flex-1" />
          <ViewDetailsLink service={service} label={strings.actions.viewDetails} className="flex-1" />
        </div>
      </div>
    </article>
  );
}
