/**
 * "My account" in the back office: changing one's own password (the current one is checked; the
 * account's other sessions end, this one stays), ending a session (only one's own), 'Sign out
 * everywhere', and the page's reads (open sessions, the sign-in record).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { startSession, checkSession } from "@/lib/auth/admin-sessions";
import { authenticate } from "@/lib/auth/sign-in";
import { ACCESS_DENIED_MESSAGE, requireAdmin } from "@/lib/auth/require-admin";
import { changeOwnPassword, endSession, signOutEverywhere } from "@/lib/actions/admin/account";
import { getAccountPage } from "@/lib/data/admin/account";
import { ACCOUNT_MESSAGES } from "@/lib/validation/admin/account";
import { ADMIN_PASSWORD, createProfile, signInAs } from "./admin-fixtures";

async function sessionFor(profileId: string, address = "10.0.0.1") {
  return (await startSession({ profileId, address, userAgent: "Mozilla/5.0 (Test)", method: "password" })).id;
}

beforeEach(async () => {
  await db.rateLimitEvent.deleteMany();
  signInAs(null);
});

describe("change password", () => {
  it("checks the current password, then signs out the other sessions and keeps this one", async () => {
    const admin = await createProfile("me@studio.test", "admin");
    const here = await sessionFor(admin.id);
    const phone = await sessionFor(admin.id, "10.0.0.2");
    signInAs(admin, { sessionId: here });

    expect(await changeOwnPassword({ current: "not-my-password", password: "a-new-password-1", confirm: "a-new-password-1" })).toEqual({
      ok: false,
      message: ACCOUNT_MESSAGES.wrongPassword,
      fieldErrors: { current: ACCOUNT_MESSAGES.wrongPassword },
    });
    expect(await changeOwnPassword({ current: ADMIN_PASSWORD, password: "short", confirm: "short" })).toMatchObject({ ok: false, message: ACCOUNT_MESSAGES.tooShort });
    expect(await changeOwnPassword({ current: ADMIN_PASSWORD, password: "a-new-password-1", confirm: "a-new-password-2" })).toMatchObject({
      ok: false,
      message: ACCOUNT_MESSAGES.mismatch,
    });
    expect(await checkSession(phone, admin.id)).toBe("live");

    expect(await changeOwnPassword({ current: ADMIN_PASSWORD, password: "a-new-password-1", confirm: "a-new-password-1" })).toEqual({
      ok: true,
      data: { signedOut: 1 },
      message: ACCOUNT_MESSAGES.passwordChanged,
    });
    expect(await checkSession(phone, admin.id)).toBe("ended");
    expect(await checkSession(here, admin.id)).toBe("live");
    expect((await authenticate({ email: "me@studio.test", password: ADMIN_PASSWORD, address: "a" })).ok).toBe(false);
    expect((await authenticate({ email: "me@studio.test", password: "a-new-password-1", address: "b" })).ok).toBe(true);
  });
});

describe("sessions", () => {
  it("ends one of one's own sessions, never another account's", async () => {
    const admin = await createProfile("owner2@studio.test", "admin");
    const other = await createProfile("other@studio.test", "admin");
    const here = await sessionFor(admin.id);
    const laptop = await sessionFor(admin.id, "10.0.0.3");
    const theirs = await sessionFor(other.id);
    signInAs(admin, { sessionId: here });

    expect(await endSession({ sessionId: theirs })).toEqual({ ok: false, message: ACCOUNT_MESSAGES.sessionGone });
    expect(await checkSession(theirs, other.id)).toBe("live");
    expect(await endSession({ sessionId: laptop })).toEqual({ ok: true, data: { current: false }, message: ACCOUNT_MESSAGES.sessionEnded });
    expect(await checkSession(laptop, admin.id)).toBe("ended");
    expect(await endSession({ sessionId: "not-a-uuid" })).toMatchObject({ ok: false });
  });

  it("'Sign out everywhere' ends every session, this one included", async () => {
    const admin = await createProfile("everywhere@studio.test", "admin");
    const here = await sessionFor(admin.id);
    await sessionFor(admin.id, "10.0.0.4");
    signInAs(admin, { sessionId: here });
    expect(await signOutEverywhere({})).toEqual({ ok: true, data: { ended: 2 }, message: ACCOUNT_MESSAGES.signedOutEverywhere });
    await expect(requireAdmin()).rejects.toThrow(ACCESS_DENIED_MESSAGE);
    expect(await signOutEverywhere({})).toEqual({ ok: false, message: ACCESS_DENIED_MESSAGE });
  });

  it("the page lists the open sessions (this one marked) and the sign-in record", async () => {
    const admin = await createProfile("page@studio.test", "admin");
    await authenticate({ email: "page@studio.test", password: "wrong-one", address: "203.0.113.9", userAgent: "curl/8" });
    const here = await sessionFor(admin.id, "192.0.2.1");
    const ended = await sessionFor(admin.id, "192.0.2.2");
    await db.adminSession.update({ where: { id: ended }, data: { revokedAt: new Date() } });
    signInAs(admin, { sessionId: here });
    const page = await getAccountPage();
    expect(page.sessions.map((s) => [s.address, s.current])).toEqual([["192.0.2.1", true]]);
    expect(page.record[0]).toMatchObject({ kind: "failed", email: "page@studio.test", address: "203.0.113.9", userAgent: "curl/8" });
  });
});
