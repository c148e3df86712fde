/**
 * Checkout (spec sections 5, 7 and 8): the customer-info rules, the shape of the cart lines the
 * checkout page sends, and every message of the checkout. Used by the checkout page (step 1
 * validation) and again on the server before an order is placed. Prices are deliberately NOT
 * part of a line: the server prices every line from the database.
 */
import { z } from "@/lib/validation/z";
import { sanitizeText } from "@/lib/domain/sanitize";
import { isEmailAddress, MAX_EMAIL_LENGTH } from "@/lib/domain/email-address";
import { cleanText } from "@/lib/domain/text-input";
import { PHONE_PATTERN } from "@/lib/validation/contact";
import { readBoundedFields, type FieldLimits } from "@/lib/validation/fields";
import { requestedFrame, requestedSize } from "@/lib/domain/price-lists";
import { MAX_LINE_QUANTITY } from "@/lib/domain/cart";
import { REFERENCE_PHOTO_MESSAGES, REFERENCE_PHOTO_RULES, REFERENCE_PHOTO_TOKEN_PATTERN } from "@/lib/validation/reference-photos";
import {
  CHECKOUT_MESSAGES,
  CUSTOMER_FIELDS,
  MAX_ORDER_LINES,
  type CustomerField,
  type CustomerFieldErrors,
} from "@/lib/validation/checkout-rules";

// Messages, limits and the cart-to-lines mapping live in checkout-rules.ts (no zod), so the
// browser can use them without loading the validation library.
export * from "@/lib/validation/checkout-rules";

/** Longest value accepted per customer field, checked before any other work. */
export const CUSTOMER_LIMITS = {
  name: { max: 100, label: "Name", tooLong: CHECKOUT_MESSAGES.nameTooLong },
  email: { max: MAX_EMAIL_LENGTH, label: "Email" },
  phone: { max: 30, label: "Phone" },
  address: { max: 500, label: "Address", tooLong: CHECKOUT_MESSAGES.addressTooLong },
  notes: { max: 2000, label: "Notes", tooLong: CHECKOUT_MESSAGES.notesTooLong },
} as const satisfies FieldLimits<CustomerField>;

/** Step 1, Customer Info, on values already bounded, cleaned and sanitised (readBoundedFields). */
export const customerInfoSchema = z.object({
  name: z.string().min(1, CHECKOUT_MESSAGES.nameRequired),
  email: z
    .string()
    .min(1, CHECKOUT_MESSAGES.emailRequired)
    .refine(isEmailAddress, CHECKOUT_MESSAGES.invalidEmail)
    .transform((email) => email.toLowerCase()),
  phone: z.string().min(1, CHECKOUT_MESSAGES.phoneRequired).regex(PHONE_PATTERN, CHECKOUT_MESSAGES.invalidPhone),
  address: z.string(),
  notes: z.string(),
});

export type CustomerInfoInput = z.input<typeof customerInfoSchema>;
export type CustomerInfo = z.output<typeof customerInfoSchema>;

export type CustomerValidation =
  | { success: true; data: CustomerInfo }
  | { success: false; message: string; fieldErrors: CustomerFieldErrors };

const REQUIRED_MESSAGES: readonly string[] = [
  CHECKOUT_MESSAGES.nameRequired,
  CHECKOUT_MESSAGES.emailRequired,
  CHECKOUT_MESSAGES.phoneRequired,
  CHECKOUT_MESSAGES.addressRequired,
];

/**
 * Each problem once, under its field, naming the field and what is wrong ('Enter your phone
 * number', 'Invalid Email. ...'). The form-level message: a field over its length limit first
 * (named), then 'Please fill in all required fields' when a required field is empty (the fields
 * themselves say which), otherwise the one problem there is.
 *
 * `addressRequired`: the order ships something (lineIsShipped), so the delivery address must
 * be given; otherwise it is optional.
 */
export function validateCustomerInfo(
  values: Partial<Record<CustomerField, unknown>>,
  options: { addressRequired?: boolean } = {},
): CustomerValidation {
  const read = readBoundedFields(values as Record<string, unknown>, CUSTOMER_LIMITS);
  if (read.firstTooLong) return { success: false, message: read.firstTooLong, fieldErrors: read.tooLong };
  const result = customerInfoSchema.safeParse(read.values);
  const fieldErrors: CustomerFieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as CustomerField;
      fieldErrors[field] ??= issue.message;
    }
  }
  if (options.addressRequired && !read.values.address) fieldErrors.address = CHECKOUT_MESSAGES.addressRequired;
  const messages = CUSTOMER_FIELDS.map((f) => fieldErrors[f]).filter((m): m is string => !!m);
  if (messages.length === 0 && result.success) return { success: true, data: result.data };
  const message = messages.some((m) => REQUIRED_MESSAGES.includes(m)) ? CHECKOUT_MESSAGES.required : messages[0];
  return { success: false, message: message ?? CHECKOUT_MESSAGES.required, fieldErrors };
}

// ---------------------------------------------------------------------------------------------
// Cart lines as the checkout page sends them (no prices).

const id = z.string().trim().min(1).max(200);
const quantity = z
  .number()
  .int()
  .min(1)
  .max(MAX_LINE_QUANTITY, CHECKOUT_MESSAGES.maxQuantity(MAX_LINE_QUANTITY));

export const artworkLineSchema = z.object({
  kind: z.literal("artwork"),
  /** The cart line's id (for messages back to the page). */
  lineId: id,
  artworkId: z.guid(),
  title: z.string().max(300).default(""),
  quantity,
  // Keys of the price lists ('original' / 'none' when missing). Any other key is read as sent
  // and priced (or refused, with a message naming the work) against the lists on the server:
  // an unknown size is never taken for the original.
  size: z.string().max(100).nullish().transform(requestedSize),
  framing: z.string().max(100).nullish().transform(requestedFrame),
  notes: z
    .string()
    .max(1000)
    .default("")
    .transform((v) => sanitizeText(cleanText(v))),
});

export const serviceLineSchema = z.object({
  kind: z.literal("service"),
  lineId: id,
  serviceId: z.guid(),
  title: z.string().max(300).default(""),
  quantity,
  commission: z
    .object({
      category: z.string().trim().max(200),
      size: z.string().trim().max(200),
      withFrame: z.boolean().default(false),
    })
    .nullish(),
  /** Tokens of the reference photos uploaded for this commission (lib/orders/reference-photos.ts). */
  referencePhotos: z
    .array(z.string().max(64).regex(REFERENCE_PHOTO_TOKEN_PATTERN))
    .max(REFERENCE_PHOTO_RULES.maxPerLine, REFERENCE_PHOTO_MESSAGES.tooMany)
    .default([]),
});

export const orderLineSchema = z.discriminatedUnion("kind", [artworkLineSchema, serviceLineSchema]);
export const orderLinesSchema = z
  .array(orderLineSchema)
  .min(1, CHECKOUT_MESSAGES.emptyCart)
  .max(MAX_ORDER_LINES, CHECKOUT_MESSAGES.tooManyLines);

export type OrderLineRequest = z.output<typeof orderLineSchema>;
export type OrderLineRequestInput = z.input<typeof orderLineSchema>;

/** Idempotency key from the checkout page: a random UUID made once per checkout. */
export const idempotencyKeySchema = z.string().max(100).regex(/^[A-Za-z0-9_-]{16,100}$/);
