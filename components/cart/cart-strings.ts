"use client";

import { createContext, use } from "react";
import type { CartStrings } from "./cart-words";

export { moneyIn, type CartPageStrings, type CartStrings, type OrderSummaryStrings } from "./cart-words";

export const CartStringsContext = createContext<CartStrings | null>(null);
CartStringsContext.displayName = "CartStringsContext";

/** The cart's words. Throws outside a page that provides them (app/[locale]/(site)/layout.tsx). */
export function useCartStrings(): CartStrings {
  const strings = use(CartStringsContext);
  if (!strings) throw new Error("useCartStrings() needs <CartWords> (app/[locale]/(site)/layout.tsx) around the page.");
  return strings;
}
