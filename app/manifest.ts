import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getSiteSettings } from "@/components/layout/site-settings";

/** The web app manifest: name and description from the site settings, the generated icons. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  await connection();
  const { siteName, siteDescription } = await getSiteSettings();
  return {
    name: siteName,
    short_name: siteName.length > 12 ? siteName.split(/\s+/)[0] : siteName,
    description: siteDescription,
    start_url: "/",
    display: "standalone",
    background_color: "#fafaf9",
    theme_color: "#9a3412",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
