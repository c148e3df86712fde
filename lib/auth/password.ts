import bcrypt from "bcryptjs";
import crypto from "node:crypto";

const COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}

/** A random password that is easy to copy: 4 groups of 5 URL-safe characters. */
export function randomPassword(): string {
  const raw = crypto.randomBytes(15).toString("base64url").replace(/[-_]/g, "x");
  return raw.match(/.{1,5}/g)!.join("-");
}
