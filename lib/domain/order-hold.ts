/**
 * How long an order holds its one-of-a-kind originals (pure rules, no I/O).
 *
 * An order is placed at 'Proceed to Payment' and holds its originals for the payment window
 * (settings.paymentWindowMinutes, stored on the order as paymentDueAt). When the buyer attaches
 * the payment screenshot (paymentSubmittedAt), the hold lasts until an administrator verifies or
 * rejects the payment: the buyer has paid, so no timer ends it. An order still without a
 * screenshot past its window is lapsed: its hold never blocks another buyer, whether or not the
 * expiry worker has cancelled it yet.
 */

/** The default payment window, in minutes (settings.paymentWindowMinutes). */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 30;
/** The settings form accepts windows between these, in minutes. */
export const MIN_PAYMENT_WINDOW_MINUTES = 5;
export const MAX_PAYMENT_WINDOW_MINUTES = 24 * 60;

/** Why the shop cancels an order whose payment window passed without a screenshot. */
export const PAYMENT_NOT_RECEIVED = "payment not received";

export interface HoldState {
  status: string;
  paymentStatus: string;
  paymentDueAt: Date | null;
  paymentSubmittedAt: Date | null;
}

/** The end of the payment window of an order placed at `placedAt`. */
export function paymentDeadline(placedAt: Date, windowMinutes: number): Date {
  const minutes = Number.isFinite(windowMinutes) && windowMinutes > 0 ? windowMinutes : DEFAULT_PAYMENT_WINDOW_MINUTES;
  return new Date(placedAt.getTime() + minutes * 60_000);
}

/** The order is open: not cancelled or completed, payment neither settled nor refused (a balance may be due). */
export function isOpenOrder(order: Pick<HoldState, "status" | "paymentStatus">): boolean {
  return (
    (order.status === "pending" || order.status === "processing") &&
    (order.paymentStatus === "pending" || order.paymentStatus === "processing" || order.paymentStatus === "partly_paid")
  );
}

/** Placed, nothing paid and no payment screenshot yet: the payment window runs. */
export function awaitsPayment(order: HoldState): boolean {
  return (
    isOpenOrder(order) &&
    order.paymentStatus !== "partly_paid" &&
    order.paymentSubmittedAt === null &&
    order.paymentDueAt !== null
  );
}

/** Awaiting payment and past its window: it no longer holds anything and will be expired. */
export function isLapsed(order: HoldState, now: Date): boolean {
  return awaitsPayment(order) && (order.paymentDueAt as Date).getTime() <= now.getTime();
}

/** Whether the order's reservation of an original still stands at `now` (the read-time rule). */
export function holdIsActive(order: HoldState, now: Date): boolean {
  return isOpenOrder(order) && !isLapsed(order, now);
}

/** Milliseconds left to pay (0 when the window has passed or the order does not await payment). */
export function paymentTimeLeftMs(order: HoldState, now: Date): number {
  if (!awaitsPayment(order)) return 0;
  return Math.max(0, (order.paymentDueAt as Date).getTime() - now.getTime());
}

/**
 * A payment screenshot waiting longer than the payment-check hours the shop promises: flagged
 * as overdue on the dashboard and in the verification queue.
 */
export function isPaymentCheckOverdue(
  order: HoldState,
  paymentCheckHours: number,
  now: Date,
): boolean {
  if (!isOpenOrder(order) || order.paymentSubmittedAt === null) return false;
  return now.getTime() - order.paymentSubmittedAt.getTime() > paymentCheckHours * 3_600_000;
}

/** "29 min", "1 h 05 min": time left as a buyer reads it. */
export function formatTimeLeft(ms: number): string {
  const totalMinutes = Math.ceil(Math.max(0, ms) / 60_000);
  if (totalMinutes < 60) return `${totalMinutes} min`;
  const hours = Math.floor(totalMinutes / 60);
  return `${hours} h ${String(totalMinutes % 60).padStart(2, "0")} min`;
}
