import { connection } from "next/server";
import { siteShareCard } from "@/lib/share/site-card";

/**
 * GET /opengraph-image-ne: the site's default sharing card in Nepali (the Nepali pages' og:image,
 * app/[locale]/(site)/_lib/metadata.ts); the English one is app/opengraph-image.tsx.
 */
export async function GET(): Promise<Response> {
  await connection();
  return siteShareCard("ne");
}
