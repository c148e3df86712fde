/**
 * The artist's ways to pay (table payment_methods) as the customer sees them: one tab per
 * method at checkout with the account details and, when the artist uploaded the QR code the
 * wallet or bank issued, that same payload drawn as a QR code (also at /payment-qr.svg, which
 * shows the first method). Without an uploaded QR, only the details are shown: a QR code is
 * never invented.
 *
 * Fonepay and NepalPay merchant QR codes follow EMVCo: for those the order's QR carries the
 * exact amount (lib/domain/emvco.ts). Personal eSewa, Khalti and IME Pay codes are shown as
 * uploaded: their apps read them only as they were issued.
 */
import { isEmvcoPayload, withAmount } from "@/lib/domain/emvco";

export const PAYMENT_KINDS = ["esewa", "khalti", "imepay", "merchant_qr", "bank"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  esewa: "eSewa",
  khalti: "Khalti",
  imepay: "IME Pay",
  merchant_qr: "Fonepay / NepalPay",
  bank: "Bank transfer",
};

/** What the ID field is called for each kind. */
export const PAYMENT_ID_LABELS: Record<PaymentKind, string> = {
  esewa: "eSewa ID",
  khalti: "Khalti ID",
  imepay: "IME Pay ID",
  merchant_qr: "Merchant ID",
  bank: "Account number",
};

export interface PaymentMethodRecord {
  kind: PaymentKind;
  accountName: string;
  accountId: string;
  bankName: string;
  branch: string;
  qrPayload: string | null;
}

export interface PaymentMethodView {
  kind: PaymentKind;
  label: string;
  /** Rows shown as text; `copy` marks the ones with a copy button. */
  details: { label: string; value: string; copy?: boolean }[];
  /** The uploaded QR payload, or null (then no QR is shown). */
  qrPayload: string | null;
  /** True when the payload is an EMVCo merchant QR: the order's QR then carries the amount. */
  amountInQr: boolean;
}

export function isPaymentKind(value: unknown): value is PaymentKind {
  return typeof value === "string" && (PAYMENT_KINDS as readonly string[]).includes(value);
}

/** Configured methods in the fixed order eSewa, Khalti, IME Pay, Fonepay/NepalPay, bank. */
export function paymentMethodViews(records: PaymentMethodRecord[]): PaymentMethodView[] {
  const views: PaymentMethodView[] = [];
  for (const kind of PAYMENT_KINDS) {
    const r = records.find((m) => m.kind === kind);
    if (!r) continue;
    const details: PaymentMethodView["details"] = [];
    if (kind === "bank") {
      if (r.bankName) details.push({ label: "Bank", value: r.branch ? `${r.bankName}, ${r.branch} branch` : r.bankName });
      if (r.accountName) details.push({ label: "Account name", value: r.accountName });
      if (r.accountId) details.push({ label: "Account number", value: r.accountId, copy: true });
    } else {
      if (r.accountName) details.push({ label: "Account name", value: r.accountName });
      if (r.accountId) details.push({ label: PAYMENT_ID_LABELS[kind], value: r.accountId, copy: true });
    }
    if (details.length === 0 && !r.qrPayload) continue;
    views.push({ kind, label: PAYMENT_KIND_LABELS[kind], details, qrPayload: r.qrPayload, amountInQr: r.qrPayload ? isEmvcoPayload(r.qrPayload) : false });
  }
  return views;
}

/**
 * The QR payload for paying one order: for EMVCo merchant QR the amount (tag 54) and the order
 * number as bill number (tag 62, sub-tag 01) inside, else as uploaded.
 */
export function orderQrPayload(method: Pick<PaymentMethodView, "qrPayload">, totalPaisa: number, orderNumber?: string): string | null {
  if (!method.qrPayload) return null;
  if (totalPaisa > 0) {
    const withTotal = withAmount(method.qrPayload, totalPaisa, { billNumber: orderNumber });
    if (withTotal) return withTotal;
  }
  return method.qrPayload;
}

/**
 * The note the customer writes in the payment's remarks: the order number first (the order
 * exists before the payment), then the customer's name, bounded (wallet remark fields are
 * short).
 */
export function paymentRemark(orderNumber: string, name = ""): string {
  const clean = (s: string) => s.replace(/\s+/g, " ").trim();
  return [clean(orderNumber), clean(name)].filter(Boolean).join(" ").slice(0, 50);
}
