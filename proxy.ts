import { NextResponse, type NextRequest } from "next/server";
import { earlyAdminRedirect } from "@/lib/auth/early-redirect";
import { cachedPagePolicy, createNonce, cspSettingsFromEnv, perRequestPagePolicy, policyKind } from "@/lib/http/csp";
import { maintenanceGate } from "@/lib/http/maintenance-gate";
import {
  ENGLISH_NOT_FOUND,
  NEPALI_NOT_FOUND,
  addressIn,
  internalEnglishPath,
  internalPath,
  isLocalizedPage,
  isShareImage,
  isUnknownPage,
  splitLocale,
} from "@/lib/http/locale-path";
import { canonicalAddress, isInternalViewPath, viewRewrite } from "@/lib/http/public-views";
import { refuseRequest } from "@/lib/http/request-guard";
import { SECURITY_HEADERS, STORED_FILE_CONTENT_SECURITY_POLICY, hstsFor } from "@/lib/http/security-headers";

const CSP = "content-security-policy";
/** Next takes a nonce from either request header. */
const NONCE_CARRIERS = [CSP, "content-security-policy-report-only"];

/**
 * The request headers a page is rendered with: any policy the visitor sent removed (so a cached
 * page is never rendered with a nonce of theirs), and this request's own policy when it has one.
 * Undefined when nothing changes.
 */
function renderHeaders(request: NextRequest, policy?: string): { request: { headers: Headers } } | undefined {
  if (!policy && !NONCE_CARRIERS.some((name) => request.headers.has(name))) return undefined;
  const headers = new Headers(request.headers);
  for (const name of NONCE_CARRIERS) headers.delete(name);
  if (policy) headers.set(CSP, policy);
  return { request: { headers } };
}

/**
 * Where an accepted request goes, and with which Content-Security-Policy (lib/http/csp.ts): the
 * internal routes answer 404 from outside; while maintenance mode is on visitors get the
 * maintenance page (lib/http/maintenance-gate.ts); a public page asked for with parameters it does
 * not use is redirected to its canonical address; pages with views are rewritten to their cached
 * view (lib/http/public-views.ts). All of these are cached pages. Otherwise the path alone decides:
 * a per-request page gets a fresh nonce, set on the response and on the request, where Next reads
 * it and puts it on its scripts.
 *
 * Languages (lib/http/locale-path.ts): the public pages are served by app/[locale]. An English
 * address is rewritten to its internal /en/… route; a Nepali one (/ne/…) is served as it is, and an
 * unknown address under /ne gets the Nepali 404. The internal /en/… addresses redirect to the
 * English address, except the share images, whose addresses Next writes with the prefix. Every
 * rule above is applied to the address in its English form, the same in both languages.
 */
async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const cached = () => cachedPagePolicy(cspSettingsFromEnv());
  const english = internalEnglishPath(pathname);
  if (english !== null) {
    if (isShareImage(english)) return withPolicy(NextResponse.next(renderHeaders(request)), cached());
    return redirectTo(request, `${english}${search}`);
  }
  const { locale, path } = splitLocale(pathname);
  // No page at the bare prefix: the not-found page, 404.
  if (isInternalViewPath(path)) return withPolicy(rewriteTo(request, locale === "en" ? ENGLISH_NOT_FOUND : NEPALI_NOT_FOUND), cached());
  const gate = await maintenanceGate(request);
  if (gate) return withPolicy(gate, cached());
  const localized = isLocalizedPage(path);
  if (locale !== "en" && !localized) return withPolicy(rewriteTo(request, NEPALI_NOT_FOUND), cached());
  // An unknown English address: the English 404, one cached page for all of them.
  if (locale === "en" && isUnknownPage(path)) return withPolicy(rewriteTo(request, ENGLISH_NOT_FOUND), cached());
  const canonical = request.method === "GET" || request.method === "HEAD" ? canonicalAddress(path, search) : null;
  if (canonical) return redirectTo(request, addressIn(canonical, locale));
  const view = viewRewrite(path, search);
  if (view) return withPolicy(rewriteTo(request, internalPath(view, locale)), cached());
  // The public page's own route in its language (the query kept); anything else as it is.
  const serve = (init?: { request: { headers: Headers } }) =>
    localized && locale === "en" ? rewriteKeepingQuery(request, internalPath(path, locale), init) : NextResponse.next(init);
  const kind = policyKind(path);
  if (kind === "per-request") {
    const policy = perRequestPagePolicy(createNonce(), cspSettingsFromEnv(process.env, path));
    return withPolicy(serve(renderHeaders(request, policy)), policy);
  }
  const response = serve(renderHeaders(request));
  if (kind === "cached") return withPolicy(response, cachedPagePolicy(cspSettingsFromEnv(process.env, path)));
  if (kind === "stored-file") return withPolicy(response, STORED_FILE_CONTENT_SECURITY_POLICY);
  return response;
}

/** Serves another route of this site at the same address, with the query. */
function rewriteKeepingQuery(request: NextRequest, pathname: string, init?: { request: { headers: Headers } }): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url, init);
}

/** Serves another route of this site at the same address, without the query. */
function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = "";
  return NextResponse.rewrite(url, renderHeaders(request));
}

/** A public page asked for with parameters it does not use: its canonical address (see canonicalAddress). */
function redirectTo(request: NextRequest, address: string): NextResponse {
  const response = NextResponse.redirect(new URL(address, request.nextUrl.origin), 308);
  // The same for everyone: a shared cache may keep it.
  response.headers.set("Cache-Control", "public, max-age=3600");
  return response;
}

function withPolicy(response: NextResponse, policy: string): NextResponse {
  response.headers.set(CSP, policy);
  return response;
}

/**
 * Runs before every request except the build's static files: refuses foreign, oversized,
 * unmeasured and undecodable action posts with a 4xx (lib/http/request-guard.ts), routes the
 * rest with its Content-Security-Policy (maintenance mode, cached views of public pages,
 * per-request pages: see route() above), and adds HSTS when the public origin (SITE_URL, read at
 * run time) is https. The fixed security headers come from next.config.ts; refusals carry them
 * too. A visit to /admin without any session cookie is redirected early to '/' with the sign-in
 * dialog (lib/auth/early-redirect.ts; the back office checks the administrator itself on every
 * request).
 */
export async function proxy(request: NextRequest) {
  const siteUrl = process.env.SITE_URL;
  const refusal = (await refuseRequest(request, { siteUrl })) ?? earlyAdminRedirect(request);
  const response = refusal ?? (await route(request));
  if (refusal) for (const { key, value } of SECURITY_HEADERS) response.headers.set(key, value);
  const hsts = hstsFor(siteUrl);
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

/**
 * Not run for the build's static files, nor for POST /admin/uploads and POST
 * /api/reference-photos: Next buffers the whole body of every request the proxy sees, and those
 * routes stream their upload to disk instead (they make the Origin and length checks themselves:
 * app/admin/uploads/route.ts, app/api/reference-photos/route.ts).
 */
export const config = {
  matcher: ["/((?!_next/static/|_next/image|admin/uploads$|api/reference-photos$).*)"],
};
