/**
 * Single-use, expiring set-password links for administrators who have no password yet (sent in
 * the Welcome email when someone is made admin). Only the SHA-256 of a token is stored.
 */
import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { hasBackOfficeAccess } from "@/lib/auth/owner";
import { revokeAllSessions } from "@/lib/auth/admin-sessions";
import { SET_PASSWORD_LINK_TTL_MS } from "@/lib/validation/admin/customers";

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export async function createSetPasswordToken(
  tx: Prisma.TransactionClient,
  profileId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS);
  await tx.loginToken.create({ data: { profileId, tokenHash: hashToken(token), expiresAt } });
  return { token, expiresAt };
}

/**
 * The account a set-password link is for, if the link is still usable: not used, not expired,
 * and its account still an administrator (a role change also kills it outright).
 */
export async function findUsableToken(token: string, now = new Date()) {
  if (token.length > 128) return null;
  const row = await db.loginToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, usedAt: true, expiresAt: true, purpose: true, profile: { select: { id: true, email: true, role: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= now || row.purpose !== "set_password" || !hasBackOfficeAccess(row.profile)) return null;
  return row;
}

/**
 * Sets the password and uses up the link (and every other open link of that account); a new
 * password also ends every session of the account.
 */
export async function redeemSetPasswordToken(token: string, password: string, now = new Date()): Promise<boolean> {
  if (token.length > 128) return false;
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const row = await tx.loginToken.findUnique({
      where: { tokenHash: hashToken(token) },
      select: { id: true, purpose: true, profile: { select: { id: true, email: true, role: true } } },
    });
    if (!row || row.purpose !== "set_password" || !hasBackOfficeAccess(row.profile)) return false;
    const used = await tx.loginToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (used.count !== 1) return false;
    await tx.profile.update({ where: { id: row.profile.id }, data: { passwordHash } });
    await tx.loginToken.updateMany({ where: { profileId: row.profile.id, usedAt: null }, data: { usedAt: now } });
    await revokeAllSessions(row.profile.id, "password_changed", { client: tx, now });
    return true;
  });
}
