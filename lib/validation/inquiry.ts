/**
 * The service inquiry form (workshop bookings and consultation requests from /services):
 * name, email and message required, phone optional (spec section 5), with the contact form's
 * patterns and sanitising. The service is named by id and looked up on the server; its title
 * and type are never taken from the browser.
 */
import { z } from "@/lib/validation/z";
import { readBoundedFields, type BoundedFields } from "@/lib/validation/fields";
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  emailField,
  messageField,
  nameField,
  phoneField,
  validate,
  type FormState,
  type Validation,
} from "@/lib/validation/contact";

/** The inquiry's own answers, by their key in the catalogues' "inquiryMessages"; the rest are the contact form's. */
export const INQUIRY_ONLY_MESSAGES = {
  success: "Inquiry submitted successfully! We'll get back to you soon.",
  failure: "Failed to submit inquiry. Please try again.",
  /** The hidden service id overfilled (only a hand-made request does it): tooLongMessage's words for it. */
  serviceTooLong: "Service is too long (64 characters at most)",
} as const;

export const INQUIRY_MESSAGES = {
  required: CONTACT_MESSAGES.required,
  invalidEmail: CONTACT_MESSAGES.invalidEmail,
  invalidPhone: CONTACT_MESSAGES.invalidPhone,
  rateLimited: CONTACT_MESSAGES.rateLimited,
  ...INQUIRY_ONLY_MESSAGES,
} as const;

/** The inquiry form's limits, counted separately: per sender and client, per client (no shop-wide cap). */
export const INQUIRY_RATE_LIMITS = {
  perEmail: { bucket: "inquiry", limit: 5, windowMs: 60_000 },
  perClient: { bucket: "inquiry-client", limit: 30, windowMs: 10 * 60_000 },
} as const;

/** Service categories that take an inquiry, and the inquiry_type stored for each. */
export const INQUIRY_TYPES = {
  workshop: "workshop_booking",
  consultation: "consultation_request",
} as const;
export type InquiryServiceCategory = keyof typeof INQUIRY_TYPES;
export type InquiryType = (typeof INQUIRY_TYPES)[InquiryServiceCategory];

export function isInquiryCategory(category: string): category is InquiryServiceCategory {
  return category in INQUIRY_TYPES;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const inquirySchema = z.object({
  serviceId: z.string().regex(UUID, INQUIRY_MESSAGES.failure),
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: messageField,
});

export type InquiryInput = z.output<typeof inquirySchema>;
export type InquiryField = keyof z.input<typeof inquirySchema>;
export const INQUIRY_FIELDS: readonly InquiryField[] = ["serviceId", "name", "email", "phone", "message"];
export type InquiryFormValues = Record<InquiryField, string>;
export type InquiryFormState = FormState<InquiryField>;

/** Longest value accepted per field, checked before any other work. */
export const INQUIRY_LIMITS = {
  serviceId: { max: 64, label: "Service", raw: true, tooLong: INQUIRY_ONLY_MESSAGES.serviceTooLong },
  name: CONTACT_LIMITS.name,
  email: CONTACT_LIMITS.email,
  phone: CONTACT_LIMITS.phone,
  message: CONTACT_LIMITS.message,
} as const;

/** Reads the inquiry form's fields: bounded first, then cleaned and sanitised. */
export function readInquiryFields(source: FormData | Record<string, unknown>): BoundedFields<InquiryField> {
  return readBoundedFields(source, INQUIRY_LIMITS);
}

export function validateInquiry(values: InquiryFormValues): Validation<InquiryField, InquiryInput> {
  return validate(inquirySchema, values, INQUIRY_FIELDS);
}
