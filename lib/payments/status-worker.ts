/**
 * The later status check of online payment attempts still pending (a buyer who closed the tab
 * before the provider's redirect, a provider that was slow or down): started with the email
 * worker and the order expiry (instrumentation.ts). One pass at a time per process.
 */
import { checkPendingAttempts } from "@/lib/payments/online";

export const STATUS_CHECK_INTERVAL_MS = 2 * 60_000;

interface WorkerState {
  timer: NodeJS.Timeout | null;
  running: Promise<unknown> | null;
}

const globalForWorker = globalThis as unknown as { __paymentStatusWorker?: WorkerState };

function state(): WorkerState {
  globalForWorker.__paymentStatusWorker ??= { timer: null, running: null };
  return globalForWorker.__paymentStatusWorker;
}

export function runPaymentStatusCheck(): Promise<unknown> {
  const s = state();
  if (s.running) return s.running;
  s.running = checkPendingAttempts()
    .catch((err: unknown) => console.error("[payments] status check pass failed:", err instanceof Error ? err.message : err))
    .finally(() => {
      s.running = null;
    });
  return s.running;
}

export function startPaymentStatusWorker(options: { intervalMs?: number } = {}): void {
  const s = state();
  if (s.timer) return;
  s.timer = setInterval(() => void runPaymentStatusCheck(), options.intervalMs ?? STATUS_CHECK_INTERVAL_MS);
  s.timer.unref();
}

export async function stopPaymentStatusWorker(): Promise<void> {
  const s = state();
  if (s.timer) clearInterval(s.timer);
  s.timer = null;
  await s.running;
}
