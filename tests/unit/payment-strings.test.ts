import { describe, expect, it, vi } from "vitest";
import { createTranslator } from "next-intl";
import en from "../../messages/en.json";
import ne from "../../messages/ne.json";
import { retranslate, templateParts } from "@/lib/i18n/template-parts";
import { PAYMENT_STEP_MESSAGES } from "@/lib/validation/payment-messages";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout-rules";
import { COMMISSION_ANSWER_MESSAGES, RESPONSE_MESSAGES, STAGE_LABELS } from "@/lib/domain/commission";
import { COMMISSION_INPUT_MESSAGES } from "@/lib/validation/commissions";
import { ONLINE_PAYMENT_MESSAGES } from "@/lib/domain/online-payment";
import { PAYMENT_STATUS_LABELS, CUSTOMER_JOURNEY } from "@/lib/domain/order-status";
import type { PaymentPageOrder } from "@/lib/data/orders";
import type { Locale } from "@/lib/i18n/locales";
import { formatNpr } from "@/lib/money";

vi.mock("next-intl/server", async () => (await import("./support/catalogue-translations")).catalogueServer);

const { paymentStrings, paymentMessageTranslator, PAYMENT_ACTION_MESSAGES, PAYMENT_MESSAGE_KEYS, localizedPaymentMethods, returnNoticeWords } = await import("@/lib/i18n/payment-strings");

describe("templateParts", () => {
  it("cuts a template at its slots, keeping the words' order", () => {
    expect(templateParts("Pay {amount} now, {name}")).toEqual([{ text: "Pay " }, { slot: "amount" }, { text: " now, " }, { slot: "name" }]);
    expect(templateParts("{orderNumber}")).toEqual([{ slot: "orderNumber" }]);
    expect(templateParts("no slots")).toEqual([{ text: "no slots" }]);
  });
});

describe("retranslate", () => {
  const templates = [
    ["Please upload an image file", "कृपया तस्बिर फाइल अपलोड गर्नुहोस्"],
    ["Order {orderNumber} is closed. Email {email}.", "अर्डर {orderNumber} बन्द भयो। {email} मा इमेल गर्नुहोस्।"],
  ] as const;

  it("recognises a message with its values and writes it in the other language", () => {
    expect(retranslate("Please upload an image file", templates)).toBe("कृपया तस्बिर फाइल अपलोड गर्नुहोस्");
    expect(retranslate("Order ORD-2026-0001 is closed. Email help@example.com.", templates)).toBe("अर्डर ORD-2026-0001 बन्द भयो। help@example.com मा इमेल गर्नुहोस्।");
  });

  it("returns any other message as it is, and never reads a value as a slot", () => {
    expect(retranslate("Something else", templates)).toBe("Something else");
    expect(retranslate("Please upload an image file!", templates)).toBe("Please upload an image file!");
    expect(retranslate("Order {email} is closed. Email x.", templates)).toBe("अर्डर {email} बन्द भयो। x मा इमेल गर्नुहोस्।");
    const long = `Order ${"9".repeat(3000)} is closed. Email x.`;
    expect(retranslate(long, templates)).toBe(long);
  });
});

describe("the payment step's catalogue (messages/*.json, 'payment' and 'orderPage')", () => {
  const t = createTranslator({ locale: "en", messages: en, namespace: "payment" });
  const o = createTranslator({ locale: "en", messages: en, namespace: "orderPage" });

  it("holds the spec's English exactly as the rules write it", () => {
    for (const [key, english] of Object.entries(PAYMENT_ACTION_MESSAGES)) expect(t(`messages.${key}` as never), key).toBe(english);
    expect(t("messages.orderExpired", { orderNumber: "ORD-1", email: "a@b.c" })).toBe(PAYMENT_STEP_MESSAGES.orderExpired("ORD-1", "a@b.c"));
    expect(t("messages.orderClosed", { orderNumber: "ORD-1", email: "a@b.c" })).toBe(PAYMENT_STEP_MESSAGES.orderClosed("ORD-1", "a@b.c"));
    expect(t("messages.screenshotNotStored", { email: "a@b.c" })).toBe(CHECKOUT_MESSAGES.screenshotNotStored("a@b.c"));
    expect(t("messages.onlinePaymentPending")).toBe(CHECKOUT_MESSAGES.onlinePaymentPending);
    expect(t("placed")).toBe(PAYMENT_STEP_MESSAGES.orderPlaced);
    expect(t("returnFailed", { provider: "eSewa" })).toBe(ONLINE_PAYMENT_MESSAGES.failed("esewa"));
    expect(t("returnCanceled", { provider: "Khalti" })).toBe(ONLINE_PAYMENT_MESSAGES.canceled("khalti"));
    expect(t("returnPending", { provider: "eSewa" })).toBe(ONLINE_PAYMENT_MESSAGES.pending("esewa"));
    expect(t("returnRefused", { provider: "eSewa" })).toBe(ONLINE_PAYMENT_MESSAGES.refused("esewa"));
    expect(t("within", { hours: 24, hoursText: "24" })).toBe("within 24 hours");
    expect(t("within", { hours: 1, hoursText: "1" })).toBe("within 1 hour");
    for (const [key, english] of Object.entries(COMMISSION_ANSWER_MESSAGES)) expect(o(`commissionMessages.${key}` as never), key).toBe(english);
    expect(COMMISSION_ANSWER_MESSAGES.comment).toBe(COMMISSION_INPUT_MESSAGES.comment);
    expect(COMMISSION_ANSWER_MESSAGES.commentNeeded).toBe(COMMISSION_INPUT_MESSAGES.commentNeeded);
    expect(COMMISSION_ANSWER_MESSAGES.decision).toBe(COMMISSION_INPUT_MESSAGES.decision);
    expect(COMMISSION_ANSWER_MESSAGES.alreadyApproved).toBe(RESPONSE_MESSAGES.alreadyApproved);
    expect(o("statusPending")).toBe(PAYMENT_STATUS_LABELS.pending);
    expect(o("statusOverpaid")).toBe(PAYMENT_STATUS_LABELS.overpaid);
    const commissionLabels = Object.values(en.orderPage.commissionLabels);
    for (const stage of Object.values(STAGE_LABELS)) expect(commissionLabels, stage).toContain(stage);
    expect([o("journey.placed"), o("journey.verification"), o("journey.approved"), o("journey.delivery")]).toEqual(CUSTOMER_JOURNEY.map((s) => s.title));
  });

  it("has every key the action translator reads", () => {
    for (const key of PAYMENT_MESSAGE_KEYS) {
      expect(typeof (en.payment.messages as Record<string, string>)[key], key).toBe("string");
      expect(typeof (ne.payment.messages as Record<string, string>)[key], key).toBe("string");
    }
  });
});

