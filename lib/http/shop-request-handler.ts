/**
 * What the shop's HTTP server (scripts/next-server.ts) does with a request before Next sees it:
 *
 * - a post that declares a body larger than its path allows (lib/http/request-guard.ts: 256 KB
 *   for text-only pages, the checkout's 'Proceed to Payment' included; 5 MB and 64 KB on a
 *   payment page, 10 MB and 64 KB for a reference photo, 12 MB in the back office) is answered
 *   413 at once, without parsing the body; at most 64 KB of it is taken in (so clients see the
 *   answer), then the connection closes. A post with a body but no length (chunked) is answered
 *   411 the same way, outside the back office;
 * - a public upload (a payment screenshot or a reference photo, lib/http/upload-gate.ts) takes a
 *   slot of the uploads in flight, per client address, per order and in total, or is answered 429 / 503
 *   unread; a payment page upload for a token that names no order is answered 404 unread;
 * - a post to the back office (/admin and below) without a valid administrator session cookie
 *   (lib/http/admin-post-gate.ts: decrypted with AUTH_SECRET, unexpired) is answered 401 at once
 *   and the connection is closed; nothing of its body is read beyond what the socket had already
 *   buffered. So is a post whose cookie is valid but whose session the database no longer holds
 *   live (signed out, revoked, unknown) or whose account is no longer an administrator
 *   (lib/http/admin-session-check.ts: one indexed query, no cache). Both checks run before any
 *   body byte is consumed (the request stays paused). Should the database fail to answer, the
 *   post goes on to Next, where requireAdmin() decides as for every request;
 * - the client address is worked out from the socket (or, with TRUSTED_PROXY=N, from
 *   X-Forwarded-For as written by those N proxies) and put in the x-shop-client-address header,
 *   replacing anything the client sent under that name.
 *
 * Next's own proxy (proxy.ts) would refuse an oversized post too, but only after receiving all
 * of it, and an anonymous admin post is refused by requireAdmin() only after Next has read and
 * parsed its body. No Next import here.
 */
import type http from "node:http";
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from "./client-address";
import { bodyLimitFor, refusalLocale, refusalText, type RequestRefusal } from "./request-guard";
import { SECURITY_HEADERS } from "./security-headers";
import { isAdminPost, readSessionCookie, UNAUTHORIZED_MESSAGE } from "./admin-post-gate";
import type { SessionLiveness } from "./admin-session-check";
import { paymentTokenOf } from "./request-guard";
import { createUploadSlots, publicUpload, UPLOAD_RETRY_AFTER_SECONDS, type PaymentTokenCheck, type UploadSlots } from "./upload-gate";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * How much of an oversized body is read and thrown away so the client sees the 413; then the
 * socket closes. Small: 80 posts at once that were each read up to 2 MB grew the server's memory
 * by about 165 MB before the collector caught up.
 */
const DISCARD_AT_MOST = 64 * 1024;

/** True when a post declares a body larger than its path allows. */
function oversized(req: http.IncomingMessage): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET")) return false;
  const declared = Number(req.headers["content-length"]);
  if (!Number.isFinite(declared)) return false; // no length: proxy.ts answers 411
  const pathname = (req.url ?? "/").split("?")[0];
  return declared > bodyLimitFor(pathname);
}

/** A refusal's headers; its words are in the language of the address posted to (request-guard.ts, refusalLocale). */
function refusalHeaders(language = "en"): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Language": language,
    "Cache-Control": "no-store",
  };
  for (const { key, value } of SECURITY_HEADERS) headers[key] = value;
  return headers;
}

function refuseTooLarge(req: http.IncomingMessage, res: http.ServerResponse): void {
  const locale = refusalLocale(req.url ?? "/");
  res.writeHead(413, refusalHeaders(locale));
  res.end(refusalText("tooLarge", locale));
  // Browsers and HTTP clients read an early answer only while they can still send: take in a
  // little of the body (never parsed), then cut the connection.
  let discarded = 0;
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_AT_MOST) req.socket.destroy();
  });
}

/** True for a post that has a body whose length it does not state (chunked). */
function lengthMissing(req: http.IncomingMessage): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET")) return false;
  return req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined;
}

/**
 * A refusal whose body is never read: the answer goes out with `Connection: close`, and Node
 * closes the socket once it is written.
 */
function refuseUnread(res: http.ServerResponse, status: number, message: string, extra: Record<string, string> = {}, language = "en"): void {
  res.shouldKeepAlive = false;
  res.writeHead(status, { ...refusalHeaders(language), ...extra, Connection: "close" });
  res.end(message);
}

