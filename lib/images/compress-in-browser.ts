/**
 * Image compression in the browser before an upload (spec section 9): a picture is fitted inside
 * 2560x1440 (never enlarged) and re-encoded in its own format at quality 0.85; GIFs are sent
 * untouched (they may be animated). A camera photo of 5-12 MB becomes a few hundred KB to 2 MB,
 * so one file per request stays far within the server's limits.
 *
 * The server never trusts this: it sniffs, size-checks and re-encodes every upload again
 * (lib/images). When the browser cannot read a file (HEIC on most browsers, a file that is not
 * an image) the original is returned, and the server's refusal says why.
 *
 * Browser only (canvas, createImageBitmap); import it from client components.
 */
import imageCompression from "browser-image-compression";
import { MAX_HEIGHT, MAX_WIDTH, QUALITY } from "@/lib/images/rules";

const MB = 1024 * 1024;

export const BROWSER_COMPRESSION = {
  maxWidth: MAX_WIDTH,
  maxHeight: MAX_HEIGHT,
  /** 0..1, as canvas encoders take it. */
  quality: QUALITY / 100,
} as const;

export interface CompressOptions {
  /**
   * The server's limit for this kind of upload, in bytes. When a picture still exceeds it after
   * fitting and re-encoding (pure noise, huge PNG), resolution and quality are lowered further
   * until it fits. Default 5 MB.
   */
  maxBytes?: number;
  /** 0..100 while compressing. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The size a picture of width x height gets when fitted inside the box (never enlarged). */
export function fitInside(
  width: number,
  height: number,
  maxWidth: number = BROWSER_COMPRESSION.maxWidth,
  maxHeight: number = BROWSER_COMPRESSION.maxHeight,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** GIF by its first bytes ("GIF87a"/"GIF89a") or its declared type. */
async function isGif(file: Blob): Promise<boolean> {
  if (file.type === "image/gif") return true;
  try {
    const head = new Uint8Array(await file.slice(0, 6).arrayBuffer());
    return head.length === 6 && head[0] === 0x47 && head[1] === 0x49 && head[2] === 0x46 && head[3] === 0x38 && head[5] === 0x61;
  } catch {
    return false;
  }
}

/** Upright pixel size of a picture, or null when this browser cannot decode it. */
async function pixelSize(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== "function") return null;
  try {
    // EXIF orientation is applied ("from-image" is the default), as the compression does.
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** True for the formats re-encoded here: JPEG, PNG and WebP. */
function isReencodable(type: string): boolean {
  return type === "image/jpeg" || type === "image/png" || type === "image/webp";
}

/**
 * The file to upload in place of `file`: fitted and re-encoded, or `file` itself when it is a
 * GIF, when the browser cannot read it, or when it is already small and within the box (a
 * re-encode would only make it larger).
 */
export async function compressImageInBrowser(file: File, options: CompressOptions = {}): Promise<File> {
  const { maxBytes = 5 * MB, onProgress, signal } = options;
  const done = (result: File) => {
    onProgress?.(100);
    return result;
  };
  if (!isReencodable(file.type) || (await isGif(file))) return done(file);
  const size = await pixelSize(file);
  if (!size) return done(file);
  const target = fitInside(size.width, size.height);
  const fitsAlready = target.width === size.width && target.height === size.height;
  try {
    const compressed = await imageCompression(file, {
      maxWidthOrHeight: Math.max(target.width, target.height),
      initialQuality: BROWSER_COMPRESSION.quality,
      // The limit just under the server's: the library lowers quality and size until it fits.
      maxSizeMB: (maxBytes * 0.95) / MB,
      // A worker would load the library from a CDN; the page's own thread is enough for one photo.
      useWebWorker: false,
      fileType: file.type,
      onProgress,
      signal,
    });
    if (fitsAlready && compressed.size >= file.size) return done(file);
    // Keep the name the artist chose; the library's File may lack it in some browsers.
    return done(new File([compressed], file.name, { type: compressed.type || file.type, lastModified: file.lastModified }));
  } catch (error) {
    if (signal?.aborted) throw error;
    // Unreadable here: the server decides, and says why when it refuses.
    return done(file);
  }
}
