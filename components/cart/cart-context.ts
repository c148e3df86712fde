"use client";

import { createContext, use } from "react";
import type { CartCheckOutcome, CartCustomizations, CartItem, CartItemInput, CartLineCheck } from "@/lib/domain/cart";

export interface CartContextValue {
  items: CartItem[];
  /** Sum of quantities. */
  totalItems: number;
  /** Sum of price × quantity, integer paisa. */
  totalPrice: number;
  /** False until the stored cart has been read after hydration (the server always renders an empty cart). */
  isLoaded: boolean;
  /** True while an add-to-cart is in flight (the spec's 500 ms delay). */
  isAdding: boolean;
  /** The cart panel's open/closed flag. */
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  toggleCart: () => void;
  setOpen: (open: boolean) => void;
  /**
   * Waits 500 ms, adds the artwork (quantity + 1 if present; an original stays at 1 with the
   * toast 'Maximum quantity is 1 per item'), then opens the panel 100 ms later.
   */
  addArtwork: (artwork: CartItemInput) => Promise<void>;
  /** Waits 500 ms, appends the service as a new line, then opens the panel 100 ms later. */
  addService: (service: CartItemInput) => Promise<void>;
  /** 0 or less removes the line; never above the line's maximum (1 for an original). */
  updateQuantity: (id: string, quantity: number) => void;
  removeItem: (id: string) => void;
  /** Merges size / framing / notes into the line; `unitPrice` (paisa) re-prices an artwork line. */
  updateCustomizations: (id: string, customizations: Partial<CartCustomizations>, unitPrice?: number) => void;
  /** Empties the cart ('Cart cleared' toast unless silent, e.g. after an order). */
  clearCart: (options?: { silent?: boolean }) => void;
  /** Puts lines of an earlier order back (an artwork already in the cart is not added twice). */
  restoreLines: (lines: readonly (CartItemInput & { quantity: number })[]) => void;
  /** True when an artwork (by id) is in the cart. */
  hasItem: (id: string) => boolean;
  /**
   * Applies the server's check of the lines (removes unavailable ones, takes current prices) and
   * tells the visitor. Asynchronous: the cart's changes are fetched on first use.
   */
  applyServerCheck: (checks: readonly CartLineCheck[]) => Promise<CartCheckOutcome>;
}

export const CartContext = createContext<CartContextValue | null>(null);
CartContext.displayName = "CartContext";

/** The cart. Throws when used outside <CartProvider>. */
export function useCart(): CartContextValue {
  const context = use(CartContext);
  if (!context) {
    throw new Error("useCart() must be used within a <CartProvider>. Wrap the component tree in <CartProvider>.");
  }
  return context;
}
