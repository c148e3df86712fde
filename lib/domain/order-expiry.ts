/**
 * Why an order expired (pure rules, no I/O): unpaid at the end of its payment window, or, paid on
 * delivery, not confirmed by phone within its call window: the shop could not reach the buyer,
 * or the deposit asked before the call never came. Each has its reason (kept on the order) and
 * its own words for the buyer, in the email (order_expired) and on the order's page.
 */
import { PAYMENT_NOT_RECEIVED } from "@/lib/domain/order-hold";

export const EXPIRY_KINDS = ["unpaid", "cod_unconfirmed", "cod_deposit"] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];

/** The order's cancel reason for each kind (the back office shows it; the order page reads it back). */
export const EXPIRY_REASONS: Record<ExpiryKind, string> = {
  unpaid: PAYMENT_NOT_RECEIVED,
  cod_unconfirmed: "not confirmed by phone",
  cod_deposit: "deposit not received",
};

/** The kind of an expiring order from its delivery (null: an order without one, paid in advance). */
export function expiryKind(delivery: { cashOnDelivery: boolean; codDepositPaisa: bigint | number } | null | undefined): ExpiryKind {
  if (!delivery?.cashOnDelivery) return "unpaid";
  return Number(delivery.codDepositPaisa) > 0 ? "cod_deposit" : "cod_unconfirmed";
}

/** The kind behind a cancel reason (null when the order was not cancelled by expiry). */
export function expiryKindOfReason(reason: string | null | undefined): ExpiryKind | null {
  return EXPIRY_KINDS.find((kind) => EXPIRY_REASONS[kind] === reason) ?? null;
}
