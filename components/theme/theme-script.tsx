import { THEME_SCRIPT } from "./theme-script-source";

/**
 * A tiny blocking script for <head>: the theme is on <html> before the first paint, so no flash
 * of the wrong theme. Its text never changes between pages or requests: the
 * Content-Security-Policy allows it by hash, on cached and per-request pages alike, without a
 * nonce (lib/http/csp.ts).
 */
export function ThemeScript() {
  return <script id="theme-init" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
