"use client";

import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { cn } from "@/components/ui/cn";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CHECK_ICON } from "@/components/layout/frame-icons";
import type { Theme } from "./theme-config";
import type { ThemeSwitchStrings } from "@/lib/i18n/ui-strings";
import { THEME_OPTIONS } from "./theme-options";

/**
 * The theme switch's menu of Light / Dark / System (menuitemradio), fetched the first time the
 * switch opens (theme-switch.tsx). Keyboard: arrows, Home/End, Escape, Tab.
 */
export function ThemeMenu({
  id,
  strings,
  theme,
  placement,
  rootRef,
  onChoose,
  onClose,
}: {
  id: string;
  strings: ThemeSwitchStrings;
  theme: Theme;
  placement: "below" | "above";
  rootRef: RefObject<HTMLDivElement | null>;
  onChoose: (value: Theme) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    // Focus the checked item when the menu opens.
    const checked = THEME_OPTIONS.findIndex((option) => option.value === theme);
    itemRefs.current[checked >= 0 ? checked : 0]?.focus();

    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
    // Only on opening: moving focus again when the theme changes would fight the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusAt(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusAt(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusAt(0);
        break;
      case "End":
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        onClose(true);
        break;
      case "Tab":
        onClose(false);
        break;
    }
  }

  return (
    <div
      id={id}
      role="menu"
      aria-label={strings.menu}
      onKeyDown={onMenuKeyDown}
      className={cn(
        "absolute right-0 z-50 w-40 overflow-hidden rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg shadow-black/5",
        placement === "above" ? "bottom-full mb-2" : "mt-2",
      )}
    >
      {THEME_OPTIONS.map((option, i) => {
        const checked = option.value === theme;
        return (
          <button
            key={option.value}
            ref={(node) => {
              itemRefs.current[i] = node;
            }}
            type="button"
            role="menuitemradio"
            aria-checked={checked}
            tabIndex={-1}
            onClick={() => onChoose(option.value)}
            className="flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted"
          >
            <PathIcon paths={option.icon} className="size-4 text-muted-foreground" />
            <span className="flex-1">{strings.options[option.value].label}</span>
            {checked && <PathIcon paths={CHECK_ICON} className="size-4" />}
          </button>
        );
      })}
    </div>
  );
}
