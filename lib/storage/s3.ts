/**
 * S3-compatible storage (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces, Backblaze B2...).
 *
 * - Public images (artworks, services, about-images) go to S3_BUCKET and are read by browsers
 *   under S3_PUBLIC_BASE_URL. No ACL is sent: the bucket's policy (or the CDN in front of it)
 *   makes it readable; many providers refuse ACLs altogether.
 * - Payment screenshots go to S3_PRIVATE_BUCKET, or, when unset, to S3_BUCKET under the
 *   "private/" prefix (the bucket policy must then exclude private/*). They are only reachable
 *   through short-lived presigned GET URLs.
 * - Nothing is overwritten: HeadObject first (some S3-compatible servers ignore conditional
 *   writes), then PutObject with If-None-Match: * (real S3 refuses an existing key atomically).
 * - Cache-Control: stored names are never reused, so public objects are cached for a year
 *   (immutable); anything else gets the spec's one hour.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type PutObjectCommandInput,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { classifyStorageError, StorageConflictError } from "@/lib/storage/errors";
import {
  appUrlForKey,
  contentTypeFor,
  isImmutableName,
  isPrivateKey,
  keyFromPathOrUrl,
  PRIVATE_PLACES,
  storageKey,
  storedFileName,
  type StorageDriver,
  type StoragePlace,
} from "@/lib/storage/keys";
import { encodeKey, MAX_SIGNED_URL_TTL_SECONDS } from "@/lib/storage/signing";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const DEFAULT_CACHE_CONTROL = "public, max-age=3600";
/** Object-key prefix of private files when they share the public bucket. */
export const SHARED_BUCKET_PRIVATE_PREFIX = "private/";

export interface S3StorageConfig {
  endpoint?: string;
  region: string;
  bucket: string;
  privateBucket?: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicBaseUrl: string;
  forcePathStyle: boolean;
}

function errorName(err: unknown): string {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e?.Code ?? e?.name ?? "";
}

function isNotFound(err: unknown): boolean {
  const e = err as { $metadata?: { httpStatusCode?: number } };
  const name = errorName(err);
  return name === "NotFound" || name === "NoSuchKey" || (e?.$metadata?.httpStatusCode === 404 && name !== "NoSuchBucket");
}

export function createS3Storage(config: S3StorageConfig): StorageDriver {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Plain bodies with Content-Length; S3-compatible servers differ on aws-chunked checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const publicBase = config.publicBaseUrl.replace(/\/+$/, "");

  /** Where a storage key lives: bucket and object key. */
  const locate = (key: string) => {
    if (!isPrivateKey(key)) return { Bucket: config.bucket, Key: key };
    if (config.privateBucket) return { Bucket: config.privateBucket, Key: key };
    return { Bucket: config.bucket, Key: `${SHARED_BUCKET_PRIVATE_PREFIX}${key}` };
  };

  const keyOf = (pathOrUrl: string) => keyFromPathOrUrl(pathOrUrl, [publicBase]);

  const requireKey = (pathOrUrl: string) => {
    const key = keyOf(pathOrUrl);
    if (!key) throw new Error(`Not a path of this storage: ${pathOrUrl}`);
    return key;
  };

  const exists = async (target: { Bucket: string; Key: string }) => {
    try {
      await client.send(new HeadObjectCommand(target));
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  };

  const urlFor = (key: string) => (isPrivateKey(key) ? appUrlForKey(key) : `${publicBase}/${encodeKey(key)}`);

  return {
    name: "s3",

    async put(place: StoragePlace, body: Buffer, opts) {
      const fileName = storedFileName(opts.ext, Date.now(), PRIVATE_PLACES.has(place) ? 16 : 8);
      const key = storageKey(place, fileName, opts.folder);
      const target = locate(key);
      const input: PutObjectCommandInput = {
        ...target,
        Body: body,
        ContentLength: body.length,
        ContentType: opts.contentType,
        CacheControl: isPrivateKey(key)
          ? "private, no-store"
          : isImmutableName(key)
            ? IMMUTABLE_CACHE_CONTROL
            : DEFAULT_CACHE_CONTROL,
        IfNoneMatch: "*",
      };
      try {
        if (await exists(target)) throw new StorageConflictError(key);
        try {
          await client.send(new PutObjectCommand(input));
        } catch (err) {
          // A service without conditional writes: the HeadObject above already checked.
          if (errorName(err) === "NotImplemented") await client.send(new PutObjectCommand({ ...input, IfNoneMatch: undefined }));
          else throw err;
        }
      } catch (err) {
        const name = errorName(err);
        if (name === "PreconditionFailed" || name === "ConditionalRequestConflict") throw new StorageConflictError(key);
        throw classifyStorageError(err);
      }
      return { url: urlFor(key), path: key, fileName };
    },

    async remove(pathOrUrl: string) {
      const key = keyOf(pathOrUrl);
      if (!key) return;
      try {
        await client.send(new DeleteObjectCommand(locate(key)));
      } catch (err) {
        if (isNotFound(err)) return;
        throw classifyStorageError(err);
      }
    },

    publicUrl(key: string) {
      return urlFor(requireKey(key));
    },

    async read(pathOrUrl: string) {
      const key = keyOf(pathOrUrl);
      if (!key) return null;
      try {
        const out = await client.send(new GetObjectCommand(locate(key)));
        if (!out.Body) return null;
        const body = Buffer.from(await out.Body.transformToByteArray());
        return { body, contentType: out.ContentType || contentTypeFor(key) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw classifyStorageError(err);
      }
    },

    async signedUrl(pathOrUrl: string, ttlSeconds: number) {
      if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) throw new RangeError("ttlSeconds must be a positive number");
      const key = requireKey(pathOrUrl);
      return getSignedUrl(
        client,
        new GetObjectCommand({ ...locate(key), ResponseCacheControl: "private, no-store" }),
        { expiresIn: Math.min(Math.ceil(ttlSeconds), MAX_SIGNED_URL_TTL_SECONDS) },
      );
    },
  };
}
