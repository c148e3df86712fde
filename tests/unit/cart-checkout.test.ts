/** Cart rules added for checkout: originals at most 1, customisations re-price, the server's verdicts. */
import { describe, expect, it } from "vitest";
import {
  addArtwork,
  addArtworkLimited,
  addService,
  applyCartCheck,
  CART_MESSAGES,
  createCartItem,
  customizeLine,
  lineServiceId,
  maxQuantityFor,
  totalItems,
  totalPrice,
  updateQuantityLimited,
  type CartItemInput,
  type CartLineCheck,
} from "@/lib/domain/cart";
import { cartTotals } from "@/lib/domain/pricing";
import { hasFrameOnQuote, lineOptions } from "@/components/cart/line-options";

const NOW = 1_760_000_000_000;
const NPR = 100;

const dawn: CartItemInput = {
  id: "art-dawn",
  title: "Dawn over Machhapuchhre",
  price: 85_000 * NPR,
  fullPrice: 85_000 * NPR,
  shippingType: "fixed",
  shippingCharge: 1_500 * NPR,
  taxRate: 13,
};

const commission: CartItemInput = {
  id: "svc-portrait",
  title: "Custom Portrait Commission",
  price: 3_000 * NPR,
  category: "commission",
  commissionCategory: "Single Person",
  size: "A4",
  dimensions: '10" x 14"',
  withFrame: true,
  framePrice: 500 * NPR,
  basePrice: 2_500 * NPR,
  shippingType: "fixed",
  shippingCharge: 300 * NPR,
};

describe("originals are one of a kind", () => {
  it("has the spec's message", () => {
    expect(CART_MESSAGES.maxQuantity(1)).toBe("Maximum quantity is 1 per item");
  });

  it("an original (or an artwork without a size) is limited to 1; prints and services to 99", () => {
    const [original] = addArtwork([], dawn, NOW);
    expect(maxQuantityFor(original)).toBe(1);
    expect(maxQuantityFor({ ...original, customizations: { size: "original" } })).toBe(1);
    expect(maxQuantityFor({ ...original, customizations: { size: "small" } })).toBe(99);
    expect(maxQuantityFor(createCartItem({ ...commission, type: "service" }, NOW))).toBe(99);
  });

  it("adding an original again keeps quantity 1 and reports the limit", () => {
    const first = addArtworkLimited([], dawn, NOW);
    expect(first).toMatchObject({ limited: false, max: 1 });
    const again = addArtworkLimited(first.items, dawn, NOW + 1);
    expect(again.limited).toBe(true);
    expect(again.items[0].quantity).toBe(1);
  });

  it("a print merges: adding it again raises the quantity by 1", () => {
    const print = customizeLine(addArtwork([], dawn, NOW), dawn.id, { size: "small" }).items;
    const again = addArtworkLimited(print, dawn, NOW + 1);
    expect(again.limited).toBe(false);
    expect(again.items).toHaveLength(1);
    expect(again.items[0].quantity).toBe(2);
  });

  it("setting an original's quantity above 1 keeps 1; 0 still removes the line", () => {
    const items = addArtwork([], dawn, NOW);
    expect(updateQuantityLimited(items, dawn.id, 3)).toMatchObject({ limited: true, max: 1, items: [{ quantity: 1 }] });
    expect(updateQuantityLimited(items, dawn.id, 0).items).toEqual([]);
  });
});

describe("customisations", () => {
  it("take the unit price the options dialog priced (from the server's price lists); without one the price stays", () => {
    let items = addArtwork([], dawn, NOW);
    const chosen = { size: "medium", framing: "wooden", notes: "Gift", sizeLabel: "Medium print (11x14)", framingLabel: "Wooden frame", framingOnQuote: false };
    items = customizeLine(items, dawn.id, chosen, (12_800 + 45) * NPR).items;
    expect(items[0]).toMatchObject({ price: (12_800 + 45) * NPR, fullPrice: 85_000 * NPR, customizations: chosen });
    items = customizeLine(items, dawn.id, { notes: "Gift wrap" }).items;
    expect(items[0]).toMatchObject({ price: (12_800 + 45) * NPR, customizations: { size: "medium", notes: "Gift wrap" } });
  });

  it("going back to the original brings the quantity down to 1", () => {
    let items = customizeLine(addArtwork([], dawn, NOW), dawn.id, { size: "large" }).items;
    items = updateQuantityLimited(items, dawn.id, 4).items;
    expect(items[0].quantity).toBe(4);
    const back = customizeLine(items, dawn.id, { size: "original" });
    expect(back.limited).toBe(true);
    expect(back.items[0].quantity).toBe(1);
  });

  it("a line added before fullPrice existed keeps its price as the original's", () => {
    const items = addArtwork([], { ...dawn, fullPrice: undefined }, NOW);
    expect(customizeLine(items, dawn.id, { size: "small" }, 8_500 * NPR).items[0]).toMatchObject({ price: 8_500 * NPR, fullPrice: 85_000 * NPR });
  });
});

describe("commission lines", () => {
  it("never merge, and keep the service's own id", () => {
    let items = addService([], commission, NOW);
    items = addService(items, commission, NOW + 1);
    expect(items).toHaveLength(2);
    expect(items.map(lineServiceId)).toEqual(["svc-portrait", "svc-portrait"]);
    expect(lineServiceId({ id: "3f1c2b9e-8a4d-4c1e-9f0a-2b3c4d5e6f70-1760000000000" })).toBe("3f1c2b9e-8a4d-4c1e-9f0a-2b3c4d5e6f70");
  });

  it("count in the totals with fixed shipping per unit", () => {
    const items = addService(addArtwork([], dawn, NOW), commission, NOW);
    const twoPortraits = updateQuantityLimited(items, items[1].id, 2).items;
    expect(totalItems(twoPortraits)).toBe(3);
    expect(totalPrice(twoPortraits)).toBe(85_000 * NPR + 6_000 * NPR);
    expect(cartTotals(twoPortraits)).toEqual({
      subtotalPaisa: 91_000 * NPR,
      shippingPaisa: 1_500 * NPR + 600 * NPR,
      taxPaisa: 11_050 * NPR,
      totalPaisa: 91_000 * NPR + 2_100 * NPR + 11_050 * NPR,
    });
  });
});

