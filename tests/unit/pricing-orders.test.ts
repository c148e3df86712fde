/** Order numbers, order states and the checkout's customer-info rules. */
import { describe, expect, it } from "vitest";
import { isOrderNumber, nextOrderNumber, orderNumberFor } from "@/lib/domain/order-number";
import { journeyStates, reservationEffect, CUSTOMER_JOURNEY } from "@/lib/domain/order-status";
import { addService, createCartItem, updateCustomizations } from "@/lib/domain/cart";
import { cartToOrderLines, CHECKOUT_MESSAGES, orderLinesSchema, validateCustomerInfo } from "@/lib/validation/checkout";

describe("order numbers: ORD-{yyyymmdd}-{last 5 digits of the time}", () => {
  it("uses the day in Nepal and the clock's last five digits", () => {
    expect(orderNumberFor(new Date("2026-11-22T06:00:00.123Z"))).toBe("ORD-20261122-00123");
    // 20:00 UTC is already the next day in Kathmandu (UTC+5:45).
    const late = new Date("2026-11-22T20:00:00Z");
    expect(orderNumberFor(late)).toBe(`ORD-20261123-${String(late.getTime() % 100_000).padStart(5, "0")}`);
    expect(isOrderNumber(orderNumberFor(new Date()))).toBe(true);
  });

  it("steps to the next candidate on the same day, wrapping at 99999", () => {
    expect(nextOrderNumber("ORD-20261122-00123")).toBe("ORD-20261122-00124");
    expect(nextOrderNumber("ORD-20261122-99999")).toBe("ORD-20261122-00000");
    expect(() => nextOrderNumber("ORD-1")).toThrow(RangeError);
  });
});

describe("order states and the originals they hold", () => {
  it("holds while open, sells when paid, releases when cancelled, failed or refunded", () => {
    expect(reservationEffect("pending", "pending")).toBe("hold");
    expect(reservationEffect("processing", "processing")).toBe("hold");
    expect(reservationEffect("pending", "paid")).toBe("sell");
    expect(reservationEffect("completed", "paid")).toBe("sell");
    expect(reservationEffect("cancelled", "pending")).toBe("release");
    expect(reservationEffect("pending", "failed")).toBe("release");
    expect(reservationEffect("completed", "refunded")).toBe("release");
  });

  it("shows a new order as placed, with payment verification pending", () => {
    expect(CUSTOMER_JOURNEY.map((s) => s.title)).toEqual(["Order Placed", "Payment Verification", "Order Approved", "Delivery"]);
    expect(journeyStates("pending", "pending")).toEqual(["completed", "current", "pending", "pending"]);
    expect(journeyStates("pending", "paid")).toEqual(["completed", "completed", "completed", "current"]);
  });
});

describe("checkout customer info (spec 5)", () => {
  const ok = { name: "Sita Gurung", email: "Sita@Example.com", phone: "+977 980-1234567", address: "", notes: "" };

  it("accepts name, email and phone; address and notes are optional", () => {
    const result = validateCustomerInfo(ok);
    expect(result).toEqual({ success: true, data: { ...ok, email: "sita@example.com" } });
  });

  it("needs name, email and phone: 'Please fill in all required fields'", () => {
    for (const field of ["name", "email", "phone"] as const) {
      const result = validateCustomerInfo({ ...ok, [field]: "   " });
      expect(result).toMatchObject({ success: false, message: "Please fill in all required fields" });
    }
  });

  it("checks the email and phone patterns with the spec's messages", () => {
    expect(validateCustomerInfo({ ...ok, email: "sita@" })).toMatchObject({ message: "Invalid Email. Please enter a valid email address" });
    expect(validateCustomerInfo({ ...ok, phone: "98012" })).toMatchObject({ message: "Please enter a valid phone number" });
    expect(validateCustomerInfo({ ...ok, phone: "98012345678901234567890" })).toMatchObject({ message: "Please enter a valid phone number" });
  });

  it("keeps the spec's checkout messages", () => {
    expect(CHECKOUT_MESSAGES.rateLimited).toBe("Too many order attempts. Please wait before placing another order.");
    expect(CHECKOUT_MESSAGES.screenshotRequired).toBe("Please upload your payment screenshot to continue");
    expect(CHECKOUT_MESSAGES.screenshotNotAnImage).toBe("Please upload an image file");
    expect(CHECKOUT_MESSAGES.screenshotTooLarge).toBe("Image size should be less than 5MB");
    expect(CHECKOUT_MESSAGES.uploadFailed).toBe("Failed to upload payment screenshot. Please try again or contact support.");
    expect(CHECKOUT_MESSAGES.orderFailed).toBe("Failed to place order. Please try again or contact us.");
  });
});

describe("cart lines sent to the server", () => {
  const artworkId = "3f1c2b9e-8a4d-4c1e-9f0a-2b3c4d5e6f70";
  const serviceId = "7a1c2b9e-8a4d-4c1e-9f0a-2b3c4d5e6f71";

  it("carry the choices but no price, shipping or tax", () => {
    let items = [createCartItem({ id: artworkId, title: "Dawn", price: 100, shippingCharge: 5, taxRate: 13 }, 1)];
    items = updateCustomizations(items, artworkId, { size: "small", framing: "wooden", notes: "Gift" });
    items = addService(items, { id: serviceId, title: "Portrait", price: 300_000, commissionCategory: "Couple", size: "A4", withFrame: true }, 5);
    const lines = cartToOrderLines(items);
    expect(lines).toEqual([
      { kind: "artwork", lineId: artworkId, artworkId, title: "Dawn", quantity: 1, size: "small", framing: "wooden", notes: "Gift" },
      {
        kind: "service",
        lineId: `${serviceId}-5`,
        serviceId,
        title: "Portrait",
        quantity: 1,
        commission: { category: "Couple", size: "A4", withFrame: true },
        // The tokens of the commission's reference photos (none attached here).
        referencePhotos: [],
      },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/price|tax|shipping/i);
    expect(orderLinesSchema.safeParse(lines).success).toBe(true);
  });

  it("refuses an empty cart and silly quantities", () => {
    expect(orderLinesSchema.safeParse([]).error?.issues[0].message).toBe("Your cart is empty");
    const line = { kind: "artwork", lineId: "x", artworkId, quantity: 100, size: "small" };
    expect(orderLinesSchema.safeParse([line]).error?.issues[0].message).toBe("Maximum quantity is 99 per item");
  });
});
