"use client";

import { useEffect } from "react";
import { applyStoredThemeClass } from "@/components/theme/theme-config";
import { buttonClasses } from "@/components/ui/button";
import { StrokeIcon } from "@/components/ui/stroke-icon";
import { ERROR_WORDS } from "./error-words";

/**
 * Fetched when an error boundary first shows it (lazy-error-screen.tsx): both boundaries
 * (app/[locale]/error.tsx, app/global-error.tsx) are part of every page's first load, each in its
 * own chunk, and used to carry a copy of this screen each. The two icons are drawn here (Lucide's
 * triangle-alert and rotate-cw) rather than through lucide-react.
 */

/** The top-level failure screen (spec): "Something went wrong" with a "Reload App" button. */
export function ErrorScreen({ digest }: { digest?: string }) {
  return (
    <div role="alert" className="flex min-h-[70dvh] items-center justify-center px-4 py-16">
      <div className="mx-auto max-w-md text-center">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-muted text-accent">
          <StrokeIcon className="size-7">
            <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
            <path d="M12 9v4" />
            <path d="M12 17h.01" />
          </StrokeIcon>
        </span>
        <h1 className="mt-6 text-3xl font-semibold text-foreground">{ERROR_WORDS.title}</h1>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          An unexpected error stopped this page from loading. Reloading usually fixes it; if it keeps happening,
          please try again a little later.
        </p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <button type="button" onClick={() => window.location.reload()} className={buttonClasses({ size: "lg" })}>
            <StrokeIcon className="size-5">
              <path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
              <path d="M21 3v5h-5" />
            </StrokeIcon>
            {ERROR_WORDS.reload}
          </button>
          {/* A full page load on purpose: the client app may be in a broken state. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
            Go to home page
          </a>
        </div>
        {digest && <p className="mt-8 font-mono text-xs text-muted-foreground">Error reference: {digest}</p>}
      </div>
    </div>
  );
}

/**
 * What an error boundary shows: the screen, with the error logged for the console and its digest
 * (the server's reference) shown. `ownDocument`: the boundary replaced the root layout
 * (app/global-error.tsx), so the stored theme is put on <html> here, without the head script.
 */
export function BoundaryErrorScreen({ error, ownDocument = false }: { error: unknown; ownDocument?: boolean }) {
  useEffect(() => {
    if (ownDocument) applyStoredThemeClass();
    console.error(error);
  }, [error, ownDocument]);
  const digest = error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : undefined;
  return <ErrorScreen digest={digest} />;
}
