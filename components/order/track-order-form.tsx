"use client";

import { useActionState, useId, useState } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { CIRCLE_CHECK_ICON, LOADER_ICON, SEARCH_ICON } from "@/components/layout/frame-icons";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FormAlert } from "@/components/contact/form-alert";
import { describedBy, FormField, inputClass } from "@/components/contact/form-field";
import { requestOrderLinkAction } from "@/lib/actions/order-lookup";
import type { Locale } from "@/lib/i18n/locales";
import { INITIAL_ORDER_LOOKUP_STATE, ORDER_LOOKUP_LIMITS, type OrderLookupState } from "@/lib/validation/order-lookup";

/** The form's words, translated on the server (lib/i18n/form-strings.ts). */
export interface TrackOrderStrings {
  /** The page's language: the action answers in it. */
  locale: Locale;
  orderNumber: string;
  orderEmail: string;
  placeholder: string;
  sending: string;
  emailMeTheLink: string;
}

/**
 * 'Track your order': an order number and an email. Posts to the server action with or without
 * JavaScript; the answer is always the same sentence (the order's link goes by email, to the
 * order's own address, when both match), so nothing is ever shown of an order here. It says
 * which language it was shown in, and the action answers in that language.
 */
export function TrackOrderForm({ strings, compact = false }: { strings: TrackOrderStrings; compact?: boolean }) {
  const [state, formAction, pending] = useActionState<OrderLookupState, FormData>(requestOrderLinkAction, INITIAL_ORDER_LOOKUP_STATE);
  const id = useId();
  const locale = strings.locale;
  const numberId = `${id}-order-number`;
  const emailId = `${id}-email`;
  const errors = state.status === "error" ? state.fieldErrors : {};
  const values = state.status === "error" ? state.values : undefined;
  // Every answer re-creates the fields: empty after an answer, as typed after a refusal.
  const [answered, setAnswered] = useState(state);
  const [formKey, setFormKey] = useState(0);
  if (answered !== state) {
    setAnswered(state);
    setFormKey((key) => key + 1);
  }

  return (
    <form key={formKey} action={formAction} noValidate aria-busy={pending} className="space-y-3" data-testid="track-order-form">
      <input type="hidden" name="locale" value={locale} />
      {state.status === "answered" && (
        <p role="status" data-testid="track-order-answer" className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2.5 text-sm">
          <PathIcon paths={CIRCLE_CHECK_ICON} className="mt-0.5 size-4 shrink-0 text-success" />
          {state.message}
        </p>
      )}
      {state.status === "error" && <FormAlert message={state.message} testId="track-order-error" />}
      <div className={cn("grid gap-3", compact ? "sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end" : "sm:grid-cols-2")}>
        <FormField id={numberId} label={strings.orderNumber} error={errors.orderNumber}>
          <input
            id={numberId}
            name="orderNumber"
            required
            autoComplete="off"
            spellCheck={false}
            placeholder={strings.placeholder}
            maxLength={ORDER_LOOKUP_LIMITS.orderNumber.max}
            defaultValue={values?.orderNumber}
            className={inputClass}
            {...describedBy(numberId, errors.orderNumber)}
          />
        </FormField>
        <FormField id={emailId} label={strings.orderEmail} error={errors.email}>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={ORDER_LOOKUP_LIMITS.email.max}
            defaultValue={values?.email}
            className={inputClass}
            {...describedBy(emailId, errors.email)}
          />
        </FormField>
        <button type="submit" disabled={pending} className={buttonClasses({ variant: compact ? "outline" : "primary", className: compact ? "sm:mb-px" : "w-full sm:w-auto sm:justify-self-start" })}>
          <PathIcon paths={pending ? LOADER_ICON : SEARCH_ICON} className={pending ? "animate-spin" : undefined} />
          {pending ? strings.sending : strings.emailMeTheLink}
        </button>
      </div>
    </form>
  );
}
