/**
 * lib/rate-limit.ts against a real PostgreSQL: the sliding window, retry time, separate buckets
 * and keys, safety under concurrent requests, rollback, and pruning.
 */
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { consumeRateLimit, pruneRateLimitEvents, RATE_LIMIT_RETENTION_MS } from "@/lib/rate-limit";

const rule = (key: string, limit = 3, windowMs = 60_000) => ({ bucket: "test", key, limit, windowMs });

function consume(key: string, options: { now?: Date; limit?: number; windowMs?: number } = {}) {
  return db.$transaction((tx) => consumeRateLimit(tx, rule(key, options.limit, options.windowMs), { now: options.now, prune: false }));
}

describe("consumeRateLimit", () => {
  it("allows `limit` attempts in the window, then refuses with the time until one expires", async () => {
    const t0 = new Date("2026-01-01T10:00:00Z");
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    expect(await consume("a", { now: at(0) })).toEqual({ allowed: true, retryAfterMs: 0, remaining: 2 });
    expect(await consume("a", { now: at(10) })).toEqual({ allowed: true, retryAfterMs: 0, remaining: 1 });
    expect(await consume("a", { now: at(20) })).toEqual({ allowed: true, retryAfterMs: 0, remaining: 0 });
    expect(await consume("a", { now: at(30) })).toEqual({ allowed: false, retryAfterMs: 30_000, remaining: 0 });
    // A refused attempt is not counted: at 60.5 s the first attempt has left the window.
    expect((await consume("a", { now: at(60.5) })).allowed).toBe(true);
    expect(await consume("a", { now: at(61) })).toEqual({ allowed: false, retryAfterMs: 9_000, remaining: 0 });
    expect(await db.rateLimitEvent.count({ where: { bucket: "test", key: "a" } })).toBe(4);
  });

  it("keeps keys and buckets apart", async () => {
    const now = new Date("2026-01-02T10:00:00Z");
    for (let i = 0; i < 3; i++) await consume("b", { now });
    expect((await consume("b", { now })).allowed).toBe(false);
    expect((await consume("c", { now })).allowed).toBe(true);
    const other = await db.$transaction((tx) => consumeRateLimit(tx, { bucket: "other", key: "b", limit: 3, windowMs: 60_000 }, { now }));
    expect(other.allowed).toBe(true);
  });

  it("lets exactly `limit` of many simultaneous attempts through", async () => {
    const now = new Date("2026-01-03T10:00:00Z");
    const results = await Promise.all(Array.from({ length: 8 }, () => consume("race", { now, limit: 5 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await db.rateLimitEvent.count({ where: { key: "race" } })).toBe(5);
  });

  it("does not count an attempt whose transaction rolls back", async () => {
    const now = new Date("2026-01-04T10:00:00Z");
    await expect(
      db.$transaction(async (tx) => {
        await consumeRateLimit(tx, rule("rollback"), { now, prune: false });
        throw new Error("the limited work failed");
      }),
    ).rejects.toThrow("the limited work failed");
    expect(await db.rateLimitEvent.count({ where: { key: "rollback" } })).toBe(0);
  });

  it("rejects nonsense rules", async () => {
    await expect(consume("x", { limit: 0 })).rejects.toThrow(RangeError);
    await expect(consume("x", { windowMs: RATE_LIMIT_RETENTION_MS + 1 })).rejects.toThrow(RangeError);
  });
});

describe("pruneRateLimitEvents", () => {
  it("deletes only events older than the retention", async () => {
    const now = new Date("2026-02-01T00:00:00Z");
    await db.rateLimitEvent.createMany({
      data: [
        { bucket: "prune", key: "old", createdAt: new Date(now.getTime() - RATE_LIMIT_RETENTION_MS - 1000) },
        { bucket: "prune", key: "recent", createdAt: new Date(now.getTime() - 1000) },
      ],
    });
    const deleted = await db.$transaction((tx) => pruneRateLimitEvents(tx, now));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimitEvent.count({ where: { bucket: "prune", key: "old" } })).toBe(0);
    expect(await db.rateLimitEvent.count({ where: { bucket: "prune", key: "recent" } })).toBe(1);
  });

  it("runs from consumeRateLimit when asked", async () => {
    const now = new Date("2026-03-01T00:00:00Z");
    await db.rateLimitEvent.create({ data: { bucket: "prune2", key: "k", createdAt: new Date(now.getTime() - RATE_LIMIT_RETENTION_MS - 1) } });
    await db.$transaction((tx) => consumeRateLimit(tx, { bucket: "prune2", key: "other", limit: 1, windowMs: 1000 }, { now, prune: true }));
    expect(await db.rateLimitEvent.count({ where: { bucket: "prune2", key: "k" } })).toBe(0);
  });
});
