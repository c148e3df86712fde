import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { LazyNotFoundView } from "@/components/layout/lazy-not-found-view";
import { isLocale } from "@/lib/i18n/locales";
import { notFoundStrings } from "@/lib/i18n/ui-strings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notFound"))("title") };
}

/**
 * A notFound() thrown from a public page, rendered inside the (site) layout, which already draws
 * the site frame. Only the browser draws it (Next answers such a 404 with an empty document), so
 * public pages do not throw: they return PageNotFound (components/layout/page-not-found.tsx),
 * whose HTML carries the frame and this content. Unknown addresses get app/not-found.tsx.
 */
export default async function SiteNotFound() {
  // Next sends this element with every page of the segment: its words are the same object as
  // PageNotFound's (cached per request), so a page carries them at most once.
  const locale = await getLocale();
  return <LazyNotFoundView strings={await notFoundStrings(isLocale(locale) ? locale : "en")} />;
}
