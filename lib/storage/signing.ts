/**
 * Short-lived signed links to private files (payment screenshots) served by
 * app/private-files/[...path]/route.ts: /private-files/<key>?expires=<unix seconds>&sig=<hmac>.
 * The HMAC-SHA256 key is derived from AUTH_SECRET, so links die with a rotated secret.
 */
import crypto from "node:crypto";
import { env } from "@/lib/env";
import { PRIVATE_FILES_PREFIX } from "@/lib/storage/keys";

/** Longest lifetime a signed link may have (7 days, as S3 presigned URLs). */
export const MAX_SIGNED_URL_TTL_SECONDS = 7 * 24 * 3600;

export class SigningSecretMissingError extends Error {
  constructor() {
    super("AUTH_SECRET is not set: private file links cannot be signed or checked.");
    this.name = "SigningSecretMissingError";
  }
}

function signingKey(secret?: string): Buffer {
  const base = secret ?? env().AUTH_SECRET;
  if (!base) throw new SigningSecretMissingError();
  return crypto.createHmac("sha256", base).update("private-files/v1").digest();
}

function signature(key: string, expires: number, secret?: string): string {
  return crypto.createHmac("sha256", signingKey(secret)).update(`${key}\n${expires}`).digest("base64url");
}

export function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

export interface SignOptions {
  secret?: string;
  now?: number;
}

export function signPrivateFileUrl(key: string, ttlSeconds: number, options: SignOptions = {}): string {
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) throw new RangeError("ttlSeconds must be a positive number");
  const ttl = Math.min(Math.ceil(ttlSeconds), MAX_SIGNED_URL_TTL_SECONDS);
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + ttl;
  const sig = signature(key, expires, options.secret);
  return `${PRIVATE_FILES_PREFIX}${encodeKey(key)}?expires=${expires}&sig=${sig}`;
}

export type SignatureCheck = "ok" | "expired" | "invalid";

export function verifyPrivateFileSignature(
  key: string,
  expires: string | null,
  sig: string | null,
  options: SignOptions = {},
): SignatureCheck {
  if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return "invalid";
  const expected = Buffer.from(signature(key, Number(expires), options.secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return "invalid";
  if (Number(expires) * 1000 <= (options.now ?? Date.now())) return "expired";
  return "ok";
}
