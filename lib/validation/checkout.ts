/**
 * Checkout (spec sections 5, 7 and 8): the customer-info rules, the shape of the cart lines the
 * checkout page sends, and every message of the checkout. Used by the checkout page (step 1
 * validation) and again on the server before an order is placed. Prices are deliberately NOT
 * part of a line: the server prices every line from the database.
 */
import { z } from "zod";
import { IMAGE_MESSAGES } from "@/lib/images/rules";
import { sanitizeText } from "@/lib/domain/sanitize";
import { EMAIL_PATTERN, PHONE_PATTERN } from "@/lib/validation/contact";
import { FRAMING_VALUES, PRINT_SIZE_VALUES, normalizeFraming, normalizeSize } from "@/lib/domain/pricing";
import { lineServiceId, MAX_LINE_QUANTITY, type CartItem } from "@/lib/domain/cart";

export const CHECKOUT_MESSAGES = {
  required: "Please fill in all required fields",
  invalidEmail: "Invalid Email. Please enter a valid email address",
  invalidPhone: "Please enter a valid phone number",
  rateLimited: "Too many order attempts. Please wait before placing another order.",
  screenshotRequired: "Please upload your payment screenshot to continue",
  screenshotNotAnImage: IMAGE_MESSAGES.screenshotNotAnImage,
  screenshotTooLarge: IMAGE_MESSAGES.screenshotTooLarge,
  uploadFailed: "Failed to upload payment screenshot. Please try again or contact support.",
  orderFailed: "Failed to place order. Please try again or contact us.",
  ordersPaused: "Orders are paused at the moment. Please check back soon or contact us.",
  emptyCart: "Your cart is empty",
  tooManyLines: "Your cart has too many items for one order. Please split it into smaller orders.",
  maxQuantity: (max: number) => `Maximum quantity is ${max} per item`,
  orderPlaced: "Order placed successfully!",
  nameTooLong: "Name is too long (100 characters at most)",
  addressTooLong: "Address is too long (500 characters at most)",
  notesTooLong: "Notes are too long (2000 characters at most)",
  /** The screenshot could not be stored for policy or bucket reasons: the order is still placed. */
  screenshotNotStored: (email: string) =>
    `Your order has been placed, but we could not upload your payment screenshot. Please email it to ${email} with your order number.`,
  /** Refusals name the artwork or service. */
  sold: (title: string) => `"${title}" has already been sold. Please remove it from your cart.`,
  reserved: (title: string) => `"${title}" has just been reserved by another order. Please remove it from your cart.`,
  notAvailable: (title: string) => `"${title}" is not available for purchase. Please remove it from your cart.`,
  noPrice: (title: string) => `"${title}" has no price for online orders. Please contact us about it.`,
  notFound: (title: string) => `"${title}" is no longer in our catalogue. Please remove it from your cart.`,
  commissionSelection: "Please select a category and size option",
  commissionPricing: "Pricing information not available for this service",
} as const;

/** 3 order attempts per email per 5 minutes (spec section 9). */
export const CHECKOUT_RATE_LIMIT = { bucket: "checkout", limit: 3, windowMs: 5 * 60_000 } as const;
/** Redirect to /order-success this long after a successful order (spec section 9). */
export const ORDER_REDIRECT_DELAY_MS = 2_000;
/** The cart page's 'Proceed to Checkout' waits this long (spec section 9). */
export const CHECKOUT_BUTTON_DELAY_MS = 500;
/** Most lines in one order. */
export const MAX_ORDER_LINES = 50;

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
export const CUSTOMER_FIELDS = ["name", "email", "phone", "address", "notes"] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerFieldErrors = Partial<Record<CustomerField, string>>;

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

/** The cart's lines as the server expects them; prices, shipping and tax are left out on purpose. */
export function cartToOrderLines(items: readonly CartItem[]): OrderLineRequestInput[] {
  return items.map((item) =>
    item.type === "service"
      ? {
          kind: "service" as const,
          lineId: item.id,
          serviceId: lineServiceId(item),
          title: item.title.slice(0, 300),
          quantity: item.quantity,
          commission:
            item.commissionCategory !== undefined || item.size !== undefined
              ? { category: item.commissionCategory ?? "", size: item.size ?? "", withFrame: item.withFrame ?? false }
              : null,
        }
      : {
          kind: "artwork" as const,
          lineId: item.id,
          artworkId: item.id,
          title: item.title.slice(0, 300),
          quantity: item.quantity,
          size: item.customizations.size ?? "original",
          framing: item.customizations.framing ?? "none",
          notes: (item.customizations.notes ?? "").slice(0, 1000),
        },
  );
}

/** Idempotency key from the checkout page: a random UUID made once per checkout. */
export const idempotencyKeySchema = z.string().trim().min(16).max(100).regex(/^[A-Za-z0-9_-]+$/);
