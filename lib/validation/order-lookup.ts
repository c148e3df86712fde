/**
 * 'Track your order' (contact page and footer): an order number and an email. The answer is
 * always the same sentence, whether or not such an order exists; when both match, the order's
 * link is emailed to the order's own address. Every message of the form lives here.
 */
import { isEmailAddress, MAX_EMAIL_LENGTH } from "@/lib/domain/email-address";
import { ORDER_NUMBER_PATTERN } from "@/lib/domain/order-number";
import { readBoundedFields, type FieldLimits } from "@/lib/validation/fields";
import type { FieldErrors } from "@/lib/validation/form-state";

const HOUR = 60 * 60_000;

export const ORDER_LOOKUP_FIELDS = ["orderNumber", "email"] as const;
export type OrderLookupField = (typeof ORDER_LOOKUP_FIELDS)[number];

export const ORDER_LOOKUP_MESSAGES = {
  /** The one answer to every well-formed request, found or not. */
  answer: "If this order exists, we have emailed its link",
  orderNumberRequired: "Enter your order number",
  orderNumberFormat: "Order numbers look like ORD-20261125-12345",
  emailRequired: "Enter the email address you ordered with",
  invalidEmail: "Invalid Email. Please enter a valid email address",
  rateLimited: "Too many requests. Please try again in an hour.",
  unavailable: "This cannot be done right now. Please try again later.",
} as const;

/**
 * Requests per mailbox from one client address, and per client address, counted for every
 * well-formed request: a stranger asking with a customer's email uses up only their own
 * address's allowance, never the customer's.
 */
export const ORDER_LOOKUP_RATE_LIMITS = {
  perEmail: { bucket: "order-lookup-email", limit: 3, windowMs: HOUR },
  // Generous per address: many phones share a carrier address.
  perClient: { bucket: "order-lookup-client", limit: 30, windowMs: HOUR },
} as const;

/**
 * Links emailed for one order, from all addresses together. Past it the answer stays the same
 * and nothing more is sent: the customer's inbox already holds the link that many times.
 */
export const ORDER_LINK_EMAILS_PER_ORDER = { bucket: "order-link-email", limit: 3, windowMs: HOUR } as const;

export const ORDER_LOOKUP_LIMITS = {
  orderNumber: { max: 40, label: "Order number", raw: true },
  email: { max: MAX_EMAIL_LENGTH, label: "Email", raw: true },
} as const satisfies FieldLimits<OrderLookupField>;

export type OrderLookupState =
  | { status: "idle" }
  | { status: "answered"; message: string; id: string }
  | { status: "error"; message: string; fieldErrors: FieldErrors<OrderLookupField>; values: Record<OrderLookupField, string> };

export const INITIAL_ORDER_LOOKUP_STATE: OrderLookupState = { status: "idle" };

export type OrderLookupValidation =
  | { success: true; data: { orderNumber: string; email: string } }
  | { success: false; message: string; fieldErrors: FieldErrors<OrderLookupField>; values: Record<OrderLookupField, string> };

/** Bounds, cleans and checks the two fields; the order number is read case-insensitively. */
export function validateOrderLookup(source: FormData | Record<string, unknown>): OrderLookupValidation {
  const { values, tooLong, firstTooLong } = readBoundedFields(source, ORDER_LOOKUP_LIMITS);
  if (firstTooLong) return { success: false, message: firstTooLong, fieldErrors: tooLong, values };
  const orderNumber = values.orderNumber.replace(/\s+/g, "").toUpperCase();
  const email = values.email.trim().toLowerCase();
  const fieldErrors: FieldErrors<OrderLookupField> = {};
  if (!orderNumber) fieldErrors.orderNumber = ORDER_LOOKUP_MESSAGES.orderNumberRequired;
  else if (!ORDER_NUMBER_PATTERN.test(orderNumber)) fieldErrors.orderNumber = ORDER_LOOKUP_MESSAGES.orderNumberFormat;
  if (!email) fieldErrors.email = ORDER_LOOKUP_MESSAGES.emailRequired;
  else if (!isEmailAddress(email)) fieldErrors.email = ORDER_LOOKUP_MESSAGES.invalidEmail;
  const first = fieldErrors.orderNumber ?? fieldErrors.email;
  if (first) return { success: false, message: first, fieldErrors, values };
  return { success: true, data: { orderNumber, email } };
}
