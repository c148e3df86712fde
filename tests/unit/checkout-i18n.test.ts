/**
 * Checkout step 1 in Nepali: every answer of the form's checks has a Nepali message and keeps
 * the spec's English in English; the translator of those answers (lib/i18n/message-table.ts);
 * the payment plan's words from the catalogue equal the rule's English ones in English; the
 * server's words for the browser (lib/i18n/checkout-strings.ts) are complete in both languages.
 */
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import ne from "@/messages/ne.json";
import { CHECKOUT_ERROR_MESSAGES } from "@/lib/validation/checkout-error-messages";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout-rules";
import { CUSTOMER_LIMITS, validateCustomerInfo } from "@/lib/validation/customer-info";
import { tooLongMessage } from "@/lib/validation/fields";
import { messageTableTranslator } from "@/lib/i18n/message-table";
import { paymentPlanWords } from "@/lib/domain/cash-on-delivery";
import { paymentWaysText } from "@/lib/domain/online-payment";
import { checkoutPlanWords, type PlanTemplates } from "@/components/checkout/checkout-words";
import * as CHECKOUT_RULES from "@/lib/domain/delivery-zones";

vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", async () => (await import("./support/catalogue-translations")).catalogueServer);

const DEVANAGARI = /[\u0900-\u097F]/;
const toNepali = messageTableTranslator(CHECKOUT_ERROR_MESSAGES, ne.checkoutErrors);
const toEnglish = messageTableTranslator(CHECKOUT_ERROR_MESSAGES, en.checkoutErrors);

/** Each rule of the form, broken once: [values, options, field, the spec's English]. */
const BROKEN: [Record<string, string>, { addressRequired?: boolean }, string, string][] = [
  [{ name: "", email: "a@b.co", phone: "9801234567" }, {}, "name", "Enter your full name"],
  [{ name: "Sita", email: "", phone: "9801234567" }, {}, "email", "Enter your email address"],
  [{ name: "Sita", email: "not-an-email", phone: "9801234567" }, {}, "email", "Invalid Email. Please enter a valid email address"],
  [{ name: "Sita", email: "a@b.co", phone: "" }, {}, "phone", "Enter your phone number"],
  [{ name: "Sita", email: "a@b.co", phone: "12" }, {}, "phone", "Please enter a valid phone number"],
  [{ name: "Sita", email: "a@b.co", phone: "9801234567", address: "" }, { addressRequired: true }, "address", "Enter the delivery address: your order includes items that are shipped"],
  [{ name: "x".repeat(101), email: "a@b.co", phone: "9801234567" }, {}, "name", "Name is too long (100 characters at most)"],
  [{ name: "Sita", email: `${"a".repeat(250)}@b.co`, phone: "9801234567" }, {}, "email", "Email is too long (254 characters at most)"],
  [{ name: "Sita", email: "a@b.co", phone: "9".repeat(31) }, {}, "phone", "Phone is too long (30 characters at most)"],
  [{ name: "Sita", email: "a@b.co", phone: "9801234567", address: "x".repeat(501) }, {}, "address", "Address is too long (500 characters at most)"],
  [{ name: "Sita", email: "a@b.co", phone: "9801234567", notes: "x".repeat(2001) }, {}, "notes", "Notes are too long (2000 characters at most)"],
];

