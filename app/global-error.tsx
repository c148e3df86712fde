"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/layout/error-screen";
import { applyStoredThemeClass } from "@/components/theme/theme-config";
import "./globals.css";

/** Replaces the root layout when it fails, so it brings its own document, styles and theme. */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    applyStoredThemeClass();
    console.error(error);
  }, [error]);

  const digest =
    error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;

  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <title>Something went wrong</title>
      </head>
      <body>
        <main id="main">
          <ErrorScreen digest={digest} />
        </main>
      </body>
    </html>
  );
}
