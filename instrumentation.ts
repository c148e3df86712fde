/**
 * Runs once when the Next.js server starts: a malformed environment stops it with a clear
 * message; then the in-process email worker starts (when EMAIL_WORKER is true and a database
 * is configured) to send queued emails and retry failed ones, and with it the expiry of unpaid
 * orders (lib/orders/expiry.ts), the cleanup of unclaimed reference photos and the removal of
 * activity-log entries older than a year (lib/activity/retention.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/env");
    const config = env();
    if (config.EMAIL_WORKER && config.DATABASE_URL && process.env.NEXT_PHASE !== "phase-production-build") {
      const { startEmailWorker } = await import("@/lib/email/worker");
      startEmailWorker();
      // Beside it, the expiry of orders left unpaid past their payment window.
      const { startOrderExpiryWorker } = await import("@/lib/orders/expiry");
      startOrderExpiryWorker();
      // And the later status check of online payments still pending (lib/payments/online.ts).
      const { startPaymentStatusWorker } = await import("@/lib/payments/status-worker");
      startPaymentStatusWorker();
      // And the removal of commission reference photos that no order claimed within a day.
      const { startReferencePhotoCleanup } = await import("@/lib/orders/reference-photo-cleanup");
      startReferencePhotoCleanup();
      // And the activity log's retention: entries older than a year are deleted.
      const { startActivityCleanup } = await import("@/lib/activity/retention");
      startActivityCleanup();
    }
  }
}
