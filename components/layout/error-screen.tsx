"use client";

import { RotateCw, TriangleAlert } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

/** The top-level failure screen (spec): "Something went wrong" with a "Reload App" button. */
export function ErrorScreen({ digest }: { digest?: string }) {
  return (
    <div role="alert" className="flex min-h-[70dvh] items-center justify-center px-4 py-16">
      <div className="mx-auto max-w-md text-center">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-muted text-accent">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-semibold text-foreground">Something went wrong</h1>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          An unexpected error stopped this page from loading. Reloading usually fixes it; if it keeps happening,
          please try again a little later.
        </p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <button type="button" onClick={() => window.location.reload()} className={buttonClasses({ size: "lg" })}>
            <RotateCw aria-hidden="true" />
            Reload App
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
