"use client";

import { LocaleLink as Link, usePageLocale } from "@/components/ui/locale-link";
import { addressIn } from "@/lib/http/locale-path";
import type { NotFoundStrings } from "@/lib/i18n/ui-strings";
import { ArrowRight, Brush, Clock, Mail, Search, User } from "lucide-react";
import { GoBackButton } from "@/components/layout/go-back-button";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";

/** Keys of notFound.quickSearches in messages/ (strings.quickSearches): each searches the gallery for its own words. */
const QUICK_SEARCHES = ["paintings", "portraits", "digital", "commissions"] as const;

const DESTINATIONS = [
  { href: "/gallery?filter=recent", key: "recent", icon: Clock },
  { href: "/services#commission", key: "commission", icon: Brush },
  { href: "/about#bio", key: "about", icon: User },
  { href: "/contact#form", key: "message", icon: Mail },
] as const;

const PAGES = [
  { href: "/gallery", label: "gallery" },
  { href: "/services", label: "services" },
  { href: "/about", label: "about" },
  { href: "/contact", label: "contact" },
  { href: "/", label: "home" },
] as const;

function searchHref(term: string): string {
  return `/gallery?search=${encodeURIComponent(term)}`;
}

/**
 * The not-found page's content (spec: search form, quick-search chips, destinations, site pages,
 * Go Back). Next sends the not-found element with every page, not only with missing ones: as a
 * client component it costs each page a reference instead of its whole markup, and through
 * LazyNotFoundView (lazy-not-found-view.tsx) its code is fetched only where it is drawn. Its words
 * come translated from the server (notFoundStrings in lib/i18n/ui-strings.ts).
 */
export function NotFoundView({ strings }: { strings: NotFoundStrings }) {
  const t = (key: Exclude<keyof NotFoundStrings, "quickSearches" | "nav" | "goBack">) => strings[key];
  const galleryAction = addressIn("/gallery", usePageLocale());
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{t("eyebrow")}</p>
        <h1 className="mt-4 text-4xl font-semibold text-foreground sm:text-5xl">{t("title")}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
          {t("text")}
        </p>

        <form action={galleryAction} method="get" role="search" aria-label={t("searchForm")} className="mx-auto mt-10 max-w-lg">
          <div className="flex gap-2">
            <label htmlFor="not-found-search" className="sr-only">
              {t("searchLabel")}
            </label>
            <div className="relative flex-1">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <input
                id="not-found-search"
                type="search"
                name="search"
                placeholder={t("searchLabel")}
                autoComplete="off"
                className="h-12 w-full rounded-md border border-input bg-card pr-3 pl-9 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
            </div>
            <button type="submit" className={buttonClasses({ size: "lg" })}>
              {t("search")}
            </button>
          </div>
        </form>

        <div className="mt-5 flex flex-wrap items-center justify-center gap-2">
          <span className="text-sm text-muted-foreground">{t("popular")}</span>
          <ul className="flex flex-wrap justify-center gap-2" aria-label={t("popularSearches")}>
            {QUICK_SEARCHES.map((term) => (
              <li key={term}>
                <Link
                  href={searchHref(strings.quickSearches[term])}
                  className="inline-flex h-8 items-center rounded-full border border-border bg-card px-3 text-sm text-foreground capitalize transition-colors hover:border-foreground/30 hover:bg-muted"
                >
                  {strings.quickSearches[term]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <section aria-labelledby="not-found-destinations" className="mx-auto mt-16 max-w-4xl">
        <h2 id="not-found-destinations" className="text-center text-sm font-semibold tracking-[0.14em] text-muted-foreground uppercase">
          {t("whereNext")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {DESTINATIONS.map(({ href, key, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="group flex h-full items-start gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-foreground/25 hover:bg-muted/50"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex-1">
                  <span className="flex items-center gap-1.5 font-medium text-foreground">
                    {t(`${key}Title`)}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">{t(`${key}Text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label={t("sitePages")} className="mx-auto mt-12 max-w-4xl">
        <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm">
          {PAGES.map((page) => (
            <li key={page.href}>
              <Link
                href={page.href}
                className="rounded-sm font-medium text-muted-foreground underline-offset-4 transition-colors hover:text-foreground hover:underline"
              >
                {strings.nav[page.label]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-12 flex justify-center">
        <GoBackButton label={strings.goBack} />
      </div>
    </Container>
  );
}
