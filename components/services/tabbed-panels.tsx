"use client";

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { tabIndexForKey } from "@/components/ui/tab-keys";

export interface TabPanel {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs). Each tab is also a
 * link to `?{param}={id}`, so without JavaScript a tab loads the page with that panel selected;
 * with JavaScript switching is instant and the address bar follows.
 * `lazy`: only the selected panel is in the page's HTML, the others are drawn when selected (for
 * tabs that show views of one list, so the HTML does not carry the same cards several times).
 */
export function TabbedPanels({
  tabs,
  initialTab,
  param = "tab",
  label,
  lazy = false,
  className,
}: {
  tabs: readonly TabPanel[];
  initialTab?: string;
  param?: string;
  label: string;
  lazy?: boolean;
  className?: string;
}) {
  const [active, setActive] = useState(() => (tabs.some((t) => t.id === initialTab) ? initialTab! : tabs[0]?.id));
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const base = useId();

  function hrefFor(id: string): string {
    return id === tabs[0]?.id ? "?" : `?${param}=${encodeURIComponent(id)}`;
  }

  function select(id: string) {
    setActive(id);
    const url = new URL(window.location.href);
    if (id === tabs[0]?.id) url.searchParams.delete(param);
    else url.searchParams.set(param, id);
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, tabs.findIndex((t) => t.id === active), tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(tabs[next].id);
    refs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex max-w-full gap-0.5 overflow-x-auto rounded-lg bg-muted p-1 [scrollbar-width:none] sm:inline-flex sm:gap-1">
        {tabs.map((tab, i) => {
          const selected = tab.id === active;
          return (
            <a
              key={tab.id}
              ref={(node) => {
                refs.current[i] = node;
              }}
              id={`${base}-tab-${tab.id}`}
              href={hrefFor(tab.id)}
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                select(tab.id);
              }}
              className={cn(
                "inline-flex h-9 shrink-0 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-4",
                selected ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="mt-8 focus-visible:outline-2 focus-visible:outline-offset-4"
        >
          {lazy && tab.id !== active ? null : tab.panel}
        </div>
      ))}
    </div>
  );
}
