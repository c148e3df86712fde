import { beforeEach, describe, expect, it, vi } from "vitest";
import { artworkTag, CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { cached, clearPublicCache, invalidateCacheTags, publicCacheStats } from "@/lib/data/public-cache";

beforeEach(() => clearPublicCache());

function counter<T>(value: (n: number) => T) {
  let calls = 0;
  const read = vi.fn(async (...args: unknown[]) => {
    void args; // recorded by vi.fn for the assertions
    return value(++calls);
  });
  return read;
}

describe("cached()", () => {
  it("reads once per arguments until a tag of the entry is invalidated", async () => {
    const read = counter((n) => `v${n}`);
    const get = cached("t1", (slug: string) => read(slug), { tags: (slug) => [CACHE_TAGS.artworks, artworkTag(slug)] });
    expect(await get("a")).toBe("v1");
    expect(await get("a")).toBe("v1");
    expect(await get("b")).toBe("v2");
    expect(read).toHaveBeenCalledTimes(2);

    invalidateCacheTags([artworkTag("a")]);
    expect(await get("a")).toBe("v3");
    expect(await get("b")).toBe("v2");

    revalidatePublic(CACHE_TAGS.artworks);
    expect(await get("a")).toBe("v4");
    expect(await get("b")).toBe("v5");
    expect(publicCacheStats()).toMatchObject({ hits: 2, misses: 5 });
  });

  it("does not touch entries with other tags", async () => {
    const read = counter((n) => n);
    const get = cached("t2", () => read(), { tags: () => [CACHE_TAGS.services] });
    await get();
    revalidatePublic(CACHE_TAGS.artworks, CACHE_TAGS.about, CACHE_TAGS.settings);
    await get();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("shares one read between simultaneous callers", async () => {
    const read = counter((n) => n);
    const get = cached("t3", () => read(), { tags: () => ["x"] });
    const results = await Promise.all([get(), get(), get()]);
    expect(results).toEqual([1, 1, 1]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("does not store a result that was being read while its tag was invalidated", async () => {
    let release!: (value: string) => void;
    const get = cached("t4", () => new Promise<string>((resolve) => (release = resolve)), { tags: () => ["slow"] });
    const pending = get();
    invalidateCacheTags(["slow"]);
    release("stale");
    expect(await pending).toBe("stale");
    const fresh = cached("t4", async () => "fresh", { tags: () => ["slow"] });
    expect(await fresh()).toBe("fresh");
  });

  it("never caches a failure", async () => {
    let fail = true;
    const get = cached("t5", async () => {
      if (fail) throw new Error("database down");
      return "ok";
    }, { tags: () => ["y"] });
    await expect(get()).rejects.toThrow("database down");
    fail = false;
    expect(await get()).toBe("ok");
  });

  it("reads again after the time limit", async () => {
    vi.useFakeTimers();
    try {
      const read = counter((n) => n);
      const get = cached("t6", () => read(), { tags: () => ["z"], ttlMs: 1000 });
      await get();
      vi.advanceTimersByTime(999);
      await get();
      vi.advanceTimersByTime(2);
      await get();
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
