/**
 * The fields of an order that deciding on its payment window needs (is it open, lapsed, paid?),
 * and that an email to its buyer needs: read alike by expiry and by online payments.
 */
export const HELD_ORDER_SELECT = {
  id: true,
  orderNumber: true,
  accessToken: true,
  status: true,
  paymentStatus: true,
  paymentDueAt: true,
  paymentSubmittedAt: true,
  customerEmail: true,
  customerInfo: true,
} as const;
