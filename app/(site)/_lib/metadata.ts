import type { Metadata } from "next";
import { getSiteSettings } from "@/components/layout/site-settings";
import { siteUrl } from "@/lib/env";

export interface PageMetadataInput {
  /** Page title (the root layout's template adds the site name); null for the site name alone. */
  title: string | null;
  description?: string;
  /** Path of the page's canonical URL, e.g. "/services". */
  path: string;
  /** Absolute or root-relative image URLs; default: the site's sharing card (app/opengraph-image.tsx). */
  images?: { url: string; alt: string; width?: number; height?: number }[];
  robots?: Metadata["robots"];
}

/** Absolute URL on this site. */
export function absoluteUrl(pathOrUrl: string): string {
  return pathOrUrl.startsWith("/") ? `${siteUrl()}${pathOrUrl}` : pathOrUrl;
}

/**
 * Metadata of a public page: title and description (the site's description by default),
 * canonical URL, Open Graph and Twitter card. Page-level openGraph replaces the layout's, so the
 * site name and locale are restated here.
 */
export async function pageMetadata({ title, description, path, images, robots }: PageMetadataInput): Promise<Metadata> {
  const { siteName, siteDescription } = await getSiteSettings();
  const url = absoluteUrl(path);
  const text = description ?? siteDescription;
  const shareImages = (images ?? [{ url: "/opengraph-image", alt: `${siteName}: the artist's name beside a featured work`, width: 1200, height: 630 }]).map((image) => ({
    ...image,
    url: absoluteUrl(image.url),
  }));
  return {
    ...(title === null ? { title: { absolute: siteName } } : { title }),
    description: text,
    alternates: { canonical: url },
    openGraph: { type: "website", siteName, locale: "en_NP", url, title: title ?? siteName, description: text, images: shareImages },
    twitter: { card: "summary_large_image", title: title ?? siteName, description: text, images: shareImages.map((i) => i.url) },
    ...(robots ? { robots } : {}),
  };
}
