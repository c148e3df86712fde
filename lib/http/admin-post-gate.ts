/**
 * The shop's HTTP server (scripts/next-server.ts) refuses a post to the back office (/admin and
 * below) that carries no valid administrator session cookie BEFORE reading its body: 401, then the
 * connection is closed as for an oversized post. An anonymous 12 MB post therefore never reaches
 * Next's body parsing or the server's memory.
 *
 * "Valid" means the Auth.js session cookie decrypts with AUTH_SECRET (it is an encrypted JWT,
 * A256CBC-HS512, keyed by the secret and the cookie's name), has not expired, names an account and
 * a session id, and is within the absolute session lifetime. A cookie that is merely present (or
 * forged, or signed with another secret) is refused. Whether that session is still live in the
 * database (not signed out or revoked) is decided by requireAdmin() inside the app, as for every
 * request: this gate only keeps strangers from making the server read their bodies.
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
  if (!secret) return false;
  const cookie = sessionTokenFrom(cookieHeader);
  if (!cookie) return false;
  try {
    // The cookie's name is the key derivation's salt, as Auth.js encodes it.
    const token = await decode({ token: cookie.value, secret, salt: cookie.name });
    if (!token) return false;
    const { sub, sid, signedInAt } = token as { sub?: unknown; sid?: unknown; signedInAt?: unknown };
    if (typeof sub !== "string" || !UUID.test(sub)) return false;
    if (typeof sid !== "string" || !UUID.test(sid)) return false;
    if (typeof signedInAt !== "number" || now - signedInAt > SESSION_LIFETIME_MS) return false;
    return true;
  } catch {
    // Not ours, tampered with, or expired.
    return false;
  }
}
