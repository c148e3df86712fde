import { describe, expect, it } from "vitest";
import { countForms, countString } from "@/lib/i18n/client-strings";

describe("strings for browser code", () => {
  const english = (key: string, { count }: { count: number }) => (count === 1 ? "1 item" : `${count} items`);
  const nepali = (key: string, { count }: { count: number }) => `${count === 1 ? "१" : "७"} वटा`;

  it("builds one template per plural form from the server's translator", () => {
    expect(countForms(english, "cart.items")).toEqual({ one: "{count} item", other: "{count} items" });
    expect(countForms(nepali, "cart.items")).toEqual({ one: "{count} वटा", other: "{count} वटा" });
  });

  it("fills the form the count asks for, in the language's digits", () => {
    const forms = countForms(english, "cart.items");
    expect(countString(forms, 1, "en")).toBe("1 item");
    expect(countString(forms, 0, "en")).toBe("0 items");
    expect(countString(forms, 12, "en")).toBe("12 items");
    expect(countString({ other: "{count} वटा" }, 12, "ne")).toBe("१२ वटा");
    expect(countString({ other: "{count} वटा" }, 12, "ne", true)).toBe("12 वटा");
  });
});
