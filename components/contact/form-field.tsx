import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** The public forms' text fields (their look: .field-input in app/globals.css). */
export const inputClass = "field-input";

/** A labelled form control with its error message (linked through aria-describedby by the caller). */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-foreground">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={cn("mt-1 text-sm text-destructive")}>
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props for a control: invalid state and the ids of its hint or error. */
export function describedBy(id: string, error?: string, hint?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
