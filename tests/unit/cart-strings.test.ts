import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import ne from "../../messages/ne.json";
import { CART_MESSAGES, type CartItem } from "@/lib/domain/cart";
import { fillString, templateOf } from "@/lib/i18n/client-strings";
import { ENGLISH_OPTIONS, ENGLISH_ORDER_SUMMARY, ENGLISH_TOASTS, moneyIn } from "@/components/cart/cart-words";
import { lineOptions } from "@/components/cart/line-options";
import { formatNpr } from "@/lib/money";

/** A stand-in for next-intl's translator over a flat namespace with simple {name} arguments. */
function translator(namespace: Record<string, unknown>) {
  return (key: string, values: Record<string, string> = {}) => fillString(namespace[key] as string, values);
}

describe("templates filled in the browser", () => {
  it("keep the catalogue's word order, with a slot per value only the browser knows", () => {
    expect(templateOf(translator(en.cartUi), "toastPriceChanged", ["title", "from", "to"])).toBe('The price of "{title}" changed from {from} to {to}');
    expect(templateOf(translator(ne.cartUi), "removeLabel", ["title"])).toBe("{title} कार्टबाट हटाउनुहोस्");
  });

  it("insert values as they are: a title with braces is not read as a slot", () => {
    expect(fillString('"{title}" added to cart', { title: "Blue {to} Hills" })).toBe('"Blue {to} Hills" added to cart');
    expect(fillString("{a} and {b}", { a: "x" })).toBe("x and {b}");
  });
});

describe("the cart's English words", () => {
  it("are the catalogue's English, so English pages say what they always said", () => {
    const t = translator(en.cartUi);
    expect(ENGLISH_TOASTS.added).toBe(templateOf(t, "toastAdded", ["title"]));
    expect(fillString(ENGLISH_TOASTS.added, { title: "Dusk" })).toBe(CART_MESSAGES.added("Dusk"));
    expect(fillString(ENGLISH_TOASTS.maxQuantity, { max: 1 })).toBe(CART_MESSAGES.maxQuantity(1));
    expect(ENGLISH_TOASTS.unavailable).toBe(templateOf(t, "toastUnavailable", ["title"]));
    expect(ENGLISH_TOASTS.notePriceUpdated).toBe(templateOf(t, "notePriceUpdated", ["from", "to"]));
    expect(ENGLISH_TOASTS.noteQuantitySet).toBe(templateOf(t, "noteQuantitySet", ["max"]));
    expect([ENGLISH_ORDER_SUMMARY.heading, ENGLISH_ORDER_SUMMARY.shipping, ENGLISH_ORDER_SUMMARY.free, ENGLISH_ORDER_SUMMARY.total]).toEqual([
      en.cartUi.summaryHeading,
      en.cartUi.shipping,
      en.cartUi.free,
      en.cartUi.total,
    ]);
    expect(en.cartOptions).toEqual(ENGLISH_OPTIONS);
    for (const reason of ["sold", "reserved", "not_available", "not_found"] as const) {
      expect(fillString(en.cartUi.removedBecause[reason], { title: "Dusk" })).toBe(CART_MESSAGES.removedBecause(reason, "Dusk"));
    }
  });
});

describe("a cart line in Nepali", () => {
  const service = {
    id: "s1",
    type: "service",
    title: "Portrait",
    price: 500000,
    quantity: 1,
    commissionCategory: "Couple",
    size: "A4",
    withFrame: true,
    framePrice: 150000,
    referencePhotos: [{ key: "a" }, { key: "b" }],
    customizations: {},
  } as unknown as CartItem;

  it("shows money as रू with Devanagari digits, or Latin digits when the artist chose them", () => {
    expect(moneyIn({ locale: "ne", latinDigits: false }).money(150000)).toBe("रू\u00A0१,५००");
    expect(moneyIn({ locale: "ne", latinDigits: true }).money(150000)).toBe("रू\u00A01,500");
    expect(moneyIn({ locale: "en", latinDigits: false }).money(150000)).toBe(formatNpr(150000));
    expect(moneyIn({ locale: "ne", latinDigits: false }).number(12)).toBe("१२");
  });

  it("names its options in Nepali, and in English by default", () => {
    const { money, count } = moneyIn({ locale: "ne", latinDigits: false });
    const words = { withFrame: ne.cartUi.withFrame, withoutFrame: ne.cartUi.withoutFrame, money, referencePhotos: (n: number) => count({ other: "{count} वटा सन्दर्भ फोटो" }, n) };
    expect(lineOptions(service, words)).toEqual(["Couple", "A4", "फ्रेमसहित (+रू\u00A0१,५००)", "२ वटा सन्दर्भ फोटो"]);
    expect(lineOptions(service)).toEqual(["Couple", "A4", `With frame (+${formatNpr(150000)})`, "2 reference photos"]);
  });
});
