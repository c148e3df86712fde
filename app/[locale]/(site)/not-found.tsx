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
 * whose HTML carries the frame and this content. Unknown addresses get app/not-found.tsx.
 */
export default function SiteNotFound() {
  // No messages of its own here: Next sends this element with every page of the segment, and
  // public pages never throw notFound() (they return PageNotFound, which brings its messages).
  return <LazyNotFoundView />;
}
