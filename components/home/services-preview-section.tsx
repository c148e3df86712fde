"use client";

import { LocaleLink as Link } from "@/components/ui/locale-link";
import type { HomeStrings, ServiceCategoryStrings } from "@/lib/i18n/ui-strings";
import { PathIcon } from "@/components/ui/stroke-icon";
import { ARROW_RIGHT_ICON } from "@/components/ui/page-icons";
import { Picture, type ImageSource } from "@/components/artwork/picture";
import { SERVICE_PREVIEW_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import { serviceHref } from "@/components/services/service-href";
import type { ServiceCategoryValue } from "@/lib/data/services";

/** What a preview card shows of a service (the price formatted on the server). */
export interface ServicePreviewData {
  id: string;
  slug: string;
  title: string;
  category: ServiceCategoryValue;
  price: string | null;
  description: string | null;
  /** The picture's srcset, worked out on the server; null: no picture. */
  picture: ImageSource | null;
}

/** 'Art Services' on the home page, drawn in the browser from these few fields per service. */
export function ServicesPreviewSection({
  services,
  strings,
  categories,
}: {
  services: readonly ServicePreviewData[];
  strings: Pick<HomeStrings, "artServices" | "artServicesIntro" | "allServices" | "learnMore">;
  categories: ServiceCategoryStrings;
}) {
  return (
    <section aria-labelledby="art-services" className="py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="art-services" className="text-2xl font-semibold sm:text-3xl">
            {strings.artServices}
          </h2>
          <p className="mt-2 text-muted-foreground">{strings.artServicesIntro}</p>
        </div>
        <Link href="/services" className="more-link">
          {strings.allServices}
          <PathIcon paths={ARROW_RIGHT_ICON} className="size-4" />
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="home-services">
        {services.map((service) => {
          const price = service.price;
          return (
            <li key={service.id} className="flex">
              <article className="tile flex w-full flex-col">
                <Picture
                  image={service.picture}
                  alt=""
                  sizes={SERVICE_PREVIEW_IMAGE_SIZES}
                  frameClassName="aspect-[3/2]"
                />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <p className="eyebrow">{categories[service.category]}</p>
                  <h3 className="text-lg font-semibold">{service.title}</h3>
                  {price && <p className="text-sm font-semibold">{price}</p>}
                  {service.description && <p className="line-clamp-3 text-sm text-muted-foreground">{service.description}</p>}
                  <Link
                    href={serviceHref(service.slug)}
                    className="more-link mt-auto pt-3"
                  >
                    {strings.learnMore}
                    <span className="sr-only">{`(${service.title})`}</span>
                    <PathIcon paths={ARROW_RIGHT_ICON} className="size-4" />
                  </Link>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
