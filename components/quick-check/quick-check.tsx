"use client";

import { lazy, Suspense, useCallback, useRef, useSyncExternalStore } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { LOADER_ICON } from "@/components/layout/frame-icons";
import { SHIELD_CHECK_ICON } from "@/components/checkout/payment-icons";

// Loaded only when the server asks for the check: ordinary visitors never download it. React's
// lazy rather than next/dynamic, whose loader (about 1.6 KB gzip) the forms' pages would load.
const QuickCheckWidget = lazy(() => import("./quick-check-widget").then((m) => ({ default: m.QuickCheckWidget })));

/** The check's words, translated on the server by the page that draws the form (English by default). */
export interface QuickCheckWords {
  title: string;
  loading: string;
  sendsBySelf: string;
  sendAgain: string;
  needsJavaScript: string;
  /** The ALTCHA widget's own texts in the page's language (its English when absent). */
  widget?: QuickCheckWidgetWords;
}

/** The widget's language code and its texts (ALTCHA's i18n keys, e.g. `label`, `verifying`, `footer`). */
export interface QuickCheckWidgetWords {
  language: string;
  strings: Record<string, string>;
}

export const ENGLISH_QUICK_CHECK: QuickCheckWords = {
  title: "Quick check",
  loading: "Loading the quick check...",
  sendsBySelf: "Many requests came from your connection, so we ask for a short automatic check. It takes a few seconds, then your form is sent by itself.",
  sendAgain: "Many requests came from your connection, so we ask for a short automatic check. Wait for it to finish, then send again.",
  needsJavaScript: "The quick check needs JavaScript. Please turn it on, or write to us by email.",
};

function Loading({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
      <PathIcon paths={LOADER_ICON} className="size-4 animate-spin" /> {text}
    </p>
  );
}

const subscribeToNothing = () => () => {};

/**
 * Whether a refused send should bring a check that sends the form again by itself: only when the
 * server asked for the check and the refused send carried no solution. A send that carried one
 * and was refused again (its challenge expired, say) brings a check the visitor sends by hand,
 * so a form is never sent over and over by itself.
 */
export function sendsBySelf(askedForCheck: boolean, sentWithSolution: boolean): boolean {
  return askedForCheck && !sentWithSolution;
}

/**
 * The quick check, shown in a form after the server asked for it (an address past its quiet
 * rate). It solves by itself and, with `submitWhenSolved`, then sends its form again (the form's
 * own submit: its fields and the solution), so the visitor presses once; without, the visitor
 * sends again once it says it is done.
 */
export function QuickCheck({
  onPayload,
  submitWhenSolved = false,
  words = ENGLISH_QUICK_CHECK,
}: {
  onPayload?: (payload: string | null) => void;
  submitWhenSolved?: boolean;
  words?: QuickCheckWords;
}) {
  // The widget is drawn in the browser only (the server's HTML shows the loading line).
  const inBrowser = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const box = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  const sendForm = useCallback(() => {
    // Once per check (a widget that solves again later sends nothing), on the next turn: the
    // widget has filled the form's field by then.
    if (sent.current) return;
    sent.current = true;
    window.setTimeout(() => box.current?.closest("form")?.requestSubmit(), 0);
  }, []);
  return (
    <div ref={box} className="space-y-2 rounded-lg border border-border bg-muted/40 p-3" data-testid="quick-check">
      <p className="flex items-center gap-2 text-sm font-medium">
        <PathIcon paths={SHIELD_CHECK_ICON} className="size-4" /> {words.title}
      </p>
      <p className="text-sm text-muted-foreground">
        {submitWhenSolved ? words.sendsBySelf : words.sendAgain}
      </p>
      {inBrowser ? (
        <Suspense fallback={<Loading text={words.loading} />}>
          <QuickCheckWidget onPayload={onPayload} onVerified={submitWhenSolved ? sendForm : undefined} words={words.widget} />
        </Suspense>
      ) : (
        <Loading text={words.loading} />
      )}
      <noscript>
        <p className="text-sm text-destructive">{words.needsJavaScript}</p>
      </noscript>
    </div>
  );
}
