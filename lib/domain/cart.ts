/**
 * Cart rules: pure functions over an immutable list of cart lines.
 * No React, no Next, no I/O (the browser storage glue lives in components/cart/cart-store.ts
 * and components/cart/cart-changes.ts). Every operation returns a new array.
 *
 * The lines themselves, reading the stored cart and the totals are in lib/domain/cart-read.ts
 * (re-exported here): the public pages load that part at once and this one when a visitor first
 * changes the cart.
 */

import { isOriginal, ORIGINAL_MAX_QUANTITY } from "@/lib/domain/pricing";
import { createCartItem, MAX_LINE_QUANTITY, type CartCustomizations, type CartItem, type CartItemInput, type ShippingType } from "./cart-read";

export * from "./cart-read";

/**
 * Lines of an earlier order put back in the cart: an artwork already there is left as it is;
 * a service line gets a fresh id when its id is taken. Quantities are capped as usual.
 */
export function restoreLines(
  items: readonly CartItem[],
  lines: readonly (CartItemInput & { quantity: number })[],
  now: number = Date.now(),
): CartItem[] {
  const result = [...items];
  lines.forEach((line, index) => {
    if (line.type !== "service" && result.some((item) => item.id === line.id)) return;
    let id = line.id;
    if (line.type === "service") {
      const serviceId = line.serviceId ?? line.id;
      let stamp = now + index;
      while (result.some((item) => item.id === `${serviceId}-${stamp}`)) stamp += 1;
      id = `${serviceId}-${stamp}`;
    }
    const item = createCartItem({ ...line, id }, now + index);
    const max = maxQuantityFor(item);
    item.quantity = Math.max(1, Math.min(max, Math.round(line.quantity) || 1));
    result.push(item);
  });
  return result;
}

/** An artwork already in the cart gets quantity + 1; a new one is appended with quantity 1. */
export function addArtwork(items: readonly CartItem[], artwork: CartItemInput, now: number = Date.now()): CartItem[] {
  const index = items.findIndex((item) => item.id === artwork.id);
  if (index >= 0) {
    return items.map((item, i) => (i === index ? { ...item, quantity: item.quantity + 1 } : item));
  }
  return [...items, createCartItem({ ...artwork, type: "artwork" }, now)];
}

/**
 * A service is always appended as a new line with id `${serviceId}-${now}`, so services never merge.
 * Should that id already exist (two adds within one millisecond) the timestamp is bumped until unique.
 */
export function addService(items: readonly CartItem[], service: CartItemInput, now: number = Date.now()): CartItem[] {
  const serviceId = service.serviceId ?? service.id;
  let stamp = now;
  while (items.some((item) => item.id === `${serviceId}-${stamp}`)) stamp += 1;
  const line = createCartItem({ ...service, id: `${serviceId}-${stamp}`, serviceId, type: "service" }, stamp);
  return [...items, line];
}

/** Sets a line's quantity (rounded down to a whole number); 0 or less removes the line. */
export function updateQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, id);
  const next = Math.max(1, Math.floor(quantity));
  return items.map((item) => (item.id === id ? { ...item, quantity: next } : item));
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Merges the given customizations into one line's customizations. */
export function updateCustomizations(
  items: readonly CartItem[],
  id: string,
  customizations: Partial<CartCustomizations>,
): CartItem[] {
  return items.map((item) =>
    item.id === id ? { ...item, customizations: { ...item.customizations, ...customizations } } : item,
  );
}

export function clear(): CartItem[] {
  return [];
}

// ---------------------------------------------------------------------------------------------
// Quantity limits, customisations and the server's check of the cart

/** The most units a line may hold: 1 for an original artwork (one of a kind), else 99. */
export function maxQuantityFor(item: Pick<CartItem, "type" | "customizations">): number {
  return item.type === "artwork" && isOriginal(item.customizations.size) ? ORIGINAL_MAX_QUANTITY : MAX_LINE_QUANTITY;
}

export interface LimitedUpdate {
  items: CartItem[];
  /** The change hit the line's maximum quantity (show CART_MESSAGES.maxQuantity). */
  limited: boolean;
  /** The maximum of the line concerned. */
  max: number;
}

/** addArtwork, but never above the line's maximum (an original stays at 1). */
export function addArtworkLimited(items: readonly CartItem[], artwork: CartItemInput, now: number = Date.now()): LimitedUpdate {
  const existing = items.find((item) => item.id === artwork.id);
  if (existing) {
    const max = maxQuantityFor(existing);
    if (existing.quantity + 1 > max) return { items: [...items], limited: true, max };
    return { items: addArtwork(items, artwork, now), limited: false, max };
  }
  const next = addArtwork(items, artwork, now);
  return { items: next, limited: false, max: maxQuantityFor(next[next.length - 1]) };
}

