/**
 * Single-use, expiring set-password links for administrators who have no password yet (sent in
 * the Welcome email when someone is made admin). Only the SHA-256 of a token is stored.
 */
import crypto from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
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

/** The account a link is for, if the link is still usable. */
export async function findUsableToken(token: string, now = new Date()) {
  const row = await db.loginToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, usedAt: true, expiresAt: true, profile: { select: { id: true, email: true, role: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= now) return null;
  return row;
}

/** Sets the password and uses up the link (and every other open link of that account). */
export async function redeemSetPasswordToken(token: string, password: string, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const used = await tx.loginToken.updateMany({
      where: { tokenHash: hashToken(token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (used.count !== 1) return false;
    const row = await tx.loginToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) }, select: { profileId: true } });
    await tx.profile.update({ where: { id: row.profileId }, data: { passwordHash } });
    await tx.loginToken.updateMany({ where: { profileId: row.profileId, usedAt: null }, data: { usedAt: now } });
    return true;
  });
}
