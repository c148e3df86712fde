/**
 * Sessions the server can end, on the real PostgreSQL and the real Auth.js configuration: a
 * sign-in (the credentials provider's authorize) writes a session row, the JWT cookie (encoded
 * with the site's secret as Auth.js does) names it, and requireAdmin() refuses the cookie once the
 * row is revoked: Sign Out, a password reset (npm run admin:create), a demotion (and it stays
 * dead after re-promotion). The emailed one-time sign-in link works once and revokes nothing
 * else; a set-password link dies with a demotion.
 */
process.env.AUTH_SECRET = "integration-secret-integration-secret-0123456789";

import { beforeEach, describe, expect, it } from "vitest";
import { decode, encode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { authConfig } from "@/lib/auth/config";
import { AdminAccessError, requireAdmin } from "@/lib/auth/require-admin";
import { setSessionReaderForTests } from "@/lib/auth/session";
import { createOrResetAdministrator } from "@/lib/auth/reset-admin";
import { requestSignInLink, SIGN_IN_LINK_LIMITS } from "@/lib/auth/sign-in-link";
import { findUsableToken, redeemSetPasswordToken } from "@/lib/auth/set-password";
import { setCustomerRole } from "@/lib/actions/admin/customers";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { ADMIN_PASSWORD, createProfile, signInAs } from "./admin-fixtures";

const COOKIE = "authjs.session-token";
const SECRET = process.env.AUTH_SECRET!;

type Authorize = (credentials: Record<string, string>, request: Request) => Promise<{ id: string; email: string; sessionId: string }>;
const provider = authConfig.providers[0] as unknown as { options: { authorize: Authorize } };
type Jwt = (params: { token: Record<string, unknown>; user?: unknown }) => Record<string, unknown>;
type SessionCb = (params: { session: Record<string, unknown>; token: Record<string, unknown> }) => Record<string, unknown>;
const signOutEvent = authConfig.events.signOut as unknown as (message: { token: Record<string, unknown> | null }) => Promise<void>;

function request(address: string): Request {
  return new Request("http://localhost/api/auth/callback/credentials", {
    method: "POST",
    headers: { [CLIENT_ADDRESS_HEADER]: address, "user-agent": "Mozilla/5.0 (Test) Phone" },
  });
}

/** Signs in as the dialog does and returns the session cookie's value. */
async function signIn(credentials: Record<string, string>, address = "10.0.0.7"): Promise<string> {
  const user = await provider.options.authorize(credentials, request(address));
  const token = (authConfig.callbacks.jwt as unknown as Jwt)({ token: {}, user });
  return encode({ token, secret: SECRET, salt: COOKIE, maxAge: authConfig.session.maxAge });
}

/** The next requireAdmin() reads this cookie, through the same session callback the app uses. */
function readCookie(cookie: string) {
  setSessionReaderForTests(async () => {
    const token = await decode({ token: cookie, secret: SECRET, salt: COOKIE });
    if (!token) return null;
    const session = (authConfig.callbacks.session as unknown as SessionCb)({ session: { user: {} }, token });
    const user = session.user as { id: string; email: string };
    return { userId: user.id, email: user.email, sessionId: session.sid as string | undefined, expired: session.expired === true };
  });
}

async function accepted(cookie: string): Promise<boolean> {
  readCookie(cookie);
  try {
    await requireAdmin();
    return true;
  } catch (error) {
    if (error instanceof AdminAccessError) return false;
    throw error;
  }
}

async function signOut(cookie: string) {
  await signOutEvent({ token: await decode({ token: cookie, secret: SECRET, salt: COOKIE }) });
}

beforeEach(async () => {
  await db.rateLimitEvent.deleteMany();
  signInAs(null);
});

describe("administrator sessions", () => {
  it("a sign-in writes a session row (who, from where, with what) that the cookie names", async () => {
    const admin = await createProfile("rows@studio.test", "admin");
    const cookie = await signIn({ email: "rows@studio.test", password: ADMIN_PASSWORD }, "192.0.2.44");
    expect(await accepted(cookie)).toBe(true);
    const rows = await db.adminSession.findMany({ where: { profileId: admin.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ address: "192.0.2.44", userAgent: "Mozilla/5.0 (Test) Phone", method: "password", revokedAt: null });
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(8 * 3600_000);
  });

  it("sign out, then the old cookie is refused; the account's other sessions stay", async () => {
    await createProfile("out@studio.test", "admin");
    const phone = await signIn({ email: "out@studio.test", password: ADMIN_PASSWORD });
    const laptop = await signIn({ email: "out@studio.test", password: ADMIN_PASSWORD });
    expect(await accepted(phone)).toBe(true);
    await signOut(phone);
    expect(await accepted(phone)).toBe(false);
    expect(await accepted(laptop)).toBe(true);
    const row = await db.adminSession.findFirstOrThrow({ where: { revokedReason: "signed_out" } });
    expect(row.revokedAt).not.toBeNull();
  });

  it("a password reset (npm run admin:create) revokes every older session", async () => {
    await createProfile("reset@studio.test", "admin");
    const before = await signIn({ email: "reset@studio.test", password: ADMIN_PASSWORD });
    expect(await accepted(before)).toBe(true);
    expect(await createOrResetAdministrator(db, { email: "Reset@Studio.test", password: "a-brand-new-password" })).toMatchObject({ created: false });
    expect(await accepted(before)).toBe(false);
    const after = await signIn({ email: "reset@studio.test", password: "a-brand-new-password" });
    expect(await accepted(after)).toBe(true);
  });

  it("demotion, then re-promotion, and the old cookie stays dead", async () => {
    const boss = await createProfile("boss@studio.test", "admin");
    await createProfile("helper@studio.test", "admin");
    const helperCookie = await signIn({ email: "helper@studio.test", password: ADMIN_PASSWORD });
    expect(await accepted(helperCookie)).toBe(true);

    signInAs(boss);
    expect(await setCustomerRole({ email: "helper@studio.test", role: "user" })).toMatchObject({ ok: true });
    expect(await setCustomerRole({ email: "helper@studio.test", role: "admin" })).toMatchObject({ ok: true });
    expect((await db.profile.findUniqueOrThrow({ where: { email: "helper@studio.test" } })).role).toBe("admin");

    expect(await accepted(helperCookie)).toBe(false);
    // A new sign-in works again.
    expect(await accepted(await signIn({ email: "helper@studio.test", password: ADMIN_PASSWORD }))).toBe(true);
  });

  it("an unknown or forged session id is refused even under a valid signature", async () => {
    const admin = await createProfile("forged@studio.test", "admin");
    const token = { sub: admin.id, email: admin.email, sid: "33333333-3333-4333-8333-333333333333", signedInAt: Date.now() };
    expect(await accepted(await encode({ token, secret: SECRET, salt: COOKIE }))).toBe(false);
    const noSid = { sub: admin.id, email: admin.email, signedInAt: Date.now() };
    expect(await accepted(await encode({ token: noSid, secret: SECRET, salt: COOKIE }))).toBe(false);
  });
});

describe("the emailed one-time sign-in link", () => {
  async function linkToken(email: string): Promise<string> {
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { type: "magic_login", to: { has: email } }, orderBy: { createdAt: "desc" } });
    const url = new URL((mail.payload as { signInUrl: string }).signInUrl);
    expect(url.pathname).toBe("/sign-in-link");
    return url.searchParams.get("token")!;
  }

  it("works once, within 15 minutes, and revokes nothing else", async () => {
    await createProfile("link@studio.test", "admin");
    const existing = await signIn({ email: "link@studio.test", password: ADMIN_PASSWORD });
    expect(await requestSignInLink({ email: " Link@Studio.test ", address: "10.1.1.1" })).toMatchObject({ status: "sent" });
    const token = await linkToken("link@studio.test");
    const row = await db.loginToken.findFirstOrThrow({ where: { purpose: "sign_in" } });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(15 * 60_000);

    const viaLink = await signIn({ token });
    expect(await accepted(viaLink)).toBe(true);
    expect(await db.adminSession.count({ where: { method: "link" } })).toBe(1);
    // Used up.
    await expect(signIn({ token })).rejects.toThrow();
    // The session that was already open is still open.
    expect(await accepted(existing)).toBe(true);
    expect(await db.signInEvent.count({ where: { email: "link@studio.test", kind: "link_signed_in" } })).toBe(1);
  });

  it("gets in past the sign-in delays of an attacked account", async () => {
    await createProfile("held@studio.test", "admin");
    for (let i = 0; i < 7; i++) await provider.options.authorize({ email: "held@studio.test", password: `x-${i}` }, request("10.2.2.2")).catch(() => null);
    await expect(signIn({ email: "held@studio.test", password: ADMIN_PASSWORD }, "10.2.2.2")).rejects.toThrow();
    await requestSignInLink({ email: "held@studio.test", address: "10.2.2.2" });
    expect(await accepted(await signIn({ token: await linkToken("held@studio.test") }, "10.2.2.2"))).toBe(true);
  });

  it("answers the same for an unknown email and sends nothing; is limited per email", async () => {
    expect(await requestSignInLink({ email: "ghost@studio.test", address: "10.3.3.3" })).toEqual({ status: "not_sent" });
    await createProfile("buyer@example.com", "user");
    expect(await requestSignInLink({ email: "buyer@example.com", address: "10.3.3.3" })).toEqual({ status: "not_sent" });
    for (const email of ["ghost@studio.test", "buyer@example.com"]) {
      expect(await db.emailOutbox.count({ where: { type: "magic_login", to: { has: email } } })).toBe(0);
    }

    await createProfile("busy@studio.test", "admin");
    const { perEmailAndAddress, perEmail } = SIGN_IN_LINK_LIMITS;
    // Per email on one address.
    for (let i = 0; i < perEmailAndAddress.limit; i++) expect(await requestSignInLink({ email: "busy@studio.test", address: "10.4.4.1" })).toMatchObject({ status: "sent" });
    expect(await requestSignInLink({ email: "busy@studio.test", address: "10.4.4.1" })).toMatchObject({ status: "limited" });
    // Per email across addresses the account never signed in from: the inbox is not flooded.
    for (let i = perEmailAndAddress.limit; i < perEmail.limit; i++) {
      expect(await requestSignInLink({ email: "busy@studio.test", address: `10.4.5.${i}` })).toMatchObject({ status: "sent" });
    }
    expect(await requestSignInLink({ email: "busy@studio.test", address: "10.4.6.1" })).toMatchObject({ status: "limited" });
    expect(await db.emailOutbox.count({ where: { type: "magic_login", to: { has: "busy@studio.test" } } })).toBe(perEmail.limit);
  });

  it("strangers' requests never keep the administrator from a link: the own address's allowance is its own, and a recent sign-in address always gets one", async () => {
    await createProfile("owner@studio.test", "admin");
    const { perEmailAndAddress, perEmail } = SIGN_IN_LINK_LIMITS;
    // The administrator signed in from 10.6.0.1 last week.
    await db.signInEvent.create({
      data: { kind: "signed_in", email: "owner@studio.test", address: "10.6.0.1", userAgent: "Phone", createdAt: new Date(Date.now() - 7 * 24 * 3600_000) },
    });
    // Strangers ask for the owner's link, each from its own address, past every limit they can reach.
    for (let i = 0; i < perEmail.limit + 5; i++) await requestSignInLink({ email: "owner@studio.test", address: `198.51.100.${i + 1}` });
    await requestSignInLink({ email: "owner@studio.test", address: "198.51.100.1" });
    expect(await requestSignInLink({ email: "owner@studio.test", address: "198.51.100.99" })).toMatchObject({ status: "limited" });
    // And from one address with many emails, to its per-address limit.
    for (let i = 0; i < SIGN_IN_LINK_LIMITS.perAddress.limit; i++) await requestSignInLink({ email: `probe${i}@studio.test`, address: "10.6.0.2" });
    expect(await requestSignInLink({ email: "owner@studio.test", address: "10.6.0.2" })).toMatchObject({ status: "limited" });

    // The administrator's own address still gets its links.
    for (let i = 0; i < perEmailAndAddress.limit; i++) {
      expect(await requestSignInLink({ email: "owner@studio.test", address: "10.6.0.1" })).toMatchObject({ status: "sent" });
    }
    const links = await db.emailOutbox.count({ where: { type: "magic_login", to: { has: "owner@studio.test" } } });
    expect(links).toBe(perEmail.limit + perEmailAndAddress.limit);

    // A sign-in older than 30 days does not make an address one of the account's own.
    await db.signInEvent.create({
      data: { kind: "signed_in", email: "owner@studio.test", address: "10.6.0.3", userAgent: "Phone", createdAt: new Date(Date.now() - 31 * 24 * 3600_000) },
    });
    expect(await requestSignInLink({ email: "owner@studio.test", address: "10.6.0.3" })).toMatchObject({ status: "limited" });
    // Nor does a failed one.
    await db.signInEvent.create({ data: { kind: "failed", email: "owner@studio.test", address: "10.6.0.4", userAgent: "Phone" } });
    expect(await requestSignInLink({ email: "owner@studio.test", address: "10.6.0.4" })).toMatchObject({ status: "limited" });
    // A sign-in through the dialog makes the address one of the account's own at once.
    await signIn({ email: "owner@studio.test", password: ADMIN_PASSWORD }, "10.6.0.5");
    expect(await requestSignInLink({ email: "owner@studio.test", address: "10.6.0.5" })).toMatchObject({ status: "sent" });
  });

  it("an expired link, or one whose account was demoted, does not sign in", async () => {
    const boss = await createProfile("boss2@studio.test", "admin");
    await createProfile("late@studio.test", "admin");
    await requestSignInLink({ email: "late@studio.test", address: "10.5.5.5" });
    const late = await linkToken("late@studio.test");
    await db.loginToken.updateMany({ where: { purpose: "sign_in" }, data: { expiresAt: new Date(Date.now() - 1) } });
    await expect(signIn({ token: late })).rejects.toThrow();

    await requestSignInLink({ email: "late@studio.test", address: "10.5.5.6" });
    const fresh = await linkToken("late@studio.test");
    signInAs(boss);
    await setCustomerRole({ email: "late@studio.test", role: "user" });
    await setCustomerRole({ email: "late@studio.test", role: "admin" });
    await expect(signIn({ token: fresh })).rejects.toThrow();
  });
});

