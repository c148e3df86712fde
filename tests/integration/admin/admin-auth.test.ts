/**
 * Administrator sign-in and the authorization check of the back office, on the real PostgreSQL:
 * argon2id (bcrypt rehashed once), growing sign-in delays per (account, address) and per address
 * (never a lock of the account everywhere), the sign-in record, the same work for an unknown email as for a wrong password, the owner account
 * always admin, and requireAdmin()/adminAction() refusing anonymous, expired and non-admin callers.
 */
process.env.OWNER_EMAIL = "Owner@Studio.test";

import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { db } from "@/lib/db";
import { authenticate, liftSignInDelays, SIGN_IN_BUCKETS } from "@/lib/auth/sign-in";
import { delayAfter, SIGN_IN_DELAY_POLICY } from "@/lib/domain/sign-in-delay";
import { checkPassword } from "@/lib/auth/password";
import {
  ACCESS_DENIED_MESSAGE,
  AdminAccessError,
  requireAdmin,
  requireAdminPage,
} from "@/lib/auth/require-admin";
import { adminAction, GENERIC_FAILURE_MESSAGE } from "@/lib/actions/admin/client";
import { registerAction } from "@/lib/actions/register";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { CLIENT_ADDRESS_HEADER, clientAddressFrom } from "@/lib/http/client-address";
import { ADMIN_PASSWORD, createProfile, signInAs } from "./admin-fixtures";

const MINUTE = 60_000;

beforeEach(async () => {
  await db.rateLimitEvent.deleteMany();
  await db.signInEvent.deleteMany();
  signInAs(null);
});