describe("the actions' answers in Nepali (paymentMessageTranslator)", () => {
  it("translates the rules' English, values kept; English stays as it is", async () => {
    const toNepali = await paymentMessageTranslator("ne");
    expect(toNepali(CHECKOUT_MESSAGES.screenshotNotAnImage)).toBe("कृपया तस्बिर फाइल अपलोड गर्नुहोस्");
    expect(toNepali(PAYMENT_STEP_MESSAGES.orderExpired("ORD-2026-0042", "help@example.com"))).toBe(
      "समयमै भुक्तानी नआएकाले अर्डर ORD-2026-0042 रद्द गरियो। तपाईंले भुक्तानी गरिसक्नुभएको छ भने अर्डर नम्बर र भुक्तानीको स्क्रिनसटसहित help@example.com मा इमेल गर्नुहोस्।",
    );
    expect(toNepali("Not one of ours")).toBe("Not one of ours");
    const english = await paymentMessageTranslator("en");
    expect(english(CHECKOUT_MESSAGES.uploadFailed)).toBe(CHECKOUT_MESSAGES.uploadFailed);
  });
});

describe("paymentStrings", () => {
  const order = {
    orderNumber: "ORD-2026-0042",
    amountToPayPaisa: 315_000,
    paidPaisa: 0,
    totalPaisa: 630_000,
    pendingOnline: null,
  } as unknown as PaymentPageOrder;
  const methods = [
    { kind: "merchant_qr", label: "Fonepay / NepalPay", details: [{ label: "Merchant ID", value: "M-1", copy: true }], qrPayload: "000201", amountInQr: true },
    { kind: "bank", label: "Bank transfer", details: [{ label: "Account name", value: "Asha" }, { label: "Account number", value: "0012", copy: true }], qrPayload: null, amountInQr: false },
  ] as never;
  const input = (locale: Locale) => ({ locale, digits: "devanagari" as const, order, methods, providers: ["esewa" as const], supportEmail: "help@example.com", paymentCheckHours: 24 });

  it("writes the Nepali step with रू, Devanagari digits and the order number, leaving slots only for the browser", async () => {
    const s = await paymentStrings(input("ne"));
    expect(s.amount).toBe("रू\u00a0३,१५०");
    expect(s.payIntro).toContain("{amount}");
    expect(s.payIntro).toContain("{orderNumber}");
    expect(s.payIntro).toContain("२४ घण्टाभित्र");
    expect(s.methods.amountInside).toBe("रकम रू\u00a0३,१५० र अर्डर नम्बर ORD-2026-0042 यही कोडभित्र छन्।");
    expect(s.online.payWith.esewa).toBe("eSewa बाट तिर्नुहोस्");
    expect(s.timeLeft).toBe(": {time} बाँकी।");
    expect(s.expiredText).toContain("ORD-2026-0042");
    expect(JSON.stringify(s)).not.toMatch(/Payment screenshot|I've Made the Payment|Save QR/);
  });

  it("keeps English as the shop has always written it", async () => {
    const s = await paymentStrings(input("en"));
    expect(s.amount).toBe(formatNpr(315_000));
    expect(s.payIntro).toBe("Pay {amount} with one of the ways below, writing {orderNumber} in the remarks, then upload a screenshot of the payment. We check payments by hand within 24 hours.");
    expect(s.methods.qrAlt.merchant_qr).toBe(`Fonepay / NepalPay QR code for ${formatNpr(315_000)}`);
    expect(s.messages.screenshotRequired).toBe(PAYMENT_STEP_MESSAGES.screenshotRequired);
    expect(await localizedPaymentMethods(methods, "en")).toBe(methods);
  });

  it("names the methods' accounts in Nepali, the artist's values kept", async () => {
    const [merchant, bank] = await localizedPaymentMethods(methods, "ne");
    expect(merchant.details).toEqual([{ label: "मर्चेन्ट आईडी", value: "M-1", copy: true }]);
    expect(bank.label).toBe("बैंक ट्रान्सफर");
    expect(bank.details.map((d) => d.label)).toEqual(["खाताको नाम", "खाता नम्बर"]);
    expect(await returnNoticeWords("canceled", "khalti", "ne")).toBe("Khalti भुक्तानी रद्द गरियो। फेरि प्रयास गर्न वा तल QR बाट तिर्न सक्नुहुन्छ।");
  });
});
