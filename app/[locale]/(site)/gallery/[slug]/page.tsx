import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleLink as Link } from "@/components/ui/locale-link";
import { permanentRedirect } from "next/navigation";
import { addressIn } from "@/lib/http/locale-path";
import { ChevronLeft, Truck } from "lucide-react";
import { ArtworkAction } from "@/components/artwork/artwork-action";
import { toArtworkCardData } from "@/components/artwork/artwork-card-data";
import { ArtworkImages } from "@/components/artwork/artwork-images";
import { JsonLd, artworkJsonLd } from "@/components/artwork/artwork-json-ld";
import { artworkPriceLabel } from "@/components/artwork/price";
import { StatusBadge } from "@/components/artwork/status-badge";
import { PageNotFound } from "@/components/layout/page-not-found";
import { artworkActionStrings, statusStrings } from "@/lib/i18n/ui-strings";
import { getSiteSettings } from "@/components/layout/site-settings";
import { Container } from "@/components/ui/container";
import { SimilarWorks } from "@/components/artwork/similar-works";
import { AlertSignUp } from "@/components/mailing-list/alert-sign-up";
import {
  findArtworkRedirect,
  getArtworkBySlug,
  getSimilarArtworks,
  type ArtworkDetail,
} from "@/lib/data/artworks";
import { offersPrints } from "@/lib/domain/pricing";
import { artworkChoices, type ArtworkChoices } from "@/lib/domain/price-lists";
import { getPublicPriceLists } from "@/lib/data/price-lists";
import { galleryHref } from "@/lib/domain/gallery-query";
import { numeralsOf } from "@/lib/data/public-settings";
import { formatPrice, toDevanagariDigits, type Digits } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import {
  languageAlternates,
  localeOf,
  openGraphLocales,
} from "../../_lib/metadata";
import { urlParam } from "@/lib/domain/text-input";
import { siteUrl } from "@/lib/env";
import { fromPaisa } from "@/lib/money";

type Params = Promise<{ slug: string; locale: string }>;
type Translate = Awaited<ReturnType<typeof getTranslations<"artwork">>>;
/** How the page writes money: its language, and the artist's digits on Nepali pages. */
interface Money {
  locale: Locale;
  digits: Digits;
}

function money(paisa: number, { locale, digits }: Money): string {
  return formatPrice(paisa, locale, { digits });
}

/** Each artwork page is rendered on its first visit, then served from the full-route cache. */
export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS (lib/data/public-cache.ts)
export function generateStaticParams(): { slug: string }[] {
  return [];
}

/**
 * The artwork; a former slug of a renamed work redirects permanently (308) to its current page;
 * null for an unknown slug, which gets the not-found content with status 404 (PageNotFound, not
 * notFound(): that would send a document without the site frame or any content).
 */
async function loadArtwork(
  params: Params,
  locale: Locale,
): Promise<ArtworkDetail | null> {
  // A slug is bounded and clean before any lookup; anything else is simply not an artwork.
  const slug = urlParam((await params).slug, 200);
  if (!slug) return null;
  const artwork = await getArtworkBySlug(slug, locale);
  if (artwork) return artwork;
  const current = await findArtworkRedirect(slug).catch(() => null);
  if (current)
    permanentRedirect(addressIn(`/gallery/${encodeURIComponent(current)}`, locale));
  return null;
}

function summary(artwork: ArtworkDetail, format: Money): string {
  const facts = [
    artworkPriceLabel(artwork.pricePaisa, format.locale, format.digits),
    artwork.medium,
    artwork.dimensions,
  ]
    .filter(Boolean)
    .join(" · ");
  return artwork.description ? `${facts}. ${artwork.description}` : facts;
}

export async function generateMetadata({
  params,
}: {
  params: Params;
}): Promise<Metadata> {
  // An unknown slug gets the not-found page's metadata here (noindex included) and its 404 (or
  // redirect) from the page.
  const locale = localeOf((await params).locale);
  const slug = urlParam((await params).slug, 200);
  const artwork = slug ? await getArtworkBySlug(slug, locale) : null;
  const t = await getTranslations({ locale, namespace: "artwork" });
  if (!artwork)
    return {
      title: (await getTranslations({ locale, namespace: "notFound" }))(
        "title",
      ),
      robots: { index: false, follow: true },
    };
  const settings = await getSiteSettings(locale);
  const description = summary(artwork, {
    locale,
    digits: numeralsOf(settings),
  });
  const alternates = languageAlternates(`/gallery/${artwork.slug}`, locale);
  const url = alternates.canonical as string;
  const shared = t("titleBy", {
    title: artwork.title,
    siteName: settings.siteName,
  });
  return {
    title: artwork.title,
    description,
    alternates,
    // The sharing image is this route's opengraph-image: the work whole, 1200x630, with its size declared.
    // Shared links name the artist with the work.
    openGraph: {
      type: "website",
      siteName: settings.siteName,
      ...openGraphLocales(locale),
      url,
      title: shared,
      description,
    },
    twitter: { card: "summary_large_image", title: shared, description },
  };
}

