/**
 * The contact form (spec section 5): the rules, every message it shows, and the state the
 * server action hands back to the form. Every field's length is checked before anything else
 * (lib/validation/fields.ts); text is then cleaned and sanitised before it is validated, so
 * input that is nothing but a script block counts as empty.
 */
import { z } from "@/lib/validation/z";
import { isEmailAddress, MAX_EMAIL_LENGTH } from "@/lib/domain/email-address";
import { PHONE_PATTERN, readBoundedFields, type BoundedFields, type FieldLimits } from "@/lib/validation/fields";
import { CONTACT_SERVICE_TYPES, type ContactServiceType, type FieldErrors, type FormState } from "@/lib/validation/form-state";
import { QUICK_CHECK_MESSAGES } from "@/lib/domain/quick-check";

export * from "@/lib/validation/form-state";

export const CONTACT_MESSAGES = {
  required: "All required fields must be filled",
  invalidEmail: "Invalid Email. Please enter a valid email address",
  invalidPhone: "Please enter a valid phone number",
  rateLimited: "Too many submissions. Please wait a moment before trying again.",
  success: "Thank you for your message! I'll get back to you as soon as possible.",
  nameTooLong: "Name is too long (100 characters at most)",
  subjectTooLong: "Subject is too long (200 characters at most)",
  messageTooLong: "Message is too long (5000 characters at most)",
} as const;

/**
 * Every message the contact form's action answers with, by its key in the catalogues'
 * "contactMessages" (the service inquiry's action answers with them too).
 */
export const CONTACT_FORM_MESSAGES = { ...CONTACT_MESSAGES, quickCheckRequired: QUICK_CHECK_MESSAGES.required } as const;

/** Longest value accepted per field, checked before any other work. */
export const CONTACT_LIMITS = {
  name: { max: 100, label: "Name" },
  email: { max: MAX_EMAIL_LENGTH, label: "Email" },
  phone: { max: 30, label: "Phone" },
  serviceType: { max: 40, label: "Service type", raw: true },
  subject: { max: 200, label: "Subject" },
  message: { max: 5000, label: "Message" },
} as const satisfies FieldLimits<string>;

/** When the submission cannot be stored (spec: general failure). */
export function deliveryUnavailableMessage(contactEmail: string): string {
  return `Message delivery is temporarily unavailable. Please email me directly at ${contactEmail} or call the number below.`;
}

/**
 * Limits on contact messages, all counted in PostgreSQL (see lib/rate-limit.ts), only for
 * messages actually stored:
 * - the spec's 5 per email per 60 s, keyed on the canonical mailbox AND the client address, so
 *   someone else using a customer's address cannot use up that customer's allowance;
 * - 30 per client address per 10 minutes, whatever emails it uses: sized for the strangers
 *   behind one carrier address.
 * No shop-wide cap: a handful of addresses could fill it and silence every other visitor.
 */
export const CONTACT_RATE_LIMITS = {
  perEmail: { bucket: "contact", limit: 5, windowMs: 60_000 },
  perClient: { bucket: "contact-client", limit: 30, windowMs: 10 * 60_000 },
} as const;

export { PHONE_PATTERN };

const requiredText = (max: number, tooLong: string) =>
  z.string().min(1, CONTACT_MESSAGES.required).max(max, tooLong);

/** Email: required, standard pattern (checked in linear time), stored lower-cased. */
export const emailField = z
  .string()
  .min(1, CONTACT_MESSAGES.required)
  .max(MAX_EMAIL_LENGTH, CONTACT_MESSAGES.invalidEmail)
  .refine(isEmailAddress, CONTACT_MESSAGES.invalidEmail)
  .transform((email) => email.toLowerCase());

/** Phone: optional; when given, the spec's pattern. "" becomes null. */
export const phoneField = z
  .string()
  .refine((phone) => phone === "" || PHONE_PATTERN.test(phone), CONTACT_MESSAGES.invalidPhone)
  .transform((phone) => (phone === "" ? null : phone));

export const nameField = requiredText(100, CONTACT_MESSAGES.nameTooLong);
export const messageField = requiredText(5000, CONTACT_MESSAGES.messageTooLong);

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  // Marked required on the form (spec section 5); an unknown value reads as General Inquiry.
  serviceType: z
    .string()
    .min(1, CONTACT_MESSAGES.required)
    .transform((value) => ((CONTACT_SERVICE_TYPES as readonly string[]).includes(value) ? (value as ContactServiceType) : "general")),
  subject: z.string().min(1, CONTACT_MESSAGES.required).max(200, CONTACT_MESSAGES.subjectTooLong),
  message: messageField,
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactField = keyof z.input<typeof contactSchema>;
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "phone", "serviceType", "subject", "message"];
export type ContactFormValues = Record<ContactField, string>;

export type ContactFormState = FormState<ContactField>;

/** Reads the contact form's fields: bounded first, then cleaned and sanitised. */
export function readContactFields(source: FormData | Record<string, unknown>): BoundedFields<ContactField> {
  return readBoundedFields(source, CONTACT_LIMITS);
}

export type Validation<F extends string, T> =
  | { success: true; data: T }
  | { success: false; message: string; fieldErrors: FieldErrors<F> };

/**
 * Validates sanitised values. The form shows one message: "All required fields must be
 * filled" when anything required is missing, otherwise the first problem found. Every
 * problem is also reported per field.
 */
export function validate<F extends string, S extends z.ZodType>(
  schema: S,
  values: Record<F, string>,
  order: readonly F[],
): Validation<F, z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    fieldErrors[field] ??= issue.message;
  }
  const messages = order.map((field) => fieldErrors[field]).filter((m): m is string => !!m);
  const message = messages.includes(CONTACT_MESSAGES.required) ? CONTACT_MESSAGES.required : messages[0];
  return { success: false, message: message ?? CONTACT_MESSAGES.required, fieldErrors };
}

export function validateContact(values: ContactFormValues): Validation<ContactField, ContactInput> {
  return validate(contactSchema, values, CONTACT_FIELDS);
}
