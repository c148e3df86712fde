/**
 * The periodic removal of reference photos that no order claimed within a day, started beside
 * the email worker and the order expiry (instrumentation.ts). Safe with several instances: each
 * pass skips rows another one has locked.
 */
import { removeUnclaimedReferencePhotos } from "@/lib/orders/reference-photos";

export const REFERENCE_PHOTO_CLEANUP_INTERVAL_MS = 60 * 60_000;

interface CleanupState {
  timer: NodeJS.Timeout | null;
  running: Promise<unknown> | null;
}

const globalForCleanup = globalThis as unknown as { __referencePhotoCleanup?: CleanupState };

function state(): CleanupState {
  globalForCleanup.__referencePhotoCleanup ??= { timer: null, running: null };
  return globalForCleanup.__referencePhotoCleanup;
}

/** One pass, never two at once in a process; never throws. */
export function runReferencePhotoCleanup(): Promise<unknown> {
  const s = state();
  if (s.running) return s.running;
  s.running = removeUnclaimedReferencePhotos()
    .then((removed) => {
      if (removed > 0) console.info(`[reference-photos] removed ${removed} unclaimed photo(s)`);
    })
    .catch((err: unknown) => console.error("[reference-photos] cleanup pass failed:", err instanceof Error ? err.message : err))
    .finally(() => {
      s.running = null;
    });
  return s.running;
}

/** Starts the hourly pass (idempotent); the first runs a minute after start. */
export function startReferencePhotoCleanup(options: { intervalMs?: number } = {}): void {
  const s = state();
  if (s.timer) return;
  s.timer = setInterval(() => void runReferencePhotoCleanup(), options.intervalMs ?? REFERENCE_PHOTO_CLEANUP_INTERVAL_MS);
  s.timer.unref();
  setTimeout(() => void runReferencePhotoCleanup(), 60_000).unref();
}
