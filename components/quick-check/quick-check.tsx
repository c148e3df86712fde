"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { Loader2, ShieldCheck } from "lucide-react";

// Loaded only when the server asks for the check: ordinary visitors never download it. React's
// lazy rather than next/dynamic, whose loader (about 1.6 KB gzip) the forms' pages would load.
const QuickCheckWidget = lazy(() => import("./quick-check-widget").then((m) => ({ default: m.QuickCheckWidget })));

function Loading() {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading the quick check...
    </p>
  );
}

const subscribeToNothing = () => () => {};

/**
 * The quick check, shown in a form after the server asked for it (an address past its quiet
 * rate). It solves by itself; the visitor then sends the form again.
 */
export function QuickCheck({ onPayload }: { onPayload?: (payload: string | null) => void }) {
  // The widget is drawn in the browser only (the server's HTML shows the loading line).
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  return (
    <div className="space-y-2 rounded-lg border border-border bg-muted/40 p-3" data-testid="quick-check">
      <p className="flex items-center gap-2 text-sm font-medium">
        <ShieldCheck aria-hidden="true" className="size-4" /> Quick check
      </p>
      <p className="text-sm text-muted-foreground">
        Many requests came from your connection, so we ask for a short automatic check. Wait for it to finish, then send again.
      </p>
      {inBrowser ? (
        <Suspense fallback={<Loading />}>
          <QuickCheckWidget onPayload={onPayload} />
        </Suspense>
      ) : (
        <Loading />
      )}
      <noscript>
        <p className="text-sm text-destructive">The quick check needs JavaScript. Please turn it on, or write to us by email.</p>
      </noscript>
    </div>
  );
}
