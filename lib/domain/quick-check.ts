/**
 * The quick check: a small proof-of-work (ALTCHA) asked of a client address only once it goes
 * past its quiet rate, or before it holds originals again, instead of any shop-wide cap.
 * Ordinary visitors never see it. Pure rules; the counting and the cryptography are in
 * lib/abuse/challenge.ts and lib/abuse/original-holds.ts.
 */

/** An address that placed more orders than this in the last hour gets the check. */
export const QUIET_ORDERS_PER_HOUR = 3;
/** An address that sent more messages (contact form and service inquiries) than this in the last hour gets the check. */
export const QUIET_MESSAGES_PER_HOUR = 5;
/** An address with this many orders that expired unpaid or whose payment was rejected in the last 24 hours gets the check. */
export const TROUBLED_ORDERS_PER_DAY = 2;

export const QUIET_WINDOW_MS = 60 * 60_000;
export const TROUBLE_WINDOW_MS = 24 * 60 * 60_000;

/** What an address did recently, as counted from the database. */
export interface AddressActivity {
  /** Orders placed from it in the last hour. */
  ordersLastHour: number;
  /** Contact messages and service inquiries stored from it in the last hour. */
  messagesLastHour: number;
  /** Its orders that expired unpaid, or whose payment was rejected, in the last 24 hours. */
  troubledOrdersLastDay: number;
}

/** Whether the address must solve the quick check before its next order or message. */
export function needsQuickCheck(activity: AddressActivity): boolean {
  return (
    activity.ordersLastHour > QUIET_ORDERS_PER_HOUR ||
    activity.messagesLastHour > QUIET_MESSAGES_PER_HOUR ||
    activity.troubledOrdersLastDay >= TROUBLED_ORDERS_PER_DAY
  );
}

/** The form field the widget fills with its solution. */
export const QUICK_CHECK_FIELD = "altcha";

/** Where the widget fetches a fresh challenge. */
export const QUICK_CHECK_CHALLENGE_URL = "/api/quick-check";

export const QUICK_CHECK_MESSAGES = {
  /** The address needs the check and the request came without a valid, unused solution. */
  required: "Please complete the quick check below and try again.",
} as const;

/**
 * What one client address already holds, read when an order that holds originals is placed
 * from it (lib/abuse/original-holds.ts).
 */
export interface AddressHolds {
  /** Originals its open orders hold right now (within their payment window, or paid and awaiting verification). */
  originalsHeld: number;
  /** Its orders that expired unpaid, or whose payment was rejected, in the last 24 hours. */
  troubledOrdersLastDay: number;
}

export type OriginalHoldDecision = "allowed" | "quick_check" | "too_many";

/**
 * Holding originals costs something from an address's first order on: the first order that
 * holds originals passes unasked; another while the address still holds originals, or after one
 * of its orders lapsed unpaid or was rejected, needs the quick check; and one address never holds
 * more originals at once than one order may (`maxPerAddress`, the settings' originals per order).
 */
export function originalHoldDecision(holds: AddressHolds, adding: number, maxPerAddress: number): OriginalHoldDecision {
  if (adding <= 0) return "allowed";
  if (holds.originalsHeld + adding > maxPerAddress) return "too_many";
  if (holds.originalsHeld > 0 || holds.troubledOrdersLastDay > 0) return "quick_check";
  return "allowed";
}
