/**
 * The artist's payment details (settings.payment_details) as the customer sees them: the lines
 * shown next to the QR code on the checkout page, and the text encoded in the QR code served at
 * /payment-qr.svg. One builder for both, so the picture and the text never disagree.
 *
 * QR payload (decision): a plain UTF-8 text listing every configured way to pay. Nepali wallet
 * apps each use their own proprietary merchant-QR format, so no single QR can open all of
 * them at once; a text QR is readable by every phone camera and any QR reader, and tells the
 * customer the eSewa / Khalti / IME Pay IDs and the bank account to pay to. Example:
 *
 *   Pay Aarav Shrestha Art
 *   eSewa: 9801234567
 *   Khalti: 9801234567
 *   IME Pay: 9801234567
 *   Bank transfer: Nabil Bank, Patan branch
 *   Account name: Aarav Shrestha
 *   Account number: 0101017500123
 *   Then upload a screenshot of the payment at checkout.
 */

export interface PaymentDetailsValue {
  esewa?: string;
  khalti?: string;
  imepay?: string;
  bank?: { name?: string; accountName?: string; accountNumber?: string; branch?: string };
}

export interface PaymentMethodLine {
  /** eSewa, Khalti, IME Pay or Bank transfer. */
  method: string;
  /** What to pay to. */
  details: { label: string; value: string }[];
}

function clean(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, 120) : "";
}

/** Reads the stored JSON leniently; unknown keys are ignored. */
export function readPaymentDetails(value: unknown): PaymentDetailsValue {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const o = value as Record<string, unknown>;
  const result: PaymentDetailsValue = {};
  for (const key of ["esewa", "khalti", "imepay"] as const) {
    const v = clean(o[key]);
    if (v) result[key] = v;
  }
  if (typeof o.bank === "object" && o.bank !== null) {
    const b = o.bank as Record<string, unknown>;
    const bank = { name: clean(b.name), accountName: clean(b.accountName), accountNumber: clean(b.accountNumber), branch: clean(b.branch) };
    if (bank.name || bank.accountNumber) result.bank = bank;
  }
  return result;
}

/** The configured ways to pay, in the order eSewa, Khalti, IME Pay, bank transfer. */
export function paymentMethods(details: PaymentDetailsValue): PaymentMethodLine[] {
  const methods: PaymentMethodLine[] = [];
  if (details.esewa) methods.push({ method: "eSewa", details: [{ label: "eSewa ID", value: details.esewa }] });
  if (details.khalti) methods.push({ method: "Khalti", details: [{ label: "Khalti ID", value: details.khalti }] });
  if (details.imepay) methods.push({ method: "IME Pay", details: [{ label: "IME Pay ID", value: details.imepay }] });
  const bank = details.bank;
  if (bank && (bank.name || bank.accountNumber)) {
    const rows: { label: string; value: string }[] = [];
    if (bank.name) rows.push({ label: "Bank", value: bank.branch ? `${bank.name}, ${bank.branch} branch` : bank.name });
    if (bank.accountName) rows.push({ label: "Account name", value: bank.accountName });
    if (bank.accountNumber) rows.push({ label: "Account number", value: bank.accountNumber });
    methods.push({ method: "Bank transfer", details: rows });
  }
  return methods;
}

/** The text encoded in the payment QR code. */
export function paymentQrText(siteName: string, details: PaymentDetailsValue): string {
  const lines = [`Pay ${clean(siteName) || "the artist"}`];
  const methods = paymentMethods(details);
  for (const m of methods) {
    if (m.method === "Bank transfer") {
      const [first, ...rest] = m.details;
      if (first) lines.push(`Bank transfer: ${first.value}`);
      for (const row of rest) lines.push(`${row.label}: ${row.value}`);
    } else {
      lines.push(`${m.method}: ${m.details[0].value}`);
    }
  }
  if (methods.length === 0) lines.push("Payment details are available from the artist on request.");
  lines.push("Then upload a screenshot of the payment at checkout.");
  return lines.join("\n");
}