/** A refusal of request-guard.ts, unread, in the language of the address posted to. */
function refuseUnreadAs(req: http.IncomingMessage, res: http.ServerResponse, status: number, refusal: RequestRefusal, extra: Record<string, string> = {}): void {
  const locale = refusalLocale(req.url ?? "/");
  refuseUnread(res, status, refusalText(refusal, locale), extra, locale);
}

/** 401 for an admin post without a valid session (the back office is in English). */
function refuseUnauthorized(res: http.ServerResponse): void {
  refuseUnread(res, 401, UNAUTHORIZED_MESSAGE);
}

export interface ShopRequestHandlerOptions {
  /** Next's request handler (or, in tests, a stand-in). */
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
  /** TRUSTED_PROXY. */
  trustedHops: number;
  /** AUTH_SECRET, read per request so a test or a restart with a new secret is followed. */
  authSecret: () => string | undefined;
  /**
   * Whether the session a valid cookie names is still live for an administrator
   * (lib/http/admin-session-check.ts). Without it (no database configured) the signed cookie
   * alone lets the post through to Next.
   */
  sessionIsLive?: SessionLiveness;
  /** Told when the database could not answer (the post then goes on to Next). */
  onSessionCheckError?: (error: unknown) => void;
  /** Uploads in flight (lib/http/upload-gate.ts); a fresh set with the default bounds when not given. */
  uploadSlots?: UploadSlots;
  /**
   * Whether a payment page's token names an order (lib/http/upload-gate.ts). Without it (no
   * database configured), or when the database cannot answer, the upload goes on to Next.
   */
  paymentTokenExists?: PaymentTokenCheck;
}

export function createShopRequestHandler(options: ShopRequestHandlerOptions): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const forward = (req: http.IncomingMessage, res: http.ServerResponse) => {
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers["x-forwarded-for"],
      trustedHops: options.trustedHops,
    });
    void options.handle(req, res);
  };
  /** True when the post carries a valid cookie whose session is live (or the database could not say). */
  const admitted = async (req: http.IncomingMessage): Promise<boolean> => {
    const session = await readSessionCookie(req.headers.cookie, options.authSecret());
    if (!session) return false;
    if (!options.sessionIsLive) return true;
    try {
      return await options.sessionIsLive(session);
    } catch (error) {
      options.onSessionCheckError?.(error);
      return true;
    }
  };
  const slots = options.uploadSlots ?? createUploadSlots();
  /** A public upload: a slot of the uploads in flight, and for a payment page an order behind the token. */
  const receiveUpload = (req: http.IncomingMessage, res: http.ServerResponse, kind: "payment-screenshot" | "reference-photo") => {
    const address = resolveClientAddress({
      socketAddress: req.socket.remoteAddress,
      forwardedFor: req.headers["x-forwarded-for"],
      trustedHops: options.trustedHops,
    });
    const token = kind === "payment-screenshot" ? paymentTokenOf((req.url ?? "/").split("?")[0]) : null;
    const slot = slots.take(address, token);
    if (!slot.ok) {
      const refusal = { address: "uploadsFromAddress", order: "uploadsForOrder", total: "uploadsBusy" } as const;
      refuseUnreadAs(req, res, slot.reason === "total" ? 503 : 429, refusal[slot.reason], {
        "Retry-After": String(UPLOAD_RETRY_AFTER_SECONDS[slot.reason]),
      });
      return;
    }
    res.once("close", slot.release);
    if (token === null || !options.paymentTokenExists) {
      forward(req, res);
      return;
    }
    // Nothing reads the body while the token is looked up: the request stays paused.
    void options.paymentTokenExists(token).then(
      (exists) => (exists ? forward(req, res) : refuseUnreadAs(req, res, 404, "unknownOrder")),
      () => forward(req, res),
    );
  };
  return (req, res) => {
    if (oversized(req)) {
      refuseTooLarge(req, res);
      return;
    }
    // The back office's own gate decides for its posts: an administrator's upload may stream
    // without a length (app/admin/uploads bounds it while reading).
    if (lengthMissing(req) && !isAdminPost(req.method, req.url)) {
      refuseUnreadAs(req, res, 411, "lengthRequired");
      return;
    }
    const upload = publicUpload(req.method, req.url, req.headers["content-length"]);
    if (upload) {
      receiveUpload(req, res, upload);
      return;
    }
    if (!isAdminPost(req.method, req.url)) {
      forward(req, res);
      return;
    }
    // Nothing reads the body while the cookie and its session are checked: the request stays paused.
    void admitted(req).then(
      (admit) => (admit ? forward(req, res) : refuseUnauthorized(res)),
      () => refuseUnauthorized(res),
    );
  };
}
