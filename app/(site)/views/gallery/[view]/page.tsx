import type { Metadata } from "next";
import Link from "next/link";
import { X } from "lucide-react";
import { GalleryEmpty } from "@/components/gallery/gallery-empty";
import { AlertSignUp } from "@/components/mailing-list/alert-sign-up";
import { GalleryFilters } from "@/components/gallery/gallery-filters";
import { GalleryGrid } from "@/components/gallery/gallery-grid";
import { GalleryPagination } from "@/components/gallery/gallery-pagination";
import { Container } from "@/components/ui/container";
import { getGalleryPage, type GalleryPage } from "@/lib/data/artworks";
import { getCategories } from "@/lib/data/categories";
import {
  RECENT_DAYS,
  galleryHref,
  hasActiveFilters,
  parseGalleryQuery,
  serializeGalleryQuery,
  type GalleryQuery,
} from "@/lib/domain/gallery-query";
import { siteUrl } from "@/lib/env";
import { reportReadFailure } from "@/lib/data/public-cache";
import { viewParams } from "@/lib/http/public-views";

/** /gallery?...: proxy.ts rewrites every view here (lib/http/public-views.ts); each is cached. */
type Params = Promise<{ view: string }>;

export const revalidate = 60; // PUBLIC_REVALIDATE_SECONDS
export function generateStaticParams(): { view: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const query = parseGalleryQuery(await viewParams(params));
  const title = query.search ? `Gallery: "${query.search}"` : "Gallery";
  return {
    title,
    description: "Original paintings, sketches, digital art and mixed media from Nepal: browse, filter and buy.",
    alternates: { canonical: `${siteUrl()}${galleryHref(query)}` },
    openGraph: { title, url: `${siteUrl()}${galleryHref(query)}` },
    // Filtered and searched views are for visitors; search engines index the plain gallery pages.
    robots: hasActiveFilters(query) ? { index: false, follow: true } : undefined,
  };
}

/** 'Showing X of Y artworks': X on this page, Y matching the view. */
function showingLabel(result: GalleryPage): string {
  return `Showing ${result.items.length} of ${result.total} artworks`;
}

export default async function GalleryPageRoute({ params }: { params: Params }) {
  const query = parseGalleryQuery(await viewParams(params));
  const [{ categories }, result] = await Promise.all([
    getCategories(),
    getGalleryPage(query).catch((error: unknown) => {
      reportReadFailure("gallery", error);
      return null;
    }),
  ]);

  const category = query.category ? categories.find((c) => c.slug === query.category) : undefined;
  return (
    <Container className="py-4 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-2xl font-semibold sm:text-4xl">Gallery</h1>
        <p className="mt-3 hidden text-lg text-muted-foreground sm:block">
          Paintings, sketches, digital art and mixed media. Every piece is an original unless it says otherwise.
        </p>
      </header>

      <div className="mt-3 sm:mt-8">
        <GalleryFilters query={query} categories={categories} />
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 sm:mt-6">
        <p className="text-sm text-muted-foreground" role="status" data-testid="gallery-count">
          {result ? showingLabel(result) : "Showing 0 of 0 artworks"}
          {result && result.totalPages > 1 && (
            <span>
              {" "}
              · Page {result.page} of {result.totalPages}
            </span>
          )}
        </p>
        {query.filter === "recent" && <RecentChip query={query} />}
      </div>

      <div className="mt-3 sm:mt-6">
        {result && result.items.length > 0 ? (
          <>
            <GalleryGrid artworks={result.items} />
            <GalleryPagination query={query} page={result.page} totalPages={result.totalPages} />
          </>
        ) : (
          <GalleryEmpty message={result ? undefined : "The gallery could not be loaded just now. Please try again in a moment."} />
        )}
      </div>

      {category && <AlertSignUp kind="category" slug={category.slug} name={category.name} className="mx-auto mt-10 max-w-2xl" />}
    </Container>
  );
}

function RecentChip({ query }: { query: GalleryQuery }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card py-1 pr-1 pl-3 text-sm">
      Recent works (last {RECENT_DAYS} days)
      <Link
        href={`/gallery${serializeGalleryQuery({ ...query, filter: null, page: 1 })}`}
        className="inline-flex size-7 items-center justify-center rounded-full hover:bg-muted"
        aria-label="Show all works, not only recent ones"
      >
        <X aria-hidden="true" className="size-4" />
      </Link>
    </p>
  );
}
