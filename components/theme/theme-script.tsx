import { DARK_QUERY, DEFAULT_THEME, THEME_STORAGE_KEY } from "./theme-config";

/**
 * A tiny blocking script for <head>: puts `light` or `dark` on <html> before the first paint,
 * from the saved choice or, for "system", from prefers-color-scheme. No flash of the wrong theme.
 * Kept as a plain string (no React on the client) and free of any user input.
 */
const script = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},t=null;try{t=localStorage.getItem(k)}catch(e){}if(t!=="light"&&t!=="dark"&&t!=="system")t=${JSON.stringify(DEFAULT_THEME)};var d=t==="dark"||(t==="system"&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches);var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(d?"dark":"light");r.style.colorScheme=d?"dark":"light"}catch(e){}})();`;

export function ThemeScript() {
  return <script id="theme-init" dangerouslySetInnerHTML={{ __html: script }} />;
}
