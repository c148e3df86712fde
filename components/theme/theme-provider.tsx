"use client";

import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from "react";
import {
  DARK_QUERY,
  DEFAULT_THEME,
  THEMES,
  THEME_STORAGE_KEY,
  isTheme,
  resolveTheme,
  type ResolvedTheme,
  type Theme,
} from "./theme-config";

export interface ThemeContextValue {
  /** The visitor's choice: light, dark or system. */
  theme: Theme;
  /** What is on screen: light or dark. */
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
  themes: readonly Theme[];
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
ThemeContext.displayName = "ThemeContext";

/*
 * The theme lives outside React: localStorage plus the OS preference. React reads it through
 * useSyncExternalStore (the server snapshot is "system", so hydration matches the server HTML),
 * and the class on <html> is written here, never from a render or an effect, so the class the
 * head script set before paint is never overwritten with a stale value during hydration.
 */

const listeners = new Set<() => void>();
/** Used when localStorage is unavailable (private mode, blocked storage). */
let memoryTheme: Theme | null = null;
let media: MediaQueryList | null = null;

function readTheme(): Theme {
  if (memoryTheme) return memoryTheme;
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (isTheme(stored)) return stored;
  } catch {
    // Storage blocked: fall through to the default.
  }
  return DEFAULT_THEME;
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

function applyTheme(theme: Theme, disableTransitions = false): void {
  const resolved = resolveTheme(theme, systemPrefersDark());
  const root = document.documentElement;
  let style: HTMLStyleElement | null = null;
  if (disableTransitions) {
    // Switch colours in one frame instead of animating every coloured element.
    style = document.createElement("style");
    style.textContent = "*,*::before,*::after{transition:none!important}";
    document.head.appendChild(style);
  }
  root.classList.remove(resolved === "dark" ? "light" : "dark");
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
  if (style) {
    const added = style;
    void window.getComputedStyle(document.body).opacity; // force a style flush first
    window.setTimeout(() => added.remove(), 1);
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onSystemChange(): void {
  if (readTheme() === "system") applyTheme("system", true);
  emit();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed the theme (or cleared storage).
  if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
  applyTheme(readTheme(), true);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    media = window.matchMedia(DARK_QUERY);
    media.addEventListener("change", onSystemChange);
    window.addEventListener("storage", onStorage);
    // The OS preference or the stored choice may have changed between the head script and
    // hydration, when nobody was listening yet: bring the class up to date once.
    applyTheme(readTheme());
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      media?.removeEventListener("change", onSystemChange);
      media = null;
      window.removeEventListener("storage", onStorage);
    }
  };
}

function setTheme(theme: Theme): void {
  if (!isTheme(theme)) throw new Error(`Unknown theme "${String(theme)}". Use one of: ${THEMES.join(", ")}.`);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    memoryTheme = null;
  } catch {
    memoryTheme = theme;
  }
  applyTheme(theme, true);
  emit();
}

const getServerTheme = (): Theme => DEFAULT_THEME;
const getServerPrefersDark = (): boolean => false;

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, readTheme, getServerTheme);
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark, getServerPrefersDark);

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, resolvedTheme: resolveTheme(theme, prefersDark), setTheme, themes: THEMES }),
    [theme, prefersDark],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The theme and its setter. Throws when used outside <ThemeProvider>. */
export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) {
    throw new Error("useTheme() must be used within a <ThemeProvider>. Wrap the component tree in <ThemeProvider>.");
  }
  return context;
}
