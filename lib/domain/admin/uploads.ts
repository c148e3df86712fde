/**
 * Image uploads of the back office, one file per request (app/admin/uploads/route.ts): what a
 * dialog may upload for, and the messages. Pure: shared by the browser and the server.
 */
import { IMAGE_RULES, type ImageKind } from "@/lib/images/rules";

export const ADMIN_UPLOAD_TARGETS = ["artwork", "service", "about", "about-profile"] as const;
export type AdminUploadTarget = (typeof ADMIN_UPLOAD_TARGETS)[number];

/** Where a dialog posts one image (multipart: 'target' and 'file'). */
export const ADMIN_UPLOAD_PATH = "/admin/uploads";

export const UPLOAD_KIND: Record<AdminUploadTarget, ImageKind> = {
  artwork: "artwork",
  service: "service",
  about: "about",
  "about-profile": "about",
};

/**
 * Largest post the upload route reads: the image limit of the largest kind plus room for the
 * multipart envelope. Far below the back office's 12 MB body limit (lib/http/request-guard.ts).
 */
export const MAX_UPLOAD_POST_BYTES = Math.max(...ADMIN_UPLOAD_TARGETS.map((t) => IMAGE_RULES[UPLOAD_KIND[t]].maxBytes)) + 64 * 1024;

export const UPLOAD_MESSAGES = {
  uploaded: "Image uploaded successfully",
  failed: "Failed to upload image",
  noFile: "Please choose an image to upload",
  unknownTarget: "This upload is not expected here",
  unreadable: "This upload could not be read. Please try again.",
  network: "The upload did not reach the server. Check the connection and try again.",
} as const;

/** A stored name in a public place ({place}/{folder/}{timestamp}-{random}.{ext}); never a payment screenshot. */
const PUBLIC_UPLOAD = /(?:^|\/)(?:artworks|services|about-images)\/(?:[A-Za-z0-9_-]+\/)?\d{10,}-[0-9a-f]{16,}\.[a-z0-9]+$/;
const MAX_DISCARDS = 30;

/** Whether a URL names a stored public upload (artwork, service or about image). */
export function isPublicUploadUrl(url: string): boolean {
  return url.length <= 1000 && PUBLIC_UPLOAD.test(url.split(/[?#]/)[0]);
}

/** The stored public uploads among what a dialog sent to discard (at most 30, no repeats); anything else is ignored. */
export function publicUploadsOf(urls: unknown): string[] {
  if (!Array.isArray(urls)) return [];
  const strings = urls.slice(0, MAX_DISCARDS).filter((u): u is string => typeof u === "string" && u.length <= 1000);
  return [...new Set(strings)].filter(isPublicUploadUrl);
}

const STORED_NAME = String.raw`(?:[A-Za-z0-9_-]+\/)?\d{10,}-[0-9a-f]{16,}\.[a-z0-9]+`;
const ABOUT_IMAGE_PATH = new RegExp(String.raw`(?:^|\/)(about-images\/${STORED_NAME})$`);

/**
 * The storage path an About image URL names (about-images/{folder/}{stored name}), or null. The
 * caller still checks that the URL is exactly this storage's public URL of that path and that
 * the file exists.
 */
export function aboutImagePathOf(url: string): string | null {
  if (url.length > 1000) return null;
  return ABOUT_IMAGE_PATH.exec(url)?.[1] ?? null;
}
