/**
 * Fulfilment of a paid order: handed to a courier (courier, tracking number or link), then
 * delivered; or collected by the customer in person. Pure rules, shown by the back office's
 * confirmation dialog and enforced by lib/orders/fulfilment.ts.
 *
 *   unfulfilled -> shipped      the customer is emailed the courier and the tracking;
 *   shipped     -> shipped      corrected tracking (the customer is emailed again);
 *   shipped     -> delivered
 *   unfulfilled -> collected    picked up at the studio; shipped -> collected (from the courier's office);
 * Only a paid order that is not cancelled can change; delivered and collected are final.
 */
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";

export const FULFILMENT_STATUSES = ["unfulfilled", "shipped", "delivered", "collected"] as const;
export type FulfilmentStatusValue = (typeof FULFILMENT_STATUSES)[number];

export function isFulfilmentStatus(value: unknown): value is FulfilmentStatusValue {
  return typeof value === "string" && (FULFILMENT_STATUSES as readonly string[]).includes(value);
}

export const FULFILMENT_LABELS: Record<FulfilmentStatusValue, string> = {
  unfulfilled: "Not shipped",
  shipped: "Shipped",
  delivered: "Delivered",
  collected: "Collected",
};

export const FULFILMENT_ACTION_LABELS: Record<Exclude<FulfilmentStatusValue, "unfulfilled">, string> = {
  shipped: "Mark shipped",
  delivered: "Mark delivered",
  collected: "Mark collected",
};

export const FULFILMENT_MESSAGES = {
  notPaid: "Only a paid order can be shipped, delivered or collected. Mark it paid first.",
  cancelled: "This order is cancelled: it cannot be shipped, delivered or collected.",
  shipFirst: "Mark the order shipped first.",
  finished: (status: string) => `This order is already ${status.toLowerCase()}.`,
  shipped: "Order marked shipped",
  delivered: "Order marked delivered",
  collected: "Order marked collected",
  failed: "Failed to update the delivery",
} as const;

export interface FulfilmentState {
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  fulfilmentStatus: FulfilmentStatusValue;
  /** A pay-on-delivery order confirmed by phone: it ships before it is paid (the cash comes on delivery). */
  codConfirmed?: boolean;
}

export type FulfilmentTarget = Exclude<FulfilmentStatusValue, "unfulfilled">;

/** Why this fulfilment change is refused, or null when it is allowed. */
export function fulfilmentRefusal(order: FulfilmentState, next: FulfilmentTarget): string | null {
  if (order.status === "cancelled") return FULFILMENT_MESSAGES.cancelled;
  const paid = order.paymentStatus === "paid" || order.paymentStatus === "partly_refunded" || order.paymentStatus === "overpaid";
  if (!paid && !(order.codConfirmed && next === "shipped")) return FULFILMENT_MESSAGES.notPaid;
  const from = order.fulfilmentStatus;
  if (from === "delivered" || from === "collected") return FULFILMENT_MESSAGES.finished(FULFILMENT_LABELS[from]);
  if (next === "delivered" && from !== "shipped") return FULFILMENT_MESSAGES.shipFirst;
  return null;
}

/** Which fulfilment changes the back office offers for an order in this state. */
export function availableFulfilmentActions(order: FulfilmentState): FulfilmentTarget[] {
  return (["shipped", "delivered", "collected"] as const).filter((next) => fulfilmentRefusal(order, next) === null);
}

/** The order status that goes with the delivery: shipped is processing, delivered or collected completes it. */
export function statusAfterFulfilment(status: OrderStatusValue, next: FulfilmentTarget): OrderStatusValue {
  if (status === "cancelled") return status;
  if (next === "shipped") return status === "pending" ? "processing" : status;
  return "completed";
}

/** What the confirmation dialog says the change does: who is emailed, what the order becomes. */
export function describeFulfilment(order: FulfilmentState & { customerEmail: string | null }, next: FulfilmentTarget): string[] {
  const lines: string[] = [];
  if (next === "shipped") {
    lines.push(
      order.customerEmail
        ? `${order.customerEmail} is emailed the courier and the tracking${order.fulfilmentStatus === "shipped" ? " again, corrected" : ""}.`
        : "Nobody is emailed: the order has no customer email.",
    );
  } else {
    lines.push("Nobody is emailed.");
  }
  const status = statusAfterFulfilment(order.status, next);
  if (status !== order.status) lines.push(`The order becomes ${status}.`);
  return lines;
}

/** "DHL · 1Z999 · https://..." for the history. */
export function trackingSummary(details: { courier: string; trackingNumber: string | null; trackingUrl: string | null }): string {
  return [details.courier, details.trackingNumber, details.trackingUrl].filter(Boolean).join(" · ");
}
