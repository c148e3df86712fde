/**
 * Checkout step 1, Customer Info: its rules and messages, checked in the browser as the buyer
 * fills the form and again on the server before an order is placed (lib/orders/place-order.ts,
 * through lib/validation/checkout.ts). On zod's small build (zod/mini, named imports only): the
 * checkout page loads this module, and zod's full build with its every locale cost that page
 * about 90 KB gzip. Every rule carries its own message, so no locale is needed.
 */
import { config, minLength, object, refine, regex, safeParse, string, toLowerCase, type input, type output } from "zod/mini";
import { isEmailAddress, MAX_EMAIL_LENGTH } from "@/lib/domain/email-address";
import { PHONE_PATTERN, readBoundedFields, type FieldLimits } from "@/lib/validation/fields";
import { CHECKOUT_MESSAGES, CUSTOMER_FIELDS, type CustomerField, type CustomerFieldErrors } from "@/lib/validation/checkout-rules";

// Interpreted parsing, as lib/validation/z.ts: the pages' Content-Security-Policy has no 'unsafe-eval'.
config({ jitless: true });

/** Longest value accepted per customer field, checked before any other work. */
export const CUSTOMER_LIMITS = {
  name: { max: 100, label: "Name", tooLong: CHECKOUT_MESSAGES.nameTooLong },
  email: { max: MAX_EMAIL_LENGTH, label: "Email" },
  phone: { max: 30, label: "Phone" },
  address: { max: 500, label: "Address", tooLong: CHECKOUT_MESSAGES.addressTooLong },
  notes: { max: 2000, label: "Notes", tooLong: CHECKOUT_MESSAGES.notesTooLong },
} as const satisfies FieldLimits<CustomerField>;

/** Step 1, Customer Info, on values already bounded, cleaned and sanitised (readBoundedFields). */
export const customerInfoSchema = object({
  name: string().check(minLength(1, CHECKOUT_MESSAGES.nameRequired)),
  email: string().check(minLength(1, CHECKOUT_MESSAGES.emailRequired), refine(isEmailAddress, CHECKOUT_MESSAGES.invalidEmail), toLowerCase()),
  phone: string().check(minLength(1, CHECKOUT_MESSAGES.phoneRequired), regex(PHONE_PATTERN, CHECKOUT_MESSAGES.invalidPhone)),
  address: string(),
  notes: string(),
});

export type CustomerInfoInput = input<typeof customerInfoSchema>;
export type CustomerInfo = output<typeof customerInfoSchema>;

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
  const result = safeParse(customerInfoSchema, read.values);
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
