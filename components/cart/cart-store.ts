"use client";

import { CART_STORAGE_KEY, parseCart, serializeCart, type CartItem } from "@/lib/domain/cart-read";
import type { CartStrings } from "./cart-words";

/*
 * Browser storage as an external store. useSyncExternalStore renders the server snapshot (empty)
 * during hydration and switches to the stored cart right after, so server and client HTML match.
 * Every change is written to localStorage at once; the `storage` event brings other tabs' changes.
 *
 * This module only reads (every page needs the count at hydration); the changes are in
 * cart-changes.ts, fetched when a visitor first changes the cart, and write through `writeCart`.
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
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    storageBroken = true;
    return memoryRaw;
  }
}

export function getSnapshot(): CartItem[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    const parsed = parseCart(raw);
    lastItems = parsed.length === 0 ? EMPTY : parsed;
  }
  return lastItems;
}

export const getServerSnapshot = (): CartItem[] => EMPTY;

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === CART_STORAGE_KEY) emit();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Stores the cart's lines (localStorage, else this page's memory) and tells every reader. */
export function writeCart(items: readonly CartItem[]): void {
  const raw = serializeCart(items);
  if (!storageBroken) {
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, raw);
    } catch {
      // Quota exceeded or storage blocked: keep the cart for this page's life.
      storageBroken = true;
    }
  }
  memoryRaw = raw;
  emit();
}

/**
 * The words of the page's language the cart speaks in (toasts, the panel), given by the page
 * (<CartWords>); null until a page gives them (the back office's document: English toasts).
 */
let spoken: CartStrings | null = null;

export function setSpokenWords(words: CartStrings): void {
  spoken = words;
}

export function spokenWords(): CartStrings | null {
  return spoken;
}
