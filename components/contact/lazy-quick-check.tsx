"use client";

import { lazy, Suspense } from "react";
import type { QuickCheckWords } from "@/components/quick-check/quick-check";

/** What the server's last answer said about the check, as a form records it. */
export interface QuickCheckAnswer {
  /** The server asked for the check (its "complete the quick check" answer). */
  asked: boolean;
  /** The refused send carried a solution. */
  sentWithSolution: boolean;
}

export const NO_QUICK_CHECK_ANSWER: QuickCheckAnswer = { asked: false, sentWithSolution: false };

// The check's frame and rules are fetched when a form first shows the check (after the server
// asked for it), so no page's first load carries them; the widget itself is fetched by the frame.
const LoadedQuickCheck = lazy(() =>
  import("@/components/quick-check/quick-check").then(({ QuickCheck, sendsBySelf }) => ({
    default: function QuickCheckAfterAnswer({ answer, words }: { answer: QuickCheckAnswer; words?: QuickCheckWords }) {
      return <QuickCheck submitWhenSolved={sendsBySelf(answer.asked, answer.sentWithSolution)} words={words} />;
    },
  })),
);

/**
 * The forms' quick check (components/quick-check/quick-check.tsx), shown once the server asked
 * for it: with `answer`, the check sends the form again by itself when the server asked for it
 * and the refused send carried no solution (`sendsBySelf`).
 */
export function LazyQuickCheck({ answer, words }: { answer: QuickCheckAnswer; words?: QuickCheckWords }) {
  return (
    <Suspense fallback={null}>
      <LoadedQuickCheck answer={answer} words={words} />
    </Suspense>
  );
}
