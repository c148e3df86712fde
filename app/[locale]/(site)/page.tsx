import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { CommissionCta } from "@/components/home/commission-cta";
import { HomeHero } from "@/components/home/home-hero";
import { RecentWorks } from "@/components/home/recent-works";
import { ServicesPreview } from "@/components/home/services-preview";
import { getSiteSettings } from "@/components/layout/site-settings";
import { serviceHref } from "@/components/services/service-href";
import { Container } from "@/components/ui/container";
import { getFeaturedArtworks } from "@/lib/data/artworks";
import {
  getAvailableServices,
  pickCommissionService,
} from "@/lib/data/services";
import { reportReadFailure } from "@/lib/data/public-cache";
import { numeralsOf } from "@/lib/data/public-settings";
import { artworkCardStrings, homeStrings, serviceCategoryStrings } from "@/lib/i18n/ui-strings";
import { localeOf } from "./_lib/metadata";
import { pageMetadata } from "./_lib/metadata";

/** Served from the full-route cache; rendered again when what it shows changes. */
export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS (lib/data/public-cache.ts)

/** Spec section 9: featured artworks and services on the home page. */
const HOME_ARTWORKS = 6;
const HOME_SERVICES = 3;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({
  params,
}: {
  params: Params;
}): Promise<Metadata> {
  return pageMetadata({
    title: null,
    path: "/",
    locale: (await params).locale,
  });
}

function logged<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    reportReadFailure(`home: ${what}`, error);
    return fallback;
  };
}

export default async function HomePage({ params }: { params: Params }) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [strings, cardStrings, categories, settings, featured, services] = await Promise.all([
    homeStrings(locale),
    artworkCardStrings(locale),
    serviceCategoryStrings(locale),
    getSiteSettings(locale),
    getFeaturedArtworks(HOME_ARTWORKS, locale).catch(
      logged("featured artworks", []),
    ),
    getAvailableServices(undefined, locale).catch(logged("services", [])),
  ]);
  const digits = numeralsOf(settings);
  const commission = pickCommissionService(services);
  const commissionHref = commission
    ? serviceHref(commission.slug)
    : "/services#commission";
  const heroArtwork = featured.find((artwork) => artwork.image) ?? null;

  return (
    <>
      <HomeHero
        strings={strings}
        siteName={settings.siteName}
        siteDescription={settings.siteDescription}
        commissionHref={commissionHref}
        artwork={heroArtwork}
      />
      <Container>
        <RecentWorks artworks={featured} locale={locale} digits={digits} strings={strings} cardStrings={cardStrings} />
        <ServicesPreview
          services={services.slice(0, HOME_SERVICES)}
          strings={strings}
          categories={categories}
          locale={locale}
          digits={digits}
        />
        <CommissionCta href={commissionHref} strings={strings} />
      </Container>
    </>
  );
}
