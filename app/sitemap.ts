import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getArtworkSitemapEntries } from "@/lib/data/artworks";
import { getAvailableServices } from "@/lib/data/services";
import { siteUrl } from "@/lib/env";
import { addressIn } from "@/lib/http/locale-path";
import { LOCALES } from "@/lib/i18n/locales";

type Entry = MetadataRoute.Sitemap[number];

/**
 * Each page in every language: one entry per language, each listing all of them and x-default
 * (the English page) as hreflang alternates. `path` is the English address.
 */
function inEveryLanguage(origin: string, path: string, entry: Omit<Entry, "url" | "alternates">): Entry[] {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale] = `${origin}${addressIn(path, locale)}`;
  languages["x-default"] = `${origin}${path}`;
  return LOCALES.map((locale) => ({ url: `${origin}${addressIn(path, locale)}`, ...entry, alternates: { languages } }));
}

/** Every public page, every artwork page and every available service, in both languages (read at request time, cached). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const origin = siteUrl();
  const absolute = (src: string) => (src.startsWith("/") ? `${origin}${src}` : src);

  const pages: MetadataRoute.Sitemap = [
    ...inEveryLanguage(origin, "/", { changeFrequency: "weekly", priority: 1 }),
    ...inEveryLanguage(origin, "/gallery", { changeFrequency: "daily", priority: 0.9 }),
    ...inEveryLanguage(origin, "/services", { changeFrequency: "weekly", priority: 0.8 }),
    ...inEveryLanguage(origin, "/about", { changeFrequency: "monthly", priority: 0.6 }),
    ...inEveryLanguage(origin, "/contact", { changeFrequency: "yearly", priority: 0.5 }),
  ];

  const [artworks, services] = await Promise.all([
    getArtworkSitemapEntries().catch((error: unknown) => {
      console.error("[sitemap] artworks unavailable:", error instanceof Error ? error.message : error);
      return [];
    }),
    getAvailableServices().catch((error: unknown) => {
      console.error("[sitemap] services unavailable:", error instanceof Error ? error.message : error);
      return [];
    }),
  ]);

  return [
    ...pages,
    ...artworks.flatMap((artwork) =>
      inEveryLanguage(origin, `/gallery/${encodeURIComponent(artwork.slug)}`, {
        lastModified: artwork.updatedAt,
        changeFrequency: "monthly",
        priority: 0.7,
        ...(artwork.image ? { images: [absolute(artwork.image)] } : {}),
      }),
    ),
    ...services.flatMap((service) =>
      inEveryLanguage(origin, `/services?service=${encodeURIComponent(service.slug)}`, {
        lastModified: service.updatedAt,
        changeFrequency: "monthly",
        priority: 0.6,
      }),
    ),
  ];
}
