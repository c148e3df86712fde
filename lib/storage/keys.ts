import crypto from "node:crypto";
import path from "node:path";

/**
 * Where a file goes (spec section 7): 'artworks' (default, optional folder), 'services',
 * 'about-images' (folder 'profile' for profile pictures) and 'payment-screenshots' (folder = the
 * order number) and 'reference-photos' (a customer's photos for a commission). The last two are
 * personal data: private, never served publicly.
 */
export const STORAGE_PLACES = ["artworks", "services", "about-images", "payment-screenshots", "reference-photos"] as const;
export type StoragePlace = (typeof STORAGE_PLACES)[number];

export const PRIVATE_PLACES: ReadonlySet<StoragePlace> = new Set(["payment-screenshots", "reference-photos"]);

/** App-relative prefix of public files served by app/media/[...path]/route.ts (local driver). */
export const LOCAL_MEDIA_PREFIX = "/media/";
/** App-relative prefix of private files, served only with a valid signature (app/private-files). */
export const PRIVATE_FILES_PREFIX = "/private-files/";

/** Spec "Upload result". */
export interface StoredFile {
  /**
   * Public URL of the file. For private places this is the app-relative URL of the private-file
   * route WITHOUT a signature: it answers 403 until signed with `storage().signedUrl(path, ttl)`.
   */
  url: string;
  /** Storage key: {place}/{folder/}{fileName} */
  path: string;
  fileName: string;
}

export interface PutOptions {
  /** Sub-folder inside the place, e.g. 'profile' or an order number. */
  folder?: string;
  /** File extension without the dot: png, jpg, webp, gif */
  ext: string;
  contentType: string;
}

export interface StorageDriver {
  readonly name: "local" | "s3";
  /** Stores a new file under a fresh name; never overwrites. */
  put(place: StoragePlace, body: Buffer, options: PutOptions): Promise<StoredFile>;
  /** Removes by storage path or by a URL this storage produced; unknown or foreign URLs are ignored. */
  remove(pathOrUrl: string): Promise<void>;
  /** URL of a stored path (for private places: the unsigned private-file URL, see StoredFile.url). */
  publicUrl(path: string): string;
  /** The stored bytes, or null when there is no such file. Accepts a path or a URL of this storage. */
  read(pathOrUrl: string): Promise<{ body: Buffer; contentType: string } | null>;
  /**
   * A URL that grants read access to one file for `ttlSeconds` (payment screenshots in the back
   * office). Local: /private-files/<path>?expires=..&sig=.. signed with AUTH_SECRET. S3: a presigned GET.
   */
  signedUrl(pathOrUrl: string, ttlSeconds: number): Promise<string>;
}

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** Content type of a stored image by its extension; null for anything that is not a known image. */
export function imageContentTypeFor(fileName: string): string | null {
  return CONTENT_TYPES[path.extname(fileName).slice(1).toLowerCase()] ?? null;
}

/** Content type by extension, application/octet-stream when unknown. */
export function contentTypeFor(fileName: string): string {
  return imageContentTypeFor(fileName) ?? "application/octet-stream";
}

/**
 * A fresh stored name {timestamp}-{random}.{ext}. Private files get 128 random bits, public ones
 * 64: names are never reused, so a name always means the same bytes (safe to cache forever).
 */
export function storedFileName(ext: string, now = Date.now(), randomBytes = 8): string {
  const clean = ext.replace(/^\./, "").toLowerCase().replace(/[^a-z0-9]/g, "");
  return `${now}-${crypto.randomBytes(randomBytes).toString("hex")}.${clean || "bin"}`;
}

/** Names made by storedFileName: never overwritten, so their content never changes. */
export const STORED_NAME = /^\d{10,}-[0-9a-f]{16,}\.[a-z0-9]+$/;

export function isImmutableName(key: string): boolean {
  return STORED_NAME.test(key.slice(key.lastIndexOf("/") + 1));
}

function cleanFolder(folder?: string): string {
  return (folder ?? "")
    .split("/")
    .map((s) => s.replace(/[^A-Za-z0-9._-]/g, "-"))
    .filter((s) => s && s !== "." && s !== "..")
    .join("/");
}

export function storageKey(place: StoragePlace, fileName: string, folder?: string): string {
  return [place, cleanFolder(folder), fileName].filter(Boolean).join("/");
}

export function isPrivateKey(key: string): boolean {
  return PRIVATE_PLACES.has(key.split("/")[0] as StoragePlace);
}

/**
 * Checks that a key names a file inside one of the places (no '..', no empty or hidden
 * segments). Returns the normalised key or null.
 */
export function validKey(key: string): string | null {
  const segments = key.split("/");
  if (segments.length < 2) return null;
  if (!STORAGE_PLACES.includes(segments[0] as StoragePlace)) return null;
  for (const s of segments) {
    if (!s || s === "." || s === ".." || s.startsWith(".") || !/^[A-Za-z0-9._-]+$/.test(s)) return null;
  }
  return segments.join("/");
}

/**
 * The storage key inside a path or an app URL this storage produced (/media/<key>,
 * /private-files/<key>, absolute or relative, query ignored). Returns null for anything else.
 * `extraPrefixes` lets a driver recognise its own absolute URLs (e.g. the S3 public base URL).
 */
export function keyFromPathOrUrl(pathOrUrl: string, extraPrefixes: string[] = []): string | null {
  let value = pathOrUrl.trim();
  for (const prefix of extraPrefixes) {
    const p = prefix.endsWith("/") ? prefix : `${prefix}/`;
    if (value.startsWith(p)) {
      value = value.slice(p.length).split(/[?#]/)[0];
      return validKey(safeDecode(value) ?? "");
    }
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      return null;
    }
  } else {
    value = value.split(/[?#]/)[0];
  }
  for (const prefix of [LOCAL_MEDIA_PREFIX, PRIVATE_FILES_PREFIX]) {
    if (value.startsWith(prefix)) {
      value = value.slice(prefix.length);
      break;
    }
  }
  if (value.startsWith("/")) return null;
  return validKey(safeDecode(value) ?? "");
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The app URL of a key: /media/<key> for public places, /private-files/<key> (unsigned) for private ones. */
export function appUrlForKey(key: string): string {
  return `${isPrivateKey(key) ? PRIVATE_FILES_PREFIX : LOCAL_MEDIA_PREFIX}${key}`;
}
