/** Outbox idempotency keys of an order's emails (one email of each kind per order). */

export function confirmationEmailKey(orderId: string): string {
  return `order-confirmation/${orderId}`;
}

export function adminNotificationEmailKey(orderId: string): string {
  return `admin-notification/${orderId}`;
}

export function approvalEmailKey(orderId: string): string {
  return `payment-approved/${orderId}`;
}

/** The buyer's link to the order's payment page, sent when the order is placed. */
export function paymentLinkEmailKey(orderId: string): string {
  return `payment-link/${orderId}`;
}
