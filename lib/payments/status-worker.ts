/**
 * The later status check of online payment attempts still pending (a buyer who closed the tab
 * before the provider's redirect, a provider that was slow or down). It runs as the job
 * "payments.status-check" every two minutes (lib/jobs/definitions.ts): one pass at a time across
 * all instances, a failed pass retried with backoff by the job queue.
 */
import { checkPendingAttempts } from "@/lib/payments/online";

/** One pass; throws when it fails (the job queue retries it). */
export async function runPaymentStatusCheck(): Promise<void> {
  await checkPendingAttempts();
}
