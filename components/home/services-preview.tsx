import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { servicePriceLabel } from "@/components/services/service-price";
import type { PublicService } from "@/lib/data/services";
import { ServicesPreviewList, type ServicePreviewData } from "./services-preview-list";

/** The few fields a preview card shows. */
function toPreviewData(service: PublicService): ServicePreviewData {
  return {
    id: service.id,
    slug: service.slug,
    title: service.title,
    category: service.category,
    price: servicePriceLabel(service),
    description: service.description,
    imageUrl: service.imageUrl,
  };
}

/** 'Art Services': up to 3 available services, each with 'Learn More' to /services?service={slug}. */
export function ServicesPreview({ services }: { services: readonly PublicService[] }) {
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="art-services" className="py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="art-services" className="text-2xl font-semibold sm:text-3xl">
            Art Services
          </h2>
          <p className="mt-2 text-muted-foreground">Commissions, workshops and consultations.</p>
        </div>
        <Link href="/services" className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium underline-offset-4 hover:underline">
          All services
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ServicesPreviewList services={services.map(toPreviewData)} />
    </section>
  );
}
