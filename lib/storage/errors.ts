/**
 * Storage errors callers can tell apart.
 *
 * StoragePolicyError: the storage refused for configuration, permission or bucket reasons
 * (access denied, missing bucket, bad credentials, read-only folder). The checkout saves the
 * order anyway with a note that the screenshot should be sent by email (spec section 8).
 * Anything else (network, disk full, ...) is an ordinary error.
 */
export class StoragePolicyError extends Error {
  readonly code: string;
  constructor(message: string, code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoragePolicyError";
    this.code = code;
  }
}

/** A file with the same name already exists (never overwritten). */
export class StorageConflictError extends Error {
  constructor(key: string) {
    super(`A stored file already exists at ${key}; files are never overwritten.`);
    this.name = "StorageConflictError";
  }
}

export function isPolicyError(err: unknown): err is StoragePolicyError {
  return err instanceof StoragePolicyError;
}

/** S3 error codes that mean "refused by policy, credentials or bucket configuration". */
const S3_POLICY_CODES = new Set([
  "AccessDenied",
  "AllAccessDisabled",
  "AccountProblem",
  "AccessControlListNotSupported",
  "InvalidAccessKeyId",
  "InvalidBucketName",
  "InvalidToken",
  "ExpiredToken",
  "NoSuchBucket",
  "SignatureDoesNotMatch",
  "InvalidObjectState",
  "Forbidden",
]);

/** Local file system error codes that mean "this folder refuses writes". */
const FS_POLICY_CODES = new Set(["EACCES", "EPERM", "EROFS"]);

interface MaybeS3Error {
  name?: string;
  Code?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

/** Wraps a driver error as StoragePolicyError when it is one; returns other errors unchanged. */
export function classifyStorageError(err: unknown): unknown {
  if (err instanceof StoragePolicyError || err instanceof StorageConflictError) return err;
  const e = (err ?? {}) as MaybeS3Error;
  const status = e.$metadata?.httpStatusCode;
  let code = e.Code ?? e.code ?? e.name ?? "";
  // Answers without a body (HEAD) carry no error code, only the status.
  if ((!code || code === "Unknown" || code === "Error") && status === 403) code = "AccessDenied";
  if (S3_POLICY_CODES.has(code) || FS_POLICY_CODES.has(code) || status === 403) {
    const message = err instanceof Error ? err.message : String(err);
    return new StoragePolicyError(`Storage refused the request (${code}): ${message}`, code, { cause: err });
  }
  return err;
}
