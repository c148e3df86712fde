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
import { toast } from "@/components/ui/toast";
import * as cart from "@/lib/domain/cart";
import type { CartCheckOutcome, CartItem, CartItemInput, CartLineCheck, LimitedUpdate } from "@/lib/domain/cart";
import { fillString } from "@/lib/i18n/client-strings";
import { CartContext, useCart, type CartContextValue } from "./cart-context";
import { CartStringsContext } from "./cart-strings";
import { ENGLISH_TOASTS, moneyIn, type CartStrings } from "./cart-words";
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

/**
 * The words of the page's language the cart speaks in (toasts, the panel), given by the page
 * (<CartWords>); English toasts until a page gives them (the back office's document).
 */
let spoken: CartStrings | null = null;

function toastWords(): CartStrings["toasts"] {
  return spoken?.toasts ?? ENGLISH_TOASTS;
}

function money(paisa: number): string {
  return moneyIn(spoken ?? { locale: "en", latinDigits: false }).money(paisa);
}

function number(n: number): string {
  return moneyIn(spoken ?? { locale: "en", latinDigits: false }).number(n);
}

function toastLimit(outcome: LimitedUpdate): void {
  if (outcome.limited) toast.warning(fillString(toastWords().maxQuantity, { max: number(outcome.max) }), { id: "cart-max-quantity" });
}

/** Tells the visitor what the server's check changed (toasts; the pages also show inline notes). */
function announceCheck(outcome: CartCheckOutcome): void {
  const words = toastWords();
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
        else toast.success(fillString(toastWords().added, { title }));
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
        else if (!outcome.items.some((item) => item.id === id)) toast.success(fillString(toastWords().removed, { title }));
        else toast.success(toastWords().updated, { id: "cart-updated" });
      },
      removeItem: (id) => {
        const title = titleOf(id);
        write((current) => cart.removeItem(current, id));
        toast.success(fillString(toastWords().removed, { title }));
      },
      updateCustomizations: (id, customizations, unitPrice) => {
        const outcome = writeWith((current) => cart.customizeLine(current, id, customizations, unitPrice));
        toast.success(toastWords().updated, { id: "cart-updated" });
        toastLimit(outcome);
      },
      clearCart: (options) => {
        write(() => cart.clear());
        if (!options?.silent) toast.success(toastWords().cleared);
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
    spoken = strings;
    setWords?.(strings);
  }, [strings, setWords]);
  return <CartStringsContext value={strings}>{children}</CartStringsContext>;
}
