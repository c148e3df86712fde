import type { Metadata, Viewport } from "next";
import { getSiteSettings } from "@/components/layout/site-settings";
import { siteUrl } from "@/lib/env";
import { OG_LOCALE, type Locale } from "@/lib/i18n/routing";

/** What every document says of the site (title template, description, sharing defaults). */
export async function rootMetadata(locale: Locale = "en"): Promise<Metadata> {
  const { siteName, siteDescription } = await getSiteSettings();
  return {
    // Absolute URLs for canonical links and sharing images come from SITE_URL.
    metadataBase: new URL(siteUrl()),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: siteDescription,
    applicationName: siteName,
    openGraph: { type: "website", siteName, title: siteName, description: siteDescription, locale: OG_LOCALE[locale] },
    formatDetection: { telephone: false },
  };
}

export const rootViewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fafaf9" },
    { media: "(prefers-color-scheme: dark)", color: "#0c0a09" },
  ],
  colorScheme: "light dark",
};
