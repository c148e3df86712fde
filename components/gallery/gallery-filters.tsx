"use client";

import { useRouter } from "next/navigation";
import { useTransition, type FormEvent } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { LOADER_ICON, SEARCH_ICON } from "@/components/layout/frame-icons";
import { SLIDERS_ICON } from "@/components/ui/page-icons";
import { usePageLocale } from "@/components/ui/locale-link";
import { addressIn } from "@/lib/http/locale-path";
import { countString } from "@/lib/i18n/client-strings";
import type { GalleryFilterStrings } from "@/lib/i18n/ui-strings";
import { buttonClasses } from "@/components/ui/button";
import { ARTWORK_STATUSES, GALLERY_SORTS } from "@/lib/domain/gallery-choices";
import type { GalleryQuery } from "@/lib/domain/gallery-query";

// The query's parsing and canonical address are fetched on the first change of a filter (the
// form is a plain GET form until then, so nothing is lost while it loads).
const loadGalleryQuery = () => import("@/lib/domain/gallery-query");

interface CategoryChoice {
  name: string;
  slug: string;
}

const fieldClass =
  "h-11 w-full min-w-0 rounded-md border border-input bg-card px-2 text-sm lg:px-3 text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const labelClass = "mb-1 block text-xs font-medium text-foreground lg:mb-1.5 lg:text-sm";

/**
 * Search box and the category, status and sort selects. A plain GET form to /gallery, so it
 * works without JavaScript; with it, a change navigates at once to the view's canonical URL
 * (defaults left out, back to page 1).
 */
export function GalleryFilters({ query, categories, strings }: { query: GalleryQuery; categories: readonly CategoryChoice[]; strings: GalleryFilterStrings }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const locale = usePageLocale();
  const t = (key: Exclude<keyof GalleryFilterStrings, "filtersCount" | "sort" | "statuses">) => strings[key];

  function navigate(form: HTMLFormElement) {
    const data = new FormData(form);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === "string") params.set(key, value);
    startTransition(async () => {
      const { galleryHref, parseGalleryQuery } = await loadGalleryQuery();
      const next = galleryHref({ ...parseGalleryQuery(params), page: 1 });
      startTransition(() => router.push(addressIn(next, locale), { scroll: false }));
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(event.currentTarget);
  }

  const activeFilters = [query.category, query.status, query.sort !== "newest" ? query.sort : null].filter(Boolean).length;

  return (
    <form
      // Re-mount when the URL changes (e.g. 'Clear Filters'), so the fields show the new view.
      key={[query.search, query.category, query.status, query.sort, query.filter].join("\n")}
      action={addressIn("/gallery", locale)}
      method="get"
      role="search"
      aria-label={t("filterForm")}
      onSubmit={onSubmit}
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT") navigate(event.currentTarget);
      }}
      className="flex flex-wrap items-end gap-2 lg:flex-nowrap lg:gap-4"
      aria-busy={pending}
    >
      <div className="min-w-0 flex-1 lg:max-w-sm">
        <label htmlFor="gallery-search" className="sr-only lg:not-sr-only lg:mb-1.5 lg:block lg:text-sm lg:font-medium">
          {t("searchLabel")}
        </label>
        <div className="relative">
          <PathIcon paths={SEARCH_ICON} className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            id="gallery-search"
            type="search"
            name="search"
            defaultValue={query.search}
            maxLength={100}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            className={`${fieldClass} pl-9 lg:pl-9`}
          />
        </div>
      </div>
      <button type="submit" className={buttonClasses({ size: "md", className: "h-11 lg:order-last" })}>
        <PathIcon paths={pending ? LOADER_ICON : SEARCH_ICON} className={pending ? "animate-spin" : undefined} />
        {t("search")}
      </button>
      {/* On a phone the other filters sit in a sheet that opens without JavaScript; from 1024 px they are always shown. */}
      <details className="gallery-filter-sheet group w-full lg:contents" open={activeFilters > 0 ? true : undefined}>
        <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-full border border-border px-3 text-sm font-medium select-none lg:hidden [&::-webkit-details-marker]:hidden">
          <PathIcon paths={SLIDERS_ICON} className="size-4" />
          {activeFilters > 0 ? countString(strings.filtersCount, activeFilters, locale) : t("filters")}
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:contents">
          <div className="lg:w-44">
            <label htmlFor="gallery-category" className={labelClass}>
              {t("category")}
            </label>
            <select id="gallery-category" name="category" defaultValue={query.category ?? "all"} className={fieldClass}>
              <option value="all">{t("allCategories")}</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
              {query.category && !categories.some((c) => c.slug === query.category) && (
                <option value={query.category}>{query.category}</option>
              )}
            </select>
          </div>
          <div className="lg:w-40">
            <label htmlFor="gallery-status" className={labelClass}>
              {t("status")}
            </label>
            <select id="gallery-status" name="status" defaultValue={query.status ?? "all"} className={fieldClass}>
              <option value="all">{t("allStatuses")}</option>
              {ARTWORK_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {strings.statuses[value]}
                </option>
              ))}
            </select>
          </div>
          {/* On a phone two selects share a row; 'Sort by' takes the next whole (no label is cut). */}
          <div className="col-span-2 sm:col-span-1 lg:w-44">
            <label htmlFor="gallery-sort" className={labelClass}>
              {t("sortBy")}
            </label>
            <select id="gallery-sort" name="sort" defaultValue={query.sort} className={fieldClass}>
              {GALLERY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {strings.sort[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </details>
      {query.filter && <input type="hidden" name="filter" value={query.filter} />}
    </form>
  );
}
