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
  /**
   * Placing the order met an error after which the shop cannot tell whether it was stored (the
   * database went away while committing it, or the answer never reached the browser). Never
   * "failed": the order may well exist. Trying again with the same form is safe (one order per
   * checkout key).
   */
  orderUnknown:
    "We could not tell whether your order went through. Please check your email for its payment link, or look it up under 'Track your order' at the bottom of the page, before trying again. Pressing 'Proceed to Payment' again is safe: it never places a second order.",
  /** The same for the payment screenshot: it may have been received. */
  paymentUnknown:
    "We could not tell whether your payment screenshot was received. Please check your email, or look the order up under 'Track your order' at the bottom of the page, before sending it again. Sending it again is safe: the order takes it once.",
  orderPlaced: "Order placed successfully!",
  /** The order expired unpaid before the screenshot came. */
  orderExpired: (orderNumber: string, email: string) =>
    `Order ${orderNumber} was cancelled because the payment was not received in time. If you have already paid, please email ${email} with your order number and the payment screenshot.`,
  /** The order is no longer awaiting a payment (rejected, cancelled or completed). */
  orderClosed: (orderNumber: string, email: string) =>
    `Order ${orderNumber} is no longer awaiting payment. Please email ${email} with your order number if you have questions.`,
} as const;

export { ORDER_REDIRECT_DELAY_MS } from "@/lib/images/screenshot-limits";
