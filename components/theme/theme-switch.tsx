"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CHECK_ICON, MONITOR_ICON, MOON_ICON, SUN_ICON } from "@/components/layout/frame-icons";
import { cn } from "@/components/ui/cn";
import { useTheme } from "./theme-provider";
import type { Theme } from "./theme-config";
import type { ThemeSwitchStrings } from "@/lib/i18n/ui-strings";

/** The choices; their words are in the strings (common.theme in messages/). */
const OPTIONS: { value: Theme; icon: readonly string[] }[] = [
  { value: "light", icon: SUN_ICON },
  { value: "dark", icon: MOON_ICON },
  { value: "system", icon: MONITOR_ICON },
];

/**
 * The theme switch: a button named "Toggle theme" opening a small menu of
 * Light / Dark / System (menuitemradio). Keyboard: arrows, Home/End, Escape, Tab.
 * `placement="above"` opens the menu upwards (for a switch at the bottom of the screen).
 * Its words come translated from the server (themeSwitchStrings in lib/i18n/ui-strings.ts).
 */
export function ThemeSwitch({ strings, className, placement = "below" }: { strings: ThemeSwitchStrings; className?: string; placement?: "below" | "above" }) {
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  const current = OPTIONS.find((option) => option.value === theme) ?? OPTIONS[2];

  useEffect(() => {
    if (!open) return;
    // Focus the checked item when the menu opens.
    const checked = OPTIONS.findIndex((option) => option.value === theme);
    itemRefs.current[checked >= 0 ? checked : 0]?.focus();

    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
    // Only on opening: moving focus again when the theme changes would fight the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(value: Theme) {
    setTheme(value);
    close(true);
  }

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
        close(true);
        break;
      case "Tab":
        close(false);
        break;
    }
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
    }
  }

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={strings.toggle}
        title={strings.options[current.value].title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className="icon-btn"
      >
        <PathIcon paths={current.icon} className="size-5" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={strings.menu}
          onKeyDown={onMenuKeyDown}
          className={cn(
            "absolute right-0 z-50 w-40 overflow-hidden rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg shadow-black/5",
            placement === "above" ? "bottom-full mb-2" : "mt-2",
          )}
        >
          {OPTIONS.map((option, i) => {
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
                onClick={() => choose(option.value)}
                className="flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted"
              >
                <PathIcon paths={option.icon} className="size-4 text-muted-foreground" />
                <span className="flex-1">{strings.options[option.value].label}</span>
                {checked && <PathIcon paths={CHECK_ICON} className="size-4" />}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
