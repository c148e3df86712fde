/**
 * The payment step's own messages (part of CHECKOUT_MESSAGES, spec sections 5 and 8): in a module
 * of their own so that the payment step's browser code does not carry every checkout message.
 */
import { IMAGE_MESSAGES } from "@/lib/images/rules";

export const PAYMENT_STEP_MESSAGES = {
  screenshotRequired: "Please upload your payment screenshot to continue",
  screenshotNotAnImage: IMAGE_MESSAGES.screenshotNotAnImage,
  screenshotTooLarge: IMAGE_MESSAGES.screenshotTooLarge,
  orderFailed: "Failed to place order. Please try again or contact us.",
  orderPlaced: "Order placed successfully!",
  /** The order expired unpaid before the screenshot came. */
  orderExpired: (orderNumber: string, email: string) =>
    `Order ${orderNumber} was cancelled because the payment was not received in time. If you have already paid, please email ${email} with your order number and the payment screenshot.`,
  /** The order is no longer awaiting a payment (rejected, cancelled or completed). */
  orderClosed: (orderNumber: string, email: string) =>
    `Order ${orderNumber} is no longer awaiting payment. Please email ${email} with your order number if you have questions.`,
} as const;

/** Redirect to /order-success this long after a successful order (spec section 9). */
export const ORDER_REDIRECT_DELAY_MS = 2_000;
