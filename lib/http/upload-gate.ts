/**
 * Anonymous uploads cost nothing: what the shop's server (lib/http/shop-request-handler.ts) does
 * with a post that may carry a file on the public side, the payment page's screenshot
 * (/checkout/pay/<token>) and the commission dialog's reference photo (/api/reference-photos),
 * before a byte of its body is read:
 *
 * - over its path's limit (lib/http/request-guard.ts): 413, as for every path;
 * - uploads in flight are bounded per client address, per order and in total
 *   (UPLOADS_IN_FLIGHT): past one of them, 429 (address, order) or 503 (everyone) with
 *   Retry-After, the body unread and the connection closed. A slot is taken for a post that
 *   declares more than a text form ever needs, and given back when its answer has gone out or
 *   the client went away;
 * - a payment page post for a token that names no order: 404, unread (only someone who placed
 *   an order can send a screenshot to it).
 *
 * So the memory that strangers can make the server spend on bodies is bounded by the total of
 * slots times the largest body, whatever they send. The reference photo is then streamed to a
 * temporary file by its route (lib/http/streamed-upload.ts); the payment screenshot is a server
 * action, read by Next in memory, within those slots.
 *
 * No Next import: the server loads this before Next.
 */
import pg from "pg";
import { TEXT_BODY_MAX_BYTES, uploadPathOf, type UploadPath } from "./request-guard";

/**
 * Uploads received at once: from one client address, for one order (a payment page's token), and
 * from everyone. A small shop rarely receives two at the same moment; each may hold its body in
 * memory (a server action's screenshot) for the length of its request.
 */
export const UPLOADS_IN_FLIGHT = { perAddress: 2, perOrder: 1, total: 4 } as const;
/** What a refused client is told to wait, in seconds. */
export const UPLOAD_RETRY_AFTER_SECONDS = { address: 5, order: 5, total: 30 } as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The public upload a request is, when it may carry a file: a post to one of the two public
 * upload paths that declares more than a text form ever needs. Null for everything else (the
 * back office has its own gate; a post without a length is refused before this is asked).
 */
export function publicUpload(method: string | undefined, url: string | undefined, contentLength: string | undefined): Exclude<UploadPath, "admin"> | null {
  if (SAFE_METHODS.has((method ?? "GET").toUpperCase())) return null;
  const kind = uploadPathOf((url ?? "/").split("?")[0]);
  if (kind === null || kind === "admin") return null;
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared > TEXT_BODY_MAX_BYTES ? kind : null;
}

export type UploadSlot = { ok: true; release: () => void } | { ok: false; reason: "address" | "order" | "total" };

export interface UploadSlots {
  /** A slot for an upload from this address (for this order, on a payment page), or why there is none. */
  take(address: string, order?: string | null): UploadSlot;
  /** Uploads being received now. */
  readonly inFlight: number;
}

export function createUploadSlots(limits: { perAddress: number; perOrder: number; total: number } = UPLOADS_IN_FLIGHT): UploadSlots {
  const byAddress = new Map<string, number>();
  const byOrder = new Map<string, number>();
  let total = 0;
  const drop = (counts: Map<string, number>, key: string) => {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
  return {
    take(address, order = null) {
      const mine = byAddress.get(address) ?? 0;
      if (mine >= limits.perAddress) return { ok: false, reason: "address" };
      if (order !== null && (byOrder.get(order) ?? 0) >= limits.perOrder) return { ok: false, reason: "order" };
      if (total >= limits.total) return { ok: false, reason: "total" };
      byAddress.set(address, mine + 1);
      if (order !== null) byOrder.set(order, (byOrder.get(order) ?? 0) + 1);
      total += 1;
      let released = false;
      return {
        ok: true,
        release: () => {
          if (released) return;
          released = true;
          total -= 1;
          drop(byAddress, address);
          if (order !== null) drop(byOrder, order);
        },
      };
    },
    get inFlight() {
      return total;
    },
  };
}

/** Access tokens as the shop makes them (base64url); anything else names no order. */
const ACCESS_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export type PaymentTokenCheck = (token: string) => Promise<boolean>;

/**
 * Whether a payment page's token names an order: one query on the unique index of
 * orders.access_token, on a pool of its own (at most 2 connections), no cache.
 */
export function createPaymentTokenCheck(options: { databaseUrl: string }): { exists: PaymentTokenCheck; close: () => Promise<void> } {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 2,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    query_timeout: 5_000,
    application_name: "shop-server-upload-gate",
  });
  // An idle connection dropped by the database must not take the server down.
  pool.on("error", () => undefined);
  return {
    async exists(token) {
      if (!ACCESS_TOKEN.test(token)) return false;
      const result = await pool.query("select 1 from orders where access_token = $1 limit 1", [token]);
      return (result.rowCount ?? 0) > 0;
    },
    close: () => pool.end(),
  };
}
