import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { getSiteSettings } from "@/components/layout/site-settings";
import { siteUrl } from "@/lib/env";
import { SITE_CARD_PATH } from "@/lib/share/site-card";
import { addressIn } from "@/lib/http/locale-path";
import { DEFAULT_LOCALE, LOCALES, OG_LOCALE, isLocale, type Locale } from "@/lib/i18n/routing";

export interface PageMetadataInput {
  /** Page title (the root layout's template adds the site name); null for the site name alone. */
  title: string | null;
  description?: string;
  /** Path of the page's canonical URL in its English form, e.g. "/services" (the Nepali one is /ne/services). */
  path: string;
  /** The page's language (its route's [locale]). */
  locale: string;
  /** Absolute or root-relative image URLs; default: the site's sharing card in the page's language (lib/share/site-card.tsx). */
  images?: { url: string; alt: string; width?: number; height?: number }[];
  robots?: Metadata["robots"];
}

/** Absolute URL on this site. */
export function absoluteUrl(pathOrUrl: string): string {
  return pathOrUrl.startsWith("/") ? `${siteUrl()}${pathOrUrl}` : pathOrUrl;
}

/** The route's language, English for anything else. */
export function localeOf(value: string): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * A page's canonical link in its own language and its alternates in every language (hreflang en,
 * ne and x-default, which is the English page): `path` in its English form.
 */
export function languageAlternates(path: string, locale: string): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = {};
  for (const each of LOCALES) languages[each] = absoluteUrl(addressIn(path, each));
  languages["x-default"] = absoluteUrl(path);
  return { canonical: absoluteUrl(addressIn(path, localeOf(locale))), languages };
}

/** Open Graph's locale of the page and its other languages. */
export function openGraphLocales(locale: string): { locale: string; alternateLocale: string[] } {
  const own = localeOf(locale);
  return { locale: OG_LOCALE[own], alternateLocale: LOCALES.filter((l) => l !== own).map((l) => OG_LOCALE[l]) };
}

/**
 * Metadata of a public page: title and description (the site's description by default),
 * canonical URL and language alternates, Open Graph and Twitter card. Page-level openGraph
 * replaces the layout's, so the site name and locale are restated here.
 */
export async function pageMetadata({ title, description, path, locale, images, robots }: PageMetadataInput): Promise<Metadata> {
  const [{ siteName, siteDescription }, t] = await Promise.all([getSiteSettings(), getTranslations({ locale: localeOf(locale), namespace: "meta" })]);
  const alternates = languageAlternates(path, locale);
  const url = alternates.canonical as string;
  const text = description ?? siteDescription;
  const shareImages = (images ?? [{ url: SITE_CARD_PATH[localeOf(locale)], alt: t("siteCardAlt", { siteName }), width: 1200, height: 630 }]).map((image) => ({
    ...image,
    url: absoluteUrl(image.url),
  }));
  return {
    ...(title === null ? { title: { absolute: siteName } } : { title }),
    description: text,
    alternates,
    openGraph: { type: "website", siteName, ...openGraphLocales(locale), url, title: title ?? siteName, description: text, images: shareImages },
    twitter: { card: "summary_large_image", title: title ?? siteName, description: text, images: shareImages.map((i) => i.url) },
    ...(robots ? { robots } : {}),
  };
}
