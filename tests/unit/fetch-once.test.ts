import { describe, expect, it, vi } from "vitest";
import { fetchOnce } from "@/components/checkout/fetch-once";

describe("fetchOnce (the checkout's modules fetched on first use)", () => {
  it("fetches once however often it is asked", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const fetchIt = fetchOnce(load);
    const [a, b] = await Promise.all([fetchIt(), fetchIt()]);
    expect(await fetchIt()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed fetch (the connection dropped), and keeps what then arrives", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("module");
    const fetchIt = fetchOnce(load);
    await expect(fetchIt()).rejects.toThrow("offline");
    await expect(fetchIt()).resolves.toBe("module");
    await expect(fetchIt()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