describe("the checkout form's answers", () => {
  it("keep the rules' English in the English catalogue, key for key", () => {
    expect(en.checkoutErrors).toEqual(CHECKOUT_ERROR_MESSAGES);
    expect(CHECKOUT_ERROR_MESSAGES.emailTooLong).toBe(tooLongMessage(CUSTOMER_LIMITS.email));
    expect(CHECKOUT_ERROR_MESSAGES.phoneTooLong).toBe(tooLongMessage(CUSTOMER_LIMITS.phone));
  });

  it.each(BROKEN)("%#: in English the spec's words, in Nepali the catalogue's (field %2)", (values, options, field, english) => {
    const result = validateCustomerInfo(values, options);
    if (result.success) throw new Error("accepted");
    const fieldErrors = result.fieldErrors as Record<string, string>;
    expect(fieldErrors[field]).toBe(english);
    expect(toEnglish(fieldErrors[field])).toBe(english);
    const nepali = toNepali(fieldErrors[field]);
    expect(nepali).not.toBe(english);
    expect(nepali).toMatch(DEVANAGARI);
    expect(Object.values(ne.checkoutErrors)).toContain(nepali);
  });

  it("the banner of a form with a required field empty: the spec's words, and in Nepali", () => {
    const result = validateCustomerInfo({ name: "", email: "", phone: "" });
    if (result.success) throw new Error("accepted");
    expect(result.message).toBe("Please fill in all required fields");
    expect(toNepali(result.message)).toBe(ne.checkoutErrors.required);
  });
});

describe("messageTableTranslator", () => {
  it("fills a template's values read from the English (quotes and slot-like text kept as typed)", () => {
    for (const title of ['Dawn over "Boudha"', "{title} $& (1/2)", "थाङ्का"]) {
      expect(toNepali(CHECKOUT_MESSAGES.sold(title))).toBe(ne.checkoutErrors.sold.replace("{title}", () => title));
    }
    expect(toNepali("We are not delivering to Karnali at the moment. Collect from the studio or contact us.")).toBe(
      ne.checkoutErrors.zoneClosed.replace("{zone}", "Karnali"),
    );
  });

  it("returns a text the table does not know as it is, and English unchanged", () => {
    expect(toNepali("Something else went wrong.")).toBe("Something else went wrong.");
    expect(toNepali("x".repeat(5000))).toBe("x".repeat(5000));
    const identity = messageTableTranslator(CHECKOUT_ERROR_MESSAGES, CHECKOUT_ERROR_MESSAGES);
    expect(identity(CHECKOUT_MESSAGES.sold("Dawn"))).toBe(CHECKOUT_MESSAGES.sold("Dawn"));
  });
});

describe("the payment plan's words", () => {
  it("in English from the catalogue equal the rule's English, for every plan", async () => {
    const { checkoutStrings } = await import("@/lib/i18n/checkout-strings");
    const plan: PlanTemplates = (await checkoutStrings("en", "by QR code or transfer")).plan;
    const inputs: Parameters<typeof paymentPlanWords>[0][] = [
      { method: "prepaid", totalText: "NPR 1,000" },
      { method: "prepaid", totalText: "NPR 1,000", collect: true },
      { method: "prepaid", totalText: "NPR 1,000", onQuote: true },
      { method: "prepaid", totalText: "NPR 1,000", commissionDeposit: { depositText: "NPR 500", balanceText: "NPR 500" } },
      { method: "prepaid", totalText: "NPR 1,000", collect: true, commissionDeposit: { depositText: "NPR 500", balanceText: "NPR 500" } },
      { method: "cod", totalText: "NPR 1,000", phone: "9801234567" },
      { method: "cod", totalText: "NPR 1,000", phone: null },
      { method: "cod", totalText: "NPR 1,000", phone: "9801234567", deposit: { depositText: "NPR 200", cashText: "NPR 800" } },
      { method: "cod", totalText: "NPR 1,000", phone: null, deposit: { depositText: "NPR 200", cashText: "NPR 800" } },
    ];
    for (const input of inputs) expect(checkoutPlanWords(plan, input)).toEqual(paymentPlanWords(input));
  });

  it("in Nepali: every plan in Devanagari, with its amounts", async () => {
    const { checkoutStrings } = await import("@/lib/i18n/checkout-strings");
    const plan = (await checkoutStrings("ne", "")).plan;
    const words = checkoutPlanWords(plan, { method: "cod", totalText: "रू १,०००", phone: "9801234567", deposit: { depositText: "रू २००", cashText: "रू ८००" } });
    expect(words.heading).toBe(ne.codPlan.headingDeposit);
    expect(words.detail).toContain("रू २००");
    expect(words.detail).toContain("रू ८००");
    expect(words.detail).toContain("9801234567");
    expect(checkoutPlanWords(plan, { method: "prepaid", totalText: "रू १,०००" }).detail).toMatch(/^रू १,००० .*[\u0900-\u097F]/);
  });
});

