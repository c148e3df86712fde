/**
 * Upload rules per kind of image, and the product's messages for refused uploads (spec
 * sections 5 and 8). Every user-visible upload message lives here.
 */

import { SCREENSHOT_FORMATS, SCREENSHOT_MAX_BYTES, SCREENSHOT_MIME_TYPES } from "./screenshot-limits";

export type ImageKind = "screenshot" | "artwork" | "service" | "about" | "reference";
export type ImageFormat = "png" | "jpeg" | "webp" | "gif";

const MB = 1024 * 1024;

export const IMAGE_MESSAGES = {
  /** Generic uploads: the bytes are not a PNG, JPEG, WebP or GIF image. */
  notAnImage: "Only image files are allowed",
  /** Checkout payment screenshot: not an accepted image. */
  screenshotNotAnImage: "Please upload an image file",
  /** Checkout payment screenshot: over 5 MB. */
  screenshotTooLarge: "Image size should be less than 5MB",
  /** Other uploads over their limit. */
  maxFileSize: (megabytes: number) => `Maximum file size is ${megabytes}MB`,
  /** Any upload whose picture is too large in pixels, however small the file. */
  tooManyPixels: (megapixels: number) =>
    `This image is too large in pixels (at most ${megapixels} megapixels, e.g. 10000 x 10000). Please upload a smaller picture.`,
} as const;

export interface ImageRule {
  /** Largest accepted upload in bytes (inclusive). */
  maxBytes: number;
  formats: readonly ImageFormat[];
  notAnImageMessage: string;
  tooLargeMessage: string;
}

/**
 * - screenshot (checkout payment proof): under 5 MB. The spec lists PNG, JPG, JPEG; WebP is
 *   accepted too because some phones share screenshots as WebP and the bytes are re-encoded
 *   anyway. GIF is refused (a payment proof is a still picture).
 * - artwork, service, about: 5 MB (the spec's hint for artwork and service images; the about
 *   page follows it), any of PNG, JPEG, WebP, GIF.
 * - reference (a customer's reference photo for a commission): 10 MB, PNG, JPEG or WebP (the
 *   spec's hint 'PNG/JPG up to 10MB'; a reference is a still photo, so no GIF).
 */
export const IMAGE_RULES: Record<ImageKind, ImageRule> = {
  screenshot: {
    maxBytes: SCREENSHOT_MAX_BYTES,
    formats: [...SCREENSHOT_FORMATS],
    notAnImageMessage: IMAGE_MESSAGES.screenshotNotAnImage,
    tooLargeMessage: IMAGE_MESSAGES.screenshotTooLarge,
  },
  artwork: {
    maxBytes: 5 * MB,
    formats: ["png", "jpeg", "webp", "gif"],
    notAnImageMessage: IMAGE_MESSAGES.notAnImage,
    tooLargeMessage: IMAGE_MESSAGES.maxFileSize(5),
  },
  service: {
    maxBytes: 5 * MB,
    formats: ["png", "jpeg", "webp", "gif"],
    notAnImageMessage: IMAGE_MESSAGES.notAnImage,
    tooLargeMessage: IMAGE_MESSAGES.maxFileSize(5),
  },
  about: {
    maxBytes: 5 * MB,
    formats: ["png", "jpeg", "webp", "gif"],
    notAnImageMessage: IMAGE_MESSAGES.notAnImage,
    tooLargeMessage: IMAGE_MESSAGES.maxFileSize(5),
  },
  reference: {
    maxBytes: 10 * MB,
    formats: ["png", "jpeg", "webp"],
    notAnImageMessage: IMAGE_MESSAGES.notAnImage,
    tooLargeMessage: IMAGE_MESSAGES.maxFileSize(10),
  },
};

/** Compression target (spec section 9): fit inside 2560x1440, quality 0.85, GIFs untouched. */
export const MAX_WIDTH = 2560;
export const MAX_HEIGHT = 1440;
export const QUALITY = 85;
/** Decoded size guard against decompression bombs (a 5 MB file can claim gigapixels). */
export const MAX_INPUT_PIXELS = 100_000_000;
/** The refusal of an image over MAX_INPUT_PIXELS (all frames counted). */
export const TOO_MANY_PIXELS_MESSAGE = IMAGE_MESSAGES.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000);


const MIME: Record<ImageFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

export function mimeOf(format: ImageFormat): string {
  return MIME[format];
}

/** The `accept` attribute for a file input of this kind, e.g. "image/png,image/jpeg,image/webp". */
export function acceptAttribute(kind: ImageKind): string {
  return IMAGE_RULES[kind].formats.map(mimeOf).join(",");
}

/** The format announced by the first bytes (magic numbers), or null for anything else (SVG, HEIC, text...). */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a)
    return "png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 6 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61)
    return "gif";
  if (
    b.length >= 12 &&
    b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 &&
    b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50
  )
    return "webp";
  return null;
}

/**
 * The payment screenshot types, the same list for the browser's file input (accept and its own
 * check) and for the server.
 */
export { SCREENSHOT_MIME_TYPES };
