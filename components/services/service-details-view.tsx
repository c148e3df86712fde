"use client";

import { Clock, Truck } from "lucide-react";
import { Picture, type ImageSource } from "@/components/artwork/picture";
import { SERVICE_DETAILS_IMAGE_SIZES } from "@/components/artwork/picture-sizes";
import type { ServiceCategoryValue } from "@/lib/data/services";
import { PrimaryServiceAction } from "./service-actions";
import { ServiceFeatureList } from "./service-feature-list";
import { fillSlot } from "@/lib/i18n/client-strings";
import type { ServiceStrings } from "@/lib/i18n/ui-strings";

/** A service's details as shown, amounts already formatted on the server (see ServiceDetails). */
export interface ServiceDetailsData {
  slug: string;
  title: string;
  category: ServiceCategoryValue;
  duration: string;
  /** 'Shipping NPR 500' when shipping is charged. */
  shipping: string | null;
  price: string | null;
  note: string | null;
  description: string | null;
  features: string[];
  /** Commission size tables (commissions only). */
  tables: { category: string; tiers: { size: string; dimensions: string; price: string }[] }[];
  /** 'NPR 500': the frame add-on of a commission. */
  framePrice: string;
  /** The picture's srcset, worked out on the server; null: no picture. */
  picture: ImageSource | null;
}

/** Everything about a service, shown in its details dialog (drawn in the browser from ServiceDetailsData). */
export function ServiceDetailsView({ service, strings }: { service: ServiceDetailsData; strings: ServiceStrings }) {
  const t = (key: "included" | "sizesAndPrices" | "size" | "dimensions" | "price") => strings[key];
  const price = service.price;
  return (
    <div className="space-y-5" data-testid="service-details">
      <Picture image={service.picture} alt="" sizes={SERVICE_DETAILS_IMAGE_SIZES} frameClassName="aspect-[2/1] rounded-lg" />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="font-semibold tracking-[0.14em] text-accent uppercase">{strings.category[service.category]}</span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {service.duration}
        </span>
        {service.shipping && (
          <span className="inline-flex items-center gap-1.5">
            <Truck aria-hidden="true" className="size-4" />
            {service.shipping}
          </span>
        )}
      </p>
      {(price || service.note) && (
        <p>
          {price && <span className="text-2xl font-semibold">{price}</span>}
          {service.note && <span className="ml-2 text-sm text-muted-foreground">{service.note}</span>}
        </p>
      )}
      {service.description && <p className="leading-relaxed">{service.description}</p>}
      {service.features.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t("included")}</h3>
          <ServiceFeatureList features={service.features} className="mt-2 space-y-1.5 text-sm" />
        </div>
      )}
      {service.category === "commission" && service.tables.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t("sizesAndPrices")}</h3>
          <div className="mt-2 space-y-4">
            {service.tables.map((entry) => (
              <table key={entry.category} className="w-full text-left text-sm">
                <caption className="mb-1 text-left font-medium">{entry.category}</caption>
                <thead className="text-muted-foreground">
                  <tr className="border-b border-border">
                    <th scope="col" className="py-1.5 font-medium">
                      {t("size")}
                    </th>
                    <th scope="col" className="py-1.5 font-medium">
                      {t("dimensions")}
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      {t("price")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entry.tiers.map((tier) => (
                    <tr key={tier.size} className="border-b border-border/60">
                      <td className="py-1.5">{tier.size}</td>
                      <td className="py-1.5">{tier.dimensions}</td>
                      <td className="py-1.5 text-right tabular-nums">{tier.price}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{fillSlot(strings.frameFor, "price", service.framePrice)}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2 border-t border-border pt-5">
        <PrimaryServiceAction service={service} strings={strings.actions} size="lg" />
      </div>
    </div>
  );
}
