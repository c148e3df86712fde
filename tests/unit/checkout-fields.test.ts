import { describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES, lineIsShipped, validateCustomerInfo } from "@/lib/validation/checkout";

const complete = { name: "Sita Sharma", email: "sita@example.com", phone: "9812345678", address: "", notes: "" };

describe("checkout errors name the field, once each", () => {
  it("an empty form: one summary, then a different sentence under each required field", () => {
    const result = validateCustomerInfo({ name: "", email: "", phone: "", address: "", notes: "" }, { addressRequired: true });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.message).toBe(CHECKOUT_MESSAGES.required);
    expect(result.fieldErrors).toEqual({
      name: CHECKOUT_MESSAGES.nameRequired,
      email: CHECKOUT_MESSAGES.emailRequired,
      phone: CHECKOUT_MESSAGES.phoneRequired,
      address: CHECKOUT_MESSAGES.addressRequired,
    });
    const sentences = [result.message, ...Object.values(result.fieldErrors)];
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it("a wrong email or phone says what is wrong with it", () => {
    const result = validateCustomerInfo({ ...complete, email: "sita@", phone: "12" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toEqual({ email: CHECKOUT_MESSAGES.invalidEmail, phone: CHECKOUT_MESSAGES.invalidPhone });
    expect(result.message).toBe(CHECKOUT_MESSAGES.invalidEmail);
  });
});

describe("the delivery address", () => {
  it("is required when a line is shipped, optional otherwise", () => {
    expect(validateCustomerInfo(complete).success).toBe(true);
    expect(validateCustomerInfo(complete, { addressRequired: false }).success).toBe(true);
    const missing = validateCustomerInfo(complete, { addressRequired: true });
    expect(missing).toEqual({ success: false, message: CHECKOUT_MESSAGES.required, fieldErrors: { address: CHECKOUT_MESSAGES.addressRequired } });
    expect(validateCustomerInfo({ ...complete, address: "   " }, { addressRequired: true }).success).toBe(false);
    expect(validateCustomerInfo({ ...complete, address: "Jhamsikhel, Lalitpur" }, { addressRequired: true }).success).toBe(true);
  });

  it("artworks are shipped; services only with a shipping charge", () => {
    expect(lineIsShipped({ kind: "artwork", shippingType: "free" })).toBe(true);
    expect(lineIsShipped({ kind: "artwork", shippingType: "fixed" })).toBe(true);
    expect(lineIsShipped({ kind: "service", shippingType: "fixed" })).toBe(true);
    expect(lineIsShipped({ kind: "service", shippingType: "free" })).toBe(false);
  });
});
