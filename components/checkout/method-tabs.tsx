"use client";

import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from "react";
import { tabIndexForKey } from "@/components/ui/tab-keys";
import { loadPaymentMethod, savePaymentMethod } from "./pending-order";

const subscribeToNothing = () => () => {};

/**
 * The ways to pay's tabs (WAI-ARIA tabs pattern, automatic activation: the arrow keys, Home and
 * End move to a tab and show its panel; only the chosen tab is in the Tab order). The panels are
 * drawn on the server (components/checkout/payment-methods.tsx); here only which one shows. It
 * opens on `initial` (a method with a scannable QR code) or on the buyer's last choice, kept in
 * the browser's storage and read after hydration (the server has none).
 */
export function MethodTabs({ tabs, panels, initial, label }: { tabs: { kind: string; label: string }[]; panels: ReactNode[]; initial: string; label: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const remembered = useSyncExternalStore(subscribeToNothing, loadPaymentMethod, () => null);
  const current = chosen ?? (remembered && tabs.some((t) => t.kind === remembered) ? remembered : initial);
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (kind: string) => `${base}-tab-${kind}`;
  const panelId = (kind: string) => `${base}-panel-${kind}`;

  function choose(kind: string) {
    setChosen(kind);
    savePaymentMethod(kind);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, tabs.findIndex((t) => t.kind === current), tabs.length);
    if (next === null) return;
    event.preventDefault();
    choose(tabs[next].kind);
    buttons.current[next]?.focus();
  }

  return (
    <div className="rounded-xl border border-border bg-card" data-testid="payment-methods">
      <div role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown} className="flex flex-wrap gap-1 border-b border-border p-1.5">
        {tabs.map((tab, i) => {
          const selected = tab.kind === current;
          return (
            <button
              key={tab.kind}
              ref={(node) => {
                buttons.current[i] = node;
              }}
              type="button"
              role="tab"
              id={tabId(tab.kind)}
              aria-selected={selected}
              aria-controls={panelId(tab.kind)}
              data-state={selected ? "active" : "inactive"}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.kind)}
              className="shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.kind} role="tabpanel" id={panelId(tab.kind)} aria-labelledby={tabId(tab.kind)} hidden={tab.kind !== current} tabIndex={0} className="p-4 sm:p-5">
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
