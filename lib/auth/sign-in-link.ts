/**
 * The emailed one-time sign-in link (the Magic Login email): the way in for an administrator held
 * back by sign-in delays, or who forgot the password. Single use, valid 15 minutes; using it
 * starts one new session and revokes nothing else. It dies on any role change of its account.
 *
 * Asking for a link answers the same whatever the email (no account discovery), and is limited
 * per email and per address so it cannot be used to flood an inbox. Only the SHA-256 of a token
 * is stored (login_tokens, purpose sign_in).
 */
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import { consumeRateLimits } from "@/lib/rate-limit";
import { hashToken } from "@/lib/auth/set-password";
import { hasBackOfficeAccess } from "@/lib/auth/owner";
import { MAX_EMAIL_LENGTH, normaliseEmail, recordSignInEvent } from "@/lib/auth/sign-in";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
export const SIGN_IN_LINK_LIMITS = {
  perEmail: { limit: 3, windowMs: 15 * 60 * 1000 },
  perAddress: { limit: 10, windowMs: 15 * 60 * 1000 },
} as const;
export const SIGN_IN_LINK_PATH = "/sign-in-link";
/** Tokens are 43 base64url characters; anything far from that is refused unread. */
export const SIGN_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;

export interface LinkRequest {
  email: string;
  address: string;
  userAgent?: string;
  now?: Date;
}

export type LinkRequestOutcome = { status: "sent"; emailId: string } | { status: "not_sent" } | { status: "limited"; retryAfterMs: number };

/**
 * Sends a sign-in link when the email is an administrator's. The caller shows the same answer for
 * "sent" and "not_sent".
 */
export async function requestSignInLink(request: LinkRequest): Promise<LinkRequestOutcome> {
  const now = request.now ?? new Date();
  const email = normaliseEmail(request.email.slice(0, MAX_EMAIL_LENGTH + 1));
  const address = request.address.slice(0, 64) || "unknown";
  if (!email || email.length > MAX_EMAIL_LENGTH) return { status: "not_sent" };
  const outcome = await db.$transaction(async (tx): Promise<LinkRequestOutcome> => {
    const limit = await consumeRateLimits(
      tx,
      [
        { bucket: "admin-sign-in-link:email", key: email, ...SIGN_IN_LINK_LIMITS.perEmail },
        { bucket: "admin-sign-in-link:address", key: address, ...SIGN_IN_LINK_LIMITS.perAddress },
      ],
      { now },
    );
    if (!limit.allowed) return { status: "limited", retryAfterMs: limit.retryAfterMs };
    const profile = await tx.profile.findUnique({ where: { email }, select: { id: true, email: true, role: true, fullName: true } });
    if (!profile || !hasBackOfficeAccess(profile)) return { status: "not_sent" };
    const token = crypto.randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_TTL_MS);
    await tx.loginToken.create({ data: { profileId: profile.id, tokenHash: hashToken(token), purpose: "sign_in", expiresAt, createdAt: now } });
    const queued = await enqueueEmail(tx, {
      type: "magic_login",
      to: [profile.email],
      payload: {
        name: profile.fullName?.trim() || profile.email,
        email: profile.email,
        signInUrl: `${siteUrl()}${SIGN_IN_LINK_PATH}?token=${token}`,
        expiresAt: expiresAt.toISOString(),
      },
    });
    return { status: "sent", emailId: queued.id };
  });
  if (outcome.status === "sent") {
    await recordSignInEvent("link_sent", { email, address, userAgent: request.userAgent, now });
    kickEmailWorker();
  }
  return outcome;
}

/** The account a sign-in link is for, if it can still be used (for the link's page; uses nothing up). */
export async function findUsableSignInLink(token: string, now = new Date()): Promise<{ email: string } | null> {
  if (!SIGN_IN_TOKEN_PATTERN.test(token)) return null;
  const row = await db.loginToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { usedAt: true, expiresAt: true, purpose: true, profile: { select: { email: true, role: true } } },
  });
  if (!row || row.usedAt || row.expiresAt <= now || row.purpose !== "sign_in" || !hasBackOfficeAccess(row.profile)) return null;
  return { email: row.profile.email };
}

/**
 * Uses up a sign-in link: the account it signs in, or null when the link is unknown, used,
 * expired, not a sign-in link, or its account is no longer an administrator. Only this link is
 * used up; other links and sessions stay as they are.
 */
export async function redeemSignInLink(token: string, now = new Date()): Promise<{ id: string; email: string } | null> {
  if (!SIGN_IN_TOKEN_PATTERN.test(token)) return null;
  return db.$transaction(async (tx) => {
    const row = await tx.loginToken.findUnique({
      where: { tokenHash: hashToken(token) },
      select: { id: true, purpose: true, profile: { select: { id: true, email: true, role: true } } },
    });
    if (!row || row.purpose !== "sign_in" || !hasBackOfficeAccess(row.profile)) return null;
    const used = await tx.loginToken.updateMany({ where: { id: row.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
    if (used.count !== 1) return null;
    return { id: row.profile.id, email: row.profile.email };
  });
}
