/** Shared by the blocking head script (server) and the theme provider (client). */

export const THEME_STORAGE_KEY = "art-portfolio-ui-theme";
export const THEMES = ["light", "dark", "system"] as const;
export const DEFAULT_THEME: Theme = "system";
export const DARK_QUERY = "(prefers-color-scheme: dark)";

export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = "light" | "dark";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === "system") return systemPrefersDark ? "dark" : "light";
  return theme;
}

/**
 * Applies the saved theme to <html> (same rule as the head script). For documents that cannot
 * carry the head script, such as app/global-error.tsx.
 */
export function applyStoredThemeClass(): void {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage blocked: use the default.
  }
  const theme = isTheme(stored) ? stored : DEFAULT_THEME;
  const resolved = resolveTheme(theme, window.matchMedia(DARK_QUERY).matches);
  const root = document.documentElement;
  root.classList.remove(resolved === "dark" ? "light" : "dark");
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
