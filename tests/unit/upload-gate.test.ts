import { describe, expect, it } from "vitest";
import { createUploadSlots, publicUpload } from "@/lib/http/upload-gate";

describe("public uploads", () => {
  it("are posts past a text form's size to a payment page or the reference photo upload", () => {
    const token = "/checkout/pay/abcdefghijklmnopqrstuvwxyz012345";
    expect(publicUpload("POST", token, String(5 * 1024 * 1024))).toBe("payment-screenshot");
    expect(publicUpload("POST", "/api/reference-photos?x=1", String(300 * 1024))).toBe("reference-photo");
    // A text-sized post (Back, an online payment's start) takes no slot.
    expect(publicUpload("POST", token, "2000")).toBeNull();
    expect(publicUpload("GET", token, String(5 * 1024 * 1024))).toBeNull();
    // The checkout and the back office are not public uploads (413 and the session gate decide).
    expect(publicUpload("POST", "/checkout", String(5 * 1024 * 1024))).toBeNull();
    expect(publicUpload("POST", "/admin/uploads", String(5 * 1024 * 1024))).toBeNull();
    expect(publicUpload("POST", "/api/reference-photos", "not a number")).toBeNull();
  });
});

describe("upload slots", () => {
  it("are bounded per address, per order and in total, and given back once", () => {
    const slots = createUploadSlots({ perAddress: 2, perOrder: 1, total: 3 });
    const a1 = slots.take("a");
    const a2 = slots.take("a", "order-1");
    expect([a1.ok, a2.ok]).toEqual([true, true]);
    expect(slots.take("a")).toEqual({ ok: false, reason: "address" });
    expect(slots.take("b", "order-1")).toEqual({ ok: false, reason: "order" });
    const b1 = slots.take("b", "order-2");
    expect(b1.ok).toBe(true);
    expect(slots.take("c")).toEqual({ ok: false, reason: "total" });
    expect(slots.inFlight).toBe(3);
    if (a1.ok) {
      a1.release();
      a1.release();
    }
    expect(slots.inFlight).toBe(2);
    expect(slots.take("c").ok).toBe(true);
    expect(slots.take("a")).toEqual({ ok: false, reason: "total" });
    if (a2.ok) a2.release();
    expect(slots.take("d", "order-1").ok).toBe(true);
  });
});
