/**
 * Certificates of authenticity against the real PostgreSQL: paying an original issues one (and
 * the approval email links it), a print does not; the PDF's QR code, read from the rendered page
 * with jsQR, is the verification page's address; the verification page says valid, shows no
 * buyer unless they chose it, and says void after a refund and the work's return; re-issuing
 * voids the old number.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
}));

import jsQR from "jsqr";
import sharp from "sharp";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { db } from "@/lib/db";
import { placePendingOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { cancelOrder, markOrderPaid, refundOrder, restockOrder, voidPayment } from "@/lib/orders/transitions";
import { certificateData, renderCertificate } from "@/lib/certificates/pdf";
import { verifyCertificate } from "@/lib/certificates/verify";
import { reissueCertificateAction, saveCertificateSettingsAction } from "@/lib/actions/admin/certificates";
import { setCertificateNameAction } from "@/lib/actions/certificates";
import { GET as certificateRoute } from "@/app/certificate/[token]/route";
import { CERTIFICATE_WORDS, certificateNumber, normaliseCertificateNumber } from "@/lib/domain/certificate";
import { storage } from "@/lib/storage";
import { artworkLine, createShop, emptyShop, orderInput, useTemporaryStorage, type Shop } from "./checkout-fixtures";
import { createProfile, signInAs } from "./admin/admin-fixtures";

process.env.SITE_URL = "https://art.example.com";

let shop: Shop;
let admin: { id: string; email: string };

beforeAll(async () => {
  shop = await createShop();
  admin = await createProfile("certificates-admin@example.com", "admin");
});

beforeEach(async () => {
  await emptyShop();
  await db.certificate.deleteMany();
  await db.artwork.updateMany({ where: { id: { in: [shop.dawn.id, shop.mandala.id] } }, data: { status: "available", soldToOrderId: null, reservedByOrderId: null } });
  useTemporaryStorage();
  signInAs(admin);
});

afterAll(() => signInAs(null));

function placed(result: PlaceOrderResult) {
  if (!result.ok) throw new Error(result.message);
  return result;
}

async function paidOrder(email: string, lines = [artworkLine(shop.dawn)]) {
  const order = placed(await placePendingOrder(orderInput({ email, lines, screenshot: undefined })));
  await markOrderPaid(order.orderId, { transactionReference: `REF${Math.floor(Math.random() * 1e9)}` });
  return order;
}

/** The PDF's first page drawn at 2x, as PNG bytes and RGBA pixels. */
async function renderPage(pdf: Uint8Array): Promise<{ png: Buffer; rgba: Uint8ClampedArray; width: number; height: number }> {
  const standardFontDataUrl = `${path.join(process.cwd(), "node_modules/pdfjs-dist/standard_fonts")}/`;
  const doc = await getDocument({ data: pdf, useSystemFonts: false, standardFontDataUrl }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): { canvas: { toBuffer(type: string): Buffer }; context: CanvasRenderingContext2D } } }).canvasFactory;
  const { canvas, context } = factory.create(width, height);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  await page.render({ canvasContext: context, viewport, canvas: canvas as unknown as HTMLCanvasElement }).promise;
  const rgba = context.getImageData(0, 0, width, height).data;
  return { png: canvas.toBuffer("image/png"), rgba, width, height };
}

