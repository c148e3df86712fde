import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

// Next adds <meta name="robots" content="noindex"> to not-found responses itself.
export const metadata: Metadata = {
  title: "Page not found",
};

/** An unknown or hidden artwork: the site's 404 page (see app/(site)/[...missing]/not-found.tsx). */
export default function NotFound() {
  return <NotFoundContent />;
}
