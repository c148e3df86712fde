/**
 * Administrator passwords: argon2id (@node-rs/argon2). Hashes written before argon2id (bcrypt,
 * "$2a$/$2b$/$2y$") are still verified, and `needsRehash` tells the caller to store an argon2id
 * hash after that successful sign-in.
 */
import crypto from "node:crypto";
import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

import { MAX_PASSWORD_LENGTH } from "@/lib/auth/password-limits";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/auth/password-limits";

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is not argon2id with the current parameters: store a new one. */
  needsRehash: boolean;
}

function isBcrypt(hash: string): boolean {
  return /^\$2[aby]\$\d\d\$/.test(hash);
}

export async function checkPassword(password: string, hash: string | null | undefined): Promise<PasswordCheck> {
  if (!hash || password.length > MAX_PASSWORD_LENGTH) {
    // Same work as a real check, so a missing account or hash cannot be told apart by timing.
    await argon2Verify(await dummyHash(), password.slice(0, MAX_PASSWORD_LENGTH)).catch(() => false);
    return { ok: false, needsRehash: false };
  }
  if (isBcrypt(hash)) {
    const ok = await bcrypt.compare(password, hash);
    return { ok, needsRehash: ok };
  }
  const ok = await argon2Verify(hash, password).catch(() => false);
  const current = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;
  return { ok, needsRehash: ok && !hash.startsWith(current) };
}

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return (await checkPassword(password, hash)).ok;
}

let dummy: Promise<string> | undefined;
/** An argon2id hash of a random secret, verified when there is no account to check against. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(24).toString("base64url"));
  return dummy;
}

/** A random password that is easy to copy: 4 groups of 5 URL-safe characters. */
export function randomPassword(): string {
  const raw = crypto.randomBytes(15).toString("base64url").replace(/[-_]/g, "x");
  return raw.match(/.{1,5}/g)!.join("-");
}
