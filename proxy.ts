import { NextResponse, type NextRequest } from "next/server";
import { earlyAdminRedirect } from "@/lib/auth/early-redirect";
import { cachedPagePolicy, createNonce, cspSettingsFromEnv, perRequestPagePolicy, policyKind } from "@/lib/http/csp";
import { refuseRequest } from "@/lib/http/request-guard";
import { SECURITY_HEADERS, STORED_FILE_CONTENT_SECURITY_POLICY, hstsFor } from "@/lib/http/security-headers";

const CSP = "content-security-policy";
/** Next takes a nonce from either request header. */
const NONCE_CARRIERS = [CSP, "content-security-policy-report-only"];

/**
 * Runs before every request except the build's static files: refuses foreign, oversized,
 * unmeasured and undecodable action posts with a 4xx (lib/http/request-guard.ts), sets the
 * page's Content-Security-Policy (lib/http/csp.ts), and adds HSTS when the public origin
 * (SITE_URL, read at run time) is https. The fixed security headers come from next.config.ts;
 * refusals carry them too. A visit to /admin without any session cookie is redirected early to
 * '/' with the sign-in dialog (lib/auth/early-redirect.ts; the back office checks the
 * administrator itself on every request).
 *
 * The policy is chosen by path alone. A per-request page gets a fresh nonce, set on the response
 * and on the request, where Next reads it and puts it on its scripts. Any other request has a
 * policy sent by the visitor removed, so a cached page is never rendered with a nonce of theirs.
 */
export async function proxy(request: NextRequest) {
  const siteUrl = process.env.SITE_URL;
  const refusal = (await refuseRequest(request, { siteUrl })) ?? earlyAdminRedirect(request);
  const response = refusal ?? pageResponse(request);
  if (refusal) for (const { key, value } of SECURITY_HEADERS) response.headers.set(key, value);
  const hsts = hstsFor(siteUrl);
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

function pageResponse(request: NextRequest): NextResponse {
  const kind = policyKind(request.nextUrl.pathname);
  if (kind === "per-request") {
    const policy = perRequestPagePolicy(createNonce(), cspSettingsFromEnv());
    const headers = new Headers(request.headers);
    headers.delete("content-security-policy-report-only");
    headers.set(CSP, policy);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set(CSP, policy);
    return response;
  }
  let response: NextResponse;
  if (NONCE_CARRIERS.some((name) => request.headers.has(name))) {
    const headers = new Headers(request.headers);
    for (const name of NONCE_CARRIERS) headers.delete(name);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  if (kind === "cached") response.headers.set(CSP, cachedPagePolicy(cspSettingsFromEnv()));
  if (kind === "stored-file") response.headers.set(CSP, STORED_FILE_CONTENT_SECURITY_POLICY);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