describe("authenticate", () => {
  it("signs in an administrator with the right password (argon2id) and refuses a wrong one", async () => {
    const admin = await createProfile("artist@studio.test", "admin");
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await authenticate({ email: " Artist@Studio.test ", password: ADMIN_PASSWORD, address: "10.0.0.1" })).toEqual({
      ok: true,
      profile: { id: admin.id, email: "artist@studio.test" },
    });
    expect(await authenticate({ email: "artist@studio.test", password: "wrong-password", address: "10.0.0.1" })).toEqual({
      ok: false,
      reason: "invalid",
    });
    // The successful attempt is not counted as a failure; the wrong one is.
    expect(await db.rateLimitEvent.count({ where: { bucket: SIGN_IN_BUCKETS.accountAddress } })).toBe(1);
  });

  it("verifies a bcrypt hash once and stores an argon2id hash instead", async () => {
    await createProfile("legacy@studio.test", "admin", { bcrypt: true });
    const before = await db.profile.findUniqueOrThrow({ where: { email: "legacy@studio.test" } });
    expect(before.passwordHash).toMatch(/^\$2[aby]\$/);
    expect((await authenticate({ email: "legacy@studio.test", password: ADMIN_PASSWORD, address: "a" })).ok).toBe(true);
    const after = await db.profile.findUniqueOrThrow({ where: { email: "legacy@studio.test" } });
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await checkPassword(ADMIN_PASSWORD, after.passwordHash)).toEqual({ ok: true, needsRehash: false });
    expect((await authenticate({ email: "legacy@studio.test", password: ADMIN_PASSWORD, address: "a" })).ok).toBe(true);
  });

  it("refuses an account that is not an administrator, even with its right password", async () => {
    await createProfile("buyer@example.com", "user");
    expect(await authenticate({ email: "buyer@example.com", password: ADMIN_PASSWORD, address: "b" })).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("the attacker's 5 failures from one address do not stop the owner's sign-in from another address", async () => {
    await createProfile("target@studio.test", "admin");
    const t0 = new Date("2026-11-23T04:00:00Z");
    for (let i = 0; i < 5; i++) {
      const at = new Date(t0.getTime() + i * 1000);
      expect(await authenticate({ email: "target@studio.test", password: `guess-${i}`, address: "203.0.113.66", now: at })).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
    // The attacker's address now waits, even with the right password.
    const held = await authenticate({ email: "target@studio.test", password: ADMIN_PASSWORD, address: "203.0.113.66", now: new Date(t0.getTime() + 5_000) });
    expect(held).toMatchObject({ ok: false, reason: "locked" });
    expect((held as { retryAfterMs: number }).retryAfterMs).toBe(SIGN_IN_DELAY_POLICY.firstDelayMs - 1_000);
    // The owner, from an address with no recent failures, signs in at once.
    expect(await authenticate({ email: "target@studio.test", password: ADMIN_PASSWORD, address: "10.9.9.9", now: new Date(t0.getTime() + 6_000) })).toMatchObject({
      ok: true,
    });
    // Who failed, when and from where is on record.
    const record = await db.signInEvent.findMany({ where: { email: "target@studio.test" }, orderBy: { id: "asc" } });
    expect(record.map((e) => [e.kind, e.address])).toEqual([
      ...Array.from({ length: 5 }, () => ["failed", "203.0.113.66"]),
      ["delayed", "203.0.113.66"],
      ["signed_in", "10.9.9.9"],
    ]);
  });

  it("makes each further failure of a pair wait twice as long, up to the cap, and a refused attempt counts nothing", async () => {
    await createProfile("slow@studio.test", "admin");
    const address = "198.51.100.20";
    let at = new Date("2026-11-23T06:00:00Z").getTime();
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const r = await authenticate({ email: "slow@studio.test", password: `wrong-${i}`, address, now: new Date(at) });
      expect(r).toEqual({ ok: false, reason: "invalid" });
      const wait = delayAfter(i + 1, SIGN_IN_DELAY_POLICY.accountAddressFree);
      waits.push(wait);
      if (wait > 0) {
        // One millisecond early: refused, and not counted.
        expect(await authenticate({ email: "slow@studio.test", password: ADMIN_PASSWORD, address, now: new Date(at + wait - 1) })).toMatchObject({
          ok: false,
          reason: "locked",
          retryAfterMs: 1,
        });
      }
      at += wait;
    }
    expect(waits).toEqual([0, 0, 0, 0, 30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(delayAfter(20, SIGN_IN_DELAY_POLICY.accountAddressFree)).toBe(SIGN_IN_DELAY_POLICY.maxDelayMs);
    // Once the wait is over the right password signs in, and forgives the pair's failures.
    expect((await authenticate({ email: "slow@studio.test", password: ADMIN_PASSWORD, address, now: new Date(at) })).ok).toBe(true);
    expect(await db.rateLimitEvent.count({ where: { bucket: SIGN_IN_BUCKETS.accountAddress } })).toBe(0);
  });

  it("delays an address after 20 failures across different emails; another address is not affected", async () => {
    await createProfile("other-admin@studio.test", "admin");
    const t0 = new Date("2026-11-23T05:00:00Z");
    for (let i = 0; i < SIGN_IN_DELAY_POLICY.addressFree; i++) {
      await authenticate({ email: `nobody-${i}@example.com`, password: "x", address: "203.0.113.7", now: new Date(t0.getTime() + i * 1000) });
    }
    expect(
      await authenticate({ email: "other-admin@studio.test", password: ADMIN_PASSWORD, address: "203.0.113.7", now: new Date(t0.getTime() + 21_000) }),
    ).toMatchObject({ ok: false, reason: "locked" });
    expect(
      (await authenticate({ email: "other-admin@studio.test", password: ADMIN_PASSWORD, address: "203.0.113.8", now: new Date(t0.getTime() + 21_000) })).ok,
    ).toBe(true);
  });

  it("counts parallel wrong guesses: at most 5 of 12 simultaneous attempts from one address are checked", async () => {
    await createProfile("parallel@studio.test", "admin");
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => authenticate({ email: "parallel@studio.test", password: `p-${i}`, address: "198.51.100.1" })),
    );
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.reason === "locked")).toHaveLength(7);
  });

  it("a reset (npm run admin:create) lifts the delays on the account, including those of the addresses that failed on it", async () => {
    await createProfile("reset@studio.test", "admin");
    const t0 = new Date("2026-11-23T07:00:00Z");
    for (let i = 0; i < SIGN_IN_DELAY_POLICY.addressFree; i++) {
      await authenticate({ email: i % 2 ? "reset@studio.test" : `x-${i}@example.com`, password: "x", address: "192.0.2.50", now: new Date(t0.getTime() + i) });
    }
    const now = new Date(t0.getTime() + 1_000);
    expect(await authenticate({ email: "reset@studio.test", password: ADMIN_PASSWORD, address: "192.0.2.50", now })).toMatchObject({ reason: "locked" });
    expect(await liftSignInDelays(db, "Reset@Studio.test")).toBeGreaterThan(0);
    expect((await authenticate({ email: "reset@studio.test", password: ADMIN_PASSWORD, address: "192.0.2.50", now })).ok).toBe(true);
  });

  it("does the same work for an unknown email as for a wrong password", async () => {
    await createProfile("timing@studio.test", "admin");
    const t0 = Date.parse("2026-11-24T00:00:00Z");
    // CPU time of this process (argon2id runs on its thread pool): steadier than wall time on a
    // busy machine, and what an attacker's timing would reveal if one path skipped the hash.
    const cost = async (email: string, i: number) => {
      const cpu = process.cpuUsage();
      const r = await authenticate({ email, password: `wrong-${i}`, address: `192.0.2.${i}`, now: new Date(t0 + i * 16 * MINUTE) });
      expect(r).toEqual({ ok: false, reason: "invalid" });
      const used = process.cpuUsage(cpu);
      return (used.user + used.system) / 1000;
    };
    await cost("warm-up@studio.test", 99);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 10; i++) {
      known.push(await cost("timing@studio.test", i * 2));
      unknown.push(await cost(`ghost-${i}@studio.test`, i * 2 + 1));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(unknown) / median(known);
    // Both do one argon2id verification (19 MiB, tens of ms of CPU); skipping it would cost ~1 ms.
    expect(median(known)).toBeGreaterThan(5);
    expect(median(unknown)).toBeGreaterThan(5);
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(3);
  });
});

