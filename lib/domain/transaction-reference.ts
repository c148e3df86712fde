/**
 * Wallet and bank transaction references (eSewa, Khalti, IME Pay, bank transfer) as recorded by
 * the administrator on Mark Paid. Stored normalised so the same proof typed twice (other case,
 * spaces or dashes) is recognised: the same reference on two orders is the commonest fraud.
 */
export const MAX_TRANSACTION_REFERENCE_LENGTH = 100;

/** Upper-cased, without spaces, dashes, underscores or dots; null when empty. "esw-123 456" -> "ESW123456". */
export function normaliseTransactionReference(value: string | null | undefined): string | null {
  if (value == null) return null;
  const clean = value.slice(0, MAX_TRANSACTION_REFERENCE_LENGTH * 2).replace(/[\s\-_.]+/g, "").toUpperCase();
  return clean === "" ? null : clean;
}
