/**
 * The Assistant role end to end on the real PostgreSQL and the real Auth.js configuration: an
 * administrator makes someone an Assistant on the customers page (Welcome email, set-password
 * link), the assistant signs in and has orders but not settings; a change of role (to User, to
 * Admin) ends the assistant's sessions at once, as a demotion always has; the owner and oneself
 * cannot be made Assistants; the shop server's post gate lets an assistant's live session through
 * and refuses it once demoted.
 */
process.env.AUTH_SECRET = "assistant-role-secret-assistant-role-secret-01";
process.env.OWNER_EMAIL = "owner@studio.test";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { decode, encode } from "next-auth/jwt";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { authConfig } from "@/lib/auth/config";
import { AdminAccessError, requireAdmin } from "@/lib/auth/require-admin";
import { setSessionReaderForTests } from "@/lib/auth/session";
import { findUsableToken, redeemSetPasswordToken } from "@/lib/auth/set-password";
import { setCustomerRole } from "@/lib/actions/admin/customers";
import { saveSettingsAction } from "@/lib/actions/admin/settings";
import { addOrderNote } from "@/lib/actions/admin/orders";
import { listCustomers } from "@/lib/data/admin/customers";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { createAdminSessionCheck, type AdminSessionCheck } from "@/lib/http/admin-session-check";
import type { Permission } from "@/lib/domain/admin-permissions";
import { ADMIN_PASSWORD, createOrder, createProfile, signInAs } from "./admin-fixtures";

const COOKIE = "authjs.session-token";
const SECRET = process.env.AUTH_SECRET!;

type Authorize = (credentials: Record<string, string>, request: Request) => Promise<{ id: string; email: string; sessionId: string } | null>;
const provider = authConfig.providers[0] as unknown as { options: { authorize: Authorize } };
type Jwt = (params: { token: Record<string, unknown>; user?: unknown }) => Record<string, unknown>;
type SessionCb = (params: { session: Record<string, unknown>; token: Record<string, unknown> }) => Record<string, unknown>;

function request(): Request {
  return new Request("http://localhost/api/auth/callback/credentials", {
    method: "POST",
    headers: { [CLIENT_ADDRESS_HEADER]: "10.0.0.8", "user-agent": "Mozilla/5.0 (Test) Phone" },
  });
}

/** Signs in as the dialog does and returns the session cookie's value (null when refused). */
async function signIn(email: string, password = ADMIN_PASSWORD): Promise<string | null> {
  const user = await provider.options.authorize({ email, password }, request()).catch((error: unknown) => {
    if ((error as { type?: string }).type === "CredentialsSignin") return null;
    throw error;
  });
  if (!user) return null;
  const token = (authConfig.callbacks.jwt as unknown as Jwt)({ token: {}, user });
  return encode({ token, secret: SECRET, salt: COOKIE, maxAge: authConfig.session.maxAge });
}

/** The next requireAdmin() reads this cookie, through the session callback the app uses. */
function actWithCookie(cookie: string) {
  setSessionReaderForTests(async () => {
    const token = await decode({ token: cookie, secret: SECRET, salt: COOKIE });
    if (!token) return null;
    const session = (authConfig.callbacks.session as unknown as SessionCb)({ session: { user: {} }, token });
    const user = session.user as { id: string; email: string };
    return { userId: user.id, email: user.email, sessionId: session.sid as string | undefined, expired: session.expired === true };
  });
}

/** What the cookie gets for a permission: the role, or the refusal's reason. */
async function access(cookie: string, permission?: Permission): Promise<string> {
  actWithCookie(cookie);
  try {
    return (await requireAdmin(permission)).role;
  } catch (error) {
    if (error instanceof AdminAccessError) return `refused:${error.reason}`;
    throw error;
  }
}

async function sessionOf(cookie: string): Promise<{ profileId: string; sessionId: string }> {
  const token = (await decode({ token: cookie, secret: SECRET, salt: COOKIE })) as { sub: string; sid: string };
  return { profileId: token.sub, sessionId: token.sid };
}

let boss: { id: string; email: string };
let gate: AdminSessionCheck;

beforeAll(async () => {
  // OWNER_EMAIL is set above, after the imports read the environment once.
  resetEnvForTests();
  await db.settings.upsert({
    where: { id: 1 },
    create: { id: 1, siteName: "Studio", siteDescription: "Test", contactEmail: "studio@example.com", supportEmail: "support@example.com" },
    update: {},
  });
  boss = await createProfile("boss@studio.test", "admin");
  gate = createAdminSessionCheck({ databaseUrl: process.env.DATABASE_URL!, ownerEmail: "owner@studio.test" });
});

afterAll(async () => {
  await gate.close();
});

beforeEach(async () => {
  await db.rateLimitEvent.deleteMany();
  signInAs(boss);
});

