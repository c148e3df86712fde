"use client";

import { useActionState, useId } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { BELL_RING_ICON, CIRCLE_CHECK_ICON, LOADER_ICON, MAIL_ICON } from "@/components/layout/frame-icons";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FormAlert } from "@/components/contact/form-alert";
import { inputClass } from "@/components/contact/form-field";
import { LazyQuickCheck } from "@/components/quick-check/lazy-quick-check";
import { useFormAnswers } from "@/components/contact/use-form-answers";
import type { QuickCheckWords } from "@/components/quick-check/quick-check";
import type { Locale } from "@/lib/i18n/locales";
import { signUpAfterOrder, signUpForAlert, signUpForList } from "@/lib/actions/mailing-list";
import { LIST_LIMITS } from "@/lib/domain/mailing-list-limits";
import { INITIAL_LIST_SIGN_UP_STATE, type ListSignUpState } from "@/lib/validation/mailing-list";

type Variant =
  | { kind: "list" }
  | { kind: "after-order"; orderToken: string }
  | { kind: "prints"; slug: string }
  | { kind: "category"; slug: string };

/** The form's words, translated on the server (lib/i18n/form-strings.ts). */
export interface ListFormStrings {
  /** The page's language: the answer, and the list's emails to the address, are in it. */
  locale: Locale;
  /** The email field's label, or after an order the consent box's. */
  label: string;
  button: string;
  sending: string;
  quickCheck: QuickCheckWords;
  /** The server's "complete the quick check" answer in this language (it then sends by itself). */
  checkRequired: string;
}

const ACTIONS = { list: signUpForList, "after-order": signUpAfterOrder, prints: signUpForAlert, category: signUpForAlert } as const;

/**
 * A sign-up to the list or an alert, posting to its server action (works without JavaScript).
 * The answer is the same for every address; once the server asks for the quick check, it stays
 * in the form. After an order the form is one unticked box and a button: the order's address.
 */
export function ListSignUpForm({ variant, strings, className }: { variant: Variant; strings: ListFormStrings; className?: string }) {
  const { label, button: buttonLabel } = strings;
  const [state, formAction, pending] = useActionState<ListSignUpState, FormData>(ACTIONS[variant.kind], INITIAL_LIST_SIGN_UP_STATE);
  const id = useId();
  const { answerKey: formKey, quickCheck, checkAnswer, onSubmit } = useFormAnswers(state, strings.checkRequired);

  if (state.status === "success") {
    return (
      <p role="status" data-testid="list-sign-up-answer" className={cn("flex items-start gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2.5 text-sm", className)}>
        <PathIcon paths={CIRCLE_CHECK_ICON} className="mt-0.5 size-4 shrink-0 text-success" />
        {state.message}
      </p>
    );
  }

  const icon = variant.kind === "prints" || variant.kind === "category" ? BELL_RING_ICON : MAIL_ICON;
  const button = (
    <button type="submit" disabled={pending} className={buttonClasses({ variant: "outline", className: "shrink-0" })}>
      <PathIcon paths={pending ? LOADER_ICON : icon} className={pending ? "animate-spin" : undefined} />
      {pending ? strings.sending : buttonLabel}
    </button>
  );
  return (
    <form
      key={formKey}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-busy={pending}
      className={cn("space-y-3", className)}
      data-testid={`list-sign-up-${variant.kind}`}
    >
      <input type="hidden" name="locale" value={strings.locale} />
      {state.status === "error" && <FormAlert message={state.message} testId="list-sign-up-error" />}
      {variant.kind === "after-order" ? (
        <>
          <input type="hidden" name="order" value={variant.orderToken} />
          <label htmlFor={`${id}-consent`} className="flex items-start gap-3 text-sm">
            <input id={`${id}-consent`} name="consent" type="checkbox" value="yes" className="mt-0.5 size-4 shrink-0 accent-primary" />
            <span>{label}</span>
          </label>
          {quickCheck && <LazyQuickCheck answer={checkAnswer} words={strings.quickCheck} />}
          {button}
        </>
      ) : (
        <>
          {variant.kind !== "list" && <input type="hidden" name="kind" value={variant.kind} />}
          {variant.kind !== "list" && <input type="hidden" name="target" value={variant.slug} />}
          <label htmlFor={`${id}-email`} className="block text-sm font-medium">
            {label}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={LIST_LIMITS.email}
              placeholder="you@example.com"
              defaultValue={state.status === "error" ? state.email : undefined}
              aria-invalid={state.status === "error" ? true : undefined}
              className={cn(inputClass, "min-w-0 flex-1")}
            />
            {button}
          </div>
          {quickCheck && <LazyQuickCheck answer={checkAnswer} words={strings.quickCheck} />}
        </>
      )}
    </form>
  );
}
