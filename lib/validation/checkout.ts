/**
 * Checkout (spec sections 5, 7 and 8): the customer-info rules, the shape of the cart lines the
 * checkout page sends, and every message of the checkout. Used by the checkout page (step 1
 * validation) and again on the server before an order is placed. Prices are deliberately NOT
 * part of a line: the server prices every line from the database.
 */
import { z } from "zod";
import { sanitizeText } from "@/lib/domain/sanitize";
import { EMAIL_PATTERN, PHONE_PATTERN } from "@/lib/validation/contact";
import { FRAMING_VALUES, PRINT_SIZE_VALUES, normalizeFraming, normalizeSize } from "@/lib/domain/pricing";
import { MAX_LINE_QUANTITY } from "@/lib/domain/cart";
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

const text = (max: number, tooLong: string) =>
  z
    .string()
    .transform((value) => sanitizeText(value))
    .pipe(z.string().max(max, tooLong));

/** Step 1, Customer Info. */
export const customerInfoSchema = z.object({
  name: text(100, CHECKOUT_MESSAGES.nameTooLong).pipe(z.string().min(1, CHECKOUT_MESSAGES.required)),
  email: z
    .string()
    .transform((value) => sanitizeText(value))
    .pipe(
      z
        .string()
        .min(1, CHECKOUT_MESSAGES.required)
        .max(254, CHECKOUT_MESSAGES.invalidEmail)
        .regex(EMAIL_PATTERN, CHECKOUT_MESSAGES.invalidEmail),
    )
    .transform((email) => email.toLowerCase()),
  phone: z
    .string()
    .transform((value) => sanitizeText(value))
    .pipe(z.string().min(1, CHECKOUT_MESSAGES.required).regex(PHONE_PATTERN, CHECKOUT_MESSAGES.invalidPhone)),
  address: text(500, CHECKOUT_MESSAGES.addressTooLong),
  notes: text(2000, CHECKOUT_MESSAGES.notesTooLong),
});

export type CustomerInfoInput = z.input<typeof customerInfoSchema>;
export type CustomerInfo = z.output<typeof customerInfoSchema>;

export type CustomerValidation =
  | { success: true; data: CustomerInfo }
  | { success: false; message: string; fieldErrors: CustomerFieldErrors };

/**
 * One message for the form: 'Please fill in all required fields' when a required field is
 * empty, otherwise the first problem (email, then phone); each problem is also given per field.
 */
export function validateCustomerInfo(values: Partial<Record<CustomerField, unknown>>): CustomerValidation {
  const input = Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, typeof values[f] === "string" ? values[f] : ""]));
  const result = customerInfoSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: CustomerFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CustomerField;
    fieldErrors[field] ??= issue.message;
  }
  const messages = CUSTOMER_FIELDS.map((f) => fieldErrors[f]).filter((m): m is string => !!m);
  const message = messages.includes(CHECKOUT_MESSAGES.required) ? CHECKOUT_MESSAGES.required : messages[0];
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
  size: z.unknown().transform(normalizeSize).pipe(z.enum(PRINT_SIZE_VALUES)),
  framing: z.unknown().transform(normalizeFraming).pipe(z.enum(FRAMING_VALUES)),
  notes: z
    .string()
    .max(1000)
    .default("")
    .transform((v) => sanitizeText(v)),
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
});

export const orderLineSchema = z.discriminatedUnion("kind", [artworkLineSchema, serviceLineSchema]);
export const orderLinesSchema = z
  .array(orderLineSchema)
  .min(1, CHECKOUT_MESSAGES.emptyCart)
  .max(MAX_ORDER_LINES, CHECKOUT_MESSAGES.tooManyLines);

export type OrderLineRequest = z.output<typeof orderLineSchema>;
export type OrderLineRequestInput = z.input<typeof orderLineSchema>;

/** Idempotency key from the checkout page: a random UUID made once per checkout. */
export const idempotencyKeySchema = z.string().trim().min(16).max(100).regex(/^[A-Za-z0-9_-]+$/);
