/**
 * The back office's check reads the account and the session its cookie names in one query
 * (readAccountSession). It must decide exactly as the account's lookup plus checkSession() do:
 * for a live session, another account's session, a revoked one, an expired one, an unknown id,
 * no id, and an account that does not exist.
 */
import { describe, expect, it } from "vitest";
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { checkSession, readAccountSession, startSession } from "@/lib/auth/admin-sessions";
import { createProfile } from "./admin-fixtures";

async function sessionFor(profileId: string, now?: Date) {
  return (await startSession({ profileId, address: "10.0.0.1", userAgent: "Mozilla/5.0 (Test)", method: "password", now })).id;
}

describe("readAccountSession", () => {
  it("agrees with the account's lookup and checkSession() in every case", async () => {
    const admin = await createProfile("one-query@studio.test", "admin");
    const other = await createProfile("one-query-other@studio.test", "assistant");
    const live = await sessionFor(admin.id);
    const theirs = await sessionFor(other.id);
    const revoked = await sessionFor(admin.id);
    await db.adminSession.update({ where: { id: revoked }, data: { revokedAt: new Date(), revokedReason: "signed_out" } });
    const expired = await sessionFor(admin.id, new Date(Date.now() - 9 * 60 * 60 * 1000));

    const cases: [string | undefined, string][] = [
      [live, "live"],
      [theirs, "unknown"],
      [revoked, "ended"],
      [expired, "ended"],
      [crypto.randomUUID(), "unknown"],
      ["not-a-uuid", "unknown"],
      [undefined, "unknown"],
    ];
    for (const [sessionId, state] of cases) {
      const found = await readAccountSession(admin.id, sessionId);
      expect(found?.profile).toEqual({ id: admin.id, email: "one-query@studio.test", role: "admin" });
      expect(found?.session).toBe(state);
      expect(await checkSession(sessionId, admin.id)).toBe(state);
    }
    expect((await readAccountSession(other.id, theirs))?.profile.role).toBe("assistant");
    expect((await readAccountSession(other.id, theirs))?.session).toBe("live");
    expect(await readAccountSession(crypto.randomUUID(), live)).toBeNull();
    expect(await readAccountSession("not-a-uuid", live)).toBeNull();
  });
});
