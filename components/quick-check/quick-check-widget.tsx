"use client";

// The widget without bundled blob workers or injected styles (works under our CSP): its
// stylesheet is a file of this origin and its proof-of-work worker is built into our own chunks.
import "altcha/external";
import "altcha/altcha.css";
import type {} from "altcha/types/react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { QuickCheckWidgetWords } from "./quick-check";
import { QUICK_CHECK_CHALLENGE_URL, QUICK_CHECK_FIELD } from "@/lib/domain/quick-check";

const ALGORITHM = "PBKDF2/SHA-256";

if (typeof window !== "undefined" && !globalThis.$altcha.algorithms.has(ALGORITHM)) {
  globalThis.$altcha.algorithms.set(ALGORITHM, () => new Worker(new URL("altcha/workers/pbkdf2", import.meta.url)));
}

/** The widget in the site's colours (light and dark follow the theme's variables). */
const THEME = {
  "--altcha-color-base": "var(--card)",
  "--altcha-color-base-content": "var(--card-foreground)",
  "--altcha-color-neutral": "var(--border)",
  "--altcha-color-neutral-content": "var(--muted-foreground)",
  "--altcha-color-primary": "var(--primary)",
  "--altcha-color-primary-content": "var(--primary-foreground)",
  "--altcha-color-success": "var(--success)",
  "--altcha-color-error": "var(--destructive)",
  "--altcha-border-radius": "var(--radius)",
  "--altcha-max-width": "100%",
} as CSSProperties;

/** Gives ALTCHA the page's texts for its language (its i18n store; English is built in). */
function registerWords(words: QuickCheckWidgetWords | undefined): string {
  if (!words) return "en";
  if (typeof window !== "undefined") globalThis.$altcha.i18n.set(words.language, words.strings);
  return words.language;
}

/**
 * The ALTCHA widget: fetches a challenge from this shop, solves it in a worker as soon as it
 * shows (ALTCHA's `auto="onload"`), and puts the solution in the form's `altcha` field.
 * `onPayload` hears the solution (null until solved), for forms assembled by script; `onVerified`
 * is told once the solution is there, after `onPayload`. `words` are its texts in the page's
 * language, registered before the widget first draws.
 */
export function QuickCheckWidget({ onPayload, onVerified, words }: { onPayload?: (payload: string | null) => void; onVerified?: () => void; words?: QuickCheckWidgetWords }) {
  const [language] = useState(() => registerWords(words));
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const widget = ref.current;
    if (!widget || (!onPayload && !onVerified)) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      const payload = detail?.state === "verified" && detail.payload ? detail.payload : null;
      onPayload?.(payload);
      if (payload) onVerified?.();
    };
    widget.addEventListener("statechange", listener);
    return () => widget.removeEventListener("statechange", listener);
  }, [onPayload, onVerified]);
  return (
    <altcha-widget
      ref={ref}
      challenge={QUICK_CHECK_CHALLENGE_URL}
      name={QUICK_CHECK_FIELD}
      auto="onload"
      language={language}
      style={THEME}
      data-testid="quick-check-widget"
    />
  );
}
