import "server-only";
/**
 * Files of the back office's images in storage: storing one checked upload, reading a stored
 * image's pixel size, removing files nothing refers to any more, and discarding uploads a
 * dialog made but did not keep.
 */
import sharp from "sharp";
import { db } from "@/lib/db";
import { processImage, type ImageFile, type ImageKind } from "@/lib/images";
import { storage, type StoragePlace } from "@/lib/storage";

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

/**
 * Validates, processes and stores one uploaded image (a form's File, or a file streamed to disk);
 * answers its URL and pixel size.
 */
export async function storeUploadedImage(place: StoragePlace, kind: ImageKind, file: File | ImageFile, folder?: string): Promise<StoredImage> {
  const image = await processImage(file instanceof File ? Buffer.from(await file.arrayBuffer()) : file, { kind });
  const stored = await storage().put(place, image.body, { ext: image.ext, contentType: image.contentType, folder });
  return { url: stored.url, width: image.width, height: image.height };
}

/** Pixel size of an image this storage holds, or null when it holds no such file. */
export async function storedImageSize(url: string): Promise<{ width: number; height: number } | null> {
  const file = await storage().read(url);
  if (!file) return null;
  try {
    const meta = await sharp(file.body, { animated: true }).metadata();
    if (!meta.width || !meta.height) return null;
    return { width: meta.width, height: meta.pageHeight ?? meta.height };
  } catch {
    return null;
  }
}

/**
 * Removes stored files that nothing refers to any more. A file still shown on an order line (the
 * order keeps its item's picture) is kept. Failures are logged: the row change already happened.
 */
export async function removeStoredFiles(urls: readonly string[]): Promise<void> {
  const unique = [...new Set(urls.filter(Boolean))];
  if (unique.length === 0) return;
  const kept = await db.orderLine.findMany({ where: { imageUrl: { in: unique } }, select: { imageUrl: true } });
  const keep = new Set(kept.map((line) => line.imageUrl));
  for (const url of unique) {
    if (keep.has(url)) continue;
    try {
      await storage().remove(url);
    } catch (error) {
      console.error("[storage] could not remove stored file:", url, error instanceof Error ? error.message : error);
    }
  }
}

async function referenced(url: string): Promise<boolean> {
  const [artworks, services, about] = await Promise.all([
    db.artwork.count({ where: { images: { has: url } } }),
    db.service.count({ where: { imageUrl: url } }),
    db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM about_content WHERE content_value -> 'images' ? ${url}`,
  ]);
  return artworks > 0 || services > 0 || Number(about[0]?.n ?? 0) > 0;
}

/**
 * Uploads a dialog made but did not keep (closed without saving, or removed before saving):
 * removed from storage unless an artwork, service, about item or order refers to them. The
 * caller passes stored public uploads only (lib/domain/admin/uploads.ts, publicUploadsOf).
 */
export async function discardUnusedUploads(urls: readonly string[]): Promise<number> {
  const unused: string[] = [];
  for (const url of urls) if (!(await referenced(url))) unused.push(url);
  await removeStoredFiles(unused);
  return unused.length;
}
