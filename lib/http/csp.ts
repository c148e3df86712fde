/**
 * The Content-Security-Policy of the shop's pages. Two policies, chosen by path alone:
 *
 * - Per-request pages (the back office, checkout, an order's payment page, order success, set
 *   password) are rendered for each request. proxy.ts gives each request a fresh nonce; Next reads it from the request's
 *   policy and puts it on its own scripts. Scripts run only with that nonce, with the hash of the
 *   fixed theme script, or when loaded by a script that did ('strict-dynamic'). No inline script
 *   an attacker could inject runs.
 *
 * - Cached public pages (home, gallery, artworks, services, about, contact, cart, not-found) are
 *   rendered once and served to every visitor, so they cannot carry a per-request nonce. Next
 *   inlines each page's RSC payload in scripts whose text differs per page and per change, so
 *   their hashes cannot be known in the header: scripts are limited to this origin plus inline
 *   ones ('unsafe-inline'). A hash in the same directive would switch 'unsafe-inline' off in
 *   every current browser (and break the page), so the theme script needs none here. These pages
 *   carry nothing from the visitor: what protects them is React's escaping of all text, the
 *   absence of any HTML from content, and the rest of the policy (no plugins, no foreign
 *   scripts, images, connections, frames, forms or <base>).
 *
 * Stored files (/media, /private-files) get a policy that loads and runs nothing (sandbox). Other
 * route handlers (/api) keep the fixed headers of next.config.ts.
 *
 * Styles: React style attributes (image aspect ratios, next/image, Radix popper positions) and
 * the toaster's injected <style> need 'unsafe-inline' for styles on both kinds of page.
 */
import { createHash, randomBytes } from "node:crypto";
import { THEME_SCRIPT } from "../../components/theme/theme-script-source";

export type PolicyKind = "per-request" | "cached" | "stored-file";

export type CspSettings = {
  /** `next dev`: React's debugging needs eval. Never true in production. */
  development: boolean;
  /** The public origin (SITE_URL): https adds upgrade-insecure-requests. */
  siteUrl?: string;
  /** Where public images come from besides this origin (S3_PUBLIC_BASE_URL with the S3 driver). */
  imageBase?: string;
  /** eSewa's form URL (ESEWA_FORM_URL): the payment page posts the signed form there. */
  paymentFormUrl?: string;
};

/**
 * Pages rendered for each request. The back office and everything under it (unknown addresses
 * there are answered by app/admin/[...missing], rendered per request too); the other pages exactly:
 * an unknown address below them is the prerendered not-found page, which carries no nonce.
 */
const PER_REQUEST_SECTIONS = ["/admin"];
const PER_REQUEST_PAGES = ["/checkout", "/order-success", "/set-password", "/sign-in-link"];
/** An order's payment page, /checkout/pay/<token>: it shows the buyer's name and email. */
const PAYMENT_PAGE = /^\/checkout\/pay\/[^/]+$/;
/** Uploaded images, public and private. */
const STORED_FILES = ["/media", "/private-files"];
/** Route handlers and build files: they keep the fixed headers of next.config.ts. */
const NOT_PAGES = ["/api", "/_next"];

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Which policy a path gets, from the path alone (never cookies or anything per visitor). */
export function policyKind(pathname: string): PolicyKind | null {
  if (NOT_PAGES.some((p) => isUnder(pathname, p))) return null;
  if (STORED_FILES.some((p) => isUnder(pathname, p))) return "stored-file";
  if (PER_REQUEST_SECTIONS.some((p) => isUnder(pathname, p)) || PER_REQUEST_PAGES.includes(pathname) || PAYMENT_PAGE.test(pathname)) {
    return "per-request";
  }
  return "cached";
}

/** The CSP source for an inline script's exact text. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The theme script in <head> of every page, allowed by its hash. */
export const THEME_SCRIPT_HASH = scriptHash(THEME_SCRIPT);

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Pages that post eSewa's signed form: the order's payment page only. */
export function postsPaymentForm(pathname: string): boolean {
  return PAYMENT_PAGE.test(pathname);
}

/**
 * The settings from the environment, read when called (SITE_URL is a run-time setting). eSewa's
 * form URL is allowed as a form target on the payment page only (`pathname`).
 */
export function cspSettingsFromEnv(env: Record<string, string | undefined> = process.env, pathname?: string): CspSettings {
  return {
    development: env.NODE_ENV === "development",
    siteUrl: env.SITE_URL,
    imageBase: env.STORAGE_DRIVER === "s3" ? env.S3_PUBLIC_BASE_URL : undefined,
    paymentFormUrl: pathname !== undefined && postsPaymentForm(pathname) ? env.ESEWA_FORM_URL : undefined,
  };
}

/** An http(s) base URL as a CSP source (origin and path prefix), or null when unusable. */
export function imageSourceFor(base: string | undefined): string | null {
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(base.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const path = url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`;
  // ';' and ',' separate directives and policies: they must be percent-encoded in a source.
  return `${url.origin}${path.replace(/;/g, "%3B").replace(/,/g, "%2C")}`;
}

function isHttps(siteUrl: string | undefined): boolean {
  if (!siteUrl) return false;
  try {
    return new URL(siteUrl.trim()).protocol === "https:";
  } catch {
    return false;
  }
}

/** The origin of an http(s) URL as a CSP source, or null. */
function originSource(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

function policy(scriptSources: string[], settings: CspSettings): string {
  const image = imageSourceFor(settings.imageBase);
  const paymentForm = originSource(settings.paymentFormUrl);
  const directives = [
    "default-src 'self'",
    `script-src ${[...scriptSources, ...(settings.development ? ["'unsafe-eval'"] : [])].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${image ? ` ${image}` : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The quick check's proof-of-work worker: a script file of this origin (never blob: or data:).
    "worker-src 'self'",
    "media-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${paymentForm ? ` ${paymentForm}` : ""}`,
    "frame-ancestors 'none'",
    ...(isHttps(settings.siteUrl) ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** The policy of a page rendered for one request, with that request's nonce. */
export function perRequestPagePolicy(nonce: string, settings: CspSettings): string {
  // 'self' only counts for browsers without 'strict-dynamic' (which then ignore it).
  return policy(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", THEME_SCRIPT_HASH], settings);
}

/** The policy of a page served from the shared cache: the same for every visitor. */
export function cachedPagePolicy(settings: CspSettings): string {
  return policy(["'self'", "'unsafe-inline'"], settings);
}
