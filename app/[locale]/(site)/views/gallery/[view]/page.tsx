import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { artworkCardStrings, galleryFilterStrings } from "@/lib/i18n/ui-strings";
import { LocaleLink as Link } from "@/components/ui/locale-link";
import { X } from "lucide-react";
import { GalleryEmpty } from "@/components/gallery/gallery-empty";
import { AlertSignUp } from "@/components/mailing-list/alert-sign-up";
import { GalleryFilters } from "@/components/gallery/gallery-filters";
import { GalleryGrid } from "@/components/gallery/gallery-grid";
import { GalleryPagination } from "@/components/gallery/gallery-pagination";
import { Container } from "@/components/ui/container";
import { getGalleryPage } from "@/lib/data/artworks";
import { getCategories } from "@/lib/data/categories";
import {
  RECENT_DAYS,
  galleryHref,
  hasActiveFilters,
  parseGalleryQuery,
  serializeGalleryQuery,
  type GalleryQuery,
} from "@/lib/domain/gallery-query";
import { reportReadFailure } from "@/lib/data/public-cache";
import { viewParams } from "@/lib/http/public-views";
import { getSiteSettings } from "@/components/layout/site-settings";
import { numeralsOf } from "@/lib/data/public-settings";
import {
  languageAlternates,
  localeOf,
  openGraphLocales,
} from "../../../_lib/metadata";

/** /gallery?...: proxy.ts rewrites every view here (lib/http/public-views.ts); each is cached. */
type Params = Promise<{ view: string; locale: string }>;

export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS
export function generateStaticParams(): { view: string }[] {
  return [];
}

export async function generateMetadata({
  params,
}: {
  params: Params;
}): Promise<Metadata> {
  const { locale } = await params;
  const query = parseGalleryQuery(await viewParams(params));
  const t = await getTranslations({ locale, namespace: "gallery" });
  const title = query.search
    ? t("metaSearchTitle", { search: query.search })
    : t("title");
  const alternates = languageAlternates(galleryHref(query), locale);
  return {
    title,
    description: t("metaDescription"),
    alternates,
    openGraph: {
      title,
      url: alternates.canonical as string,
      ...openGraphLocales(locale),
    },
    // Filtered and searched views are for visitors; search engines index the plain gallery pages.
    robots: hasActiveFilters(query)
      ? { index: false, follow: true }
      : undefined,
  };
}

export default async function GalleryPageRoute({ params }: { params: Params }) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations("gallery");
  const query = parseGalleryQuery(await viewParams(params));
  const [{ categories }, result, settings, filterStrings, cardStrings] = await Promise.all([
    getCategories(locale),
    getGalleryPage(query, locale).catch((error: unknown) => {
      reportReadFailure("gallery", error);
      return null;
    }),
    getSiteSettings(locale),
    galleryFilterStrings(locale),
    artworkCardStrings(locale),
  ]);

  const category = query.category ? categories.find((c) => c.slug === query.category) : undefined;
  return (
    <>
      <Container className="py-4 sm:py-14">
        <header className="max-w-2xl">
          <h1 className="text-2xl font-semibold sm:text-4xl">{t("title")}</h1>
          <p className="mt-3 hidden text-lg text-muted-foreground sm:block">
            {t("lead")}
          </p>
        </header>

        <div className="mt-3 sm:mt-8">
          <GalleryFilters query={query} categories={categories} strings={filterStrings} />
        </div>

        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 sm:mt-6">
          <p
            className="text-sm text-muted-foreground"
            role="status"
            data-testid="gallery-count"
          >
            {/* 'Showing X of Y artworks': X on this page, Y matching the view. */}
            {t("showing", {
              shown: result?.items.length ?? 0,
              total: result?.total ?? 0,
            })}
            {result && result.totalPages > 1 && (
              <span>
                {" "}
                · {t("pageOf", { page: result.page, pages: result.totalPages })}
              </span>
            )}
          </p>
          {query.filter === "recent" && (
            <RecentChip
              query={query}
              label={t("recentChip", { days: RECENT_DAYS })}
              showAll={t("showAll")}
            />
          )}
        </div>

        <div className="mt-3 sm:mt-6">
          {result && result.items.length > 0 ? (
            <>
              <GalleryGrid
                artworks={result.items}
                strings={cardStrings}
                locale={locale}
                digits={numeralsOf(settings)}
              />
              <GalleryPagination
                query={query}
                page={result.page}
                totalPages={result.totalPages}
              />
            </>
          ) : (
            <GalleryEmpty message={result ? undefined : t("loadFailed")} />
          )}
        </div>

        {category && <AlertSignUp kind="category" slug={category.slug} name={category.name} className="mx-auto mt-10 max-w-2xl" />}
      </Container>
    </>
  );
}

function RecentChip({
  query,
  label,
  showAll,
}: {
  query: GalleryQuery;
  label: string;
  showAll: string;
}) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card py-1 pr-1 pl-3 text-sm">
      {label}
      <Link
        href={`/gallery${serializeGalleryQuery({ ...query, filter: null, page: 1 })}`}
        className="inline-flex size-7 items-center justify-center rounded-full hover:bg-muted"
        aria-label={showAll}
      >
        <X aria-hidden="true" className="size-4" />
      </Link>
    </p>
  );
}
