// @vitest-environment happy-dom
/**
 * The cart provider reads the stored cart at once and fetches its changes (components/cart/cart-changes.ts)
 * on the first change: the first change must still land (the handler awaits the code), the silent
 * clear after an order must still happen, and the server's check still answers with its outcome.
 */
import { act, createElement, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY, serializeCart, createCartItem, type CartItemInput } from "@/lib/domain/cart-read";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toasts }));
const beacon = vi.hoisted(() => ({ sendCartAdd: vi.fn(), sendPageView: vi.fn() }));
vi.mock("@/components/analytics/send-beacon", () => beacon);
// The panel (Radix, images) opens after an add; it is not what this test is about.
vi.mock("@/components/cart/cart-panel", () => ({ CartPanel: () => null }));

import { CartProvider, useCart, type CartContextValue } from "@/components/cart/cart-provider";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const painting: CartItemInput = { id: "art-1", title: "Dawn over Annapurna", price: 2_500_000 };
const sketch: CartItemInput = { id: "art-2", title: "Patan Durbar Square", price: 800_000 };

let root: Root;
/** The provider's value as the last render saw it. */
const seen: { cart?: CartContextValue } = {};
const cartNow = () => seen.cart!;

function Probe() {
  const value = useCart();
  useEffect(() => {
    seen.cart = value;
  });
  return null;
}

async function mount() {
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(createElement(CartProvider, null, createElement(Probe))));
}

const stored = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]") as { id: string; quantity: number }[];

beforeEach(() => {
  window.localStorage.clear();
  for (const fn of Object.values(toasts)) fn.mockClear();
});

afterEach(async () => {
  await act(async () => root.unmount());
});

describe("the cart's changes, fetched on first use", () => {
  it("clears silently after an order even when it is the visit's first change", async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCart([createCartItem(painting, 1), createCartItem(sketch, 2)]));
    await mount();
    expect(cartNow().totalItems).toBe(2);

    await act(async () => cartNow().clearCart({ silent: true }));
    await vi.waitFor(() => expect(stored()).toEqual([]));
    expect(cartNow().totalItems).toBe(0);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it("lands the first add (the handler awaits the code) and says so", async () => {
    await mount();
    expect(cartNow().totalItems).toBe(0);

    await act(async () => cartNow().addArtwork(painting));
    expect(stored().map((line) => line.id)).toEqual(["art-1"]);
    expect(cartNow().totalItems).toBe(1);
    expect(cartNow().hasItem("art-1")).toBe(true);
    expect(toasts.success).toHaveBeenCalledWith('"Dawn over Annapurna" added to cart');
    expect(beacon.sendCartAdd).toHaveBeenCalledTimes(1);
  });

  it("changes at once once the code is here, and the server's check answers with its outcome", async () => {
    // A print (any size but the original) may be ordered more than once.
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCart([createCartItem({ ...painting, customizations: { size: "small" } }, 1)]));
    await mount();

    // The code was fetched by the tests above: the change is synchronous, as before.
    act(() => cartNow().updateQuantity("art-1", 3));
    expect(stored()[0].quantity).toBe(3);

    let outcome: Awaited<ReturnType<CartContextValue["applyServerCheck"]>> | undefined;
    await act(async () => {
      outcome = await cartNow().applyServerCheck([{ id: "art-1", status: "unavailable", title: painting.title, message: "Sold." }]);
    });
    expect(outcome?.removed.map((line) => line.id)).toEqual(["art-1"]);
    expect(stored()).toEqual([]);
    expect(toasts.error).toHaveBeenCalledTimes(1);
  });
});
