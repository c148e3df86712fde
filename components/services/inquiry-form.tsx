"use client";

import { useActionState, useId } from "react";
import { CircleCheck, Loader2, Send } from "lucide-react";
import { describedBy, FormField, inputClass } from "@/components/contact/form-field";
import { FormAlert } from "@/components/contact/form-alert";
import { buttonClasses } from "@/components/ui/button";
import { LazyQuickCheck } from "@/components/quick-check/lazy-quick-check";
import { useFormAnswers } from "@/components/contact/use-form-answers";
import { submitServiceInquiry } from "@/lib/actions/inquiry";
import { INITIAL_FORM_STATE } from "@/lib/validation/form-state";
import type { InquiryFormState } from "@/lib/validation/inquiry";
import type { Locale } from "@/lib/i18n/locales";
import type { InquiryFormStrings } from "@/lib/i18n/ui-strings";

/**
 * The workshop booking / consultation request form: name, email and message required, phone
 * optional. Submits to the server action (also without JavaScript); on an error the typed
 * values stay in the fields. Its words come translated from the server (inquiryFormStrings); it
 * sends its language with the form, and the server answers in it.
 */
export function InquiryForm({ serviceId, submitLabel, locale, strings }: { serviceId: string; submitLabel: string; locale: Locale; strings: InquiryFormStrings }) {
  const [state, formAction, pending] = useActionState<InquiryFormState, FormData>(submitServiceInquiry, INITIAL_FORM_STATE);
  const uid = useId();
  // Once the server asks for the quick check, it stays in the form (a fresh one after each answer).
  const { answerKey, quickCheck, checkAnswer, onSubmit } = useFormAnswers(state, strings.checkRequired);
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
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-busy={pending}
    >
      <input type="hidden" name="serviceId" value={serviceId} />
      <input type="hidden" name="locale" value={locale} />
      {state.status === "error" && <FormAlert message={state.message} testId="inquiry-error" />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("name")} label={strings.name} required error={errors.name}>
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
        <FormField id={id("email")} label={strings.email} required error={errors.email}>
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
      <FormField id={id("phone")} label={strings.phoneOptional} error={errors.phone}>
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
      <FormField id={id("message")} label={strings.message} required error={errors.message}>
        <textarea
          id={id("message")}
          name="message"
          rows={4}
          required
          maxLength={5000}
          defaultValue={values?.message}
          placeholder={strings.messagePlaceholder}
          className={inputClass}
          {...describedBy(id("message"), errors.message)}
        />
      </FormField>
      {quickCheck && <LazyQuickCheck key={answerKey} answer={checkAnswer} words={strings.quickCheck} />}
      <button type="submit" disabled={pending} className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
        {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {pending ? strings.sending : submitLabel}
      </button>
    </form>
  );
}
