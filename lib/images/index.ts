/**
 * The image pipeline for every upload (sharp).
 *
 * 1. Size limit of the kind, checked before anything is decoded.
 * 2. The bytes must announce PNG, JPEG, WebP or GIF (magic numbers; the file name and the
 *    declared type are ignored), sharp must read the same format, and the whole image must
 *    decode (a truncated file is refused). SVG, HEIC, TIFF, PDF... never reach a decoder.
 * 3. PNG, JPEG and WebP are re-encoded in their own format: turned upright by their EXIF
 *    orientation, fitted inside 2560x1440 (never enlarged), quality 85, converted to sRGB and
 *    stripped of ALL metadata (EXIF with GPS position, XMP, IPTC, comments, ICC).
 * 4. GIFs (possibly animated) are kept byte for byte after the full decode check.
 *
 * Refusals throw ImageRejectedError carrying the product's message for the kind.
 *
 * The input is the bytes, or a file on disk (an upload streamed to a temporary file): sharp then
 * reads the file itself, and only the first bytes (the format's signature) and, for a GIF kept as
 * it is, the file (at most the kind's limit) are read into memory here.
 */
import fs from "node:fs/promises";
import sharp, { type Metadata } from "sharp";
import { storage, type StoragePlace, type StoredFile } from "@/lib/storage";
import {
  IMAGE_RULES,
  MAX_HEIGHT,
  MAX_INPUT_PIXELS,
  TOO_MANY_PIXELS_MESSAGE,
  MAX_WIDTH,
  QUALITY,
  mimeOf,
  sniffFormat,
  type ImageFormat,
  type ImageKind,
} from "@/lib/images/rules";

export * from "@/lib/images/rules";

export type ImageRejectionReason = "not_an_image" | "unsupported_format" | "too_large" | "too_many_pixels";

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly reason: ImageRejectionReason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ImageRejectedError";
  }
}

export interface ProcessedImage {
  body: Buffer;
  /** File extension without the dot: png, jpg, webp, gif */
  ext: string;
  contentType: string;
  format: ImageFormat;
  width: number;
  height: number;
}

export interface ProcessImageOptions {
  kind: ImageKind;
}

const EXT: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", webp: "webp", gif: "gif" };

/** An image already on disk: its path and size in bytes. */
export interface ImageFile {
  path: string;
  size: number;
}

/** The first bytes of a file (enough for every format's signature). */
async function headOf(file: ImageFile): Promise<Buffer> {
  const handle = await fs.open(file.path, "r");
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function processImage(input: Buffer | Uint8Array | ImageFile, { kind }: ProcessImageOptions): Promise<ProcessedImage> {
  const rule = IMAGE_RULES[kind];
  const onDisk = input instanceof Uint8Array ? null : input;
  const bytes = !(input instanceof Uint8Array) ? null : Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  /** What sharp reads: the bytes, or the file's path. */
  const buffer: Buffer | string = bytes ?? onDisk!.path;
  const size = bytes ? bytes.length : onDisk!.size;
  const notAnImage = (reason: ImageRejectionReason, cause?: unknown) =>
    new ImageRejectedError(rule.notAnImageMessage, reason, { cause });
  const tooLarge = () => new ImageRejectedError(rule.tooLargeMessage, "too_large");

  if (size > rule.maxBytes) throw tooLarge();
  const sniffed = sniffFormat(bytes ?? (await headOf(onDisk!)));
  if (!sniffed) throw notAnImage("not_an_image");
  if (!rule.formats.includes(sniffed)) throw notAnImage("unsupported_format");

  const animated = sniffed === "gif" || sniffed === "webp";
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { failOn: "truncated", limitInputPixels: false, animated }).metadata();
  } catch (err) {
    throw notAnImage("not_an_image", err);
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) throw notAnImage("not_an_image");
  const pages = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight * pages > MAX_INPUT_PIXELS) throw new ImageRejectedError(TOO_MANY_PIXELS_MESSAGE, "too_many_pixels");

  if (sniffed === "gif") {
    try {
      // Decodes every frame (stats() reads all pixels) to refuse truncated or corrupt files.
      await sharp(buffer, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS, animated: true }).stats();
    } catch (err) {
      throw notAnImage("not_an_image", err);
    }
    // Kept byte for byte: the file (at most the kind's limit) is what gets stored.
    const body = bytes ?? (await fs.readFile(onDisk!.path));
    return { body, ext: "gif", contentType: "image/gif", format: "gif", width: meta.width, height: frameHeight };
  }

  // Stills: only the first frame of an animated WebP is kept.
  let pipeline = sharp(buffer, { failOn: "truncated", limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: "inside", withoutEnlargement: true });
  if (sniffed === "jpeg") pipeline = pipeline.jpeg({ quality: QUALITY, mozjpeg: true });
  else if (sniffed === "webp") pipeline = pipeline.webp({ quality: QUALITY });
  // Level 6 without adaptive filtering: several times faster than 9 on a phone screenshot, and
  // no larger (measured by npm run bench:http; a checkout re-encodes one per order).
  else pipeline = pipeline.png({ compressionLevel: 6, adaptiveFiltering: false });

  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { body: data, ext: EXT[sniffed], contentType: mimeOf(sniffed), format: sniffed, width: info.width, height: info.height };
  } catch (err) {
    throw notAnImage("not_an_image", err);
  }
}

/** The kind of image each storage place holds by default. */
export const KIND_OF_PLACE: Record<StoragePlace, ImageKind> = {
  artworks: "artwork",
  services: "service",
  "about-images": "about",
  "payment-screenshots": "screenshot",
  "reference-photos": "reference",
};

export interface StoreImageOptions {
  /** Defaults to the place's kind (KIND_OF_PLACE). */
  kind?: ImageKind;
  /** Sub-folder: 'profile' for about-page profile pictures, the order number for screenshots. */
  folder?: string;
}

/**
 * Validates, processes and stores an uploaded image; returns the spec's Upload result
 * {url, path, fileName}. Throws ImageRejectedError (nothing stored) or a storage error
 * (StoragePolicyError when the storage refuses for policy or bucket reasons).
 */
export async function storeImage(place: StoragePlace, file: File | Blob | Buffer, options: StoreImageOptions = {}): Promise<StoredFile> {
  const kind = options.kind ?? KIND_OF_PLACE[place];
  const rule = IMAGE_RULES[kind];
  let bytes: Buffer;
  if (Buffer.isBuffer(file)) {
    bytes = file;
  } else {
    // Refuse an oversized upload before reading it into memory.
    if (file.size > rule.maxBytes) throw new ImageRejectedError(rule.tooLargeMessage, "too_large");
    bytes = Buffer.from(await file.arrayBuffer());
  }
  const image = await processImage(bytes, { kind });
  return storage().put(place, image.body, { folder: options.folder, ext: image.ext, contentType: image.contentType });
}
