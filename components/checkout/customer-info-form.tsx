"use client";

import { useRef, type ReactNode } from "react";
import { PathIcon } from "@/components/ui/stroke-icon";
import { ARROW_RIGHT_ICON, LOADER_ICON } from "./checkout-icons";
import type { CustomerField, CustomerFieldErrors } from "@/lib/validation/checkout-rules";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import type { CheckoutStrings } from "./checkout-words";

export type CustomerValues = Record<CustomerField, string>;
export const EMPTY_CUSTOMER: CustomerValues = { name: "", email: "", phone: "", address: "", notes: "" };

function Field({
  id,
  label,
  required,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  /** "(optional)" in the page's language. */
  optional: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="font-normal text-muted-foreground"> {optional}</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

const input = "w-full rounded-md border border-input bg-background px-3 py-2 text-sm aria-invalid:border-destructive";

/**
 * Step 1, Customer Info: name, email and phone required; the delivery address required when the
 * order ships something (addressRequired), optional otherwise; notes optional.
 */
export function CustomerInfoForm({
  values,
  errors,
  message,
  onChange,
  onSubmit,
  onFirstFocus,
  addressRequired = false,
  busy = false,
  words,
  children,
}: {
  /** The form's words in the page's language. */
  words: CheckoutStrings["form"];
  values: CustomerValues;
  errors: CustomerFieldErrors;
  message: string | null;
  onChange: (field: CustomerField, value: string) => void;
  onSubmit: () => void;
  /** The buyer first enters the form (a field or the button): time to fetch what checking it needs. */
  onFirstFocus?: () => void;
  addressRequired?: boolean;
  /** The order is being placed: the button waits. */
  busy?: boolean;
  /** Shown above the button (e.g. the robot check when the shop asks for it). */
  children?: ReactNode;
}) {
  const focused = useRef(false);
  const props = (field: CustomerField) => ({
    id: `checkout-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `checkout-${field}-error` : undefined,
    className: input,
  });
  return (
    <form
      noValidate
      onFocus={() => {
        if (focused.current) return;
        focused.current = true;
        onFirstFocus?.();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="space-y-4"
      aria-labelledby="customer-info-heading"
    >
      <h2 id="customer-info-heading" className="text-xl font-semibold">
        {words.heading}
      </h2>
      {message && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive" data-testid="checkout-error">
          {message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="checkout-name" label={words.fullName} optional={words.optional} required error={errors.name}>
          <input {...props("name")} autoComplete="name" required maxLength={100} />
        </Field>
        <Field id="checkout-phone" label={words.phone} optional={words.optional} required error={errors.phone}>
          <input {...props("phone")} type="tel" autoComplete="tel" required placeholder="+977 98XXXXXXXX" maxLength={20} />
        </Field>
      </div>
      <Field id="checkout-email" label={words.email} optional={words.optional} required error={errors.email}>
        <input {...props("email")} type="email" autoComplete="email" required placeholder="you@example.com" maxLength={254} />
      </Field>
      <Field id="checkout-address" label={words.address} optional={words.optional} required={addressRequired} error={errors.address}>
        <textarea {...props("address")} rows={2} autoComplete="street-address" required={addressRequired} maxLength={500} className={cn(input, "resize-y")} />
      </Field>
      <Field id="checkout-notes" label={words.notes} optional={words.optional} error={errors.notes}>
        <textarea {...props("notes")} rows={3} maxLength={2000} className={cn(input, "resize-y")} placeholder={words.notesPlaceholder} />
      </Field>
      {children}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy} aria-busy={busy || undefined}>
        {words.proceed}
        {busy ? <PathIcon paths={LOADER_ICON} className="animate-spin" /> : <PathIcon paths={ARROW_RIGHT_ICON} />}
      </Button>
    </form>
  );
}
