import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteUrl } from "@/lib/env";

/** Paths kept out of search engines: the back office and the shopping steps. */
const DISALLOWED_PATHS = ["/admin", "/cart", "/checkout", "/order-success"];

export default async function robots(): Promise<MetadataRoute.Robots> {
  // The public origin (SITE_URL) is known at request time, not at build time.
  await connection();
  const origin = siteUrl();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
