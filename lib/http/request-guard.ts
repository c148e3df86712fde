/**
 * The first look at every request that can change something (any method but GET, HEAD and
 * OPTIONS; on this site those are server-action posts only). Refuses with a 4xx, before the
 * framework reads the body, what would otherwise end in a 500 or cost a full read:
 *
 * - an Origin that is not this site (403): Next itself would answer such an action with a 500;
 * - a declared body far larger than any valid form (413). Only the payment page
 *   (/checkout/pay/<token>: the payment screenshot, 5 MB), the reference photos of a commission
 *   (/api/reference-photos, 10 MB) and the back office under /admin (artwork images) take
 *   uploads, each with its own limit; every other page's actions (the checkout's 'Proceed to
 *   Payment' included) are text only and get TEXT_BODY_MAX_BYTES;
 * - a body without Content-Length (chunked; 411): its size cannot be known without reading it,
 *   and browsers always send the length of a form or action body;
 * - an action body the framework cannot decode (400): a fetch action's body is either a JSON
 *   array of the arguments or multipart/form-data whose field "0" is that array;
 * - an address with a broken %-escape (400), for any method.
 *
 * A refusal is written in the language of the address posted to (refusalLocale): a visitor of a
 * Nepali page who sends its form without JavaScript reads the answer in Nepali.
 *
 * Next 16 hands the proxy a copy of the body (at most proxyClientMaxBodySize) and answers only
 * once the client has finished sending it: a refusal saves the parsing and the action, not the
 * transfer. See "Request guard" in docs/security.md.
 *
 * Web-platform code (Request/Response) and busboy, the multipart parser Next's server actions
 * use: no Next import, no environment read.
 */
import busboy from "busboy";
import { IMAGE_RULES } from "../images/rules";
import { splitLocale } from "./locale-path";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { REFERENCE_PHOTO_LOCALE_PARAM } from "../validation/reference-photos";
import ne from "../../messages/ne.json";

/** Largest body of a text-only action (contact, inquiry, checkout, cart check): far above any valid form. */
export const TEXT_BODY_MAX_BYTES = 256 * 1024;
/** Largest body in the back office; the same figure as serverActions.bodySizeLimit in next.config.ts. */
export const UPLOAD_BODY_MAX_BYTES = 12 * 1024 * 1024;
/** Room for the multipart envelope and the other fields around one file. */
const ENVELOPE_BYTES = 64 * 1024;
/** The payment page's 'I've Made the Payment': one screenshot (5 MB) and the order's token. */
export const PAYMENT_BODY_MAX_BYTES = IMAGE_RULES.screenshot.maxBytes + ENVELOPE_BYTES;
/** One commission reference photo (10 MB). */
export const REFERENCE_PHOTO_BODY_MAX_BYTES = IMAGE_RULES.reference.maxBytes + ENVELOPE_BYTES;

/** The commission dialog's reference photo upload (a route handler that streams to disk). */
export const REFERENCE_PHOTOS_PATH = "/api/reference-photos";
/** An order's payment page, in either language (/ne/checkout/pay/… too). */
const PAYMENT_PAGE = /^(?:\/ne)?\/checkout\/pay\/([^/]{1,200})$/;

/** Where files may be posted: the back office, and the two public uploads (anyone may post). */
export type UploadPath = "admin" | "payment-screenshot" | "reference-photo";

export const REQUEST_REFUSALS = {
  foreignOrigin: "This form can only be sent from the site itself.",
  tooLarge: "This request is too large.",
  lengthRequired: "This request must state its length.",
  malformed: "This request could not be read.",
  badAddress: "This address is not valid.",
  /** Uploads from one client address already being received (lib/http/upload-gate.ts). */
  uploadsFromAddress: "Your other uploads are still being received. Please wait for them to finish and try again.",
  /** A screenshot for the same order already being received. */
  uploadsForOrder: "A payment screenshot for this order is still being received. Please wait a moment and try again.",
  /** Uploads from everyone already being received. */
  uploadsBusy: "Many uploads are being received just now. Please try again in a minute.",
  /** A payment page upload for an order that does not exist. */
  unknownOrder: "We could not find this order. Please use the link in your email, or contact us.",
} as const;

export type RequestRefusal = keyof typeof REQUEST_REFUSALS;

/** The refusals in Nepali (messages/ne.json "requestRefusals"; messages/en.json holds the English above). */
const NEPALI_REFUSALS: Record<RequestRefusal, string> = ne.requestRefusals;

/**
 * The language a refusal is written in: the one the address posted to names. Every public page's
 * form and server action posts to its own page's address, so a post to /ne/… came from a Nepali
 * page; the one public address without a language in its path, the commission dialog's photo
 * upload (/api/reference-photos), says it with `?locale=ne`. English otherwise (the Referer is
 * not read: browsers and privacy tools may leave it out).
 */
export function refusalLocale(url: string): Locale {
  let address: URL;
  try {
    address = new URL(url, "http://localhost");
  } catch {
    return DEFAULT_LOCALE;
  }
  if (address.pathname === REFERENCE_PHOTOS_PATH) return address.searchParams.get(REFERENCE_PHOTO_LOCALE_PARAM) === "ne" ? "ne" : DEFAULT_LOCALE;
  return splitLocale(address.pathname).locale;
}

/** A refusal's words in `locale`. */
export function refusalText(refusal: RequestRefusal, locale: Locale): string {
  return locale === "ne" ? NEPALI_REFUSALS[refusal] : REQUEST_REFUSALS[refusal];
}