describe("the checkout's words for the browser", () => {
  it("are complete in both languages, slots kept for the browser to fill", async () => {
    const { checkoutStrings } = await import("@/lib/i18n/checkout-strings");
    const english = await checkoutStrings("en", "by QR code or transfer");
    const nepali = await checkoutStrings("ne", "QR कोड वा ट्रान्सफरबाट");
    expect(english.form.proceed).toBe("Proceed to Payment");
    expect(english.steps).toEqual({ label: "Checkout steps", info: "Customer Info", payment: "Payment" });
    expect(english.page.planNext).toContain("{amount}");
    expect(nepali.page.planNext).toContain("{amount}");
    expect(nepali.page.planNext).toContain("{how}");
    expect(nepali.page.planNext).toContain("{deposit}");
    expect(nepali.page.pendingOrder).toContain("{orderNumber}");
    expect(nepali.errors.sold).toContain("{title}");
    expect(nepali.form.proceed).toBe(ne.checkout.proceed);
    const flat = (value: unknown): string[] => (typeof value === "string" ? [value] : Object.values(value as object).flatMap(flat));
    // The language codes (the page's, the quick check widget's) and how to pay (built by payWaysIn,
    // below) are not catalogue words.
    expect(nepali.quickCheck.widget?.language).toBe("ne");
    const quickCheck = { ...nepali.quickCheck, widget: { ...nepali.quickCheck.widget, language: "" } };
    const words = { ...nepali, locale: "", quickCheck, page: { ...nepali.page, payWays: "" } };
    const untranslated = flat(words).filter((text) => text !== "" && !DEVANAGARI.test(text));
    expect(untranslated).toEqual([]);
  });

  it("say how to pay in the page's language; in English exactly the rule's words", async () => {
    const { payWaysIn } = await import("@/lib/i18n/checkout-strings");
    expect(await payWaysIn("en", ["esewa", "khalti"], ["Bank transfer"])).toBe(paymentWaysText(["esewa", "khalti"], ["Bank transfer"]));
    expect(await payWaysIn("en", [], [])).toBe("by QR code or transfer");
    expect(await payWaysIn("ne", ["esewa", "khalti"], ["Bank transfer"])).toBe(
      "eSewa वा Khalti मार्फत अनलाइन, अथवा QR कोड वा ट्रान्सफर (Bank transfer) बाट, भुक्तानीको स्क्रिनसटसहित",
    );
    expect(await payWaysIn("ne", [], [])).toBe(ne.checkout.payWaysDefault);
  });
});

describe("a refusal naming item types", () => {
  it("translates the types joined by 'and', and leaves a title that only looks like a list", () => {
    const { DELIVERY_MESSAGES } = CHECKOUT_RULES;
    expect(toNepali(DELIVERY_MESSAGES.codNotForItems("Kathmandu valley", "originals and prints"))).toBe(
      ne.checkoutErrors.codNotForItems.replace("{zone}", "Kathmandu valley").replace("{types}", "मौलिक कलाकृति र प्रिन्ट"),
    );
    expect(toNepali(CHECKOUT_MESSAGES.sold("Rice and Beans"))).toBe(ne.checkoutErrors.sold.replace("{title}", "Rice and Beans"));
    expect(toEnglish(DELIVERY_MESSAGES.codNotForItems("Karnali", "commissions"))).toBe(DELIVERY_MESSAGES.codNotForItems("Karnali", "commissions"));
  });
});
