/**
 * Rules of the shop's own page-view counting (no I/O): which addresses are counted and under which
 * name, the referring site's host, the device class from a user agent, robots, the day and the
 * funnel's rates. The counting itself is lib/analytics/page-views.ts.
 */

/** The public pages counted, by their address without query string. */
const FIXED_PAGES = new Set(["/", "/gallery", "/services", "/about", "/contact", "/cart", "/checkout"]);
/** An artwork's page: /gallery/<slug> (slugs are lower-case words joined by dashes). */
const ARTWORK_PAGE = /^\/gallery\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** The Nepali pages' address prefix (lib/i18n/routing.ts): /ne, /ne/gallery, /ne/gallery/<slug>, … */
const NEPALI_PREFIX = "/ne";
export const MAX_PATH_LENGTH = 160;
const MAX_REFERRER_LENGTH = 1000;
const MAX_USER_AGENT_LENGTH = 512;
export const MAX_HOST_LENGTH = 100;

export type PageKey = { path: string; artworkSlug: string | null };

/**
 * The counted name of a page address, or null when it is not one of the public pages. The query
 * string and fragment are dropped (they may carry anything), as is a trailing slash.
 */
export function countedPage(address: string): PageKey | null {
  if (typeof address !== "string" || address.length === 0 || address.length > MAX_PATH_LENGTH + 200) return null;
  let path = address.split(/[?#]/, 1)[0];
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (path.length > MAX_PATH_LENGTH) return null;
  // The Nepali pages are the same pages under /ne: counted under their own address (the artist
  // sees which language is read), an artwork's views under the same work.
  const page = path === NEPALI_PREFIX ? "/" : path.startsWith(`${NEPALI_PREFIX}/`) ? path.slice(NEPALI_PREFIX.length) : path;
  if (FIXED_PAGES.has(page)) return { path, artworkSlug: null };
  const artwork = ARTWORK_PAGE.exec(page);
  return artwork ? { path, artworkSlug: artwork[1] } : null;
}

/**
 * The shop's own pages that are not counted (a buyer's payment step and order pages, the list's and
 * sign-in links, a certificate's check): the browser reports every page it shows (the beacon is in
 * the site's frame, where a few more bytes would cost every page), and a view of one of these is
 * taken and dropped (204), not refused as an unknown address (422, a console error on the page).
 */
const UNCOUNTED_PAGE = /^(?:\/ne)?\/(?:checkout\/pay\/[^/]+|order-success|verify\/[^/]+|list\/(?:confirm|unsubscribe)|set-password|sign-in-link)\/?$/;

export function isUncountedShopPage(address: string): boolean {
  if (typeof address !== "string" || address.length > MAX_PATH_LENGTH + 200) return false;
  const path = address.split(/[?#]/, 1)[0];
  return path.length <= MAX_PATH_LENGTH && UNCOUNTED_PAGE.test(path);
}

/**
 * The host of the page the visitor came from: '' when none, when it is the shop itself
 * (`ownHost`) or when it is not an http(s) address. Never the path or query of that page.
 */
export function referrerHost(referrer: string | null | undefined, ownHost: string | null): string {
  if (!referrer || typeof referrer !== "string" || referrer.length > MAX_REFERRER_LENGTH) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (!host || host.length > MAX_HOST_LENGTH) return "";
  if (ownHost && host === ownHost.toLowerCase().replace(/^www\./, "")) return "";
  return host;
}

export type DeviceClass = "phone" | "tablet" | "desktop";

/** Phone, tablet or desktop, from the user agent (read up to 512 characters). */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = (userAgent ?? "").slice(0, MAX_USER_AGENT_LENGTH);
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return "phone";
  return "desktop";
}

/** Robots are not counted: a user agent naming itself a bot, crawler or spider, or none at all. */
export function isRobot(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? "").slice(0, MAX_USER_AGENT_LENGTH);
  return ua.trim().length === 0 || /bot|crawl|spider|slurp|preview/i.test(ua);
}

const DAY_FORMAT = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kathmandu", year: "numeric", month: "2-digit", day: "2-digit" });

/** The shop's day (Asia/Kathmandu) of an instant, as YYYY-MM-DD. */
export function shopDay(at: Date): string {
  return DAY_FORMAT.format(at);
}

/** The day `n` days before the day `day` (YYYY-MM-DD). */
export function daysBefore(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

/** When the shop's day `day` starts (Asia/Kathmandu is UTC+5:45 all year). */
export function shopDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:45`);
}

/** A share as a percentage with one decimal (0 when there is nothing to divide by). */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}