/** A refusal of REQUEST_REFUSALS, written in English by a route, in `locale`; any other text as it is. */
export function requestRefusalIn(message: string, locale: Locale): string {
  const refusal = (Object.keys(REQUEST_REFUSALS) as RequestRefusal[]).find((key) => REQUEST_REFUSALS[key] === message);
  return refusal ? refusalText(refusal, locale) : message;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function uploadPathOf(pathname: string): UploadPath | null {
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return "admin";
  if (pathname === REFERENCE_PHOTOS_PATH) return "reference-photo";
  if (PAYMENT_PAGE.test(pathname)) return "payment-screenshot";
  return null;
}

/** The order token in a payment page's path, or null for any other path. */
export function paymentTokenOf(pathname: string): string | null {
  return PAYMENT_PAGE.exec(pathname)?.[1] ?? null;
}

/** Body limit of a path. */
export function bodyLimitFor(pathname: string): number {
  switch (uploadPathOf(pathname)) {
    case "admin":
      return UPLOAD_BODY_MAX_BYTES;
    case "payment-screenshot":
      return PAYMENT_BODY_MAX_BYTES;
    case "reference-photo":
      return REFERENCE_PHOTO_BODY_MAX_BYTES;
    default:
      return TEXT_BODY_MAX_BYTES;
  }
}

function refuse(status: number, refusal: RequestRefusal, locale: Locale): Response {
  return new Response(refusalText(refusal, locale), {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Language": locale, "Cache-Control": "no-store", Connection: "close" },
  });
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * True when the Origin header names this site: the Host the request came to (or the first
 * X-Forwarded-Host, as Next compares), or the host of SITE_URL. No Origin at all (a hand-made
 * request, never a browser's cross-site form) is let through, as Next does.
 */
export function originAllowed(headers: Headers, siteUrl: string | undefined): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  const originHost = origin === "null" ? null : hostOf(origin);
  if (!originHost) return false;
  const allowed = new Set<string>();
  const host = headers.get("host");
  if (host) allowed.add(host.toLowerCase());
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  if (forwarded) allowed.add(forwarded.toLowerCase());
  const site = hostOf(siteUrl);
  if (site) allowed.add(site);
  return allowed.has(originHost);
}

function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

/** The root of a fetch action's arguments: a JSON array. */
function isArgumentList(text: unknown): boolean {
  if (typeof text !== "string") return false;
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * True when an action body can be decoded: multipart/form-data that parses and holds the
 * arguments' root (field "0", a JSON array), or a JSON array as the whole body. The body is
 * already bounded by the path's limit here.
 */
async function isDecodableActionBody(request: Request, contentType: string): Promise<boolean> {
  if (/^multipart\/form-data/i.test(contentType)) {
    if (!boundaryOf(contentType)) return false;
    const root = await multipartArguments(new Uint8Array(await request.clone().arrayBuffer()), contentType);
    return isArgumentList(root);
  }
  return isArgumentList(await request.clone().text());
}

/**
 * Field "0" of a multipart action body, read with busboy as Next's action handler reads it; null
 * when busboy cannot read the whole body. Files are skipped, not kept. Next would answer what
 * busboy refuses ("Malformed part header": a control character such as NUL in a file name, a bad
 * header name, a header over 16 KB) with a 500.
 */
function multipartArguments(body: Uint8Array, contentType: string): Promise<string | null> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { "content-type": contentType }, defParamCharset: "utf8", limits: { fieldSize: body.byteLength } });
    } catch {
      return resolve(null);
    }
    let root: string | null = null;
    let failed = false;
    parser.on("field", (name, value) => {
      if (name === "0" && root === null) root = value;
    });
    parser.on("file", (_name, stream) => {
      stream.on("error", () => (failed = true));
      stream.resume();
    });
    parser.on("error", () => {
      failed = true;
      resolve(null);
    });
    parser.on("close", () => resolve(failed ? null : root));
    parser.end(body);
  });
}

/** True when every %-escape of the path decodes (Next answers a broken one with a 500). */
function pathDecodes(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/** The refusal for this request, or null to let it through. */
export async function refuseRequest(request: Request, options: { siteUrl?: string }): Promise<Response | null> {
  const locale = refusalLocale(request.url);
  if (!pathDecodes(request.url)) return refuse(400, "badAddress", locale);
  if (SAFE_METHODS.has(request.method)) return null;
  const { headers } = request;
  if (!originAllowed(headers, options.siteUrl)) return refuse(403, "foreignOrigin", locale);

  const pathname = new URL(request.url).pathname;
  const limit = bodyLimitFor(pathname);
  const declared = headers.get("content-length");
  if (declared === null) {
    if (headers.has("transfer-encoding")) return refuse(411, "lengthRequired", locale);
  } else {
    if (!/^\d{1,15}$/.test(declared.trim())) return refuse(400, "malformed", locale);
    if (Number(declared) > limit) return refuse(413, "tooLarge", locale);
  }

  if (headers.has("next-action")) {
    // The boundary is case-sensitive: the header is not lower-cased.
    const contentType = headers.get("content-type") ?? "";
    // Only multipart carries files: any other action body is text of at most TEXT_BODY_MAX_BYTES.
    if (!/^multipart\/form-data/i.test(contentType) && Number(declared ?? 0) > TEXT_BODY_MAX_BYTES) {
      return refuse(413, "tooLarge", locale);
    }
    if (!(await isDecodableActionBody(request, contentType))) return refuse(400, "malformed", locale);
  }
  return null;
}
