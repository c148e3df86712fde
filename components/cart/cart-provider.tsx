"use client";

import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import * as cart from "@/lib/domain/cart";
import type { CartCustomizations, CartItem, CartItemInput } from "@/lib/domain/cart";

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
  /** Waits 500 ms, adds the artwork (quantity + 1 if present), then opens the panel 100 ms later. */
  addArtwork: (artwork: CartItemInput) => Promise<void>;
  /** Waits 500 ms, appends the service as a new line, then opens the panel 100 ms later. */
  addService: (service: CartItemInput) => Promise<void>;
  updateQuantity: (id: string, quantity: number) => void;
  removeItem: (id: string) => void;
  updateCustomizations: (id: string, customizations: Partial<CartCustomizations>) => void;
  clearCart: () => void;
  /** True when an artwork (by id) is in the cart. */
  hasItem: (id: string) => boolean;
}

const CartContext = createContext<CartContextValue | null>(null);
CartContext.displayName = "CartContext";

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
  const next = update(getSnapshot());
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
    async (update: (items: CartItem[]) => CartItem[]) => {
      setPendingAdds((n) => n + 1);
      try {
        await wait(cart.ADD_TO_CART_DELAY_MS);
        write(update);
      } finally {
        setPendingAdds((n) => n - 1);
      }
      openLater();
    },
    [openLater],
  );

  const addArtwork = useCallback(
    (artwork: CartItemInput) => addWithDelay((current) => cart.addArtwork(current, artwork, Date.now())),
    [addWithDelay],
  );
  const addService = useCallback(
    (service: CartItemInput) => addWithDelay((current) => cart.addService(current, service, Date.now())),
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
      updateQuantity: (id, quantity) => write((current) => cart.updateQuantity(current, id, quantity)),
      removeItem: (id) => write((current) => cart.removeItem(current, id)),
      updateCustomizations: (id, customizations) =>
        write((current) => cart.updateCustomizations(current, id, customizations)),
      clearCart: () => write(() => cart.clear()),
      hasItem: (id) => items.some((item) => item.id === id),
    }),
    [items, isLoaded, pendingAdds, isOpen, addArtwork, addService],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

/** The cart. Throws when used outside <CartProvider>. */
export function useCart(): CartContextValue {
  const context = use(CartContext);
  if (!context) {
    throw new Error("useCart() must be used within a <CartProvider>. Wrap the component tree in <CartProvider>.");
  }
  return context;
}
