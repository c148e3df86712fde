import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: {
    // Uploaded images are served same-origin under /media/, so no remotePatterns yet.
    formats: ["image/avif", "image/webp"],
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
