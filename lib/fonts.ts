import localFont from "next/font/local";

/**
 * Body text uses the visitor's own system font (globals.css, --font-sans): nothing to download
 * before the art appears. Only the display face of the public site's headings is fetched.
 *
 * Fraunces (variable weight, Latin subset, about 37 KB), a soft, painterly old-style serif,
 * self-hosted from @fontsource-variable/fraunces so the build never needs the internet.
 * Exposed as --font-fraunces on the public site's frame (components/layout/site-shell.tsx), so it
 * is preloaded only on pages whose first screen shows it (not in the back office), and mapped to
 * Tailwind's font-display in globals.css.
 */
export const fraunces = localFont({
  src: [
    {
      path: "../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
      weight: "100 900",
      style: "normal",
    },
  ],
  variable: "--font-fraunces",
  // A display face is decoration: if it is not there by first paint (slow network) the fallback
  // serif stays for that visit, so headings never re-flow and the largest paint is not delayed.
  display: "optional",
  preload: true,
  // The generated fallback face is Times New Roman scaled to Fraunces' metrics (size-adjust,
  // ascent and descent overrides): a serif of the same size if the face is not used.
  adjustFontFallback: "Times New Roman",
  fallback: ["ui-serif", "Georgia", "Cambria", "Times New Roman", "serif"],
});