describe("making someone an Assistant", () => {
  it("a customer who ordered becomes an Assistant: Welcome email, set-password link, then orders but not settings", async () => {
    await createOrder({ email: "packer@example.com", name: "Pema Sherpa" });
    expect(await setCustomerRole({ email: "packer@example.com", role: "assistant" })).toEqual({
      ok: true,
      message: "Customer role updated to assistant",
      data: { role: "assistant", welcomeEmailQueued: true },
    });
    expect((await listCustomers({ search: "packer" }))[0]).toMatchObject({ role: "assistant", name: "Pema Sherpa" });
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { type: "welcome", to: { has: "packer@example.com" } } });
    const token = new URL((mail.payload as { setPasswordUrl: string }).setPasswordUrl).searchParams.get("token")!;
    expect(await findUsableToken(token)).not.toBeNull();
    expect(await redeemSetPasswordToken(token, ADMIN_PASSWORD)).toBe(true);

    const cookie = (await signIn("packer@example.com"))!;
    expect(cookie).toBeTruthy();
    expect(await access(cookie, "orders")).toBe("assistant");
    expect(await access(cookie, "inquiries")).toBe("assistant");
    expect(await access(cookie, "backOffice")).toBe("assistant");
    expect(await access(cookie, "settings")).toBe("refused:forbidden");
    expect(await access(cookie, "customers")).toBe("refused:forbidden");
    expect(await access(cookie)).toBe("refused:forbidden");

    // What the server actions do with that cookie: an order note yes, the settings no.
    const order = await createOrder({ email: "someone@example.com" });
    actWithCookie(cookie);
    expect(await addOrderNote({ orderId: order.id, body: "Wrapped" })).toMatchObject({ ok: true });
    actWithCookie(cookie);
    expect(await saveSettingsAction({ siteName: "Mine now" })).toEqual({ ok: false, message: "Access Denied: Admin privileges required for this action" });
    expect((await db.settings.findUniqueOrThrow({ where: { id: 1 } })).siteName).toBe("Studio");
  });

  it("the shop server's post gate lets an assistant's live session through, and refuses it once demoted", async () => {
    await createProfile("gate-helper@studio.test", "assistant");
    const cookie = (await signIn("gate-helper@studio.test"))!;
    expect(await gate.isLive(await sessionOf(cookie))).toBe(true);
    expect(await setCustomerRole({ email: "gate-helper@studio.test", role: "user" })).toMatchObject({ ok: true });
    expect(await gate.isLive(await sessionOf(cookie))).toBe(false);
  });

  it("a customer account (role user) still cannot sign in", async () => {
    await createProfile("just-a-buyer@example.com", "user");
    expect(await signIn("just-a-buyer@example.com")).toBeNull();
  });
});

describe("changing an assistant's role ends its sessions at once", () => {
  it("Assistant -> User: the old cookie is refused, and the account cannot sign in", async () => {
    await createProfile("leaver@studio.test", "assistant");
    const cookie = (await signIn("leaver@studio.test"))!;
    expect(await access(cookie, "orders")).toBe("assistant");
    signInAs(boss);
    expect(await setCustomerRole({ email: "leaver@studio.test", role: "user" })).toMatchObject({ ok: true, message: "Customer role updated to user" });
    expect(await access(cookie, "orders")).toBe("refused:forbidden");
    const rows = await db.adminSession.findMany({ where: { profile: { email: "leaver@studio.test" } } });
    expect(rows.every((r) => r.revokedReason === "role_changed")).toBe(true);
    expect(await signIn("leaver@studio.test")).toBeNull();
  });

  it("Assistant -> Admin: the assistant's session ends too; a new sign-in has the whole back office", async () => {
    await createProfile("rising@studio.test", "assistant");
    const cookie = (await signIn("rising@studio.test"))!;
    signInAs(boss);
    expect(await setCustomerRole({ email: "rising@studio.test", role: "admin" })).toMatchObject({ ok: true, data: { welcomeEmailQueued: false } });
    expect(await access(cookie, "orders")).toBe("refused:expired");
    const again = (await signIn("rising@studio.test"))!;
    expect(await access(again, "settings")).toBe("admin");
  });

  it("Admin -> Assistant: the admin's sessions end; signed in again, settings are refused", async () => {
    await createProfile("stepping-back@studio.test", "admin");
    const cookie = (await signIn("stepping-back@studio.test"))!;
    expect(await access(cookie, "settings")).toBe("admin");
    signInAs(boss);
    expect(await setCustomerRole({ email: "stepping-back@studio.test", role: "assistant" })).toMatchObject({ ok: true });
    expect(await access(cookie, "orders")).toBe("refused:expired");
    const again = (await signIn("stepping-back@studio.test"))!;
    expect(await access(again, "orders")).toBe("assistant");
    expect(await access(again, "settings")).toBe("refused:forbidden");
  });
});

describe("who cannot become an Assistant", () => {
  it("the owner stays an admin, and nobody makes themselves an Assistant", async () => {
    await createProfile("owner@studio.test", "admin");
    expect(await setCustomerRole({ email: "owner@studio.test", role: "assistant" })).toEqual({
      ok: false,
      message: "The owner account is always an administrator and cannot be demoted.",
    });
    expect(await setCustomerRole({ email: "boss@studio.test", role: "assistant" })).toEqual({ ok: false, message: "You cannot remove your own administrator role." });
    expect((await db.profile.findUniqueOrThrow({ where: { email: "boss@studio.test" } })).role).toBe("admin");
  });

  it("an assistant cannot change anyone's role, its own included", async () => {
    const helper = await createProfile("ambitious@studio.test", "assistant");
    signInAs(helper);
    expect(await setCustomerRole({ email: "ambitious@studio.test", role: "admin" })).toEqual({ ok: false, message: "Access Denied: Admin privileges required for this action" });
    expect((await db.profile.findUniqueOrThrow({ where: { email: "ambitious@studio.test" } })).role).toBe("assistant");
  });
});
