"use client";

import { useState, type FormEvent } from "react";
import { NO_QUICK_CHECK_ANSWER } from "@/components/quick-check/lazy-quick-check";
import { QUICK_CHECK_FIELD } from "@/lib/domain/quick-check";

/** What the hook reads of a form's state: whether it failed, with what message, asking for the check. */
type AnsweredState = { status: "idle" } | { status: "success" } | { status: "error"; message: string; quickCheck?: boolean };

/**
 * What the public forms (contact, service inquiry, the list's sign-ups) keep of their server action's answers: a key
 * that changes with every answer (a form re-created with it shows the values the server returned),
 * whether the quick check is shown (once the server asked for it, it stays), and what the last
 * answer said about the check. `checkRequired` is the server's "complete the quick check" answer
 * in the form's language (the action answers in it).
 */
export function useFormAnswers(state: AnsweredState, checkRequired: string) {
  const [answered, setAnswered] = useState(state);
  const [answerKey, setAnswerKey] = useState(0);
  const [quickCheck, setQuickCheck] = useState(false);
  // Whether the last send carried a solved check, and whether the check shown sends the form itself.
  const [sentWithSolution, setSentWithSolution] = useState(false);
  const [checkAnswer, setCheckAnswer] = useState(NO_QUICK_CHECK_ANSWER);
  if (answered !== state) {
    setAnswered(state);
    setAnswerKey((key) => key + 1);
    if (state.status === "error" && state.quickCheck) setQuickCheck(true);
    setCheckAnswer({ asked: state.status === "error" && state.message === checkRequired, sentWithSolution });
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => setSentWithSolution(Boolean(new FormData(event.currentTarget).get(QUICK_CHECK_FIELD)));
  return { answerKey, quickCheck, checkAnswer, onSubmit };
}