describe("applying the server's check", () => {
  const items = addService(addArtwork(addArtwork([], dawn, NOW), { id: "art-sold", title: "Sold Work", price: 100 }, NOW), commission, NOW);

  it("removes unavailable lines, takes current prices, shipping and tax, and clamps quantities", () => {
    const withTwo = items.map((item) => (item.id === "art-dawn" ? { ...item, quantity: 2 } : item));
    const checks: CartLineCheck[] = [
      {
        id: "art-dawn",
        status: "ok",
        title: "Dawn over Machhapuchhre",
        price: 90_000 * NPR,
        fullPrice: 90_000 * NPR,
        shippingType: "free",
        shippingCharge: 0,
        taxRate: 13,
        taxIncluded: true,
        maxQuantity: 1,
      },
      { id: "art-sold", status: "unavailable", title: "Sold Work", message: '"Sold Work" has already been sold. Please remove it from your cart.' },
    ];
    const outcome = applyCartCheck(withTwo, checks);
    expect(outcome.items.map((i) => i.id)).toEqual(["art-dawn", items[2].id]);
    expect(outcome.items[0]).toMatchObject({ price: 90_000 * NPR, fullPrice: 90_000 * NPR, shippingType: "free", taxIncluded: true, quantity: 1 });
    expect(outcome.removed).toEqual([{ id: "art-sold", title: "Sold Work", message: checks[1].status === "unavailable" ? checks[1].message : "" }]);
    expect(outcome.priceChanges).toEqual([{ id: "art-dawn", title: "Dawn over Machhapuchhre", from: 85_000 * NPR, to: 90_000 * NPR }]);
    expect(outcome.limited).toEqual([{ id: "art-dawn", title: "Dawn over Machhapuchhre", max: 1 }]);
    // The commission line was not mentioned: unchanged.
    expect(outcome.items[1]).toBe(withTwo[2]);
  });

  it("reports nothing when everything is as the server says", () => {
    const check: CartLineCheck = {
      id: "art-dawn",
      status: "ok",
      title: "Dawn over Machhapuchhre",
      price: 85_000 * NPR,
      shippingType: "fixed",
      shippingCharge: 1_500 * NPR,
      taxRate: 13,
      taxIncluded: false,
      maxQuantity: 1,
    };
    const outcome = applyCartCheck(items, [check]);
    expect(outcome.removed).toEqual([]);
    expect(outcome.priceChanges).toEqual([]);
    expect(outcome.limited).toEqual([]);
  });

  it("has toast texts for every cart event", () => {
    expect(CART_MESSAGES.added("Dawn")).toBe('"Dawn" added to cart');
    expect(CART_MESSAGES.removed("Dawn")).toBe('"Dawn" removed from cart');
    expect(CART_MESSAGES.cleared).toBe("Cart cleared");
    expect(CART_MESSAGES.unavailable("Dawn")).toBe('"Dawn" is no longer available and was removed from your cart');
    expect(CART_MESSAGES.priceChanged("Dawn", "NPR 1", "NPR 2")).toBe('The price of "Dawn" changed from NPR 1 to NPR 2');
  });
});

describe("sizes and frames from the price lists in the cart", () => {
  it("the server's check puts the current labels and prices on the line, a frame on quote included", () => {
    const items = customizeLine(addArtwork([], dawn, NOW), dawn.id, { size: "small", framing: "custom" }, 8_500 * NPR).items;
    const check: CartLineCheck = {
      id: dawn.id,
      status: "ok",
      title: dawn.title,
      price: 9_000 * NPR,
      shippingType: "fixed",
      shippingCharge: 1_500 * NPR,
      taxRate: 13,
      taxIncluded: false,
      maxQuantity: 99,
      fullPrice: 85_000 * NPR,
      sizeLabel: "Small print (8x10)",
      framingLabel: "Custom frame (price on quote)",
      framingOnQuote: true,
    };
    const outcome = applyCartCheck(items, [check]);
    expect(outcome.priceChanges).toEqual([{ id: dawn.id, title: dawn.title, from: 8_500 * NPR, to: 9_000 * NPR }]);
    expect(outcome.items[0].customizations).toEqual({
      size: "small",
      framing: "custom",
      sizeLabel: "Small print (8x10)",
      framingLabel: "Custom frame (price on quote)",
      framingOnQuote: true,
    });
    expect(lineOptions(outcome.items[0])).toEqual(["Small print (8x10)", "Custom frame (price on quote)"]);
    expect(hasFrameOnQuote(outcome.items)).toBe(true);
  });

  it("a stored line keeps its labels; one without labels is named from its keys", () => {
    const stored = createCartItem({ ...dawn, customizations: { size: "a3", framing: "gold", sizeLabel: "A3 print", framingLabel: "Gold frame", framingOnQuote: false } }, NOW);
    expect(lineOptions(stored)).toEqual(["A3 print", "Gold frame"]);
    const old = createCartItem({ ...dawn, customizations: { size: "medium", framing: "wooden" } }, NOW);
    expect(lineOptions(old)).toEqual(["Medium print (11x14)", "Wooden frame"]);
    expect(lineOptions(createCartItem(dawn, NOW))).toEqual(["Original"]);
    expect(hasFrameOnQuote([old])).toBe(false);
  });
});
