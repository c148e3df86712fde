import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_TAGS, revalidatePublic } from "@/lib/cache-tags";
import { BuildPhaseRead, cached, reportReadFailure } from "@/lib/data/public-cache";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("cached() outside a Next request", () => {
  it("reads the database every time (there is no page cache to fill) and passes errors on", async () => {
    let calls = 0;
    const get = cached("t1", async (slug: string) => `${slug}${++calls}`, { tags: () => [CACHE_TAGS.artworks] });
    expect(await get("a")).toBe("a1");
    expect(await get("a")).toBe("a2");
    revalidatePublic(CACHE_TAGS.artworks); // nothing to tell, and no error
    const failing = cached("t2", async () => Promise.reject(new Error("database down")), { tags: () => [] });
    await expect(failing()).rejects.toThrow("database down");
  });
});

describe("cached() during the build", () => {
  it("refuses at once without touching the database", async () => {
    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    const read = vi.fn(async () => "never");
    const get = cached("t3", read, { tags: () => [CACHE_TAGS.settings] });
    await expect(get()).rejects.toBeInstanceOf(BuildPhaseRead);
    expect(read).not.toHaveBeenCalled();
  });
});

describe("reportReadFailure", () => {
  it("is silent for the build's refusals and logs real failures", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    reportReadFailure("gallery", new BuildPhaseRead("gallery-page"));
    expect(log).not.toHaveBeenCalled();
    reportReadFailure("gallery", new Error("connection refused"));
    expect(log).toHaveBeenCalledWith("[gallery] unavailable:", "connection refused");
  });
});
