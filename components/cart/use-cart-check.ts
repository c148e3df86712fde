"use client";

import { use, useEffect, useEffectEvent, useRef, useState } from "react";
import { checkCart } from "@/lib/actions/cart";
import type { CartCheckOutcome } from "@/lib/domain/cart";
import { fillString } from "@/lib/i18n/client-strings";
import { cartToOrderLines } from "@/lib/validation/order-lines";
import { useCart } from "./cart-context";
import { CartStringsContext } from "./cart-strings";
import { ENGLISH_TOASTS, moneyIn } from "./cart-words";

export interface CartCheckState {
  /** The check is running. */
  checking: boolean;
  /** Lines removed because they can no longer be ordered. */
  removed: CartCheckOutcome["removed"];
  /** Inline notes per line id (changed prices, quantities brought down). */
  notes: Record<string, string>;
  /** Runs the check again (e.g. after the server refused an order). */
  recheck: () => void;
}

/**
 * Checks the cart against the database once it is loaded (cart and checkout pages): sold or
 * unavailable lines are removed, current prices, shipping and tax are taken, and the visitor is
 * told (toasts from the provider, inline notes from here).
 */
export function useCartCheck(): CartCheckState {
  const { items, isLoaded, applyServerCheck } = useCart();
  const strings = use(CartStringsContext);
  const words = strings?.toasts ?? ENGLISH_TOASTS;
  const { money, number } = moneyIn(strings ?? { locale: "en", latinDigits: false });
  const [round, setRound] = useState(0);
  const [checking, setChecking] = useState(false);
  const [removed, setRemoved] = useState<CartCheckOutcome["removed"]>([]);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const done = useRef(new Set<number>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useEffectEvent(async () => {
    setChecking(true);
    try {
      const checks = await checkCart(cartToOrderLines(items), strings?.locale);
      if (!mounted.current) return;
      const outcome = await applyServerCheck(checks);
      if (outcome.removed.length) setRemoved((previous) => [...previous, ...outcome.removed]);
      if (outcome.priceChanges.length || outcome.limited.length) {
        setNotes((previous) => {
          const next = { ...previous };
          for (const change of outcome.priceChanges) {
            next[change.id] = fillString(words.notePriceUpdated, { from: money(change.from), to: money(change.to) });
          }
          for (const line of outcome.limited) next[line.id] = fillString(words.noteQuantitySet, { max: number(line.max) });
          return next;
        });
      }
    } catch (error) {
      // The page still works; every price is checked again when the order is placed.
      console.error("[cart] could not check the cart:", error);
    } finally {
      if (mounted.current) setChecking(false);
    }
  });

  const hasItems = items.length > 0;
  useEffect(() => {
    if (!isLoaded || !hasItems || done.current.has(round)) return;
    done.current.add(round);
    void run();
  }, [isLoaded, hasItems, round]);

  return { checking, removed, notes, recheck: () => setRound((r) => r + 1) };
}