describe("set-password links and role changes", () => {
  it("a set-password link is dead after a demotion, and stays dead after re-promotion (which sends a new one)", async () => {
    const boss = await createProfile("boss3@studio.test", "admin");
    await createProfile("newbie@example.com", "user", { password: null });
    signInAs(boss);
    await setCustomerRole({ email: "newbie@example.com", role: "admin" });
    const first = await db.emailOutbox.findFirstOrThrow({ where: { type: "welcome" } });
    const oldToken = new URL((first.payload as { setPasswordUrl: string }).setPasswordUrl).searchParams.get("token")!;
    expect(await findUsableToken(oldToken)).not.toBeNull();

    await setCustomerRole({ email: "newbie@example.com", role: "user" });
    expect(await findUsableToken(oldToken)).toBeNull();
    expect(await redeemSetPasswordToken(oldToken, "an-attacker-password")).toBe(false);

    await setCustomerRole({ email: "newbie@example.com", role: "admin" });
    expect(await redeemSetPasswordToken(oldToken, "an-attacker-password")).toBe(false);
    expect((await db.profile.findUniqueOrThrow({ where: { email: "newbie@example.com" } })).passwordHash).toBeNull();
    // The re-promotion sent a new link, and that one works.
    const mails = await db.emailOutbox.findMany({ where: { type: "welcome" }, orderBy: { createdAt: "asc" } });
    expect(mails).toHaveLength(2);
    const newToken = new URL((mails[1].payload as { setPasswordUrl: string }).setPasswordUrl).searchParams.get("token")!;
    expect(await redeemSetPasswordToken(newToken, "the-real-password")).toBe(true);
  });

  it("setting a password through a link ends the account's sessions", async () => {
    const admin = await createProfile("setter@studio.test", "admin");
    const cookie = await signIn({ email: "setter@studio.test", password: ADMIN_PASSWORD });
    const { createSetPasswordToken } = await import("@/lib/auth/set-password");
    const { token } = await db.$transaction((tx) => createSetPasswordToken(tx, admin.id));
    expect(await redeemSetPasswordToken(token, "another-good-password")).toBe(true);
    expect(await accepted(cookie)).toBe(false);
  });
});
