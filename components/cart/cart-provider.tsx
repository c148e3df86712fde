"use client";

import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { toast } from "@/components/ui/toast";
import * as cart from "@/lib/domain/cart";
import type { CartCheckOutcome, CartItem, CartItemInput, CartLineCheck, LimitedUpdate } from "@/lib/domain/cart";
import { formatNpr } from "@/lib/money";
import { CartContext, useCart, type CartContextValue } from "./cart-context";
import { sendCartAdd } from "@/components/analytics/send-beacon";

/** The page-view beacon of the public layout, from this module so it shares its script. */
export { PageBeacon } from "@/components/analytics/page-beacon";

/** The panel (a modal with the lines) is fetched when it first opens, or when an add starts. */
const loadCartPanel = () => import("./cart-panel").then((module) => ({ default: module.CartPanel }));
const CartPanel = lazy(loadCartPanel);

export { useCart, type CartContextValue };

/*
 * Browser storage as an external store. useSyncExternalStore renders the server snapshot (empty)
 * during hydration and switches to the stored cart right after, so server and client HTML match.
 * Every change is written to localStorage at once; the `storage` event brings other tabs' changes.
 */

const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();
/** Fallback when localStorage is unavailable. */
let memoryRaw: string | null = null;
let storageBroken = false;
let lastRaw: string | null | undefined;
let lastItems: CartItem[] = EMPTY;

function readRaw(): string | null {
  if (storageBroken) return memoryRaw;
  try {
    return window.localStorage.getItem(cart.CART_STORAGE_KEY);
  } catch {
    storageBroken = true;
    return memoryRaw;
  }
}

function getSnapshot(): CartItem[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    const parsed = cart.parseCart(raw);
    lastItems = parsed.length === 0 ? EMPTY : parsed;
  }
  return lastItems;
}

const getServerSnapshot = (): CartItem[] => EMPTY;

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === cart.CART_STORAGE_KEY) emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function write(update: (items: CartItem[]) => CartItem[]): void {
  writeWith((items) => ({ items: update(items) }));
}

/** Writes the cart an update computes, and hands back the rest of what the update reported. */
function writeWith<T extends { items: CartItem[] }>(update: (items: CartItem[]) => T): T {
  const outcome = update(getSnapshot());
  const next = outcome.items;
  const raw = cart.serializeCart(next);
  if (!storageBroken) {
    try {
      window.localStorage.setItem(cart.CART_STORAGE_KEY, raw);
    } catch {
      // Quota exceeded or storage blocked: keep the cart for this page's life.
      storageBroken = true;
    }
  }
  memoryRaw = raw;
  emit();
  return outcome;
}

function titleOf(id: string): string {
  return getSnapshot().find((item) => item.id === id)?.title ?? "Item";
}

function toastLimit(outcome: LimitedUpdate): void {
  if (outcome.limited) toast.warning(cart.CART_MESSAGES.maxQuantity(outcome.max), { id: "cart-max-quantity" });
}

/** Tells the visitor what the server's check changed (toasts; the pages also show inline notes). */
function announceCheck(outcome: CartCheckOutcome): void {
  for (const line of outcome.removed) {
    toast.error(cart.CART_MESSAGES.unavailable(line.title), { id: `cart-unavailable-${line.id}`, description: line.message });
  }
  for (const change of outcome.priceChanges) {
    toast.info(cart.CART_MESSAGES.priceChanged(change.title, formatNpr(change.from), formatNpr(change.to)), {
      id: `cart-price-${change.id}`,
    });
  }
  for (const line of outcome.limited) {
    toast.warning(cart.CART_MESSAGES.maxQuantity(line.max), { id: `cart-limit-${line.id}` });
  }
}

const subscribeNothing = () => () => {};

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

export function CartProvider({ children }: { children: ReactNode }) {
  const items = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  // false during SSR and hydration, true afterwards: tells "empty" apart from "not read yet".
  const isLoaded = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [isOpen, setOpen] = useState(false);
  const [pendingAdds, setPendingAdds] = useState(0);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);

  const openLater = useCallback(() => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      setOpen(true);
    }, cart.OPEN_CART_DELAY_MS);
    timers.current.add(id);
  }, []);

  const addWithDelay = useCallback(
    async (title: string, update: (items: CartItem[]) => LimitedUpdate) => {
      setPendingAdds((n) => n + 1);
      void loadCartPanel();
      try {
        await wait(cart.ADD_TO_CART_DELAY_MS);
        const outcome = writeWith(update);
        if (outcome.limited) toastLimit(outcome);
        else toast.success(cart.CART_MESSAGES.added(title));
        if (!outcome.limited) sendCartAdd();
      } finally {
        setPendingAdds((n) => n - 1);
      }
      openLater();
    },
    [openLater],
  );

  const addArtwork = useCallback(
    (artwork: CartItemInput) => addWithDelay(artwork.title, (current) => cart.addArtworkLimited(current, artwork, Date.now())),
    [addWithDelay],
  );
  const addService = useCallback(
    (service: CartItemInput) =>
      addWithDelay(service.title, (current) => ({ items: cart.addService(current, service, Date.now()), limited: false, max: cart.MAX_LINE_QUANTITY })),
    [addWithDelay],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      totalItems: cart.totalItems(items),
      totalPrice: cart.totalPrice(items),
      isLoaded,
      isAdding: pendingAdds > 0,
      isOpen,
      openCart: () => setOpen(true),
      closeCart: () => setOpen(false),
      toggleCart: () => setOpen((open) => !open),
      setOpen,
      addArtwork,
      addService,
      updateQuantity: (id, quantity) => {
        const title = titleOf(id);
        const outcome = writeWith((current) => cart.updateQuantityLimited(current, id, quantity));
        if (outcome.limited) toastLimit(outcome);
        else if (!outcome.items.some((item) => item.id === id)) toast.success(cart.CART_MESSAGES.removed(title));
        else toast.success(cart.CART_MESSAGES.updated, { id: "cart-updated" });
      },
      removeItem: (id) => {
        const title = titleOf(id);
        write((current) => cart.removeItem(current, id));
        toast.success(cart.CART_MESSAGES.removed(title));
      },
      updateCustomizations: (id, customizations, unitPrice) => {
        const outcome = writeWith((current) => cart.customizeLine(current, id, customizations, unitPrice));
        toast.success(cart.CART_MESSAGES.updated, { id: "cart-updated" });
        toastLimit(outcome);
      },
      clearCart: (options) => {
        write(() => cart.clear());
        if (!options?.silent) toast.success(cart.CART_MESSAGES.cleared);
      },
      restoreLines: (lines) => {
        write((current) => cart.restoreLines(current, lines));
      },
      hasItem: (id) => items.some((item) => item.id === id),
      applyServerCheck: (checks: readonly CartLineCheck[]) => {
        const outcome = writeWith((current) => cart.applyCartCheck(current, checks));
        announceCheck(outcome);
        return outcome;
      },
    }),
    [items, isLoaded, pendingAdds, isOpen, addArtwork, addService],
  );

  return (
    <CartContext value={value}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <CartPanel />
        </Suspense>
      )}
    </CartContext>
  );
}
