/**
 * Order and payment states (spec section 4) and what each state means for one-of-a-kind
 * originals an order holds.
 *
 * An order starts pending / pending. Administrators may set any status and payment status
 * (the spec enforces no transition rules); what we do enforce is the artwork side:
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

export const PAYMENT_STATUSES = ["pending", "processing", "paid", "failed", "refunded"] as const;
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
};

export function isOrderStatus(value: unknown): value is OrderStatusValue {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatusValue {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export type ReservationEffect = "hold" | "sell" | "release";

/** What the order's originals should be in this state. */
export function reservationEffect(status: OrderStatusValue, paymentStatus: PaymentStatusValue): ReservationEffect {
  if (paymentStatus === "paid") return "sell";
  if (status === "cancelled" || paymentStatus === "failed" || paymentStatus === "refunded") return "release";
  return "hold";
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
  if (paymentStatus === "paid") return ["completed", "completed", "completed", "current"];
  return ["completed", "current", "pending", "pending"];
}
