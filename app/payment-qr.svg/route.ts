import QRCode from "qrcode";
import { getPaymentMethods } from "@/lib/data/payment-methods";

/**
 * /payment-qr.svg: the QR code of the first payment method whose QR the artist uploaded (the
 * payload the wallet or bank issued, decoded on upload), drawn crisp as SVG. No uploaded QR: a
 * 404 with a short text; a QR code is never invented. Built per request so a change in the
 * settings shows at once.
 */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const method = (await getPaymentMethods()).find((m) => m.qrPayload);
  if (!method?.qrPayload) {
    return new Response("No payment QR code has been uploaded. The payment details are on the checkout page.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
    });
  }
  const svg = await QRCode.toString(method.qrPayload, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
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
