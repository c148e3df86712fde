import type { NextConfig } from "next";
import { SECURITY_HEADERS } from "./lib/http/security-headers";

const s3PublicBase = process.env.STORAGE_DRIVER === "s3" ? process.env.S3_PUBLIC_BASE_URL : undefined;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every response (pages, route handlers, /media, /private-files, static files, not-found)
  // carries the security headers; HSTS depends on the runtime SITE_URL and is added by proxy.ts,
  // which also replaces the fixed Content-Security-Policy of pages with theirs (lib/http/csp.ts).
  async headers() {
    return [{ source: "/:path*", headers: [...SECURITY_HEADERS] }];
  },
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
      // Text-only pages get a far smaller limit from proxy.ts (lib/http/request-guard.ts).
      bodySizeLimit: "12mb",
    },
    // proxy.ts looks at every post (lib/http/request-guard.ts): let the same uploads pass
    // through it unclipped (default 10 MB).
    proxyClientMaxBodySize: "12mb",
    // Every script tag of the build carries its sha256 (integrity attribute): a chunk changed
    // on its way (CDN, proxy) does not run. The Content-Security-Policy is set by proxy.ts.
    sri: { algorithm: "sha256" },
  },
};

export default nextConfig;
