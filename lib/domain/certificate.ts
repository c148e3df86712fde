/**
 * Certificates of authenticity: their numbers and what a verification page may say (no I/O).
 *
 * A number is COA-<year of issue>-<8 characters> drawn at random from an alphabet without look-alike
 * characters (no I, L, O, U): 32^8, about 10^12 numbers a year, so a valid number cannot be
 * guessed from another one. Numbers are matched case-insensitively.
 */
export const CERTIFICATE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const NUMBER = /^COA-(\d{4})-([0-9ABCDEFGHJKMNPQRSTVWXYZ]{8})$/;
export const MAX_CERTIFICATE_NUMBER_LENGTH = 20;

/** A certificate number from 8 random bytes (each taken modulo 32: the alphabet has 32 characters). */
export function certificateNumber(year: number, random: Uint8Array): string {
  if (random.length < 8) throw new Error("certificateNumber needs 8 random bytes");
  let tail = "";
  for (let i = 0; i < 8; i++) tail += CERTIFICATE_ALPHABET[random[i] % 32];
  return `COA-${year}-${tail}`;
}

/** The number in its stored form, or null when the text is not a certificate number. */
export function normaliseCertificateNumber(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_CERTIFICATE_NUMBER_LENGTH) return null;
  const upper = value.trim().toUpperCase();
  return NUMBER.test(upper) ? upper : null;
}

/** The PDF link's token: 32 url-safe characters. */
export const CERTIFICATE_TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export type CertificateStanding = "valid" | "void";

export const CERTIFICATE_WORDS = {
  valid: "Certificate valid",
  void: "Certificate void",
  voidReturned: "The work came back to the studio: this certificate is void.",
  voidPaymentUndone: "The payment for this sale was undone: this certificate is void.",
  voidReissued: (number: string) => `Replaced by certificate ${number}: this one is void.`,
  voidOther: "This certificate is void.",
  notFound: "No certificate has this number.",
  sold: "Sold",
  showName: "Print my name on the certificate",
} as const;

/** Why a certificate is void, as stored (void_reason). */
export const VOID_REASONS = { returned: "returned", paymentUndone: "payment_undone", reissued: "reissued:" } as const;

/** The verification page's sentence for a void certificate. */
export function voidSentence(reason: string | null): string {
  if (reason === VOID_REASONS.returned) return CERTIFICATE_WORDS.voidReturned;
  if (reason === VOID_REASONS.paymentUndone) return CERTIFICATE_WORDS.voidPaymentUndone;
  if (reason?.startsWith(VOID_REASONS.reissued)) return CERTIFICATE_WORDS.voidReissued(reason.slice(VOID_REASONS.reissued.length));
  return CERTIFICATE_WORDS.voidOther;
}
