import { DARK_QUERY, DEFAULT_THEME, THEME_STORAGE_KEY } from "./theme-config";

/**
 * The text of the blocking theme script in <head> (components/theme/theme-script.tsx): puts
 * `light` or `dark` on <html> before the first paint, from the saved choice or, for "system",
 * from prefers-color-scheme. The same constant text on every page and every request, so the
 * Content-Security-Policy allows it by its sha256 (lib/http/csp.ts hashes this very string).
 * Free of any user input; no React on the client.
 */
export const THEME_SCRIPT = `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},t=null;try{t=localStorage.getItem(k)}catch(e){}if(t!=="light"&&t!=="dark"&&t!=="system")t=${JSON.stringify(DEFAULT_THEME)};var d=t==="dark"||(t==="system"&&window.matchMedia(${JSON.stringify(DARK_QUERY)}).matches);var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(d?"dark":"light");r.style.colorScheme=d?"dark":"light"}catch(e){}})();`;
