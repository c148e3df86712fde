import { describe, expect, it } from "vitest";
import { customerNameOf } from "@/lib/domain/customer-name";

describe("customerNameOf", () => {
  it("greets by the name given at checkout, trimmed", () => {
    expect(customerNameOf({ name: "  Sita Gurung " }, "sita@example.com")).toBe("Sita Gurung");
  });
  it("falls back to the email when the name is missing, blank or not text", () => {
    expect(customerNameOf({}, "a@example.com")).toBe("a@example.com");
    expect(customerNameOf({ name: "   " }, "b@example.com")).toBe("b@example.com");
    expect(customerNameOf({ name: 42 }, "c@example.com")).toBe("c@example.com");
    expect(customerNameOf(null, "d@example.com")).toBe("d@example.com");
    expect(customerNameOf("Sita", "e@example.com")).toBe("e@example.com");
  });
});