describe("certificate numbers", () => {
  it("are COA-<year>-<8 characters> without look-alikes, matched in any case", () => {
    const number = certificateNumber(2026, new Uint8Array([0, 31, 32, 255, 7, 18, 200, 99]));
    expect(number).toMatch(/^COA-2026-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(normaliseCertificateNumber(number.toLowerCase())).toBe(number);
    for (const bad of ["COA-2026-OOOOOOOO", "COA-26-12345678", "x".repeat(500), "COA-2026-1234567", "' OR 1=1"]) expect(normaliseCertificateNumber(bad)).toBeNull();
  });
});

describe("issuing", () => {
  it("paying an original issues its certificate, linked from the approval email; a print gets none", async () => {
    const order = await paidOrder("sita@example.com");
    const certificates = await db.certificate.findMany({ where: { orderId: order.orderId } });
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({ artworkId: shop.dawn.id, title: shop.dawn.title, voidedAt: null, showBuyerName: false });
    const approval = await db.emailOutbox.findFirst({ where: { type: "payment_approved", payload: { path: ["orderId"], equals: order.orderNumber } } });
    expect((approval?.payload as { certificates?: unknown }).certificates).toEqual([
      { title: shop.dawn.title, number: certificates[0].number, url: `https://art.example.com/certificate/${certificates[0].token}` },
    ]);

    const print = await paidOrder("ram@example.com", [artworkLine(shop.mandala, { size: "small" })]);
    expect(await db.certificate.count({ where: { orderId: print.orderId } })).toBe(0);
  });

  it("the PDF's QR code leads to the verification page, which says valid, with no buyer unless they chose it", async () => {
    // The work's picture and the artist's signature, as the back office stores them.
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c2410c" } }).png().toBuffer();
    const stored = await storage().put("artworks", picture, { ext: "png", contentType: "image/png" });
    await db.artwork.update({ where: { id: shop.dawn.id }, data: { images: [stored.url], medium: "Oil on canvas", dimensions: '36" x 24"', yearCreated: 2025 } });
    const signature = await sharp({
      create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: Buffer.from('<svg width="400" height="120"><path d="M10 90 C 80 10, 120 110, 190 50 S 300 20, 390 80" stroke="#1c1917" stroke-width="5" fill="none"/></svg>') }])
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("artistName", "Aarav Shrestha");
    form.set("signature", new File([new Uint8Array(signature)], "signature.png", { type: "image/png" }));
    expect(await saveCertificateSettingsAction(form)).toMatchObject({ ok: true });

    const order = await paidOrder("sita@example.com");
    const certificate = await db.certificate.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(certificate.artistName).toBe("Aarav Shrestha");
    const data = await certificateData({ token: certificate.token });
    expect(data?.image).not.toBeNull();
    expect(data?.signature).not.toBeNull();
    const pdf = await renderCertificate(data!);
    const page = await renderPage(new Uint8Array(pdf));
    if (process.env.CERTIFICATE_PNG) fs.writeFileSync(process.env.CERTIFICATE_PNG, page.png);
    const qr = jsQR(page.rgba, page.width, page.height);
    expect(qr?.data).toBe(`https://art.example.com/verify/${certificate.number}`);

    const shown = await verifyCertificate(qr!.data.split("/verify/")[1]);
    expect(shown).toMatchObject({ number: certificate.number, valid: true, title: shop.dawn.title, medium: "Oil on canvas", artistName: "Aarav Shrestha", buyerName: null });

    // The buyer chooses to have their name on it (the order's page).
    const choice = new FormData();
    choice.set("token", order.accessToken);
    choice.set("show", "1");
    await setCertificateNameAction(choice);
    expect((await verifyCertificate(certificate.number))?.buyerName).toBe("Sita Gurung");
    // A token of no order changes nothing.
    const stranger = new FormData();
    stranger.set("token", "x".repeat(40));
    await setCertificateNameAction(stranger);
    expect((await verifyCertificate(certificate.number))?.buyerName).toBe("Sita Gurung");

    const route = await certificateRoute(new Request("http://localhost/"), { params: Promise.resolve({ token: certificate.token }) });
    expect(route.status).toBe(200);
    expect(route.headers.get("content-type")).toBe("application/pdf");
    for (const token of ["short", "../../etc/passwd", "a".repeat(40)]) {
      expect((await certificateRoute(new Request("http://localhost/"), { params: Promise.resolve({ token }) })).status).toBe(404);
    }
    expect(await verifyCertificate("COA-2026-ZZZZZZZZ")).toBeNull();
  });

  it("after a refund and the work's return the certificate is void and the page says so", async () => {
    const order = await paidOrder("sita@example.com");
    const certificate = await db.certificate.findFirstOrThrow({ where: { orderId: order.orderId } });
    await refundOrder(order.orderId, { amountPaisa: (await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).totalPaisa, method: "bank", reason: "Returned" });
    // A refund alone: the work is still with the buyer, the certificate stands.
    expect((await verifyCertificate(certificate.number))?.valid).toBe(true);
    await restockOrder(order.orderId);
    const shown = await verifyCertificate(certificate.number);
    expect(shown).toMatchObject({ valid: false, voidSentence: CERTIFICATE_WORDS.voidReturned });
    const pdf = await renderCertificate((await certificateData({ token: certificate.token }))!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("a payment undone as a mistake voids the certificate; paid again, the work gets a new one", async () => {
    const order = await paidOrder("sita@example.com");
    const first = await db.certificate.findFirstOrThrow({ where: { orderId: order.orderId } });
    const payment = await db.ledgerEntry.findFirstOrThrow({ where: { orderId: order.orderId, kind: "payment" } });
    const undone = await voidPayment(order.orderId, { entryId: payment.id, reason: "Entered on the wrong order" });
    expect(undone).toMatchObject({ changed: true, paymentStatus: "pending" });
    expect(await verifyCertificate(first.number)).toMatchObject({ valid: false, voidSentence: CERTIFICATE_WORDS.voidPaymentUndone });
    await markOrderPaid(order.orderId, { transactionReference: `REF${Math.floor(Math.random() * 1e9)}` });
    const valid = await db.certificate.findMany({ where: { orderId: order.orderId, voidedAt: null } });
    expect(valid).toHaveLength(1);
    expect(valid[0].number).not.toBe(first.number);
    expect(await verifyCertificate(valid[0].number)).toMatchObject({ valid: true, title: shop.dawn.title });
  });

  it("cancelling a paid order keeps its certificate until the work is back in the studio", async () => {
    const order = await paidOrder("sita@example.com");
    const certificate = await db.certificate.findFirstOrThrow({ where: { orderId: order.orderId } });
    expect(await cancelOrder(order.orderId)).toMatchObject({ changed: true });
    expect((await verifyCertificate(certificate.number))?.valid).toBe(true);
    await restockOrder(order.orderId);
    expect(await verifyCertificate(certificate.number)).toMatchObject({ valid: false, voidSentence: CERTIFICATE_WORDS.voidReturned });
  });

  it("re-issuing from the back office voids the old number", async () => {
    const order = await paidOrder("sita@example.com");
    const old = await db.certificate.findFirstOrThrow({ where: { orderId: order.orderId } });
    const result = await reissueCertificateAction({ orderId: order.orderId, certificateId: old.id });
    if (!result.ok) throw new Error(result.message);
    expect(result.data.number).not.toBe(old.number);
    expect(await verifyCertificate(old.number)).toMatchObject({ valid: false, voidSentence: CERTIFICATE_WORDS.voidReissued(result.data.number) });
    expect(await verifyCertificate(result.data.number)).toMatchObject({ valid: true, title: shop.dawn.title });
    // The old one cannot be re-issued again; an assistant cannot re-issue at all.
    expect(await reissueCertificateAction({ orderId: order.orderId, certificateId: old.id })).toMatchObject({ ok: false });
    const assistant = await createProfile("certificates-assistant@example.com", "assistant");
    signInAs(assistant);
    const fresh = await db.certificate.findFirstOrThrow({ where: { number: result.data.number } });
    expect(await reissueCertificateAction({ orderId: order.orderId, certificateId: fresh.id })).toMatchObject({ ok: false });
    expect(await db.certificate.count({ where: { orderId: order.orderId, voidedAt: null } })).toBe(1);
  });
});
