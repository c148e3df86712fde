import { describe, it, expect } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { CartProvider, useCart } from "@/components/cart/cart-provider";
import { ThemeProvider, useTheme } from "@/components/theme/theme-provider";
import {
  CART_IMAGE_PLACEHOLDER,
  CART_STORAGE_KEY,
  addArtwork,
  addService,
  badgeLabel,
  clear,
  createCartItem,
  parseCart,
  removeItem,
  serializeCart,
  totalItems,
  totalPrice,
  updateCustomizations,
  updateQuantity,
  type CartItem,
  type CartItemInput,
} from "@/lib/domain/cart";

const NOW = 1_760_000_000_000;

const painting: CartItemInput = {
  id: "art-1",
  title: "Dawn over Annapurna",
  price: 2_500_000, // NPR 25,000
  images: ["/media/art-1-a.webp", "/media/art-1-b.webp"],
  medium: "Oil on canvas",
  dimensions: "24 x 36 in",
  year: 2024,
  category: "paintings",
  tags: ["landscape", "himalaya", "sunrise"],
  shippingType: "fixed",
  shippingCharge: 50_000,
  taxRate: 13,
};

const sketch: CartItemInput = { id: "art-2", title: "Patan Durbar Square", price: 800_000 };

const commission: CartItemInput = {
  id: "svc-portrait",
  title: "Portrait commission",
  price: 1_500_000,
  category: "commission",
  commissionCategory: "portrait",
  size: "A3",
  dimensions: "11.7 x 16.5 in",
  withFrame: true,
  framePrice: 50_000,
  basePrice: 1_450_000,
};

function lineIds(items: CartItem[]): string[] {
  return items.map((item) => item.id);
}

describe("storage key", () => {
  it("is the product's key", () => {
    expect(CART_STORAGE_KEY).toBe("art_portfolio_cart");
  });
});

describe("createCartItem defaults", () => {
  it("fills the spec's defaults", () => {
    const item = createCartItem({ id: "x", title: "X", price: 100 }, NOW);
    expect(item).toMatchObject({
      currency: "NPR",
      quantity: 1,
      addedAt: NOW,
      shippingType: "free",
      shippingCharge: 0,
      taxRate: 0,
      taxIncluded: false,
      type: "artwork",
      images: [],
      tags: [],
      customizations: {},
      featured: false,
      available: true,
    });
  });

  it("takes the first image, else the given image, else a placeholder", () => {
    expect(createCartItem({ ...sketch, images: ["/a.webp", "/b.webp"], image: "/c.webp" }, NOW).image).toBe("/a.webp");
    expect(createCartItem({ ...sketch, images: [], image: "/c.webp" }, NOW).image).toBe("/c.webp");
    expect(createCartItem(sketch, NOW).image).toBe(CART_IMAGE_PLACEHOLDER);
  });

  it("does not carry unknown keys of a richer input object", () => {
    const record = { ...sketch, status: "available", secret: "internal" } as CartItemInput;
    const item = createCartItem(record, NOW);
    expect(item).not.toHaveProperty("status");
    expect(item).not.toHaveProperty("secret");
  });
});

describe("addArtwork", () => {
  it("appends a new artwork with quantity 1", () => {
    const items = addArtwork([], painting, NOW);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: "art-1", quantity: 1, type: "artwork", price: 2_500_000, addedAt: NOW });
  });

  it("raises the quantity by 1 when the artwork is already in the cart", () => {
    let items = addArtwork([], painting, NOW);
    items = addArtwork(items, sketch, NOW + 1);
    items = addArtwork(items, painting, NOW + 2);
    expect(lineIds(items)).toEqual(["art-1", "art-2"]);
    expect(items[0].quantity).toBe(2);
    expect(items[0].addedAt).toBe(NOW);
    expect(items[1].quantity).toBe(1);
  });

  it("does not mutate its input", () => {
    const before = addArtwork([], painting, NOW);
    const snapshot = structuredClone(before);
    addArtwork(before, painting, NOW);
    expect(before).toEqual(snapshot);
  });
});

