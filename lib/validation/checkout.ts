/**
 * Checkout (spec sections 5, 7 and 8): the customer-info rules, the shape of the cart lines the
 * checkout page sends, and every message of the checkout. Used by the checkout page (step 1
 * validation) and again on the server before an order is placed. Prices are deliberately NOT
 * part of a line: the server prices every line from the database.
 */
import { z } from "@/lib/validation/z";
import { sanitizeText } from "@/lib/domain/sanitize";
import { cleanText } from "@/lib/domain/text-input";
import { requestedFrame, requestedSize } from "@/lib/domain/price-lists";
import { MAX_LINE_QUANTITY } from "@/lib/domain/cart";
import { REFERENCE_PHOTO_MESSAGES, REFERENCE_PHOTO_RULES, REFERENCE_PHOTO_TOKEN_PATTERN } from "@/lib/validation/reference-photos";
import { CHECKOUT_MESSAGES, MAX_ORDER_LINES } from "@/lib/validation/checkout-rules";

// Messages, limits and the cart-to-lines mapping live in checkout-rules.ts (no zod), so the
// browser can use them without loading the validation library.
export * from "@/lib/validation/checkout-rules";

// Step 1's rules (customer info) are on zod's small build, for the checkout page's sake.
export * from "@/lib/validation/customer-info";

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
