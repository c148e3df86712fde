import { Clock, Truck } from "lucide-react";
import { ArtworkImage } from "@/components/artwork/artwork-image";
import type { PublicService } from "@/lib/data/services";
import { formatNpr } from "@/lib/money";
import { PrimaryServiceAction } from "./service-actions";
import { COMMISSION_FRAME_PRICE_PAISA, SERVICE_CATEGORY_LABELS, servicePriceLabel } from "./service-price";

/** Everything about a service, shown in its details dialog. */
export function ServiceDetails({ service }: { service: PublicService }) {
  const price = servicePriceLabel(service);
  return (
    <div className="space-y-5" data-testid="service-details">
      <ArtworkImage src={service.imageUrl} alt="" sizes="(min-width: 768px) 640px, 100vw" frameClassName="aspect-[2/1] rounded-lg" />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="font-semibold tracking-[0.14em] text-accent uppercase">{SERVICE_CATEGORY_LABELS[service.category]}</span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {service.duration}
        </span>
        {service.shippingType === "fixed" && service.shippingChargePaisa > 0 && (
          <span className="inline-flex items-center gap-1.5">
            <Truck aria-hidden="true" className="size-4" />
            Shipping {formatNpr(service.shippingChargePaisa)}
          </span>
        )}
      </p>
      {(price || service.pricing.note) && (
        <p>
          {price && <span className="text-2xl font-semibold">{price}</span>}
          {service.pricing.note && <span className="ml-2 text-sm text-muted-foreground">{service.pricing.note}</span>}
        </p>
      )}
      {service.description && <p className="leading-relaxed">{service.description}</p>}
      {service.features.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">What is included</h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-accent">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </div>
      )}
      {service.category === "commission" && service.commissionPricing.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Sizes and prices</h3>
          <div className="mt-2 space-y-4">
            {service.commissionPricing.map((entry) => (
              <table key={entry.category} className="w-full text-left text-sm">
                <caption className="mb-1 text-left font-medium">{entry.category}</caption>
                <thead className="text-muted-foreground">
                  <tr className="border-b border-border">
                    <th scope="col" className="py-1.5 font-medium">
                      Size
                    </th>
                    <th scope="col" className="py-1.5 font-medium">
                      Dimensions
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      Price
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entry.tiers.map((tier) => (
                    <tr key={tier.size} className="border-b border-border/60">
                      <td className="py-1.5">{tier.size}</td>
                      <td className="py-1.5">{tier.dimensions}</td>
                      <td className="py-1.5 text-right tabular-nums">{formatNpr(tier.pricePaisa)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
          <p className="mt-3 text-sm text-muted-foreground">A frame can be added for {formatNpr(COMMISSION_FRAME_PRICE_PAISA)}.</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2 border-t border-border pt-5">
        <PrimaryServiceAction service={service} size="lg" />
      </div>
    </div>
  );
}