/** updateQuantity, clamped to the line's maximum (0 or less still removes the line). */
export function updateQuantityLimited(items: readonly CartItem[], id: string, quantity: number): LimitedUpdate {
  const line = items.find((item) => item.id === id);
  if (!line) return { items: [...items], limited: false, max: MAX_LINE_QUANTITY };
  const max = maxQuantityFor(line);
  if (Number.isFinite(quantity) && quantity > max) {
    return { items: updateQuantity(items, id, max), limited: true, max };
  }
  return { items: updateQuantity(items, id, quantity), limited: false, max };
}

/**
 * Changes an artwork line's size, framing or notes. `unitPrice` is the new price per unit (the
 * options dialog's figure, from the server's price lists); without it the price stays. Choosing
 * the original brings the quantity back to 1. The cart's server check corrects the price.
 */
export function customizeLine(
  items: readonly CartItem[],
  id: string,
  customizations: Partial<CartCustomizations>,
  unitPrice?: number,
): LimitedUpdate {
  let limited = false;
  let max = MAX_LINE_QUANTITY;
  const next = items.map((item) => {
    if (item.id !== id) return item;
    const merged = { ...item.customizations, ...customizations };
    const updated: CartItem = { ...item, customizations: merged };
    if (item.type === "artwork") {
      updated.fullPrice = item.fullPrice ?? item.price;
      if (typeof unitPrice === "number" && Number.isFinite(unitPrice) && unitPrice >= 0) updated.price = Math.round(unitPrice);
    }
    max = maxQuantityFor(updated);
    if (updated.quantity > max) {
      updated.quantity = max;
      limited = true;
    }
    return updated;
  });
  return { items: next, limited, max };
}

/** What the server says about one cart line (lib/actions/cart.ts). */
export type CartLineCheck =
  | {
      id: string;
      status: "ok";
      title: string;
      /** Current unit price, paisa. */
      price: number;
      shippingType: ShippingType;
      shippingCharge: number;
      /** Percent. */
      taxRate: number;
      taxIncluded: boolean;
      maxQuantity: number;
      /** Artwork lines: the artwork's own (original) price, paisa. */
      fullPrice?: number;
      /** Artwork lines: the size and frame as the price lists name them now. */
      sizeLabel?: string;
      framingLabel?: string;
      framingOnQuote?: boolean;
    }
  | { id: string; status: "unavailable"; title: string; message: string };

export interface CartCheckOutcome {
  items: CartItem[];
  removed: { id: string; title: string; message: string }[];
  priceChanges: { id: string; title: string; from: number; to: number }[];
  /** Lines whose quantity was brought down to their maximum. */
  limited: { id: string; title: string; max: number }[];
}

/**
 * Applies the server's verdicts: unavailable lines are removed, prices, shipping and tax are
 * replaced by the current ones, quantities are brought within their maximum. Lines the server
 * did not mention are left alone.
 */
export function applyCartCheck(items: readonly CartItem[], checks: readonly CartLineCheck[]): CartCheckOutcome {
  const byId = new Map(checks.map((check) => [check.id, check]));
  const outcome: CartCheckOutcome = { items: [], removed: [], priceChanges: [], limited: [] };
  for (const item of items) {
    const check = byId.get(item.id);
    if (!check) {
      outcome.items.push(item);
      continue;
    }
    if (check.status === "unavailable") {
      outcome.removed.push({ id: item.id, title: item.title, message: check.message });
      continue;
    }
    if (check.price !== item.price) outcome.priceChanges.push({ id: item.id, title: item.title, from: item.price, to: check.price });
    const next: CartItem = {
      ...item,
      price: check.price,
      shippingType: check.shippingType,
      shippingCharge: check.shippingCharge,
      taxRate: check.taxRate,
      taxIncluded: check.taxIncluded,
      available: true,
    };
    if (check.fullPrice !== undefined) next.fullPrice = check.fullPrice;
    if (check.sizeLabel !== undefined) {
      next.customizations = {
        ...item.customizations,
        sizeLabel: check.sizeLabel,
        framingLabel: check.framingLabel,
        framingOnQuote: check.framingOnQuote ?? false,
      };
    }
    if (next.quantity > check.maxQuantity) {
      next.quantity = check.maxQuantity;
      outcome.limited.push({ id: item.id, title: item.title, max: check.maxQuantity });
    }
    outcome.items.push(next);
  }
  return outcome;
}
