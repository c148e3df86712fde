/**
 * The shop's HTTP server (scripts/next-server.ts) refuses a post to the back office (/admin and
 * below) that carries no valid administrator session cookie BEFORE reading its body: 401, then the
 * connection is closed as for an oversized post. An anonymous 12 MB post therefore never reaches
 * Next's body parsing or the server's memory.
 *
 * "Valid" means the Auth.js session cookie decrypts with AUTH_SECRET (it is an encrypted JWT,
 * A256CBC-HS512, keyed by the secret and the cookie's name), has not expired, names an account and
 * a session id, and is within the absolute session lifetime. A cookie that is merely present (or
 * forged, or signed with another secret) is refused. The shop's server then asks the database
 * whether that session is still live and its account still an administrator
 * (lib/http/admin-session-check.ts), still before reading the body: the cookie of a session that
 * was signed out, ended by a password reset or a demotion, or never existed is refused the same
 * way. requireAdmin() inside the app decides again, as for every request.
 *
 * No Next import: the server loads this before Next.
 */
import { decode } from "@auth/core/jwt";

export const SESSION_COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;
/** A Cookie header longer than this is not read (browsers send at most a few KB per site). */
const MAX_COOKIE_HEADER_LENGTH = 16 * 1024;
/** An Auth.js session JWT is well under this; chunked cookies (name.0, name.1 ...) included. */
const MAX_TOKEN_LENGTH = 12 * 1024;
const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const UNAUTHORIZED_MESSAGE = "Please log in again to continue";

/** True for a request that changes something in the back office. */
export function isAdminPost(method: string | undefined, url: string | undefined): boolean {
  if (SAFE_METHODS.has((method ?? "GET").toUpperCase())) return false;
  const pathname = (url ?? "/").split("?")[0];
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** The session cookie of a Cookie header (joined from its chunks when Auth.js split it), with its name. */
export function sessionTokenFrom(cookieHeader: string | string[] | undefined): { name: string; value: string } | null {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join("; ") : (cookieHeader ?? "");
  if (!header || header.length > MAX_COOKIE_HEADER_LENGTH) return null;
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  for (const name of SESSION_COOKIE_NAMES) {
    const whole = cookies.get(name);
    if (whole) return whole.length <= MAX_TOKEN_LENGTH ? { name, value: whole } : null;
    const chunks: string[] = [];
    for (let i = 0; cookies.has(`${name}.${i}`); i++) chunks.push(cookies.get(`${name}.${i}`)!);
    const joined = chunks.join("");
    if (joined) return joined.length <= MAX_TOKEN_LENGTH ? { name, value: joined } : null;
  }
  return null;
}

/** True when the request carries a session cookie this site issued and that has not expired. */
export async function hasValidSessionCookie(
  cookieHeader: string | string[] | undefined,
  secret: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  return (await readSessionCookie(cookieHeader, secret, now)) !== null;
}

/**
 * The account and session a valid session cookie names (this site's, unexpired, within the
 * session lifetime), or null.
 */
export async function readSessionCookie(
  cookieHeader: string | string[] | undefined,
  secret: string | undefined,
  now = Date.now(),
): Promise<{ profileId: string; sessionId: string } | null> {
  if (!secret) return null;
  const cookie = sessionTokenFrom(cookieHeader);
  if (!cookie) return null;
  try {
    // The cookie's name is the key derivation's salt, as Auth.js encodes it.
    const token = await decode({ token: cookie.value, secret, salt: cookie.name });
    if (!token) return null;
    const { sub, sid, signedInAt } = token as { sub?: unknown; sid?: unknown; signedInAt?: unknown };
    if (typeof sub !== "string" || !UUID.test(sub)) return null;
    if (typeof sid !== "string" || !UUID.test(sid)) return null;
    if (typeof signedInAt !== "number" || now - signedInAt > SESSION_LIFETIME_MS) return null;
    return { profileId: sub, sessionId: sid };
  } catch {
    // Not ours, tampered with, or expired.
    return null;
  }
}
