/**
 * Public pages whose view depends on the query string (/gallery's filters and pages, /services'
 * open dialog and tab, /about's tab) are cached like every other public page: proxy.ts rewrites
 * such a request to an internal route with the canonical form of its query as a path segment
 * (app/(site)/views/<page>/[view]), so each distinct view is rendered once and then served from
 * Next's full-route cache. The address the visitor sees does not change.
 *
 * Only parameters a page understands survive canonicalisation, each bounded in length, so
 * `?page=2&utm_source=x` and `?page=2` share one cached page.
 */
import { parseGalleryQuery, serializeGalleryQuery } from "@/lib/domain/gallery-query";
import { urlParam } from "@/lib/domain/text-input";
import { SIGN_IN_PARAM } from "@/lib/auth/messages";

export type ViewParams = Record<string, string | string[] | undefined>;

/** The segment used when a page is viewed without (meaningful) parameters. */
const PLAIN_VIEW = "index";
/** Longest query string looked at; the rest is ignored. */
const MAX_QUERY_LENGTH = 2048;
/** Internal routes live under this prefix; requests for it from outside answer 404. */
export const VIEWS_PREFIX = "/views";

function toParams(search: URLSearchParams): ViewParams {
  const params: ViewParams = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    params[key] = values.length > 1 ? values : values[0];
  }
  return params;
}

function keep(params: ViewParams, names: Record<string, number>): string {
  const kept = new URLSearchParams();
  for (const [name, max] of Object.entries(names)) {
    const value = urlParam(params[name], max);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

/** Canonical query (without '?') of each page with views. */
const CANONICAL: Record<string, (params: ViewParams) => string> = {
  "/gallery": (params) => serializeGalleryQuery(parseGalleryQuery(params)).replace(/^\?/, ""),
  "/services": (params) => {
    const canonical = new URLSearchParams(keep(params, { service: 200, tab: 40 }));
    if (urlParam(params.inquiry, 1) === "1") canonical.set("inquiry", "1");
    return canonical.toString();
  },
  "/about": (params) => keep(params, { tab: 40 }),
};

function encodeView(canonical: string): string {
  if (!canonical) return PLAIN_VIEW;
  const bytes = new TextEncoder().encode(canonical);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodeView(view: string): string {
  if (view === PLAIN_VIEW || view.length > MAX_QUERY_LENGTH * 2) return "";
  try {
    const binary = atob(view.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return "";
  }
}

/**
 * The internal path serving `pathname?search`, or null when the page has no views. Pages with
 * views are always rewritten, with or without a query, so each has a single cached route.
 */
export function viewRewrite(pathname: string, search: string): string | null {
  const canonical = CANONICAL[pathname];
  if (!canonical) return null;
  const query = search.startsWith("?") ? search.slice(1) : search;
  const params = toParams(new URLSearchParams(query.slice(0, MAX_QUERY_LENGTH)));
  return `${VIEWS_PREFIX}${pathname}/${encodeView(canonical(params))}`;
}

/** A page's parameters back from its view segment (never throws; unknown input is the plain view). */
export async function viewParams(params: Promise<{ view: string }>): Promise<ViewParams> {
  const { view } = await params;
  return toParams(new URLSearchParams(decodeView(view)));
}

/** True for the internal routes, which are not addresses of their own. */
export function isInternalViewPath(pathname: string): boolean {
  return pathname === VIEWS_PREFIX || pathname.startsWith(`${VIEWS_PREFIX}/`);
}

/** Public pages that take no parameter of their own: home, contact, cart, and each artwork's page. */
const PLAIN_PAGES = new Set(["/", "/contact", "/cart"]);
const ARTWORK_PAGE = /^\/gallery\/[^/]+$/;
/** Next's own parameter on React Server Components requests (a cache-buster); kept as it is. */
const RSC_PARAM = "_rsc";
/** What the sign-in dialog reads from any page's address (lib/auth/early-redirect.ts). */
const SIGN_IN_REASONS = new Set(["signin", "expired"]);

function samePairs(a: URLSearchParams, b: URLSearchParams): boolean {
  const list = (p: URLSearchParams) => [...p].map(([k, v]) => `${k}=${v}`).sort();
  const [x, y] = [list(a), list(b)];
  return x.length === y.length && x.every((pair, i) => pair === y[i]);
}

/**
 * The canonical address of a public page requested with parameters it does not use (or with its
 * own in a form it does not keep), or null when the request's address is already canonical (or
 * is not one of these pages). Next writes the address of the request that renders a cached page
 * into that page, so a page rendered for `/cart?x=<8 KB>` or `/gallery/a-work?fbclid=…` would carry
 * that stranger's address to every visitor until it is rendered again: such requests are sent to
 * the canonical address instead (proxy.ts, 308), and only canonical addresses are ever rendered.
 */
export function canonicalAddress(pathname: string, search: string): string | null {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (!query) return null;
  const canonicalOf = CANONICAL[pathname] ?? (PLAIN_PAGES.has(pathname) || ARTWORK_PAGE.test(pathname) ? () => "" : null);
  if (!canonicalOf) return null;
  const asked = new URLSearchParams(query.slice(0, MAX_QUERY_LENGTH + 1));
  const target = new URLSearchParams(query.length > MAX_QUERY_LENGTH ? "" : canonicalOf(toParams(asked)));
  const reason = asked.get(SIGN_IN_PARAM);
  if (reason !== null && SIGN_IN_REASONS.has(reason)) target.set(SIGN_IN_PARAM, reason);
  const rsc = asked.get(RSC_PARAM);
  if (rsc !== null && rsc.length <= 64) target.set(RSC_PARAM, rsc);
  if (query.length <= MAX_QUERY_LENGTH && samePairs(asked, target)) return null;
  const wanted = target.toString();
  return wanted ? `${pathname}?${wanted}` : pathname;
}
