/**
 * Reference photos for a commission: the rules and every message the buyer can read about them.
 * No zod and no server code, so the commission dialog uses the same figures as the server.
 */
import { IMAGE_MESSAGES, IMAGE_RULES, TOO_MANY_PIXELS_MESSAGE, acceptAttribute } from "@/lib/images/rules";

const HOUR = 60 * 60_000;

export const REFERENCE_PHOTO_RULES = {
  /** Photos one commission line may carry. */
  maxPerLine: 3,
  /** Largest photo accepted, before and after the browser's compression (bytes). */
  maxBytes: IMAGE_RULES.reference.maxBytes,
  /** A photo not claimed by an order within this time is removed. */
  unclaimedLifetimeMs: 24 * HOUR,
} as const;

/** The file input's accepted types: PNG, JPEG, WebP. */
export const REFERENCE_PHOTO_ACCEPT = acceptAttribute("reference");

/** A photo's token as the server makes it: base64url of 32 random bytes. */
export const REFERENCE_PHOTO_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Uploads per client address, counted before a photo is decoded, whatever the outcome. */
export const REFERENCE_PHOTO_UPLOAD_LIMITS = [
  { bucket: "reference-photo-upload", limit: 30, windowMs: HOUR },
  { bucket: "reference-photo-upload-day", limit: 100, windowMs: 24 * HOUR },
] as const;

export const REFERENCE_PHOTO_MESSAGES = {
  /** The spec's hint under the file input. */
  hint: "PNG/JPG up to 10MB",
  label: "Reference photos (optional)",
  tooMany: `You can attach up to ${REFERENCE_PHOTO_RULES.maxPerLine} photos`,
  notAnImage: IMAGE_MESSAGES.notAnImage,
  tooLarge: IMAGE_RULES.reference.tooLargeMessage,
  rateLimited: "Too many photos were uploaded from your connection. Please try again in an hour.",
  uploadFailed: "The photo could not be uploaded. Please check your connection and try again.",
  stillUploading: "Please wait until your photos are uploaded",
  unavailable: "Photos cannot be uploaded right now.",
  /** At 'Proceed to Payment', when a line's photos are gone (removed after a day) or taken. */
  missing: (title: string) =>
    `The reference photos of "${title}" are no longer available. Please remove it from your cart and add it again with its photos.`,
} as const;

/**
 * The messages about a photo the buyer can read, key for key as the catalogues'
 * `referencePhotoMessages` (messages/en.json holds this same English): what the upload route
 * answers and what the commission dialog says itself, translated by key into the page's language.
 */
export const REFERENCE_PHOTO_ANSWERS = {
  notAnImage: REFERENCE_PHOTO_MESSAGES.notAnImage,
  tooLarge: REFERENCE_PHOTO_MESSAGES.tooLarge,
  tooManyPixels: TOO_MANY_PIXELS_MESSAGE,
  tooMany: REFERENCE_PHOTO_MESSAGES.tooMany,
  rateLimited: REFERENCE_PHOTO_MESSAGES.rateLimited,
  uploadFailed: REFERENCE_PHOTO_MESSAGES.uploadFailed,
  stillUploading: REFERENCE_PHOTO_MESSAGES.stillUploading,
  unavailable: REFERENCE_PHOTO_MESSAGES.unavailable,
} as const;

export type ReferencePhotoAnswers = Record<keyof typeof REFERENCE_PHOTO_ANSWERS, string>;

/** The query parameter with which the dialog says its page's language (`?locale=ne`); English when absent. */
export const REFERENCE_PHOTO_LOCALE_PARAM = "locale";
