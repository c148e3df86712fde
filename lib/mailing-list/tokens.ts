/**
 * The mailing list's tokens.
 * - Confirmation: 32 random bytes, single use; only their SHA-256 is stored.
 * - Unsubscribe: `<subscription id>.<HMAC>` (HMAC-SHA-256 with a key derived from AUTH_SECRET by
 *   HKDF), so every email can carry one without storing it; it only ever unsubscribes.
 */
import crypto from "node:crypto";
import { env } from "@/lib/env";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Longer than any token this module makes; checked before anything else reads one. */
export const MAX_TOKEN_LENGTH = 128;

export function newConfirmToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashConfirmToken(token) };
}

export function hashConfirmToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** A confirmation token as it can look (43 base64url characters), else null. */
export function confirmTokenOf(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

let fallbackKey: Buffer | null = null;

function unsubscribeKey(): Buffer {
  const secret = env().AUTH_SECRET;
  let base: Buffer;
  if (secret) base = Buffer.from(secret, "utf8");
  else {
    // Only outside production (env() requires AUTH_SECRET there): links last as long as the process.
    fallbackKey ??= crypto.randomBytes(32);
    base = fallbackKey;
  }
  return Buffer.from(crypto.hkdfSync("sha256", base, "", "mailing-list/unsubscribe/v1", 32));
}

function signature(subscriptionId: string): string {
  return crypto.createHmac("sha256", unsubscribeKey()).update(subscriptionId, "utf8").digest("base64url");
}

export function unsubscribeToken(subscriptionId: string): string {
  return `${subscriptionId}.${signature(subscriptionId)}`;
}

/** The subscription an unsubscribe token names, or null when it is malformed or forged. */
export function verifyUnsubscribeToken(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_TOKEN_LENGTH) return null;
  const dot = value.indexOf(".");
  if (dot < 0) return null;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "utf8");
  if (!UUID.test(id)) return null;
  const expected = Buffer.from(signature(id), "utf8");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}
