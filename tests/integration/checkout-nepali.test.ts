/**
 * Checkout step 1's answers in the language of the page the form was on: 'Proceed to Payment'
 * sent from /ne (locale=ne) with a bad field or a sold work is answered in Nepali; from English
 * (locale=en, missing or unknown) in the spec's English, word for word; an order placed from /ne
 * is stored in Nepali; pay on delivery's limits per phone and per address are refused in Nepali,
 * the limit written with the digits the artist chose.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-real-ip": "203.0.113.31" }) }));
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidateTag: () => {},
}));
// The action translates with next-intl's server API, which needs a React Server Components
// request; here the same catalogues are read through next-intl's plain translator.
vi.mock("next-intl/server", () => import("../support/next-intl-server-catalogues"));
vi.mock("@/lib/email/worker", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/email/worker")>()),
  kickEmailWorker: () => {},
}));

import { db } from "@/lib/db";
import { proceedToPayment } from "@/lib/actions/checkout";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout-rules";
import { COD_MESSAGES } from "@/lib/domain/cash-on-delivery";
import ne from "../../messages/ne.json";
import { artworkLine, createShop, emptyShop, useTemporaryStorage, type Shop } from "./checkout-fixtures";

const DEVANAGARI = /[\u0900-\u097F]/;
let shop: Shop;
let keyCounter = 0;

function checkoutForm(fields: Record<string, string>, lines: unknown[]): FormData {
  const data = new FormData();
  const customer = { name: "Sita Gurung", email: "sita@example.com", phone: "+977 980-1234567", address: "Lazimpat, Kathmandu", notes: "" };
  for (const [key, value] of Object.entries({ ...customer, ...fields })) data.set(key, value);
  data.set("lines", JSON.stringify(lines));
  data.set("idempotencyKey", `nepali-checkout-key-${String(++keyCounter).padStart(6, "0")}`);
  return data;
}

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.settings.update({ where: { id: 1 }, data: { enableOrders: true } });
  useTemporaryStorage();
});

afterAll(async () => {
  await emptyShop();
});

describe("placing an order answers in the page's language", () => {
  it("a bad email and a missing phone from /ne: Nepali, field by field, nothing stored", async () => {
    const result = await proceedToPayment(checkoutForm({ locale: "ne", email: "not-an-email", phone: "" }, [artworkLine(shop.boudha)]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe("invalid");
    expect(result.message).toBe(ne.checkoutErrors.required);
    expect(result.fieldErrors).toEqual({ email: ne.checkoutErrors.invalidEmail, phone: ne.checkoutErrors.phoneRequired });
    expect(await db.order.count()).toBe(0);
  });

  it("the same form from English answers in the spec's words", async () => {
    for (const locale of ["en", undefined, "fr", "x".repeat(5000)]) {
      const result = await proceedToPayment(checkoutForm({ ...(locale ? { locale } : {}), email: "not-an-email", phone: "" }, [artworkLine(shop.boudha)]));
      if (result.ok) throw new Error("placed");
      expect(result.message).toBe("Please fill in all required fields");
      expect(result.fieldErrors).toEqual({ email: "Invalid Email. Please enter a valid email address", phone: "Enter your phone number" });
    }
  });

  it("a sold work from /ne is named in a Nepali sentence; from English in the spec's", async () => {
    const fromNepali = await proceedToPayment(checkoutForm({ locale: "ne" }, [artworkLine(shop.sold)]));
    if (fromNepali.ok) throw new Error("placed");
    expect(fromNepali.code).toBe("unavailable");
    expect(fromNepali.message).toBe(ne.checkoutErrors.sold.replace("{title}", shop.sold.title));
    expect(fromNepali.message).toMatch(DEVANAGARI);
    expect(fromNepali.refusals?.[0]?.message).toBe(fromNepali.message);

    const fromEnglish = await proceedToPayment(checkoutForm({ locale: "en" }, [artworkLine(shop.sold)]));
    if (fromEnglish.ok) throw new Error("placed");
    expect(fromEnglish.message).toBe(CHECKOUT_MESSAGES.sold(shop.sold.title));
  });

  it("orders paused: Nepali from /ne", async () => {
    await db.settings.update({ where: { id: 1 }, data: { enableOrders: false } });
    const result = await proceedToPayment(checkoutForm({ locale: "ne" }, [artworkLine(shop.boudha)]));
    if (result.ok) throw new Error("placed");
    expect(result.message).toBe(ne.checkoutErrors.ordersPaused);
  });

  it("a good form from /ne places the order, in Nepali", async () => {
    const result = await proceedToPayment(checkoutForm({ locale: "ne" }, [artworkLine(shop.boudha)]));
    if (!result.ok) throw new Error(result.message);
    expect(await db.order.findUniqueOrThrow({ where: { orderNumber: result.orderNumber }, select: { locale: true } })).toEqual({ locale: "ne" });
  });
});

describe("pay on delivery's limits", () => {
  beforeEach(async () => {
    const valley = await db.deliveryZone.findFirstOrThrow({ where: { name: "Kathmandu valley" } });
    await db.deliveryZone.update({ where: { id: valley.id }, data: { codTypes: ["print"], open: true } });
    await db.deliverySettings.update({ where: { id: 1 }, data: { codMaxPerPhone: 2, codMaxPerAddress: 1, codFeePaisa: BigInt(0) } });
  });

  afterAll(async () => {
    await db.settings.update({ where: { id: 1 }, data: { nepaliNumerals: "devanagari" } });
  });

  /** 'Proceed to Payment' for a print to Bhaktapur, paid on delivery, from the page in `locale`. */
  const onDelivery = (locale: string, customer: Record<string, string>) =>
    proceedToPayment(checkoutForm({ locale, delivery: JSON.stringify({ district: "bhaktapur", payment: "cod" }), ...customer }, [artworkLine(shop.mandala, { size: "small" })]));
  const refusal = async (locale: string, customer: Record<string, string>) => {
    const result = await onDelivery(locale, customer);
    if (result.ok) throw new Error("placed");
    expect(result.code).toBe("limit");
    return result.message;
  };

  it("per phone: Nepali with the limit in Devanagari (Latin when chosen), English in the rule's words", async () => {
    for (const [i, address] of ["Thamel", "Patan"].entries()) {
      const placed = await onDelivery("ne", { email: `cod${i}@example.com`, address });
      if (!placed.ok) throw new Error(placed.message);
    }
    const again = { email: "cod3@example.com", address: "Baneshwor" };
    expect(await refusal("ne", again)).toBe(ne.checkoutErrors.codPhoneLimit.replace("{max}", "२"));
    await db.settings.update({ where: { id: 1 }, data: { nepaliNumerals: "latin" } });
    expect(await refusal("ne", again)).toBe(ne.checkoutErrors.codPhoneLimit.replace("{max}", "2"));
    expect(await refusal("en", again)).toBe(COD_MESSAGES.phoneLimit(2));
    await db.deliverySettings.update({ where: { id: 1 }, data: { codMaxPerPhone: 1, codMaxPerAddress: 5 } });
    expect(await refusal("ne", again)).toBe(ne.checkoutErrors.codPhoneLimitOne);
  });

  it("per address: Nepali from /ne, the spec's English from English", async () => {
    const placed = await onDelivery("ne", { email: "first@example.com", phone: "9811111111", address: "Durbar Square, Bhaktapur" });
    if (!placed.ok) throw new Error(placed.message);
    const same = { email: "second@example.com", phone: "9822222222", address: "durbar square,  BHAKTAPUR" };
    expect(await refusal("ne", same)).toBe(ne.checkoutErrors.codAddressLimitOne);
    expect(await refusal("en", same)).toBe(COD_MESSAGES.addressLimit(1));
  });
});
