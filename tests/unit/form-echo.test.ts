import { describe, expect, it } from "vitest";
import { boundedEcho } from "@/lib/validation/echo";

const LIMITS = { name: 100, email: 254, message: 5000 } as const;

describe("boundedEcho", () => {
  it("echoes values within their limits unchanged", () => {
    const values = { name: "Sita Gurung", email: "sita@example.com", message: "नमस्ते! A portrait please 🎨" };
    expect(boundedEcho(values, LIMITS)).toEqual(values);
  });

  it("drops an over-long value instead of sending it back (5 MB in, nothing out)", () => {
    const huge = "x".repeat(5 * 1024 * 1024);
    const echo = boundedEcho({ name: "Sita", email: "sita@example.com", message: huge }, LIMITS);
    expect(echo).toEqual({ name: "Sita", email: "sita@example.com", message: "" });
    expect(JSON.stringify(echo).length).toBeLessThan(200);
  });

  it("keeps a value of exactly the limit, drops one character more", () => {
    expect(boundedEcho({ name: "a".repeat(100) }, LIMITS).name).toHaveLength(100);
    expect(boundedEcho({ name: "a".repeat(101) }, LIMITS).name).toBe("");
  });

  it("answers every listed field as a string and leaves out fields that are not listed", () => {
    const echo = boundedEcho({ name: 42 as unknown as string, extra: "y".repeat(10) } as Record<string, unknown>, LIMITS);
    expect(echo).toEqual({ name: "", email: "", message: "" });
    expect("extra" in echo).toBe(false);
  });

  it("bounds the whole echo by the sum of the limits", () => {
    const values = { name: "n".repeat(100), email: "e".repeat(254), message: "m".repeat(5000) };
    const total = Object.values(boundedEcho(values, LIMITS)).join("").length;
    expect(total).toBeLessThanOrEqual(100 + 254 + 5000);
  });
});
