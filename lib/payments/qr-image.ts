/**
 * The payment step's QR codes drawn on the server: the page then carries each QR as an SVG data
 * URL in its HTML, so the code a buyer scans (the payment step's largest paint) appears with the
 * page instead of after its scripts have loaded and drawn it.
 */
import "server-only";
import QRCode from "qrcode";
import { orderQrPayload, type PaymentMethodView } from "@/lib/domain/payment-details";

/** The same drawing as the browser's 'Save QR' PNG (components/checkout/payment-method-actions.tsx). */
const OPTIONS = { errorCorrectionLevel: "M" as const, margin: 4, color: { dark: "#000000", light: "#ffffff" } };

/** Each method's QR for this order (its amount and order number inside), by method kind. */
export async function orderQrImages(methods: readonly PaymentMethodView[], totalPaisa: number, orderNumber: string): Promise<Record<string, string>> {
  const images: Record<string, string> = {};
  for (const method of methods) {
    const payload = orderQrPayload(method, totalPaisa, orderNumber);
    if (!payload) continue;
    const svg = await QRCode.toString(payload, { ...OPTIONS, type: "svg" });
    images[method.kind] = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
  return images;
}
