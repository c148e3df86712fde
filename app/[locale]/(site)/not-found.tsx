import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LazyNotFoundView } from "@/components/layout/lazy-not-found-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notFound"))("title") };
}

/**
 * A notFound() thrown from a public page, rendered inside the (site) layout, which already draws
 * the site frame. Only the browser draws it (Next answers such a 404 with an empty document), so
 * public pages do not throw: they return PageNotFound (components/layout/page-not-found.tsx),
 * whose HTML carries the frame and this content with its words. Unknown addresses get the 404 of
 * their language (app/[locale]/(site)/views/not-found) or app/global-not-found.tsx.
 */
export default function SiteNotFound() {
  // No words of its own: Next sends this element with every page of the segment, and no public
  // page throws notFound() (the payment step, which does, has a not-found page of its own).
  return <LazyNotFoundView />;
}
