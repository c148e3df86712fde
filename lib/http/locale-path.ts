/**
 * Which language an address is in, and which internal route serves it (proxy.ts). English keeps
 * today's addresses and is served by the internal /en/… routes of app/[locale]; Nepali addresses
 * are /ne/… and served as they are. Only the public pages are in two languages: the back office,
 * the API, stored files and the site's own files (robots.txt, sitemap.xml, icons) are not.
 */
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

export const NEPALI_PREFIX = "/ne";
/** The internal routes of pages with views (lib/http/public-views.ts, VIEWS_PREFIX). */
const VIEWS_PREFIX = "/views";
const DEFAULT_PREFIX = `/${DEFAULT_LOCALE}`;

/** Public pages, by their English address. */
const PAGES = new Set(["/", "/gallery", "/services", "/about", "/contact", "/cart", "/checkout", "/order-success", "/set-password", "/sign-in-link", "/list/confirm", "/list/unsubscribe"]);
const PAGE_PATTERNS = [/^\/gallery\/[^/]+$/, /^\/checkout\/pay\/[^/]+$/, /^\/verify\/[^/]+$/];
/** An artwork's share images (app/[locale]/(site)/gallery/[slug]/opengraph-image.tsx, twitter-image.tsx). */
const SHARE_IMAGE = /^\/gallery\/[^/]+\/(?:opengraph|twitter)-image[^/]*(?:\/[^/]+)?$/;

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The language of an address and the address in its English form ("/ne/gallery" → ne, "/gallery"). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (under(pathname, NEPALI_PREFIX)) return { locale: "ne", path: pathname.slice(NEPALI_PREFIX.length) || "/" };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * The language and page (English form) of a path as a page sees it: the address in the browser
 * ("/ne/gallery", "/gallery") or the internal route that rendered it on the server ("/en/gallery",
 * "/ne/views/gallery/<view>"). Both give the same answer, so what a client component draws from it
 * is the same on the server and in the browser.
 */
export function pageOf(pathname: string): { locale: Locale; path: string } {
  const internal = internalEnglishPath(pathname);
  const { locale, path } = internal !== null ? { locale: DEFAULT_LOCALE, path: internal } : splitLocale(pathname);
  if (!under(path, VIEWS_PREFIX)) return { locale, path };
  const page = path.slice(VIEWS_PREFIX.length).split("/")[1];
  return { locale, path: page ? `/${page}` : "/" };
}

/** The English form of a path of the internal /en/… routes ("/en/gallery" → "/gallery"), or null. */
export function internalEnglishPath(pathname: string): string | null {
  return under(pathname, DEFAULT_PREFIX) ? pathname.slice(DEFAULT_PREFIX.length) || "/" : null;
}

/** True for a public page (English form) that exists in both languages, its share images included. */
export function isLocalizedPage(path: string): boolean {
  return PAGES.has(path) || PAGE_PATTERNS.some((p) => p.test(path)) || SHARE_IMAGE.test(path);
}

/** True for an artwork's share image (English form); Next writes their addresses with the language (/en/…). */
export function isShareImage(path: string): boolean {
  return SHARE_IMAGE.test(path);
}

/** The internal route serving a public page (English form) in `locale`. */
export function internalPath(path: string, locale: Locale): string {
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** A path in its English form ("/gallery?x=1") as an address in `locale` ("/ne/gallery?x=1"). */
export function addressIn(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === "/") return NEPALI_PREFIX;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${NEPALI_PREFIX}${path.slice(1)}`;
  return `${NEPALI_PREFIX}${path}`;
}

/** The internal routes of the 404 in each language (app/[locale]/(site)/views/not-found). */
export const NEPALI_NOT_FOUND = "/ne/views/not-found";
export const ENGLISH_NOT_FOUND = "/en/views/not-found";

/** Routes that are not pages of the public site: the back office, the API, files (public/icons and public/fonts too), internal routes. */
const OTHER_ROUTES = ["/admin", "/api", "/_next", "/media", "/private-files", "/receipt", "/certificate", "/views", "/.well-known", "/icons", "/fonts"];

/**
 * True for an address that is none of the site's own routes but for a public page: the English 404
 * answers it (proxy.ts). The site's files at the root (robots.txt, sitemap.xml, icons, the share
 * card) and the routes of OTHER_ROUTES are left to Next.
 */
export function isUnknownPage(path: string): boolean {
  if (isLocalizedPage(path) || OTHER_ROUTES.some((prefix) => under(path, prefix))) return false;
  if (/^\/[^/]*\.[^/]*$/.test(path) || /^\/(?:opengraph|twitter)-image[^/]*$/.test(path)) return false;
  return true;
}
