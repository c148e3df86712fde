/**
 * Reads the QR code in an uploaded picture (the code a wallet or bank issued the artist): the
 * bytes must be a PNG, JPEG or WebP under QR_IMAGE_MAX_BYTES; sharp decodes them to raw RGBA
 * pixels (shrunk to at most QR_DECODE_MAX_SIDE on the long side, which keeps a phone screenshot
 * readable and bounds the work) and jsQR finds and decodes the code.
 */
import jsQR from "jsqr";
import sharp, { type OutputInfo } from "sharp";
import { sniffFormat } from "@/lib/images/rules";

export const QR_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const QR_DECODE_MAX_SIDE = 1600;
const MAX_INPUT_PIXELS = 40_000_000;

export const QR_MESSAGES = {
  noImage: "Please choose the QR code image",
  tooLarge: "The QR code image must be smaller than 2 MB",
  notAnImage: "Please upload a PNG, JPG or WEBP image of the QR code",
  unreadable: "No readable QR code was found in this image. Upload a sharp, uncropped picture of the QR code your wallet or bank issued.",
} as const;

export type QrDecodeResult = { ok: true; payload: string } | { ok: false; message: string };

export async function decodeQrImage(bytes: Uint8Array): Promise<QrDecodeResult> {
  if (bytes.byteLength === 0) return { ok: false, message: QR_MESSAGES.noImage };
  if (bytes.byteLength > QR_IMAGE_MAX_BYTES) return { ok: false, message: QR_MESSAGES.tooLarge };
  const format = sniffFormat(bytes);
  if (format !== "png" && format !== "jpeg" && format !== "webp") return { ok: false, message: QR_MESSAGES.notAnImage };
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize({ width: QR_DECODE_MAX_SIDE, height: QR_DECODE_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, message: QR_MESSAGES.notAnImage };
  }
  const { width, height } = raw.info;
  const pixels = new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength);
  const code = jsQR(pixels, width, height, { inversionAttempts: "attemptBoth" });
  const payload = code?.data ?? "";
  if (!payload || payload.length > 1024) return { ok: false, message: QR_MESSAGES.unreadable };
  return { ok: true, payload };
}
