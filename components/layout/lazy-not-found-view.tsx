"use client";

import { lazy } from "react";
import type { NotFoundStrings } from "@/lib/i18n/ui-strings";

/*
 * Next sends the not-found element with every page of its segment and loads the client code it
 * references on each of them. This wrapper is all those pages load: the not-found content's own
 * code (destinations, icons, Go Back) is fetched only where a not-found page is actually drawn.
 * No Suspense boundary of its own: on the server the page waits for the content (already loaded
 * there), so the HTML of a 404 always carries it, with or without JavaScript in the browser.
 */
const View = lazy(() => import("./not-found-view").then((module) => ({ default: module.NotFoundView })));

/**
 * Without `strings` it draws nothing: the (site) segment's own not-found element, which Next sends
 * with every page, carries no words (see app/[locale]/(site)/not-found.tsx).
 */
export function LazyNotFoundView({ strings }: { strings?: NotFoundStrings }) {
  return strings ? <View strings={strings} /> : null;
}
