/**
 * The emailed one-time sign-in link (the Magic Login email): the way in for an administrator held
 * back by sign-in delays, or who forgot the password. Single use, valid 15 minutes; using it
 * starts one new session and revokes nothing else. It dies on any role change of its account.
 *
 * Asking for a link answers the same whatever the email (no account discovery), and is limited
 * so that it cannot be used to flood an inbox, nor to keep the administrator from a link:
 *
 *   per email and client address   3 in 15 minutes: whoever asks from elsewhere uses up only
 *                                  their own address's allowance, never the administrator's
 *   per client address             10 in 15 minutes, whatever the emails
 *   per email, all addresses       10 in 15 minutes: bounds what strangers can send to the inbox
 *
 * An address the account signed in from (password or link) in the last 30 days is one of the
 * administrator's own: it is held only to the first limit, so no stranger elsewhere can fill
 * what it is allowed. Only the SHA-256 of a token is stored (login_tokens, purpose sign_in).
 */
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { siteUrl } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { consumeRateLimits, type RateLimitRule } from "@/lib/rate-limit";
import { hashToken } from "@/lib/auth/set-password";
import { hasBackOfficeAccess } from "@/lib/auth/owner";
import { MAX_EMAIL_LENGTH, normaliseEmail, recordSignInEvent } from "@/lib/auth/sign-in";
import { enqueueEmail, kickEmailWorker } from "@/lib/email/outbox";

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
export const SIGN_IN_LINK_LIMITS = {
  perEmailAndAddress: { bucket: "admin-sign-in-link:email-address", limit: 3, windowMs: 15 * 60 * 1000 },
  perAddress: { bucket: "admin-sign-in-link:address", limit: 10, windowMs: 15 * 60 * 1000 },
  perEmail: { bucket: "admin-sign-in-link:email", limit: 10, windowMs: 15 * 60 * 1000 },
} as const;
/** How far back a successful sign-in makes an address one of the account's own. */
export const KNOWN_ADDRESS_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
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
    const own = await isKnownAddress(tx, email, address, now);
    const limit = await consumeRateLimits(tx, signInLinkLimits(email, address, own), { now });
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

/** The limits a link request is held to (see the top of this file). */
export function signInLinkLimits(email: string, address: string, knownAddress: boolean): RateLimitRule[] {
  const { perEmailAndAddress, perAddress, perEmail } = SIGN_IN_LINK_LIMITS;
  const own: RateLimitRule = { ...perEmailAndAddress, key: `${email}|${address}` };
  if (knownAddress) return [own];
  return [own, { ...perAddress, key: address }, { ...perEmail, key: email }];
}

/**
 * Whether the account of this email signed in from this address (with its password or a link)
 * in the last 30 days: one of the administrator's own addresses. The unknown address never is.
 */
export async function isKnownAddress(
  client: Pick<Prisma.TransactionClient, "signInEvent">,
  email: string,
  address: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!address || address === "unknown") return false;
  const found = await client.signInEvent.findFirst({
    where: {
      email,
      address,
      kind: { in: ["signed_in", "link_signed_in"] },
      createdAt: { gt: new Date(now.getTime() - KNOWN_ADDRESS_WINDOW_MS), lte: now },
    },
    select: { id: true },
  });
  return found !== null;
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
