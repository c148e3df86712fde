import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import english from "@/messages/en.json";
import { PAGE_MESSAGES, SHELL_MESSAGES, pickMessages } from "@/lib/i18n/client-messages";
import { Document } from "@/components/layout/document";
import { rootMetadata } from "@/components/layout/root-metadata";
import { LazyNotFoundView } from "@/components/layout/lazy-not-found-view";
import { SiteShell } from "@/components/layout/site-shell";

// Next adds <meta name="robots" content="noindex"> to not-found responses itself.
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await rootMetadata("en")), title: english.notFound.title };
}

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
      <NextIntlClientProvider locale="en" messages={pickMessages(english, [...SHELL_MESSAGES, ...PAGE_MESSAGES.notFound])}>
        <SiteShell>
          <LazyNotFoundView />
        </SiteShell>
      </NextIntlClientProvider>
    </Document>
  );
}
