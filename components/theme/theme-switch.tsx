"use client";

import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/components/ui/cn";
import { PathIcon } from "@/components/ui/stroke-icon";
import { useTheme } from "./theme-provider";
import type { Theme } from "./theme-config";
import type { ThemeSwitchStrings } from "@/lib/i18n/ui-strings";
import { THEME_OPTIONS } from "./theme-options";

/** The menu is fetched the first time the switch opens (no page's first load carries it). */
const ThemeMenu = lazy(() => import("./theme-menu").then((module) => ({ default: module.ThemeMenu })));

/**
 * The theme switch: a button named "Toggle theme" opening a small menu of
 * Light / Dark / System (menuitemradio, theme-menu.tsx). Keyboard: arrows, Home/End, Escape, Tab.
 * `placement="above"` opens the menu upwards (for a switch at the bottom of the screen).
 * Its words come translated from the server (themeSwitchStrings in lib/i18n/ui-strings.ts).
 */
export function ThemeSwitch({ strings, className, placement = "below" }: { strings: ThemeSwitchStrings; className?: string; placement?: "below" | "above" }) {
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const current = THEME_OPTIONS.find((option) => option.value === theme) ?? THEME_OPTIONS[2];

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(value: Theme) {
    setTheme(value);
    close(true);
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
        <Suspense fallback={null}>
          <ThemeMenu id={menuId} strings={strings} theme={theme} placement={placement} rootRef={rootRef} onChoose={choose} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
