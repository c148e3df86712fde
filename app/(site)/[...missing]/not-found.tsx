import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

// Next adds <meta name="robots" content="noindex"> to not-found responses itself.
export const metadata: Metadata = {
  title: "Page not found",
};

/**
 * The 404 page for unknown URLs, inside the site's frame. It sits beside the catch-all page
 * rather than at the top of the site because Next sends a segment's not-found page inside the
 * payload of every page below it.
 */
export default function NotFound() {
  return <NotFoundContent />;
}
