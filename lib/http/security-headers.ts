/**
 * Security headers sent with every response (pages, route handlers, /media, /private-files,
 * static files and the not-found page). Pure: no Next, no environment read.
 *
 * The fixed set is applied by next.config.ts `headers()` to every path; HSTS depends on the
 * runtime SITE_URL and is added by proxy.ts.
 */

/** The Content-Security-Policy directives that do not depend on scripts or styles. */
export const CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/**
 * Stored files (/media, /private-files) are never documents: nothing loads, nothing runs, and
 * nothing may frame them. proxy.ts sets it on those paths (a route handler's own value would be
 * replaced by the fixed set of next.config.ts).
 */
export const STORED_FILE_CONTENT_SECURITY_POLICY = `default-src 'none'; sandbox; ${CONTENT_SECURITY_POLICY}`;

export const SECURITY_HEADERS: readonly { key: string; value: string }[] = Object.freeze([
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Content-Security-Policy", value: CONTENT_SECURITY_POLICY },
  { key: "X-Frame-Options", value: "DENY" },
]);

/** Two years, subdomains included: sent only when the public origin is https. */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** The Strict-Transport-Security value for a public origin, or null when it is not https. */
export function hstsFor(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null;
  try {
    return new URL(siteUrl.trim()).protocol === "https:" ? HSTS_VALUE : null;
  } catch {
    return null;
  }
}
