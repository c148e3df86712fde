import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { Document } from "@/components/layout/document";
import { LazyNotFoundView } from "@/components/layout/lazy-not-found-view";
import { SiteShell } from "@/components/layout/site-shell";

// Next adds <meta name="robots" content="noindex"> to not-found responses itself.
export const metadata: Metadata = {
  title: "Page not found",
};

/**
 * The 404 page of unknown English addresses. The site has one root layout per language
 * (app/[locale]) and others for the back office and the maintenance page, so this page brings its
 * own document and the site frame. Unknown addresses under /ne are answered by the Nepali 404
 * (proxy.ts rewrites them to app/[locale]/(site)/views/not-found).
 */
export default function GlobalNotFound() {
  setRequestLocale("en");
  return (
    <Document lang="en">
      <SiteShell>
        <LazyNotFoundView />
      </SiteShell>
    </Document>
  );
}
