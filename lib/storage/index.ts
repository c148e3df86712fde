/**
 * File storage: one interface, a local-disk driver (default) and an S3 driver.
 * Stored names are {timestamp}-{random}.{ext}; nothing is ever overwritten.
 *
 *   const file = await storage().put("artworks", body, { ext: "jpg", contentType: "image/jpeg" });
 *   await storage().remove(file.url);             // or file.path
 *   const link = await storage().signedUrl(path, 300); // private files, after checking the session
 *
 * Errors: StoragePolicyError (isPolicyError) when the storage refuses for permission, credential
 * or bucket reasons; StorageConflictError if a name already exists; anything else as thrown.
 */
import { env, type Env } from "@/lib/env";
import { createLocalStorage } from "@/lib/storage/local";
import { createS3Storage } from "@/lib/storage/s3";
import type { StorageDriver } from "@/lib/storage/keys";

export * from "@/lib/storage/keys";
export { StoragePolicyError, StorageConflictError, isPolicyError } from "@/lib/storage/errors";
export { createLocalStorage } from "@/lib/storage/local";
export { createS3Storage, type S3StorageConfig } from "@/lib/storage/s3";

let driver: StorageDriver | undefined;

/** The storage driver chosen by the environment. */
export function createStorageFromEnv(e: Env = env()): StorageDriver {
  if (e.STORAGE_DRIVER === "s3") {
    // env() has already checked that these are present when STORAGE_DRIVER=s3.
    return createS3Storage({
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET!,
      privateBucket: e.S3_PRIVATE_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      publicBaseUrl: e.S3_PUBLIC_BASE_URL!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(e.STORAGE_LOCAL_DIR);
}

export function storage(): StorageDriver {
  driver ??= createStorageFromEnv();
  return driver;
}

/** Replaces the process-wide driver (tests), or resets it to the environment's with no argument. */
export function setStorageForTests(next?: StorageDriver): void {
  driver = next;
}
