import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { SECURITY_HEADERS } from "./lib/http/security-headers";

const s3PublicBase = process.env.STORAGE_DRIVER === "s3" ? process.env.S3_PUBLIC_BASE_URL : undefined;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // `npm test` type-checks the whole tree (`tsc --noEmit`) before its build stage, and sets this
  // only when that check passed: the build's own check of the same files would repeat it (about
  // 45 s). Every other build (`npm run build`, deployments) checks as usual.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECKED === "1" },
  poweredByHeader: false,
  // The receipt's PDF renderer (fonts, layout engine) and the sharing cards' font converter
  // (WebAssembly inside) run as Node code, not bundled.
  serverExternalPackages: ["@react-pdf/renderer", "fontverter"],
  // The public pages are served from Next's full-route cache, kept by cache-handler.mjs (in memory
  // for one instance, in Redis with REDIS_URL for several). Next's own in-memory layer is off so
  // that every instance asks the shared store and sees an invalidation at once.
  cacheHandler: path.join(process.cwd(), "cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  // Cache-Control of cached pages: `s-maxage` is each page's `revalidate` (lib/data/public-cache.ts),
  // and a CDN may serve a stale copy while fetching a fresh one for up to a day after that.
  expireTime: 86_400,
  // Set at build time on multi-instance deployments (docs/deployment.md, Several instances): a browser holding pages
  // of another build makes a full page load instead of mixing the two.
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  // Every response (pages, route handlers, /media, /private-files, static files, not-found)
  // carries the security headers; HSTS depends on the runtime SITE_URL and is added by proxy.ts,
  // which also replaces the fixed Content-Security-Policy of pages with theirs (lib/http/csp.ts).
  async headers() {
    return [
      { source: "/:path*", headers: [...SECURITY_HEADERS] },
      // Font files carry their content's hash in their names (scripts/subset-devanagari-font.mjs).
      { source: "/fonts/:file*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
    ];
  },
  images: {
    // Local uploads are served same-origin under /media/; with the S3 driver they come from
    // S3_PUBLIC_BASE_URL. next/image makes AVIF/WebP copies at the widths each layout asks for.
    formats: ["image/avif", "image/webp"],
    // Every responsive image lists each of these widths in its srcset, on every card: Next's
    // default eight are trimmed of 750 and 2048 (828 and 1920 serve those screens). The viewer
    // asks for 640, 1080, 1920 and 3840 (components/artwork/artwork-lightbox.tsx).
    deviceSizes: [640, 828, 1080, 1200, 1920, 3840],
    // Smaller widths for images shown small. Cart, checkout and order-success thumbnails ask
    // for 128 and 256 (components/cart/line-image.tsx): a width missing here answers 400.
    imageSizes: [32, 48, 64, 96, 128, 256, 384],
    remotePatterns: s3PublicBase ? [new URL(`${s3PublicBase.replace(/\/+$/, "")}/**`)] : [],
    // Only stored images are optimised: any other path of the site (the back office, an export,
    // an API) or a query string is refused with 400 before anything is fetched.
    localPatterns: [{ pathname: "/media/**", search: "" }],
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
    // The public site has one root layout per language (app/[locale]/layout.tsx), the back office
    // and the maintenance page their own: unknown addresses get app/global-not-found.tsx.
    globalNotFound: true,
  },
};

// next-intl reads each request's catalogue from lib/i18n/request.ts (messages/<locale>.json).
// The catalogues are compiled at build time (precompile): the browser gets each message's parsed
// form and a small formatter instead of the ICU message parser (intl-messageformat). A message
// is then never a plain string when it holds an argument, a plural or a tag: read catalogues only
// through next-intl (useTranslations, getTranslations), not by importing messages/*.json.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", sourceLocale: "en", precompile: true },
  },
});

export default withNextIntl(nextConfig);
