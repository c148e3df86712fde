import { Suspense } from "react";
import { getLocale } from "next-intl/server";
import { isLocale } from "@/lib/i18n/locales";
import { notFoundStrings } from "@/lib/i18n/ui-strings";
import { LazyNotFoundView } from "./lazy-not-found-view";
import { NotFoundStatus } from "./not-found-status";

/**
 * What a public page returns instead of calling notFound() (an unknown artwork): the not-found
 * content inside the page's own frame, answered with status 404.
 *
 * notFound() thrown by a page's render fails the whole HTML render: Next then sends an empty
 * document (<html id="__next_error__">, title and scripts only) and the browser draws the header,
 * the not-found content and the footer with JavaScript; a visitor, crawler or link preview without
 * it sees a blank page. Here the page renders normally, so its HTML carries the frame and this
 * content, and NotFoundStatus sets the status. The page's metadata says noindex itself (Next adds
 * its own only when notFound() fails the render). Unknown addresses still get app/not-found.tsx.
 */
export async function PageNotFound() {
  const locale = await getLocale();
  return (
    <>
      <LazyNotFoundView strings={await notFoundStrings(isLocale(locale) ? locale : "en")} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
