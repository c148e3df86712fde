import type { NextConfig } from "next";

const s3PublicBase = process.env.STORAGE_DRIVER === "s3" ? process.env.S3_PUBLIC_BASE_URL : undefined;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Local uploads are served same-origin under /media/; with the S3 driver they come from
    // S3_PUBLIC_BASE_URL. next/image makes AVIF/WebP copies at the widths each layout asks for.
    formats: ["image/avif", "image/webp"],
    remotePatterns: s3PublicBase ? [new URL(`${s3PublicBase.replace(/\/+$/, "")}/**`)] : [],
    // Stored names are never reused, so optimised copies can be kept for a month.
    minimumCacheTTL: 2_678_400,
  },
  experimental: {
    serverActions: {
      // Artwork/service images and payment screenshots are uploaded through server actions.
      bodySizeLimit: "12mb",
    },
    // Should a proxy.ts be added, let the same uploads pass through it unclipped (default 10 MB).
    proxyClientMaxBodySize: "12mb",
  },
};

export default nextConfig;