describe("owner account (OWNER_EMAIL)", () => {
  it("is an administrator even when its stored role says user, and signing in restores the role", async () => {
    const owner = await createProfile("owner@studio.test", "user");
    signInAs(owner);
    await expect(requireAdmin()).resolves.toEqual({ id: owner.id, email: "owner@studio.test", role: "admin", sessionId: expect.any(String) });
    expect((await authenticate({ email: "owner@studio.test", password: ADMIN_PASSWORD, address: "x" })).ok).toBe(true);
    expect((await db.profile.findUniqueOrThrow({ where: { id: owner.id } })).role).toBe("admin");
  });
});

describe("requireAdmin", () => {
  async function reason(promise: Promise<unknown>) {
    const error = await promise.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(AdminAccessError);
    expect((error as AdminAccessError).message).toBe(ACCESS_DENIED_MESSAGE);
    return (error as AdminAccessError).reason;
  }

  it("refuses anonymous, expired and non-admin callers, and reads the role again on every call", async () => {
    const admin = await createProfile("boss@studio.test", "admin");
    const buyer = await createProfile("buyer2@example.com", "user");

    signInAs(null);
    expect(await reason(requireAdmin())).toBe("anonymous");
    signInAs(admin, { expired: true });
    expect(await reason(requireAdmin())).toBe("expired");
    signInAs(buyer);
    expect(await reason(requireAdmin())).toBe("forbidden");
    signInAs({ id: "not-a-uuid", email: "x@y.z" });
    expect(await reason(requireAdmin())).toBe("anonymous");

    signInAs(admin);
    await expect(requireAdmin()).resolves.toEqual({ id: admin.id, email: "boss@studio.test", role: "admin", sessionId: expect.any(String) });
    // Demoted: the very next check refuses, whatever the session says.
    await db.profile.update({ where: { id: admin.id }, data: { role: "user" } });
    expect(await reason(requireAdmin())).toBe("forbidden");
    // Deleted account: treated as signed out.
    await db.profile.delete({ where: { id: admin.id } });
    expect(await reason(requireAdmin())).toBe("anonymous");
  });

  it("requireAdminPage sends anonymous visitors to '/' with the dialog, expired ones with the message", async () => {
    const target = async () => {
      const error = (await requireAdminPage().then(() => null, (e: unknown) => e)) as { digest?: string } | null;
      return error?.digest?.split(";")[2];
    };
    const admin = await createProfile("page@studio.test", "admin");
    const buyer = await createProfile("page-buyer@example.com", "user");
    signInAs(null);
    expect(await target()).toBe("/?admin=signin");
    signInAs(admin, { expired: true });
    expect(await target()).toBe("/?admin=expired");
    signInAs(buyer);
    expect(await target()).toBe("/");
    signInAs(admin);
    await expect(requireAdminPage()).resolves.toMatchObject({ id: admin.id });
  });
});