describe("addService", () => {
  it("always appends a new line with id `${serviceId}-${now}`", () => {
    let items = addService([], commission, NOW);
    items = addService(items, commission, NOW + 5);
    expect(lineIds(items)).toEqual([`svc-portrait-${NOW}`, `svc-portrait-${NOW + 5}`]);
    expect(items.every((item) => item.quantity === 1)).toBe(true);
  });

  it("keeps the service id and the commission fields, and types the line as a service", () => {
    const [line] = addService([], commission, NOW);
    expect(line).toMatchObject({
      serviceId: "svc-portrait",
      type: "service",
      category: "commission",
      commissionCategory: "portrait",
      size: "A3",
      withFrame: true,
      framePrice: 50_000,
      basePrice: 1_450_000,
    });
  });

  it("keeps ids unique when two services are added within the same millisecond", () => {
    let items = addService([], commission, NOW);
    items = addService(items, commission, NOW);
    expect(new Set(lineIds(items)).size).toBe(2);
  });
});

describe("updateQuantity", () => {
  const cart = addArtwork(addArtwork([], painting, NOW), sketch, NOW);

  it("sets the quantity of one line", () => {
    const items = updateQuantity(cart, "art-2", 4);
    expect(items.map((item) => item.quantity)).toEqual([1, 4]);
  });

  it("removes the line at 0 or less", () => {
    expect(lineIds(updateQuantity(cart, "art-1", 0))).toEqual(["art-2"]);
    expect(lineIds(updateQuantity(cart, "art-1", -3))).toEqual(["art-2"]);
    expect(lineIds(updateQuantity(cart, "art-1", Number.NaN))).toEqual(["art-2"]);
  });

  it("keeps whole quantities", () => {
    expect(updateQuantity(cart, "art-1", 2.7)[0].quantity).toBe(2);
    expect(updateQuantity(cart, "art-1", 0.5)[0].quantity).toBe(1);
  });

  it("ignores an unknown id", () => {
    expect(updateQuantity(cart, "nope", 3)).toEqual(cart);
  });
});

describe("removeItem and clear", () => {
  it("removes one line", () => {
    const cart = addArtwork(addArtwork([], painting, NOW), sketch, NOW);
    expect(lineIds(removeItem(cart, "art-1"))).toEqual(["art-2"]);
    expect(removeItem(cart, "nope")).toEqual(cart);
  });

  it("clears the cart", () => {
    expect(clear()).toEqual([]);
  });
});

describe("updateCustomizations", () => {
  it("merges into the one line's customizations", () => {
    let cart = addArtwork(addArtwork([], painting, NOW), sketch, NOW);
    cart = updateCustomizations(cart, "art-1", { size: "medium", framing: "wooden" });
    cart = updateCustomizations(cart, "art-1", { notes: "Gift wrap please" });
    expect(cart[0].customizations).toEqual({ size: "medium", framing: "wooden", notes: "Gift wrap please" });
    expect(cart[1].customizations).toEqual({});
  });
});

describe("totals", () => {
  const cart = updateQuantity(addArtwork(addArtwork([], painting, NOW), sketch, NOW), "art-2", 3);

  it("totalItems is the sum of quantities", () => {
    expect(totalItems([])).toBe(0);
    expect(totalItems(cart)).toBe(4);
  });

  it("totalPrice is the sum of price × quantity in paisa", () => {
    expect(totalPrice([])).toBe(0);
    expect(totalPrice(cart)).toBe(2_500_000 + 3 * 800_000);
  });
});

describe("badgeLabel", () => {
  it("is empty for an empty cart", () => {
    expect(badgeLabel(0)).toBe("");
    expect(badgeLabel(-1)).toBe("");
  });

  it("shows the count up to 99", () => {
    expect(badgeLabel(1)).toBe("1");
    expect(badgeLabel(3)).toBe("3");
    expect(badgeLabel(99)).toBe("99");
  });

  it("caps at 99+", () => {
    expect(badgeLabel(100)).toBe("99+");
    expect(badgeLabel(120)).toBe("99+");
  });
});

