"use client";

import { useActionState, useId, useState } from "react";
import { CircleCheck, Loader2, Send } from "lucide-react";
import { describedBy, FormField, inputClass } from "@/components/contact/form-field";
import { FormAlert } from "@/components/contact/form-alert";
import { buttonClasses } from "@/components/ui/button";
import { LazyQuickCheck, NO_QUICK_CHECK_ANSWER } from "@/components/contact/lazy-quick-check";
import { QUICK_CHECK_FIELD, QUICK_CHECK_MESSAGES } from "@/lib/domain/quick-check";
import { submitServiceInquiry } from "@/lib/actions/inquiry";
import { INITIAL_FORM_STATE } from "@/lib/validation/form-state";
import type { InquiryFormState } from "@/lib/validation/inquiry";

/**
 * The workshop booking / consultation request form: name, email and message required, phone
 * optional. Submits to the server action (also without JavaScript); on an error the typed
 * values stay in the fields.
 */
export function InquiryForm({ serviceId, submitLabel }: { serviceId: string; submitLabel: string }) {
  const [state, formAction, pending] = useActionState<InquiryFormState, FormData>(submitServiceInquiry, INITIAL_FORM_STATE);
  const uid = useId();
  // Once the server asks for the quick check, it stays in the form (a fresh one after each answer).
  const [answered, setAnswered] = useState(state);
  const [attempt, setAttempt] = useState(0);
  const [quickCheck, setQuickCheck] = useState(false);
  // Whether the last send carried a solved check, and whether the check shown sends the form itself.
  const [sentWithSolution, setSentWithSolution] = useState(false);
  const [checkAnswer, setCheckAnswer] = useState(NO_QUICK_CHECK_ANSWER);
  if (answered !== state) {
    setAnswered(state);
    setAttempt((n) => n + 1);
    if (state.status === "error" && state.quickCheck) setQuickCheck(true);
    setCheckAnswer({ asked: state.status === "error" && state.message === QUICK_CHECK_MESSAGES.required, sentWithSolution });
  }
  const id = (name: string) => `${uid}-${name}`;

  if (state.status === "success") {
    return (
      <div role="status" data-testid="inquiry-success" className="flex items-start gap-3 rounded-lg border border-success/40 bg-success/10 p-4">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <p className="font-medium">{state.message}</p>
      </div>
    );
  }

  const errors = state.status === "error" ? state.fieldErrors : {};
  const values = state.status === "error" ? state.values : undefined;

  return (
    <form
      action={formAction}
      onSubmit={(event) => setSentWithSolution(Boolean(new FormData(event.currentTarget).get(QUICK_CHECK_FIELD)))}
      noValidate
      className="space-y-4"
      aria-busy={pending}
    >
      <input type="hidden" name="serviceId" value={serviceId} />
      {state.status === "error" && <FormAlert message={state.message} testId="inquiry-error" />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("name")} label="Name" required error={errors.name}>
          <input
            id={id("name")}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values?.name}
            className={inputClass}
            {...describedBy(id("name"), errors.name)}
          />
        </FormField>
        <FormField id={id("email")} label="Email" required error={errors.email}>
          <input
            id={id("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values?.email}
            className={inputClass}
            {...describedBy(id("email"), errors.email)}
          />
        </FormField>
      </div>
      <FormField id={id("phone")} label="Phone (optional)" error={errors.phone}>
        <input
          id={id("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          defaultValue={values?.phone}
          className={inputClass}
          {...describedBy(id("phone"), errors.phone)}
        />
      </FormField>
      <FormField id={id("message")} label="Message" required error={errors.message}>
        <textarea
          id={id("message")}
          name="message"
          rows={4}
          required
          maxLength={5000}
          defaultValue={values?.message}
          placeholder="Preferred dates, group size, questions..."
          className={inputClass}
          {...describedBy(id("message"), errors.message)}
        />
      </FormField>
      {quickCheck && <LazyQuickCheck key={attempt} answer={checkAnswer} />}
      <button type="submit" disabled={pending} className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
        {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {pending ? "Sending..." : submitLabel}
      </button>
    </form>
  );
}
