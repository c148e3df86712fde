/**
 * The removal of reference photos that no order claimed within a day. It runs as the job
 * "reference-photos.cleanup" every hour (lib/jobs/definitions.ts): one pass at a time across all
 * instances, a failed pass retried with backoff by the job queue.
 */
import { removeUnclaimedReferencePhotos } from "@/lib/orders/reference-photos";

/** One pass; throws when it fails (the job queue retries it). */
export async function runReferencePhotoCleanup(): Promise<number> {
  const removed = await removeUnclaimedReferencePhotos();
  if (removed > 0) console.info(`[reference-photos] removed ${removed} unclaimed photo(s)`);
  return removed;
}