describe("serializeCart / parseCart", () => {
  it("round-trips a cart", () => {
    let cart = addArtwork([], painting, NOW);
    cart = addService(cart, commission, NOW + 1);
    cart = updateCustomizations(cart, "art-1", { framing: "premium" });
    expect(parseCart(serializeCart(cart))).toEqual(cart);
  });

  it("gives an empty cart for missing or garbage storage", () => {
    for (const raw of [null, undefined, "", "not json", "{", "42", "null", '"text"', '{"id":"a"}', "true"]) {
      expect(parseCart(raw)).toEqual([]);
    }
  });

  it("drops lines it cannot trust and keeps the rest", () => {
    const raw = JSON.stringify([
      null,
      "string",
      [],
      { title: "no id", price: 1, quantity: 1 },
      { id: "no-title", price: 1, quantity: 1 },
      { id: "no-price", title: "x", quantity: 1 },
      { id: "bad-price", title: "x", price: "100", quantity: 1 },
      { id: "negative", title: "x", price: -5, quantity: 1 },
      { id: "zero-qty", title: "x", price: 100, quantity: 0 },
      { id: "ok", title: "Fine", price: 100, quantity: 2 },
    ]);
    const items = parseCart(raw);
    expect(lineIds(items)).toEqual(["ok"]);
    expect(items[0]).toMatchObject({ quantity: 2, currency: "NPR", type: "artwork", shippingType: "free" });
  });

  it("repairs wrong field types with defaults", () => {
    const raw = JSON.stringify([
      {
        id: "a",
        title: "A",
        price: 100.4,
        quantity: 2.9,
        images: ["/a.webp", 7, null],
        tags: "oops",
        type: "weird",
        shippingType: "express",
        taxRate: "13",
        customizations: { size: "large", framing: 3, extra: "x" },
      },
    ]);
    const [item] = parseCart(raw);
    expect(item).toMatchObject({
      price: 100,
      quantity: 2,
      images: ["/a.webp"],
      image: "/a.webp",
      tags: [],
      type: "artwork",
      shippingType: "free",
      taxRate: 0,
      customizations: { size: "large" },
    });
  });

  it("accepts the spec's snake_case field names", () => {
    const raw = JSON.stringify([
      { id: "a", title: "A", price: 100, quantity: 1, shipping_charge: 2500, shipping_type: "fixed", tax_rate: 13, tax_included: true },
    ]);
    expect(parseCart(raw)[0]).toMatchObject({ shippingCharge: 2500, shippingType: "fixed", taxRate: 13, taxIncluded: true });
  });

  it("merges duplicate ids by adding their quantities", () => {
    const raw = JSON.stringify([
      { id: "a", title: "A", price: 100, quantity: 2 },
      { id: "a", title: "A", price: 100, quantity: 3 },
    ]);
    const items = parseCart(raw);
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(5);
  });
});

describe("facilities outside their providers (spec 8: raises an error)", () => {
  function CartConsumer() {
    return createElement("span", null, String(useCart().totalItems));
  }
  function ThemeConsumer() {
    return createElement("span", null, useTheme().theme);
  }

  it("useCart() throws outside <CartProvider>", () => {
    expect(() => renderToString(createElement(CartConsumer))).toThrow(/useCart\(\) must be used within a <CartProvider>/);
  });

  it("useCart() works inside <CartProvider> and starts empty on the server", () => {
    expect(renderToString(createElement(CartProvider, null, createElement(CartConsumer)))).toBe("<span>0</span>");
  });

  it("useTheme() throws outside <ThemeProvider>", () => {
    expect(() => renderToString(createElement(ThemeConsumer))).toThrow(/useTheme\(\) must be used within a <ThemeProvider>/);
  });

  it('useTheme() works inside <ThemeProvider> and renders "system" on the server', () => {
    expect(renderToString(createElement(ThemeProvider, null, createElement(ThemeConsumer)))).toBe("<span>system</span>");
  });
});
