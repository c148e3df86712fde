"use client";

import { ERROR_WORDS } from "@/components/layout/error-words";
import { LazyErrorScreen } from "@/components/layout/lazy-error-screen";
import "./globals.css";

/**
 * Replaces the root layout when it fails, so it brings its own document, styles and theme (the
 * screen puts the stored theme on <html> once shown).
 */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <title>{ERROR_WORDS.title}</title>
      </head>
      <body>
        <main id="main">
          <LazyErrorScreen error={error} ownDocument />
        </main>
      </body>
    </html>
  );
}
