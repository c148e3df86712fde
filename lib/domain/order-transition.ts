/**
 * What an order transition does to the one-of-a-kind originals the order holds, planned before
 * anything is written, and the rules that refuse a transition outright. Pure: the back office
 * shows this plan in its confirmation dialogs, and lib/orders/transitions.ts carries it out.
 *
 *   sell     paid: reserved (or still free) originals become sold;
 *   hold     open and unpaid: originals are reserved for the order (again);
 *   release  cancelled, failed or refunded: the reservation is released; an original this order
 *            bought stays sold: the buyer may have it. Only restocking (the work confirmed back
 *            in the studio, planRestock) puts it on sale again.
 * An original another order holds, or that was sold meanwhile, blocks sell and hold.
 */
import { reservationEffect, type OrderStatusValue, type PaymentStatusValue, type ReservationEffect } from "@/lib/domain/order-status";

export interface OriginalState {
  id: string;
  slug: string;
  title: string;
  status: string;
  reservedByOrderId: string | null;
  /** The order that bought it, if any. */
  soldToOrderId?: string | null;
}

export type OriginalAction = "sell" | "reserve" | "unsell_and_reserve" | "release" | "unsell";

export interface ReservationPlan {
  steps: { artwork: OriginalState; action: OriginalAction }[];
  /** Titles of originals taken by someone else: the transition must be refused. */
  blocked: string[];
}

export function planReservation(orderId: string, artworks: readonly OriginalState[], previous: ReservationEffect, effect: ReservationEffect): ReservationPlan {
  const plan: ReservationPlan = { steps: [], blocked: [] };
  for (const artwork of artworks) {
    const ours = artwork.reservedByOrderId === orderId;
    const free = artwork.reservedByOrderId === null && artwork.status === "available";
    const soldByUs =
      artwork.status === "sold" &&
      artwork.reservedByOrderId === null &&
      (artwork.soldToOrderId === orderId || (artwork.soldToOrderId == null && previous === "sell"));
    if (effect === "sell") {
      if (soldByUs) continue;
      if (ours || free) plan.steps.push({ artwork, action: "sell" });
      else plan.blocked.push(artwork.title);
    } else if (effect === "hold") {
      if (ours && artwork.status !== "sold") continue;
      if (free) plan.steps.push({ artwork, action: "reserve" });
      else if (soldByUs || (ours && artwork.status === "sold")) plan.steps.push({ artwork, action: "unsell_and_reserve" });
      else plan.blocked.push(artwork.title);
    } else if (ours) {
      plan.steps.push({ artwork, action: "release" });
    }
  }
  return plan;
}

/** The originals this order bought, put back on sale once they are confirmed back in the studio. */
export function planRestock(orderId: string, artworks: readonly OriginalState[]): ReservationPlan {
  const steps = artworks
    .filter((a) => a.status === "sold" && a.reservedByOrderId === null && a.soldToOrderId === orderId)
    .map((artwork) => ({ artwork, action: "unsell" as const }));
  return { steps, blocked: [] };
}

export const TRANSITION_MESSAGES = {
  paidWhileCancelled: "This order is cancelled. Reopen it first (set its status to Pending), then mark it paid.",
  blocked: (titles: string[]) =>
    `${titles.map((t) => `"${t}"`).join(", ")} ${titles.length === 1 ? "is" : "are"} no longer available for this order (sold or reserved by another order).`,
} as const;

/** A refusal that does not depend on the artworks, or null. */
export function transitionRefusal(
  from: { status: OrderStatusValue; paymentStatus: PaymentStatusValue },
  to: { status: OrderStatusValue; paymentStatus: PaymentStatusValue },
): string | null {
  // Marking a cancelled order paid would email an approval and sell works for an order that
  // stays cancelled: the order must be reopened first.
  if (to.paymentStatus === "paid" && from.paymentStatus !== "paid" && to.status === "cancelled") return TRANSITION_MESSAGES.paidWhileCancelled;
  return null;
}

/** What a confirmation dialog says a transition will do. */
export interface TransitionPreview {
  refusal: string | null;
  /** Who gets an email from this change (approval, rejection, cancellation), if anyone. */
  emailTo: string | null;
  emailKind: "approval" | "rejection" | "cancellation" | null;
  sold: string[];
  released: string[];
  reserved: string[];
}

export function previewTransition(input: {
  orderId: string;
  from: { status: OrderStatusValue; paymentStatus: PaymentStatusValue };
  to: { status: OrderStatusValue; paymentStatus: PaymentStatusValue };
  customerEmail: string | null;
  artworks: readonly OriginalState[];
  notifyCustomer?: boolean;
}): TransitionPreview {
  const { from, to } = input;
  const refusal = transitionRefusal(from, to);
  const plan = planReservation(input.orderId, input.artworks, reservationEffect(from.status, from.paymentStatus), reservationEffect(to.status, to.paymentStatus));
  const titles = (actions: OriginalAction[]) => plan.steps.filter((s) => actions.includes(s.action)).map((s) => s.artwork.title);
  let emailKind: TransitionPreview["emailKind"] = null;
  if (to.paymentStatus === "paid" && from.paymentStatus !== "paid") emailKind = "approval";
  else if (to.paymentStatus === "failed" && from.paymentStatus !== "failed" && input.notifyCustomer) emailKind = "rejection";
  else if (to.status === "cancelled" && from.status !== "cancelled" && input.notifyCustomer) emailKind = "cancellation";
  const emailTo = emailKind && input.customerEmail ? input.customerEmail : null;
  return {
    refusal: refusal ?? (plan.blocked.length > 0 ? TRANSITION_MESSAGES.blocked(plan.blocked) : null),
    emailTo,
    emailKind: emailTo ? emailKind : null,
    sold: titles(["sell"]),
    released: titles(["release", "unsell"]),
    reserved: titles(["reserve", "unsell_and_reserve"]),
  };
}

/** The confirmation's sentences: who is emailed, what becomes sold, released or held. */
export function describePreview(preview: TransitionPreview): string[] {
  const quote = (titles: string[]) => titles.map((t) => `"${t}"`).join(", ");
  const lines: string[] = [];
  if (preview.emailTo) {
    const what = { approval: "the payment approval", rejection: "that the payment was not confirmed", cancellation: "that the order is cancelled" }[preview.emailKind!];
    lines.push(`${preview.emailTo} is emailed ${what}.`);
  } else {
    lines.push("Nobody is emailed.");
  }
  if (preview.sold.length) lines.push(`${quote(preview.sold)} ${preview.sold.length === 1 ? "becomes" : "become"} sold.`);
  if (preview.released.length) lines.push(`${quote(preview.released)} ${preview.released.length === 1 ? "goes" : "go"} back on sale.`);
  if (preview.reserved.length) lines.push(`${quote(preview.reserved)} ${preview.reserved.length === 1 ? "is" : "are"} held for this order again.`);
  return lines;
}
