/**
 * The first steps of a public form's server action (contact form, service inquiry), alike for
 * both: only a form is a submission; every field is bounded before anything else reads it, then
 * cleaned, sanitised and validated; a valid submission in the read-only demo is not stored.
 * Returns the form's error state to answer with, or the values and the validated data.
 */
import { DEMO_MESSAGES, isDemoMode } from "@/lib/demo";
import type { BoundedFields } from "@/lib/validation/fields";
import type { FieldErrors, FormState } from "@/lib/validation/form-state";

type ErrorState<F extends string> = Extract<FormState<F>, { status: "error" }>;

export type SubmittedForm<F extends string, T> = { ok: false; state: ErrorState<F> } | { ok: true; values: Record<F, string>; data: T };

export function readSubmittedForm<F extends string, T>(
  formData: unknown,
  form: {
    read: (source: FormData | Record<string, unknown>) => BoundedFields<F>;
    validate: (values: Record<F, string>) => { success: true; data: T } | { success: false; message: string; fieldErrors: FieldErrors<F> };
    /** What a call with something other than a form is told. */
    notAFormMessage: string;
  },
): SubmittedForm<F, T> {
  const error = (message: string, fieldErrors: FieldErrors<F>, values: Record<F, string>): SubmittedForm<F, T> => ({
    ok: false,
    state: { status: "error", message, fieldErrors, values },
  });
  // A hand-made call can send anything as the argument.
  if (!(formData instanceof FormData)) return error(form.notAFormMessage, {}, form.read({}).values);
  const { values, tooLong, firstTooLong } = form.read(formData);
  if (firstTooLong) return error(firstTooLong, tooLong, values);
  const parsed = form.validate(values);
  if (!parsed.success) return error(parsed.message, parsed.fieldErrors, values);
  if (isDemoMode()) return error(DEMO_MESSAGES.createContactSubmission, {}, values);
  return { ok: true, values, data: parsed.data };
}