describe("adminAction", () => {
  const schema = z.object({ title: z.string().min(1, "Title is required") });

  it("checks the administrator before the input, and never runs the handler for a refused caller", async () => {
    const handler = vi.fn(async (input: { title: string }) => input.title.toUpperCase());
    const action = adminAction(schema, handler);
    const buyer = await createProfile("buyer3@example.com", "user");

    signInAs(null);
    expect(await action({ title: "" })).toEqual({ ok: false, message: ACCESS_DENIED_MESSAGE });
    signInAs(buyer);
    expect(await action({ title: "ok" })).toEqual({ ok: false, message: ACCESS_DENIED_MESSAGE });
    expect(handler).not.toHaveBeenCalled();

    const admin = await createProfile("boss2@studio.test", "admin");
    signInAs(admin);
    expect(await action({ title: "" })).toEqual({ ok: false, message: "Title is required", fieldErrors: { title: "Title is required" } });
    expect(await action("not an object")).toMatchObject({ ok: false });
    expect(await action({ title: "sunrise" })).toEqual({ ok: true, data: "SUNRISE" });
    expect(handler).toHaveBeenCalledWith({ title: "sunrise" }, { id: admin.id, email: "boss2@studio.test", role: "admin", sessionId: expect.any(String) });
  });

  it("turns an unexpected error into a failure result instead of throwing", async () => {
    const admin = await createProfile("boss3@studio.test", "admin");
    signInAs(admin);
    const errorLog = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const action = adminAction(schema, async () => {
      throw new Error("database exploded");
    });
    expect(await action({ title: "x" })).toEqual({ ok: false, message: GENERIC_FAILURE_MESSAGE });
    expect(errorLog).toHaveBeenCalled();
    errorLog.mockRestore();
  });
});

describe("registration", () => {
  it("is refused everywhere with the spec's message", async () => {
    const message = "Registration is disabled. Contact the site administrator for access.";
    expect(await registerAction({ email: "new@example.com", password: "whatever123" })).toEqual({ ok: false, message });
    const response = registerRoute();
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: message });
    expect(await db.profile.count({ where: { email: "new@example.com" } })).toBe(0);
  });
});

describe("clientAddressFrom", () => {
  // The shop's server (scripts/next-server.ts) writes the client address into its own header,
  // from the socket or a trusted proxy chain; a client's X-Forwarded-For is never believed.
  it("reads only the address the shop's server wrote", () => {
    expect(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.5" }))).toBe("203.0.113.5");
    expect(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "::ffff:127.0.0.1" }))).toBe("127.0.0.1");
    expect(clientAddressFrom(new Headers({ "x-forwarded-for": "203.0.113.5" }))).toBe("unknown");
    expect(clientAddressFrom(new Headers())).toBe("unknown");
    expect(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "<script>" }))).toBe("unknown");
  });
});
