import localFont from "next/font/local";

/**
 * Inter (variable weight 100-900, Latin subset) self-hosted from the
 * @fontsource-variable/inter package, so the build never needs to fetch fonts from the internet.
 * Exposed as the CSS variable --font-inter, which globals.css maps to Tailwind's font-sans.
 */
export const inter = localFont({
  // One file (~48 KB) covers every weight; italics are rarely used and are synthesised.
  src: [
    {
      path: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
      weight: "100 900",
      style: "normal",
    },
  ],
  variable: "--font-inter",
  display: "swap",
  preload: true,
  fallback: ["ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "Arial", "sans-serif"],
});

/**
 * Fraunces (variable weight, Latin subset), the display face of headings: a soft, painterly
 * old-style serif beside Inter for text. Self-hosted from @fontsource-variable/fraunces.
 * Exposed as --font-fraunces, mapped to Tailwind's font-display in globals.css.
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
  fallback: ["ui-serif", "Georgia", "Cambria", "Times New Roman", "serif"],
});
