import type { Metadata } from "next";
import { LazyNotFoundView } from "@/components/layout/lazy-not-found-view";
import { SiteShell } from "@/components/layout/site-shell";

// Next adds <meta name="robots" content="noindex"> to not-found responses itself.
export const metadata: Metadata = {
  title: "Page not found",
};

/**
 * The 404 page for unknown URLs and notFound(). Rendered by the root layout (outside the (site)
 * group), so it brings the site frame itself.
 */
export default function NotFound() {
  return (
    <SiteShell>
      <LazyNotFoundView />
    </SiteShell>
  );
}
