import { NextResponse, type NextRequest } from "next/server";
import { earlyAdminRedirect } from "@/lib/auth/early-redirect";
import { refuseRequest } from "@/lib/http/request-guard";
import { SECURITY_HEADERS, hstsFor } from "@/lib/http/security-headers";

/**
 * Runs before every request except the build's static files: refuses foreign, oversized,
 * unmeasured and undecodable action posts with a 4xx (lib/http/request-guard.ts), and adds
 * HSTS when the public origin (SITE_URL, read at run time) is https. The fixed security headers
 * come from next.config.ts; refusals carry them too. A visit to /admin without any session
 * cookie is redirected early to '/' with the sign-in dialog (lib/auth/early-redirect.ts; the
 * back office checks the administrator itself on every request).
 */
export async function proxy(request: NextRequest) {
  const siteUrl = process.env.SITE_URL;
  const refusal = (await refuseRequest(request, { siteUrl })) ?? earlyAdminRedirect(request);
  const response = refusal ?? NextResponse.next();
  if (refusal) for (const { key, value } of SECURITY_HEADERS) response.headers.set(key, value);
  const hsts = hstsFor(siteUrl);
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

export const config = {
  matcher: ["/((?!_next/static/|_next/image).*)"],
};
