import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { QR_IMAGE_MAX_BYTES, QR_MESSAGES, decodeQrImage } from "@/lib/images/qr-decode";

const PAYLOAD = '{"eSewa_id":"9801234567","name":"Aarav Shrestha"}';

describe("reading the QR code of an uploaded picture", () => {
  it("decodes a PNG of a QR code", async () => {
    const png = await QRCode.toBuffer(PAYLOAD, { type: "png", width: 400, margin: 4 });
    expect(await decodeQrImage(new Uint8Array(png))).toEqual({ ok: true, payload: PAYLOAD });
  });

  it("decodes a JPEG photo-like screenshot: the code small inside a larger, tinted picture", async () => {
    const qr = await QRCode.toBuffer("000201010211", { type: "png", width: 300, margin: 4 });
    const jpeg = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: "#e9e2d0" } })
      .composite([{ input: qr, left: 390, top: 700 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    expect(await decodeQrImage(new Uint8Array(jpeg))).toEqual({ ok: true, payload: "000201010211" });
  });

  it("refuses a picture without a QR code", async () => {
    const noise = Buffer.alloc(300 * 300 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    const png = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } }).png().toBuffer();
    expect(await decodeQrImage(new Uint8Array(png))).toEqual({ ok: false, message: QR_MESSAGES.unreadable });
  });

  it("refuses what is not a PNG, JPEG or WebP, and bounds the size before decoding", async () => {
    const svg = await QRCode.toString(PAYLOAD, { type: "svg" });
    expect(await decodeQrImage(new TextEncoder().encode(svg))).toEqual({ ok: false, message: QR_MESSAGES.notAnImage });
    expect(await decodeQrImage(new Uint8Array(0))).toEqual({ ok: false, message: QR_MESSAGES.noImage });
    const big = new Uint8Array(QR_IMAGE_MAX_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await decodeQrImage(big)).toEqual({ ok: false, message: QR_MESSAGES.tooLarge });
    // A PNG signature followed by garbage.
    const broken = new Uint8Array(64);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await decodeQrImage(broken)).toEqual({ ok: false, message: QR_MESSAGES.notAnImage });
  });
});
