import QRCode from "qrcode";
import { getSettings } from "@/lib/data/settings";
import { paymentQrText, readPaymentDetails } from "@/lib/domain/payment-details";

/**
 * /payment-qr.svg: a scannable QR code with the artist's payment details (eSewa, Khalti,
 * IME Pay IDs and the bank account from settings.payment_details), as plain text that any QR
 * reader shows; see lib/domain/payment-details.ts. Built on each request (cached briefly), so
 * a change in the settings shows up at once.
 */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const settings = await getSettings();
  const text = paymentQrText(settings.siteName, readPaymentDetails(settings.paymentDetails));
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=60, must-revalidate",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": 'inline; filename="payment-qr.svg"',
    },
  });
}
