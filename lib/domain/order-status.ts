/**
 * Order and payment states (spec section 4) and what each state means for one-of-a-kind
 * originals an order holds.
 *
 * An order starts pending / pending. The payment status is derived from the order's ledger
 * (lib/domain/ledger.ts) and the order status follows payment and delivery through one transition
 * table (lib/domain/order-flow.ts). The artwork side:
 * - while the order is open (status pending or processing, payment not failed or refunded) its
 *   originals are RESERVED for it: nobody else can order them;
 * - payment paid: its originals are SOLD;
 * - status cancelled, or payment failed or refunded: the reservation is RELEASED (an artwork
 *   already sold stays sold: selling it again is the administrator's decision, made on the
 *   artwork).
 * A completed order keeps what it had (sold when paid, otherwise still held).
 */

export const ORDER_STATUSES = ["pending", "processing", "completed", "cancelled"] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["pending", "processing", "paid", "failed", "refunded", "partly_paid", "overpaid", "partly_refunded"] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  pending: "Pending",
  processing: "Processing",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatusValue, string> = {
  pending: "Pending Approval",
  processing: "Processing",
  paid: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  partly_paid: "Partly paid",
  overpaid: "Refund due",
  partly_refunded: "Partly refunded",
};

/**
 * The payment status as words for the order at hand: "pending" reads "Unpaid" while the buyer has
 * not said they paid, and "Pending Approval" once a payment screenshot waits for the shop.
 */
export function paymentStatusLabel(paymentStatus: PaymentStatusValue, claimSubmitted: boolean): string {
  if (paymentStatus === "pending" && !claimSubmitted) return "Unpaid";
  return PAYMENT_STATUS_LABELS[paymentStatus];
}

export function isOrderStatus(value: unknown): value is OrderStatusValue {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatusValue {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export type ReservationEffect = "hold" | "sell" | "release";

/**
 * What the order's originals should be in this state: sold once its money is settled, held while
 * it is open for payment, otherwise not held. "release" only ends a hold: an original this order
 * bought stays sold (a refund or a cancellation never puts it back on sale; restocking does).
 */
export function reservationEffect(status: OrderStatusValue, paymentStatus: PaymentStatusValue): ReservationEffect {
  if (status === "cancelled") return "release";
  if (paymentStatus === "paid" || paymentStatus === "partly_refunded" || paymentStatus === "overpaid") return "sell";
  if (paymentStatus === "pending" || paymentStatus === "processing" || paymentStatus === "partly_paid") return "hold";
  return "release";
}

/** The customer-facing journey on the checkout page and the success page (spec section 2). */
export const CUSTOMER_JOURNEY = [
  { step: 1, title: "Order Placed" },
  { step: 2, title: "Payment Verification" },
  { step: 3, title: "Order Approved" },
  { step: 4, title: "Delivery" },
] as const;

export type JourneyState = "completed" | "current" | "pending";

/** State of each journey step for an order (a new order: 1 completed, 2 pending). */
export function journeyStates(status: OrderStatusValue, paymentStatus: PaymentStatusValue): JourneyState[] {
  if (status === "completed") return ["completed", "completed", "completed", "completed"];
  if (paymentStatus === "paid" || paymentStatus === "partly_refunded" || paymentStatus === "overpaid") return ["completed", "completed", "completed", "current"];
  return ["completed", "current", "pending", "pending"];
}
