"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { CircleCheck, Loader2, Send } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { submitContactForm } from "@/lib/actions/contact";
import type { ContactFormState } from "@/lib/validation/contact";
import { CONTACT_SERVICE_TYPES, INITIAL_FORM_STATE, SUCCESS_PANEL_MS } from "@/lib/validation/form-state";
import { LazyQuickCheck } from "@/components/quick-check/lazy-quick-check";
import { useFormAnswers } from "@/components/contact/use-form-answers";
import type { Locale } from "@/lib/i18n/locales";
import type { ContactFormStrings } from "@/lib/i18n/ui-strings";
import { FormAlert } from "./form-alert";
import { describedBy, FormField, inputClass } from "./form-field";

/**
 * The contact form. Posts to the server action (with or without JavaScript); the server
 * sanitises, validates, rate-limits and stores. After a successful send the success panel shows
 * for 5 s, then an empty form comes back. After an error the typed values stay in the fields.
 * Its words come translated from the server (contactFormStrings); it sends its language with the
 * form, and the server answers in it.
 */
export function ContactForm({ contactEmail, locale, strings }: { contactEmail: string; locale: Locale; strings: ContactFormStrings }) {
  const [state, formAction, pending] = useActionState<ContactFormState, FormData>(submitContactForm, INITIAL_FORM_STATE);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const t = (key: Exclude<keyof ContactFormStrings, "serviceTypes" | "quickCheck">) => strings[key];
  const showSuccess = state.status === "success" && state.id !== dismissed;
  // Every answer of the server re-creates the form, so each field (the select too, which
  // React's post-action reset would put back to its first default) shows the returned values.
  const { answerKey: formKey, quickCheck, checkAnswer, onSubmit } = useFormAnswers(state, strings.checkRequired);

  // The thank-you panel is far shorter than the form it replaces: bring it into view below the
  // sticky header (its id gives it the header's scroll margin) and move focus to it.
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = successRef.current;
    if (!showSuccess || !panel) return;
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    const box = panel.getBoundingClientRect();
    if (box.top < header || box.bottom > window.innerHeight) panel.scrollIntoView({ block: "start" });
    panel.focus({ preventScroll: true });
  }, [showSuccess]);

  useEffect(() => {
    if (state.status !== "success") return;
    const id = state.id;
    const timer = window.setTimeout(() => setDismissed(id), SUCCESS_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (showSuccess) {
    return (
      <div
        ref={successRef}
        id="contact-thank-you"
        tabIndex={-1}
        role="status"
        data-testid="contact-success"
        className="rounded-xl border border-success/40 bg-success/10 p-6 text-center outline-none"
      >
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-success" />
        <p className="mt-3 text-lg font-semibold">{state.message}</p>
        <p className="mt-2 text-sm text-muted-foreground">{t("successNote")}</p>
      </div>
    );
  }

  const errors = state.status === "error" ? state.fieldErrors : {};
  const values = state.status === "error" ? state.values : undefined;

  return (
    <form
      key={formKey}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-busy={pending}
      aria-describedby="contact-form-note"
      className="space-y-5"
      data-testid="contact-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <p id="contact-form-note" className="text-sm text-muted-foreground">
        {t("requiredNoteBefore")} <span aria-hidden="true" className="text-destructive">*</span>
        <span className="sr-only">{t("requiredNoteAsterisk")}</span> {t("requiredNoteAfter")}{" "}
        <a href={`mailto:${contactEmail}`} className="font-medium text-foreground underline underline-offset-4">
          {contactEmail}
        </a>
        .
      </p>
      {state.status === "error" && <FormAlert message={state.message} testId="contact-error" />}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t("name")} required error={errors.name}>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values?.name}
            className={inputClass}
            {...describedBy("contact-name", errors.name)}
          />
        </FormField>
        <FormField id="contact-email" label={t("email")} required error={errors.email}>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values?.email}
            className={inputClass}
            {...describedBy("contact-email", errors.email)}
          />
        </FormField>
        <FormField id="contact-phone" label={t("phone")} error={errors.phone} hint={t("phoneHint")}>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={20}
            defaultValue={values?.phone}
            className={inputClass}
            {...describedBy("contact-phone", errors.phone, t("phoneHint"))}
          />
        </FormField>
        <FormField id="contact-service-type" label={t("serviceType")} required error={errors.serviceType}>
          <select
            id="contact-service-type"
            name="serviceType"
            required
            {...describedBy("contact-service-type", errors.serviceType)}
            defaultValue={values?.serviceType || "general"}
            className={`${inputClass} h-[2.875rem]`}
          >
            {CONTACT_SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {strings.serviceTypes[type]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="contact-subject" label={t("subject")} required error={errors.subject}>
        <input
          id="contact-subject"
          name="subject"
          required
          maxLength={200}
          defaultValue={values?.subject}
          className={inputClass}
          {...describedBy("contact-subject", errors.subject)}
        />
      </FormField>
      <FormField id="contact-message" label={t("message")} required error={errors.message}>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required
          maxLength={5000}
          defaultValue={values?.message}
          className={inputClass}
          {...describedBy("contact-message", errors.message)}
        />
      </FormField>
      {quickCheck && <LazyQuickCheck answer={checkAnswer} words={strings.quickCheck} />}
      <button type="submit" disabled={pending} className={buttonClasses({ size: "lg", className: "w-full sm:w-auto" })}>
        {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {pending ? t("sending") : t("send")}
      </button>
    </form>
  );
}
