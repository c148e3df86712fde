"use client";

import {
  createContext,
  lazy,
  use,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { ADD_TO_CART_DELAY_MS, OPEN_CART_DELAY_MS, totalItems, totalPrice, type CartItemInput } from "@/lib/domain/cart-read";
import { CartContext, useCart, type CartContextValue } from "./cart-context";
import { getServerSnapshot, getSnapshot, setSpokenWords, subscribe } from "./cart-store";
import { CartStringsContext } from "./cart-strings";
import type { CartStrings } from "./cart-words";

/** The page-view beacon of the public layout, from this module so it shares its script. */
export { PageBeacon } from "@/components/analytics/page-beacon";

/** The panel (a modal with the lines) is fetched when it first opens, or when an add starts. */
const loadCartPanel = () => import("./cart-panel").then((module) => ({ default: module.CartPanel }));
const CartPanel = lazy(loadCartPanel);

/**
 * The cart's changes (add, quantities, options, clearing, an order's lines back, the server's
 * check) and their toasts, fetched the first time a visitor changes the cart: each handler awaits
 * it, so the first click works (an add's 500 ms wait covers the fetch). Reading the stored cart
 * (cart-store.ts) is all a page needs at hydration.
 */
type Changes = typeof import("./cart-changes");
let changes: Changes | undefined;
const loadChanges = (): Promise<Changes> => import("./cart-changes").then((module) => (changes = module));

function reportFailedChange(error: unknown): void {
  console.error("[cart] could not change the cart:", error);
}

/**
 * Runs a change: at once when its code is here (every change after the first), else once fetched.
 * A change whose code cannot be fetched (offline) is reported, never thrown.
 */
function change(run: (loaded: Changes) => void): void {
  if (changes) run(changes);
  else loadChanges().then(run, reportFailedChange);
}

export { useCart, type CartContextValue };

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
  const [words, setWords] = useState<CartStrings | null>(null);
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
    }, OPEN_CART_DELAY_MS);
    timers.current.add(id);
  }, []);

  const addWithDelay = useCallback(
    async (kind: "artwork" | "service", input: CartItemInput) => {
      setPendingAdds((n) => n + 1);
      void loadCartPanel();
      try {
        const [loaded] = await Promise.all([loadChanges(), wait(ADD_TO_CART_DELAY_MS)]);
        loaded.add(kind, input);
      } catch (error) {
        reportFailedChange(error);
        return;
      } finally {
        setPendingAdds((n) => n - 1);
      }
      openLater();
    },
    [openLater],
  );

  const addArtwork = useCallback((artwork: CartItemInput) => addWithDelay("artwork", artwork), [addWithDelay]);
  const addService = useCallback((service: CartItemInput) => addWithDelay("service", service), [addWithDelay]);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      totalItems: totalItems(items),
      totalPrice: totalPrice(items),
      isLoaded,
      isAdding: pendingAdds > 0,
      isOpen,
      openCart: () => setOpen(true),
      closeCart: () => setOpen(false),
      toggleCart: () => setOpen((open) => !open),
      setOpen,
      addArtwork,
      addService,
      updateQuantity: (id, quantity) => change((loaded) => loaded.updateQuantity(id, quantity)),
      removeItem: (id) => change((loaded) => loaded.removeItem(id)),
      updateCustomizations: (id, customizations, unitPrice) =>
        change((loaded) => loaded.updateCustomizations(id, customizations, unitPrice)),
      clearCart: (options) => change((loaded) => loaded.clearCart(options)),
      restoreLines: (lines) => change((loaded) => loaded.restoreLines(lines)),
      hasItem: (id) => items.some((item) => item.id === id),
      applyServerCheck: async (checks) => (await loadChanges()).applyServerCheck(checks),
    }),
    [items, isLoaded, pendingAdds, isOpen, addArtwork, addService],
  );

  return (
    <CartContext value={value}>
      <CartWordsSetter value={setWords}>{children}</CartWordsSetter>
      {isOpen && words && (
        <CartStringsContext value={words}>
          <Suspense fallback={null}>
            <CartPanel />
          </Suspense>
        </CartStringsContext>
      )}
    </CartContext>
  );
}

const CartWordsSetter = createContext<((words: CartStrings) => void) | null>(null);

/**
 * Gives the cart the words of the page's language (app/[locale]/(site)/layout.tsx draws it with
 * the strings it translated on the server): to the page's own cart parts through context, and to
 * the provider's panel and toasts, which sit beside the page.
 */
export function CartWords({ strings, children }: { strings: CartStrings; children: ReactNode }) {
  const setWords = use(CartWordsSetter);
  useEffect(() => {
    setSpokenWords(strings);
    setWords?.(strings);
  }, [strings, setWords]);
  return <CartStringsContext value={strings}>{children}</CartStringsContext>;
}
