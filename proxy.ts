import { NextResponse, type NextRequest } from "next/server";
import { earlyAdminRedirect } from "@/lib/auth/early-redirect";
import { refuseRequest } from "@/lib/http/request-guard";
import { SECURITY_HEADERS, hstsFor } from "@/lib/http/security-headers";
import { maintenanceGate } from "@/lib/http/maintenance-gate";
import { isInternalViewPath, viewRewrite, VIEWS_PREFIX } from "@/lib/http/public-views";

/**
 * Where an accepted request goes: the internal routes answer 404 from outside; while maintenance
 * mode is on visitors get the maintenance page (lib/http/maintenance-gate.ts); pages with views
 * are rewritten to their cached view (lib/http/public-views.ts).
 */
async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (isInternalViewPath(pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = VIEWS_PREFIX; // no page there: the not-found page, 404
    url.search = "";
    return NextResponse.rewrite(url);
  }
  const gate = await maintenanceGate(request);
  if (gate) return gate;
  const view = viewRewrite(pathname, search);
  if (view) {
    const url = request.nextUrl.clone();
    url.pathname = view;
    url.search = "";
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

/**
 * Runs before every request except the build's static files: refuses foreign, oversized,
 * unmeasured and undecodable action posts with a 4xx (lib/http/request-guard.ts), routes the
 * rest (maintenance mode, cached views of public pages: see route() below), and adds
 * HSTS when the public origin (SITE_URL, read at run time) is https. The fixed security headers
 * come from next.config.ts; refusals carry them too. A visit to /admin without any session
 * cookie is redirected early to '/' with the sign-in dialog (lib/auth/early-redirect.ts; the
 * back office checks the administrator itself on every request).
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

export const config = {
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
