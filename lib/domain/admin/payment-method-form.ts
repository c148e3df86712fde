/**
 * The payment-method form of the settings page (Settings -> Payment): the text fields bounded
 * and cleaned, a problem reported per field. The QR picture is checked on the server
 * (lib/images/qr-decode.ts).
 */
import { z } from "@/lib/validation/z";

export const PAYMENT_METHOD_MESSAGES = {
  saved: (label: string) => `${label} payment details saved`,
  removed: (label: string) => `${label} removed from the payment methods`,
  failed: "Could not save the payment method",
  unknownKind: "Unknown payment method",
  nothing: "Enter the account ID or upload the QR code",
  bankNeeds: "Enter the bank name and the account number",
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .refine((s) => s.length <= max, PAYMENT_METHOD_MESSAGES.tooLong(max));

const methodFields = z.object({
  accountName: text(100).default(""),
  accountId: text(60).default(""),
  bankName: text(100).default(""),
  branch: text(100).default(""),
});

export type PaymentMethodFields = z.infer<typeof methodFields>;

/** The text fields of the payment-method form, checked per field. */
export function parsePaymentMethodFields(
  input: Record<string, unknown>,
): { ok: true; values: PaymentMethodFields } | { ok: false; fieldErrors: Record<string, string> } {
  const picked = Object.fromEntries(
    ["accountName", "accountId", "bankName", "branch"].map((k) => [k, typeof input[k] === "string" ? input[k] : undefined]),
  );
  const parsed = methodFields.safeParse(picked);
  if (parsed.success) return { ok: true, values: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
