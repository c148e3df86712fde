/**
 * The proxy's optimistic redirect for the back office: a page request to /admin without any
 * session cookie goes straight to '/' with the sign-in dialog, before any rendering. It is never
 * the guard itself: every admin page, read, action and route checks requireAdmin() anyway, and a
 * request WITH a cookie (valid, expired or forged) always goes through to those checks.
 */
import { NextResponse, type NextRequest } from "next/server";
import { SIGN_IN_PARAM } from "@/lib/auth/messages";

const SESSION_COOKIE_NAMES = ["authjs.session-token", "__Secure-authjs.session-token"];

export function earlyAdminRedirect(request: NextRequest): NextResponse | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { pathname } = request.nextUrl;
  if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return null;
  // Auth.js may split a large cookie into name.0, name.1, ...
  const hasSession = request.cookies.getAll().some(({ name }) => SESSION_COOKIE_NAMES.some((n) => name === n || name.startsWith(`${n}.`)));
  if (hasSession) return null;
  const url = request.nextUrl.clone();
  url.pathname = "/";
  url.search = `?${SIGN_IN_PARAM}=signin`;
  const response = NextResponse.redirect(url, 307);
  // The answer depends on the visitor's cookies: no shared cache may keep it for others.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
