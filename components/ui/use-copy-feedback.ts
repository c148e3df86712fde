"use client";

import { useEffect, useState } from "react";

/** Spec section 9: a copy confirmation shows for 2 s. */
export const COPY_FEEDBACK_MS = 2_000;

/** Whether "Copied" shows, and a setter; it turns itself off after COPY_FEEDBACK_MS. */
export function useCopyFeedback(): [boolean, (copied: boolean) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return [copied, setCopied];
}
