import type { Metadata } from "next";
import { LazyNotFoundView } from "@/components/layout/lazy-not-found-view";

export const metadata: Metadata = {
  title: "Page not found",
};

/**
 * notFound() from a public page (an unknown artwork): rendered inside the (site) layout, which
 * already draws the site frame. Unknown addresses get app/not-found.tsx, which brings the frame.
 */
export default function SiteNotFound() {
  return <LazyNotFoundView />;
}
