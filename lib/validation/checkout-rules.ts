/**
 * Checkout messages (spec sections 5, 7 and 8), limits, and the mapping of cart lines to what the
 * checkout sends. No zod here: client components import this file; the schemas are in checkout.ts.
 */
import { QUICK_CHECK_MESSAGES } from "@/lib/domain/quick-check";
import { PAYMENT_STEP_MESSAGES } from "./payment-messages";

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
  screenshotRequired: PAYMENT_STEP_MESSAGES.screenshotRequired,
  screenshotNotAnImage: PAYMENT_STEP_MESSAGES.screenshotNotAnImage,
  screenshotTooLarge: PAYMENT_STEP_MESSAGES.screenshotTooLarge,
  uploadFailed: "Failed to upload payment screenshot. Please try again or contact support.",
  orderFailed: PAYMENT_STEP_MESSAGES.orderFailed,
  orderUnknown: PAYMENT_STEP_MESSAGES.orderUnknown,
  paymentUnknown: PAYMENT_STEP_MESSAGES.paymentUnknown,
  ordersPaused: "Orders are paused at the moment. Please check back soon or contact us.",
  emptyCart: "Your cart is empty",
  tooManyLines: "Your cart has too many items for one order. Please split it into smaller orders.",
  maxQuantity: (max: number) => `Maximum quantity is ${max} per item`,
  orderPlaced: PAYMENT_STEP_MESSAGES.orderPlaced,
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
  /**
   * A size or frame the shop does not sell for this work (not in the price lists, switched off,
   * or a size the work does not offer): what is wrong (`optionRefused`, also what the cart says
   * when it takes the line out), then what to do.
   */
  optionRefused: {
    unknownSize: (title: string) => `"${title}" is not sold in the size chosen.`,
    sizeNotOffered: (title: string, size: string) => `"${title}" is not offered as ${size}.`,
    unknownFrame: (title: string) => `"${title}" is not sold with the frame chosen.`,
    frameNotOffered: (title: string, frame: string) => `"${title}": the ${frame} is no longer offered.`,
  },
  chooseAnotherOption: "Please remove it from your cart and add it again with another size or frame.",
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
  /** This client address's open orders already hold as many originals as one order may. */
  originalsHeldFromAddress:
    "Original artworks are already held for payment from your internet connection, so no more can be held from it just now. Please try again once that payment is made or its time runs out, or contact the artist.",
  totalTooLarge: (max: string) =>
    `Orders above ${max} cannot be placed online. Please contact the artist to arrange this order.`,
  commissionPricing: "Pricing information not available for this service",
  /** Too many screenshots sent for decoding from one connection. */
  uploadsRateLimited: "Too many screenshot uploads from your connection. Please wait a few minutes and try again.",
  /** The payment page's address does not name an order. */
  orderNotFound: "We could not find this order. Please use the link in your email, or contact us.",
  /** The order expired unpaid before the screenshot came. */
  orderExpired: PAYMENT_STEP_MESSAGES.orderExpired,
  /** The order is no longer awaiting a payment (rejected, cancelled or completed). */
  orderClosed: PAYMENT_STEP_MESSAGES.orderClosed,
  /** 'Back' on an order that has its payment screenshot (or is closed). */
  orderNotChangeable: "This order can no longer be changed here. Please contact us with your order number.",
  onlinePaymentPending:
    "A payment for this order is already being confirmed. Please wait for it (this page checks again) before paying another way.",
  /** The proof-of-work challenge is required and was missing or wrong. */
  challengeRequired: QUICK_CHECK_MESSAGES.required,
} as const;

/**
 * Limits on placing orders, counted in PostgreSQL and only for orders actually placed (a refused
 * attempt counts toward nothing): the spec's 3 per email per 5 minutes (keyed on the canonical
 * mailbox and the client address, so a stranger using a customer's email cannot lock that
 * customer out), and 60 per client address per hour, sized for the many strangers behind one
 * carrier address. There is no shop-wide cap that a handful of addresses could fill: automated
 * abuse meets the proof-of-work challenge past an address's quiet rate instead.
 */
export const CHECKOUT_RATE_LIMITS = {
  perEmail: { bucket: "checkout", limit: 3, windowMs: 5 * 60_000 },
  perClient: { bucket: "checkout-client", limit: 60, windowMs: 60 * 60_000 },
} as const;
/** Screenshot uploads decoded per client address, counted before decoding. */
export const SCREENSHOT_DECODE_LIMIT = { bucket: "screenshot-decode", limit: 60, windowMs: 60 * 60_000 } as const;
/** An order's access token, as made by the server (base64url of 24 random bytes). */
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** The largest order total accepted online: NPR 10 crore (100,000,000). */
export const MAX_ORDER_TOTAL_PAISA = 10_000_000_000;
/** The cart's lines arrive as JSON text; no valid cart comes near this size. */
export const MAX_LINES_JSON_LENGTH = 64 * 1024;
/** Redirect to /order-success this long after a successful order (spec section 9). */
export { ORDER_REDIRECT_DELAY_MS } from "./payment-messages";
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