function shippingText(
  artwork: ArtworkDetail,
  t: Translate,
  format: Money,
): string {
  return artwork.shippingType === "fixed" && artwork.shippingChargePaisa > 0
    ? t("shipping", { price: money(artwork.shippingChargePaisa, format) })
    : t("freeShipping");
}

function taxText(artwork: ArtworkDetail, t: Translate, { locale, digits }: Money): string | null {
  if (artwork.taxRateBps <= 0) return null;
  const percent = String(artwork.taxRateBps / 100);
  const rate = `${locale === "ne" && digits !== "latin" ? toDevanagariDigits(percent) : percent}%`;
  return artwork.taxIncluded
    ? t("vatIncluded", { rate })
    : t("vatPlus", { rate });
}

/**
 * The prints this work offers and the frames, with their prices from the artist's price lists
 * (cached under 'price-lists': a change in Settings -> Prices refreshes the page); none when the
 * work has no price or the lists cannot be read.
 */
async function printOffer(artwork: ArtworkDetail): Promise<ArtworkChoices> {
  if (
    artwork.pricePaisa === null ||
    artwork.pricePaisa <= 0 ||
    !offersPrints(artwork)
  )
    return { sizes: [], frames: [] };
  const lists = await getPublicPriceLists().catch(() => null);
  if (!lists) return { sizes: [], frames: [] };
  return artworkChoices(artwork.pricePaisa, lists, artwork.printOffer, {
    original: false,
    prints: true,
  });
}

function PrintOffer({
  offer,
  t,
  format,
}: {
  offer: ArtworkChoices;
  t: Translate;
  format: Money;
}) {
  if (offer.sizes.length === 0) return null;
  const frames = offer.frames.filter((f) => f.key !== "none");
  return (
    <section
      aria-labelledby="print-offer-heading"
      className="mt-8 border-t border-border pt-6 text-sm"
      data-testid="print-offer"
    >
      <h2 id="print-offer-heading" className="font-medium">
        {t("printsTitle")}
      </h2>
      <ul className="mt-2 space-y-1">
        {offer.sizes.map((size) => (
          <li key={size.key} className="flex justify-between gap-4">
            <span>{size.label}</span>
            <span className="tabular-nums">
              {money(size.pricePaisa, format)}
            </span>
          </li>
        ))}
      </ul>
      {frames.length > 0 && (
        <p className="mt-2 text-muted-foreground">
          {t("frames")}{" "}
          {frames
            .map((f) =>
              f.onQuote
                ? t("priceOnQuote", { name: f.name })
                : `${f.name} +${money(f.pricePaisa, format)}`,
            )
            .join(" · ")}
        </p>
      )}
    </section>
  );
}

