/**
 * Pure rules of online payment with eSewa ePay v2 and Khalti KPG-2 (no I/O): the amounts each
 * provider takes, converted exactly from our integer paisa, the eSewa signature strings, and
 * what a provider's status means for an order.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { PROVIDER_LABELS, type OnlineProvider } from "@/lib/domain/online-providers";

export { PROVIDER_LABELS, type OnlineProvider };

/**
 * A buyer who started an online payment may still be on the provider's page when the payment
 * window ends: the order is not expired while an attempt younger than this is pending.
 */
export const ONLINE_ATTEMPT_GRACE_MINUTES = 20;

/** eSewa amounts are whole rupees: the rupee amount of `paisa`, or null when it is not whole. */
export function esewaAmount(paisa: number | bigint): string | null {
  const value = BigInt(paisa);
  if (value <= 0n || value % 100n !== 0n) return null;
  return (value / 100n).toString();
}

/**
 * The paisa of an amount as eSewa writes it back ("1000", "1000.0", "1,000.00" or a number):
 * null when it is not a plain non-negative decimal with at most two decimals.
 */
export function paisaFromEsewaAmount(value: unknown): bigint | null {
  const text = typeof value === "number" && Number.isFinite(value) ? value.toFixed(2) : typeof value === "string" ? value : null;
  if (text === null || text.length > 24) return null;
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.replaceAll(",", "").trim());
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** Khalti amounts are paisa: a positive safe integer. Khalti takes at least Rs 10 (1000 paisa). */
export function khaltiAmount(paisa: number | bigint): number | null {
  const value = BigInt(paisa);
  if (value < 1000n || value > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(value);
}

/** The message eSewa signs: `name=value` for each signed field, in the listed order, joined by commas. */
export function esewaSignatureMessage(fields: Record<string, unknown>, signedFieldNames: string): string {
  return signedFieldNames
    .split(",")
    .map((name) => name.trim())
    .map((name) => `${name}=${fields[name] === undefined || fields[name] === null ? "" : String(fields[name])}`)
    .join(",");
}

/** The base64 HMAC-SHA256 of `message` with the merchant secret. */
export function esewaSignature(message: string, secret: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("base64");
}

/** The fields eSewa's form signs, in this order. */
export const ESEWA_REQUEST_SIGNED_FIELDS = "total_amount,transaction_uuid,product_code";

export function signEsewaRequest(
  fields: { total_amount: string; transaction_uuid: string; product_code: string },
  secret: string,
): string {
  return esewaSignature(esewaSignatureMessage(fields, ESEWA_REQUEST_SIGNED_FIELDS), secret);
}

/** Whether `signature` is the signature of `fields` over their own signed_field_names. */
export function verifyEsewaSignature(fields: Record<string, unknown>, secret: string): boolean {
  const names = fields.signed_field_names;
  const signature = fields.signature;
  if (typeof names !== "string" || typeof signature !== "string" || names.length === 0 || names.length > 300) return false;
  const listed = names.split(",").map((n) => n.trim());
  // Everything that decides the payment must be covered by the signature.
  for (const required of ["transaction_uuid", "total_amount", "status", "product_code"]) {
    if (!listed.includes(required)) return false;
  }
  const expected = Buffer.from(esewaSignature(esewaSignatureMessage(fields, names), secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Attempt statuses (payment_attempt_status). */
export type AttemptStatus = "pending" | "completed" | "failed" | "canceled" | "expired" | "refunded" | "refused";

/** eSewa's transaction status answer -> our attempt status. */
export function esewaAttemptStatus(status: unknown): AttemptStatus {
  switch (status) {
    case "COMPLETE":
      return "completed";
    case "FULL_REFUND":
    case "PARTIAL_REFUND":
      return "refunded";
    case "CANCELED":
      return "canceled";
    case "NOT_FOUND":
      return "failed";
    default:
      // PENDING, AMBIGUOUS, anything unknown: asked again later.
      return "pending";
  }
}

/** Khalti's lookup status -> our attempt status. */
export function khaltiAttemptStatus(status: unknown): AttemptStatus {
  switch (status) {
    case "Completed":
      return "completed";
    case "Expired":
      return "expired";
    case "User canceled":
      return "canceled";
    case "Refunded":
    case "Partially Refunded":
      return "refunded";
    default:
      // Pending, Initiated: asked again later.
      return "pending";
  }
}

/** A new eSewa transaction_uuid for an order: its number and a random suffix, unique per attempt. */
export function esewaTransactionUuid(orderNumber: string, random: string): string {
  return `${orderNumber}-${random}`.replace(/[^A-Za-z0-9-]/g, "").slice(0, 64);
}

/** What the buyer reads on the payment page after a return from a provider. */
export const ONLINE_PAYMENT_MESSAGES = {
  failed: (provider: OnlineProvider) =>
    `Your ${PROVIDER_LABELS[provider]} payment did not go through and nothing was charged. You can try again or pay by QR below.`,
  canceled: (provider: OnlineProvider) =>
    `The ${PROVIDER_LABELS[provider]} payment was cancelled. You can try again or pay by QR below.`,
  pending: (provider: OnlineProvider) =>
    `${PROVIDER_LABELS[provider]} has not confirmed your payment yet. We check again in a few minutes and email you once it is confirmed; please do not pay twice.`,
  refused: (provider: OnlineProvider) =>
    `We could not confirm this ${PROVIDER_LABELS[provider]} payment for this order. If money left your account, contact us with your order number.`,
  unavailable: "Online payment is not available for this order right now. Please pay by QR below.",
} as const;

export type ReturnOutcome = keyof Omit<typeof ONLINE_PAYMENT_MESSAGES, "unavailable">;

/** "Paid online via eSewa, ref 0007ABC": shown on the order in the back office. */
export function paidOnlineText(provider: OnlineProvider, reference: string): string {
  return `Paid online via ${PROVIDER_LABELS[provider]}, ref ${reference}`;
}

/**
 * An online attempt younger than this, still unconfirmed, holds back every other way to pay (and
 * the payment page's Back): the buyer may have paid and the provider not told us yet. Older
 * attempts are still asked about by the status check for two days; money confirmed then is
 * recorded whatever happened meanwhile (a refund due if the order took another payment).
 */
export const ONLINE_PENDING_HOLD_MS = 15 * 60_000;
/** Written in an attempt's detail when the buyer came back through the provider's failure page. */
export const RETURNED_UNPAID = "returned: the buyer came back without paying";

/** "A, B or C". */
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/**
 * How the buyer can pay, named as the shop has them on: "online with eSewa, or by QR code or
 * transfer (Khalti, Bank transfer) with a screenshot".
 */
export function paymentWaysText(online: readonly OnlineProvider[], manual: readonly string[]): string {
  const parts: string[] = [];
  if (online.length) parts.push(`online with ${orList(online.map((p) => PROVIDER_LABELS[p]))}`);
  if (manual.length) parts.push(`by QR code or transfer (${manual.join(", ")}) with a screenshot of the payment`);
  return parts.length ? orList(parts) : "by QR code or transfer";
}
