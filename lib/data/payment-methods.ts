import "server-only";
/** The artist's payment methods (checkout, /payment-qr.svg, the settings page). */
import { db } from "@/lib/db";
import { paymentMethodViews, type PaymentMethodRecord, type PaymentMethodView } from "@/lib/domain/payment-details";

export async function getPaymentMethodRecords(): Promise<PaymentMethodRecord[]> {
  try {
    const rows = await db.paymentMethod.findMany();
    return rows.map((r) => ({
      kind: r.kind,
      accountName: r.accountName,
      accountId: r.accountId,
      bankName: r.bankName,
      branch: r.branch,
      qrPayload: r.qrPayload,
    }));
  } catch (error) {
    console.error("[payment-methods] read failed:", error instanceof Error ? error.message : error);
    return [];
  }
}

export async function getPaymentMethods(): Promise<PaymentMethodView[]> {
  return paymentMethodViews(await getPaymentMethodRecords());
}
