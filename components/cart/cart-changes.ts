/**
 * Every change to the browser's cart: adding, quantities, options, removing, clearing, putting an
 * order's lines back and the server's check, with the toasts they raise. Fetched when a visitor
 * first changes the cart (components/cart/cart-provider.tsx awaits it inside the handler, so the
 * first click works), not with every page: reading the stored cart for the header's count and the
 * cards' 'In Cart' needs only cart-store.ts.
 */
import { toast } from "@/components/ui/toast";
import { sendCartAdd } from "@/components/analytics/send-beacon";
import * as cart from "@/lib/domain/cart";
import type { CartCheckOutcome, CartCustomizations, CartItem, CartItemInput, CartLineCheck, LimitedUpdate } from "@/lib/domain/cart";
import { fillString } from "@/lib/i18n/client-strings";
import { getSnapshot, spokenWords, writeCart } from "./cart-store";
import { ENGLISH_TOASTS, moneyIn, type CartStrings } from "./cart-words";

/** Writes the cart an update computes, and hands back the rest of what the update reported. */
function writeWith<T extends { items: CartItem[] }>(update: (items: CartItem[]) => T): T {
  const outcome = update(getSnapshot());
  writeCart(outcome.items);
  return outcome;
}

function titleOf(id: string): string {
  return getSnapshot().find((item) => item.id === id)?.title ?? "Item";
}

function toastWords(): CartStrings["toasts"] {
  return spokenWords()?.toasts ?? ENGLISH_TOASTS;
}

function format() {
  return moneyIn(spokenWords() ?? { locale: "en", latinDigits: false });
}

function toastLimit(outcome: LimitedUpdate): void {
  if (outcome.limited) toast.warning(fillString(toastWords().maxQuantity, { max: format().number(outcome.max) }), { id: "cart-max-quantity" });
}

/** Tells the visitor what the server's check changed (toasts; the pages also show inline notes). */
function announceCheck(outcome: CartCheckOutcome): void {
  const words = toastWords();
  const { money, number } = format();
  for (const line of outcome.removed) {
    toast.error(fillString(words.unavailable, { title: line.title }), { id: `cart-unavailable-${line.id}`, description: line.message });
  }
  for (const change of outcome.priceChanges) {
    toast.info(fillString(words.priceChanged, { title: change.title, from: money(change.from), to: money(change.to) }), {
      id: `cart-price-${change.id}`,
    });
  }
  for (const line of outcome.limited) {
    toast.warning(fillString(words.maxQuantity, { max: number(line.max) }), { id: `cart-limit-${line.id}` });
  }
}

/** Adds an artwork (quantity + 1, never above its maximum) or a service line, with its toast. */
export function add(kind: "artwork" | "service", input: CartItemInput): void {
  const outcome = writeWith((current) =>
    kind === "artwork"
      ? cart.addArtworkLimited(current, input, Date.now())
      : { items: cart.addService(current, input, Date.now()), limited: false, max: cart.MAX_LINE_QUANTITY },
  );
  if (outcome.limited) {
    toastLimit(outcome);
    return;
  }
  toast.success(fillString(toastWords().added, { title: input.title }));
  sendCartAdd();
}

export function updateQuantity(id: string, quantity: number): void {
  const title = titleOf(id);
  const outcome = writeWith((current) => cart.updateQuantityLimited(current, id, quantity));
  if (outcome.limited) toastLimit(outcome);
  else if (!outcome.items.some((item) => item.id === id)) toast.success(fillString(toastWords().removed, { title }));
  else toast.success(toastWords().updated, { id: "cart-updated" });
}

export function removeItem(id: string): void {
  const title = titleOf(id);
  writeCart(cart.removeItem(getSnapshot(), id));
  toast.success(fillString(toastWords().removed, { title }));
}

export function updateCustomizations(id: string, customizations: Partial<CartCustomizations>, unitPrice?: number): void {
  const outcome = writeWith((current) => cart.customizeLine(current, id, customizations, unitPrice));
  toast.success(toastWords().updated, { id: "cart-updated" });
  toastLimit(outcome);
}

export function clearCart(options?: { silent?: boolean }): void {
  writeCart(cart.clear());
  if (!options?.silent) toast.success(toastWords().cleared);
}

export function restoreLines(lines: readonly (CartItemInput & { quantity: number })[]): void {
  writeCart(cart.restoreLines(getSnapshot(), lines));
}

export function applyServerCheck(checks: readonly CartLineCheck[]): CartCheckOutcome {
  const outcome = writeWith((current) => cart.applyCartCheck(current, checks));
  announceCheck(outcome);
  return outcome;
}
