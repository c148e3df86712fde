import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { closeLabel, notFoundStrings } from "@/lib/i18n/ui-strings";
import { Document } from "@/components/layout/document";
import { rootMetadata } from "@/components/layout/root-metadata";
import { LazyNotFoundView } from "@/components/layout/lazy-not-found-view";

// Next adds <meta name="robots" content="noindex"> to not-found responses itself.
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await rootMetadata("en")), title: (await getTranslations({ locale: "en", namespace: "notFound" }))("title") };
}

/**
 * The 404 of an address no route answers that proxy.ts does not send to a language's 404 (an
 * unknown API or file address): the not-found content in a document of its own, without the site
 * frame (which reads the request's language). Unknown page addresses get the cached 404 of their
 * language (app/[locale]/(site)/views/not-found).
 */
export default async function GlobalNotFound() {
  const [close, strings] = await Promise.all([closeLabel("en"), notFoundStrings("en")]);
  return (
    <Document lang="en" closeLabel={close}>
      <main id="main">
        <LazyNotFoundView strings={strings} />
      </main>
    </Document>
  );
}
