/**
 * Checkout messages (spec sections 5, 7 and 8), limits, and the mapping of cart lines to what the
 * checkout sends. No zod here: client components import this file; the schemas are in checkout.ts.
 */
import { IMAGE_MESSAGES } from "@/lib/images/rules";

// The cart page needs only this, not the messages: it lives in its own module.
export { cartToOrderLines } from "./order-lines";

export const CHECKOUT_MESSAGES = {
  required: "Please fill in all required fields",
  /** Per field, under the field: what is missing, named. */
  nameRequired: "Enter your full name",
  emailRequired: "Enter your email address",
  phoneRequired: "Enter your phone number",
  addressRequired: "Enter the delivery address: your order includes items that are shipped",
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
  /** The checkout page sends a key made once per checkout; a request without one is refused. */
  checkoutKeyMissing: "This checkout form is out of date. Please refresh the page and try again.",
  /** The same checkout key sent again with a different customer or cart. */
  checkoutKeyReused: "This checkout was already used for another order. Please refresh the page and place your order again.",
  cartUnreadable: "Your cart could not be read. Please refresh the page and try again.",
  /** Too many originals in one order awaiting payment verification. */
  tooManyOriginals: (limit: number) =>
    `One order can hold at most ${limit} original artwork${limit === 1 ? "" : "s"} while its payment is checked. Please remove some, or contact the artist to buy more originals together.`,
  /** The customer (or this device's connection) already has an unverified order holding originals. */
  originalsAlreadyHeld:
    "You already have an order holding original artworks while its payment is checked. Please wait until that payment is confirmed, or contact the artist to add to it.",
  totalTooLarge: (max: string) =>
    `Orders above ${max} cannot be placed online. Please contact the artist to arrange this order.`,
  commissionPricing: "Pricing information not available for this service",
} as const;

/**
 * Limits on placing orders, counted in PostgreSQL: the spec's 3 attempts per email per 5
 * minutes (keyed on the canonical mailbox and the client address, so a stranger using a
 * customer's email cannot lock that customer out), 10 per client address per hour, and 100 per
 * hour in all.
 */
export const CHECKOUT_RATE_LIMITS = {
  perEmail: { bucket: "checkout", limit: 3, windowMs: 5 * 60_000 },
  perClient: { bucket: "checkout-client", limit: 10, windowMs: 60 * 60_000 },
  overall: { bucket: "checkout-all", limit: 100, windowMs: 60 * 60_000 },
} as const;
/** The largest order total accepted online: NPR 10 crore (100,000,000). */
export const MAX_ORDER_TOTAL_PAISA = 10_000_000_000;
/** The cart's lines arrive as JSON text; no valid cart comes near this size. */
export const MAX_LINES_JSON_LENGTH = 64 * 1024;
/** Redirect to /order-success this long after a successful order (spec section 9). */
export const ORDER_REDIRECT_DELAY_MS = 2_000;
/** Most lines in one order. */
export const MAX_ORDER_LINES = 50;

/** Step 1, Customer Info. */
export const CUSTOMER_FIELDS = ["name", "email", "phone", "address", "notes"] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerFieldErrors = Partial<Record<CustomerField, string>>;

/**
 * Whether an order line is delivered to the customer, so the delivery address is required:
 * every artwork (an original or a print is a physical piece, whether its shipping is free or
 * charged); a service only when it carries a shipping charge (shipping type 'fixed', e.g. a
 * commissioned painting sent by courier). A service with free shipping (a digital portrait, a
 * workshop) needs no address.
 */
export function lineIsShipped(line: { kind: "artwork" | "service"; shippingType?: "free" | "fixed" }): boolean {
  return line.kind === "artwork" || line.shippingType === "fixed";
}
