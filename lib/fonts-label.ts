import localFont from "next/font/local";

/**
 * The language switch's "नेपाली" on English pages: Noto Sans Devanagari medium cut to that word's
 * glyphs (scripts/subset-nepali-label-font.mjs, about 1.3 KB). English pages do not load the Nepali
 * pages' face (lib/devanagari-face.tsx), and a machine without a Devanagari system font would draw the word as
 * boxes. Never preloaded and limited to Devanagari by unicode-range, so the browser fetches it only
 * to draw that label; the system's Devanagari shows until then (swap).
 */
export const nepaliLabel = localFont({
  src: [{ path: "./font-files/nepali-label-500.woff2", weight: "500", style: "normal" }],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "unicode-range", value: "U+0900-097F" }],
});
