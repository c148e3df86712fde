/**
 * The receipt: a PDF drawn from the order's ledger, read back as a person would (its text, with
 * pdf.js): the shop's name, address and PAN/VAT number, the buyer, the lines, each payment and
 * refund with its method and reference, and what is paid. The buyer's route answers only to the
 * order's token.
 */
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { db } from "@/lib/db";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { markOrderPaid, refundOrder } from "@/lib/orders/transitions";
import { receiptData, renderReceipt } from "@/lib/orders/receipt";
import { GET as receiptRoute } from "@/app/receipt/[token]/route";
import { artworkLine, createShop, emptyShop, orderInput, useTemporaryStorage, type Shop } from "./checkout-fixtures";

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.artwork.updateMany({ data: { status: "available", soldToOrderId: null } });
  await db.settings.update({ where: { id: 1 }, data: { siteName: "Aarav Shrestha Art", contactAddress: "Patan Durbar Square, Lalitpur", taxNumber: "609876543" } });
  useTemporaryStorage();
});

function placed(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(result.message);
  return result;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const standardFontDataUrl = `${path.join(process.cwd(), "node_modules/pdfjs-dist/standard_fonts")}/`;
  const doc = await getDocument({ data: bytes, useSystemFonts: false, standardFontDataUrl }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return parts.join("\n").replace(/\s+/g, " ");
}

describe("the receipt", () => {
  it("carries the shop, the buyer, the lines and every payment and refund with its method and reference", async () => {
    const order = placed(await placePendingOrder(orderInput({ email: "sita@example.com", lines: [artworkLine(shop.dawn)], screenshot: undefined })));
    await markOrderPaid(order.orderId, { transactionReference: "ESW-4411" });
    await refundOrder(order.orderId, { amountPaisa: 5_000_00n, method: "bank", reference: "NABIL-77", reason: "Frame scratched" });
    const data = await receiptData({ id: order.orderId });
    if (!data) throw new Error("no receipt");
    const pdf = await renderReceipt(data);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(new Uint8Array(pdf));
    for (const expected of [
      "Aarav Shrestha Art",
      "Patan Durbar Square, Lalitpur",
      "PAN/VAT No. 609876543",
      `Order ${order.orderNumber}`,
      "Sita Gurung",
      "Dawn over Machhapuchhre",
      "Payment by QR payment, ref ESW4411",
      "Refund by bank transfer, ref NABIL77 (Frame scratched)",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("the buyer's route answers the order's token with the PDF, and anything else with 404", async () => {
    const order = placed(await placePendingOrder(orderInput({ email: "ram@example.com", lines: [artworkLine(shop.dawn)], screenshot: undefined })));
    const ok = await receiptRoute(new Request("http://localhost/receipt/x"), { params: Promise.resolve({ token: order.accessToken }) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(await pdfText(new Uint8Array(await ok.arrayBuffer()))).toContain("No payment recorded yet.");
    for (const token of ["short", "x".repeat(40), "../../etc/passwd", "a".repeat(5000)]) {
      const missing = await receiptRoute(new Request("http://localhost/receipt/x"), { params: Promise.resolve({ token }) });
      expect(missing.status).toBe(404);
    }
  });

  it("of an order placed in Nepali is printed in Nepali, with रू amounts and the BS date beside the AD date, in a font with Devanagari", async () => {
    const now = new Date("2026-11-27T08:45:00Z");
    const order = placed(await placePendingOrder({ ...orderInput({ email: "sita@example.com", lines: [artworkLine(shop.dawn)], screenshot: undefined }), locale: "ne", now }));
    await markOrderPaid(order.orderId, { transactionReference: "ESW-4411" });
    const data = await receiptData({ id: order.orderId });
    if (!data) throw new Error("no receipt");
    expect(data).toMatchObject({ locale: "ne", digits: "devanagari" });
    const pdf = await renderReceipt(data);
    if (process.env.RECEIPT_PDF_OUT) (await import("node:fs")).writeFileSync(process.env.RECEIPT_PDF_OUT, pdf);
    // The Devanagari face is embedded (the standard fonts would drop every Devanagari letter).
    expect(pdf.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari/);
    // Read back in the order the glyphs are drawn (a Devanagari vowel sign such as ि comes before
    // its consonant there), so the checks keep to words and numbers without such signs.
    const text = await pdfText(new Uint8Array(pdf));
    for (const expected of [order.orderNumber, "२०८३", "११ , १४ : ३० (27 Nov 2026)", "Dawn over Machhapuchhre x १", "जम्मा", "भुक्तानी", "ESW4411"]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/जम्मा रू ९७ , ५५०/);
    expect(text).not.toContain("Receipt");
    expect(text).not.toContain("NPR");

    // An English order's receipt is as it always was.
    const english = placed(await placePendingOrder(orderInput({ email: "john@example.com", lines: [artworkLine(shop.boudha)], screenshot: undefined })));
    const englishText = await pdfText(new Uint8Array(await renderReceipt((await receiptData({ id: english.orderId }))!)));
    expect(englishText).toContain("Receipt");
    expect(englishText).not.toMatch(/[\u0900-\u097F]/);
  });
});
