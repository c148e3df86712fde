import { preload } from "react-dom";
import { DEVANAGARI_FONT } from "@/lib/font-files/devanagari";

/** The face's family name: a name of its own, so that no installed font of the same name is taken for it. */
const FAMILY = "Noto Sans Devanagari Nepali";

/**
 * The Nepali pages' Devanagari face (Noto Sans Devanagari, subset: scripts/subset-devanagari-font.mjs),
 * declared and preloaded on Nepali pages only, so English pages neither declare nor fetch it.
 *
 * Preloaded: without it the browser found the font only when it laid out the first Devanagari
 * text, and the swap from the fallback re-wrapped the page's headings after the first paint
 * (layout shift 0.13-0.14 on /ne and an artwork page under Lighthouse's phone). `swap` keeps the
 * text readable in the system's Devanagari face if the file is late. The unicode-range leaves
 * Latin letters and digits to the system face. `--font-devanagari` is what globals.css uses.
 */
export function DevanagariFace() {
  preload(DEVANAGARI_FONT.url, { as: "font", type: "font/woff2", crossOrigin: "anonymous", fetchPriority: "high" });
  const css =
    `@font-face{font-family:"${FAMILY}";src:url(${DEVANAGARI_FONT.url}) format("woff2");font-weight:400;font-style:normal;` +
    `font-display:swap;unicode-range:U+0901-0970,U+200C-200D,U+25CC}` +
    `html{--font-devanagari:"${FAMILY}"}`;
  return (
    <style href="devanagari-face" precedence="default">
      {css}
    </style>
  );
}
