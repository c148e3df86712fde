import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getArtworkSitemapEntries } from "@/lib/data/artworks";
import { getAvailableServices } from "@/lib/data/services";
import { siteUrl } from "@/lib/env";

/** Every public page, every artwork page and every available service (read at request time, cached). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const origin = siteUrl();
  const absolute = (src: string) => (src.startsWith("/") ? `${origin}${src}` : src);

  const pages: MetadataRoute.Sitemap = [
    { url: `${origin}/`, changeFrequency: "weekly", priority: 1 },
    { url: `${origin}/gallery`, changeFrequency: "daily", priority: 0.9 },
    { url: `${origin}/services`, changeFrequency: "weekly", priority: 0.8 },
    { url: `${origin}/about`, changeFrequency: "monthly", priority: 0.6 },
    { url: `${origin}/contact`, changeFrequency: "yearly", priority: 0.5 },
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
    ...artworks.map((artwork) => ({
      url: `${origin}/gallery/${encodeURIComponent(artwork.slug)}`,
      lastModified: artwork.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.7,
      ...(artwork.image ? { images: [absolute(artwork.image)] } : {}),
    })),
    ...services.map((service) => ({
      url: `${origin}/services?service=${encodeURIComponent(service.slug)}`,
      lastModified: service.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