export default async function ArtworkPage({ params }: { params: Params }) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const artwork = await loadArtwork(params, locale);
  if (!artwork) return <PageNotFound />;
  const [settings, similar, prints, t, status, actionStrings, statusLabels] = await Promise.all([
    getSiteSettings(locale),
    getSimilarArtworks(artwork.slug, locale).catch(() => []),
    printOffer(artwork),
    getTranslations("artwork"),
    getTranslations("common.status"),
    artworkActionStrings(locale),
    statusStrings(locale),
  ]);
  const format: Money = { locale, digits: numeralsOf(settings) };
  const printCount = prints.sizes.length;
  const origin = siteUrl();
  // The work's own address in the page's language (its JSON-LD names it).
  const url = languageAlternates(`/gallery/${artwork.slug}`, locale)
    .canonical as string;
  const tax = taxText(artwork, t, format);

  const details: [string, string][] = [
    [t("category"), artwork.category?.name ?? ""],
    [t("medium"), artwork.medium ?? ""],
    [t("dimensions"), artwork.dimensions ?? ""],
    [t("year"), artwork.yearCreated ? String(artwork.yearCreated) : ""],
    [
      t("status"),
      status(
        artwork.status === "available" && artwork.reserved
          ? "reserved"
          : artwork.status,
      ),
    ],
  ];

  return (
    <>
      <Container className="py-8 sm:py-12">
        <JsonLd
          data={artworkJsonLd(artwork, {
            url,
            origin,
            siteName: settings.siteName,
          })}
        />
        {artwork.pricePaisa !== null && (
          <>
            {/* Open Graph product price (React places these in <head>). */}
            <meta
              property="product:price:amount"
              content={fromPaisa(artwork.pricePaisa).toFixed(2)}
            />
            <meta property="product:price:currency" content="NPR" />
          </>
        )}
        <nav aria-label={t("breadcrumb")} className="text-sm">
          <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
            <li>
              <Link
                href="/gallery"
                className="inline-flex items-center gap-1 rounded-sm hover:text-foreground"
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t("breadcrumbGallery")}
              </Link>
            </li>
            {artwork.category && (
              <li className="before:mr-1.5 before:content-['/']">
                <Link
                  href={galleryHref({ category: artwork.category.slug })}
                  className="rounded-sm hover:text-foreground"
                >
                  {artwork.category.name}
                </Link>
              </li>
            )}
            <li
              className="text-foreground before:mr-1.5 before:text-muted-foreground before:content-['/']"
              aria-current="page"
            >
              {artwork.title}
            </li>
          </ol>
        </nav>

        <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <ArtworkImages
            locale={locale}
            title={artwork.title}
            images={artwork.images}
            imageSizes={artwork.imageSizes}
            details={
              [
                artwork.medium,
                artwork.dimensions,
                artwork.yearCreated ? String(artwork.yearCreated) : null,
              ]
                .filter(Boolean)
                .join(" · ") || undefined
            }
          />

          <div>
            <StatusBadge status={artwork.status} labels={statusLabels} reserved={artwork.reserved} />
            <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">
              {artwork.title}
            </h1>
            {artwork.category && (
              <p className="mt-2 text-muted-foreground">
                {artwork.category.name}
              </p>
            )}

            <p
              className="mt-6 text-3xl font-semibold tabular-nums"
              data-testid="artwork-price"
            >
              {artworkPriceLabel(artwork.pricePaisa, locale, format.digits)}
            </p>
            {artwork.pricePaisa !== null && (
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <Truck aria-hidden="true" className="size-4" />
                  {shippingText(artwork, t, format)}
                </span>
                {tax && <span>{tax}</span>}
              </p>
            )}

            {artwork.status === "sold" && printCount > 0 && (
              <p
                className="mt-6 text-sm text-muted-foreground"
                data-testid="prints-note"
              >
                {t("printsNote", { count: printCount })}
              </p>
            )}

            {artwork.status === "sold" && printCount === 0 && <AlertSignUp kind="prints" slug={artwork.slug} name={artwork.title} className="mt-6" />}

            {artwork.status === "available" && artwork.reserved && (
              <p
                className="mt-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
                data-testid="reserved-note"
              >
                {t("reservedExplanation")}
              </p>
            )}

            <div className="mt-6 flex flex-wrap gap-3">
              <ArtworkAction
                artwork={toArtworkCardData(artwork, locale, format.digits)}
                strings={actionStrings}
                size="lg"
                className="min-w-48"
                offerPrints={printCount > 0}
              />
              {artwork.status === "custom_only" && (
                <Link
                  href="/services#commission"
                  className="inline-flex h-12 items-center rounded-md px-4 text-base font-medium underline-offset-4 hover:underline"
                >
                  {t("commissionSimilar")}
                </Link>
              )}
            </div>

            {artwork.description && (
              <p className="mt-8 text-lg leading-relaxed">
                {artwork.description}
              </p>
            )}

            <PrintOffer offer={prints} t={t} format={format} />

            <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 border-t border-border pt-6 text-sm">
              {details
                .filter(([, value]) => value)
                .map(([term, value]) => (
                  <div key={term} className="contents">
                    <dt className="font-medium text-muted-foreground">
                      {term}
                    </dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>

            {artwork.tags.length > 0 && (
              <div className="mt-6">
                <h2 className="text-sm font-medium text-muted-foreground">
                  {t("tags")}
                </h2>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {artwork.tags.map((tag) => (
                    <li key={tag}>
                      <Link
                        href={galleryHref({ search: tag })}
                        className="inline-flex h-8 items-center rounded-full border border-border px-3 text-sm hover:bg-muted"
                      >
                        {tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>

        <SimilarWorks
          artworks={similar}
          locale={locale}
          digits={format.digits}
        />
      </Container>
    </>
  );
}
