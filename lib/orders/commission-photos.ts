/**
 * The artist's update photos: each already fitted in the browser (lib/images/compress-in-browser.ts),
 * checked again here by its bytes (lib/images: sniffed, decoded, re-encoded, metadata stripped)
 * and stored in the private place of the commission's photos (reference-photos, folder updates),
 * served only through signed links.
 */
import { ImageRejectedError, processImage } from "@/lib/images";
import { IMAGE_RULES } from "@/lib/images/rules";
import { storage } from "@/lib/storage";
import type { StoredUpdatePhoto } from "@/lib/orders/commission";

export const UPDATE_PHOTO_FOLDER = "updates";

export async function storeUpdatePhotos(files: readonly File[]): Promise<{ ok: true; photos: StoredUpdatePhoto[] } | { ok: false; message: string }> {
  const rule = IMAGE_RULES.reference;
  for (const file of files) if (file.size > rule.maxBytes) return { ok: false, message: rule.tooLargeMessage };
  const photos: StoredUpdatePhoto[] = [];
  try {
    for (const file of files) {
      const image = await processImage(Buffer.from(await file.arrayBuffer()), { kind: "reference" });
      const stored = await storage().put("reference-photos", image.body, { folder: UPDATE_PHOTO_FOLDER, ext: image.ext, contentType: image.contentType });
      photos.push({ path: stored.path, width: image.width, height: image.height });
    }
  } catch (error) {
    await removeUpdatePhotos(photos);
    if (error instanceof ImageRejectedError) return { ok: false, message: error.message };
    throw error;
  }
  return { ok: true, photos };
}

export async function removeUpdatePhotos(photos: readonly StoredUpdatePhoto[]): Promise<void> {
  for (const photo of photos) {
    await storage()
      .remove(photo.path)
      .catch((error: unknown) => console.error("[commission] could not remove an update photo:", error instanceof Error ? error.message : error));
  }
}
