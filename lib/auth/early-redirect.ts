/**
 * The proxy's optimistic redirect for the back office: a page request to /admin without any
 * session cookie goes straight to '/' with the sign-in dialog, before any rendering. It is never
 * the guard itself: every admin page, read, action and route checks requireAdmin() anyway, and a
 * request WITH a cookie (valid, expired or forged) always goes through to those checks.
 */
import { NextResponse, type NextRequest } from "next/server";
import { SIGN_IN_PARAM } from "@/lib/auth/messages";

const SESSION_COOKIE_NAMES = ["authjs.session-token", "__Secure-authjs.session-token"];

/** True when the request carries an Auth.js session cookie (valid or not: only a hint). */
export function hasSessionCookie(request: NextRequest): boolean {
  // Auth.js may split a large cookie into name.0, name.1, ...
  return request.cookies.getAll().some(({ name }) => SESSION_COOKIE_NAMES.some((n) => name === n || name.startsWith(`${n}.`)));
}

export function earlyAdminRedirect(request: NextRequest): NextResponse | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { pathname } = request.nextUrl;
  if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return null;
  if (hasSessionCookie(request)) return null;
  const url = request.nextUrl.clone();
  url.pathname = "/";
  url.search = `?${SIGN_IN_PARAM}=signin`;
  const response = NextResponse.redirect(url, 307);
  // The answer depends on the visitor's cookies: no shared cache may keep it for others.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
