/**
 * The in-process email worker: sends due emails every WORKER_INTERVAL_MS (retries with
 * backoff), and at once when kicked after new emails were committed. One drain runs at a time
 * per process; several processes share the work safely (see sender.ts).
 *
 * Started by instrumentation.ts when EMAIL_WORKER is true. With EMAIL_WORKER=false there is no
 * periodic loop, but kickEmailWorker() still makes one immediate attempt; run
 * `npm run email:drain` from cron for the retries.
 */
import { env } from "@/lib/env";
import { sendDueEmails, type SendOptions } from "@/lib/email/sender";

export const WORKER_INTERVAL_MS = 30_000;
const BATCH = 10;
/** Most batches per drain, so one drain cannot run forever. */
const MAX_BATCHES = 50;

interface WorkerState {
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
  options: Omit<SendOptions, "limit" | "now">;
}

const globalForWorker = globalThis as unknown as { __emailWorker?: WorkerState };

function state(): WorkerState {
  globalForWorker.__emailWorker ??= { running: null, again: false, timer: null, options: {} };
  return globalForWorker.__emailWorker;
}

/** Sends everything due, batch by batch; a kick during a drain makes it run once more. */
export function drainOutbox(): Promise<void> {
  const s = state();
  if (s.running) {
    s.again = true;
    return s.running;
  }
  s.running = (async () => {
    try {
      do {
        s.again = false;
        for (let i = 0; i < MAX_BATCHES; i++) {
          const summary = await sendDueEmails({ ...s.options, limit: BATCH });
          if (summary.claimed < BATCH) break;
        }
      } while (s.again);
    } catch (err) {
      console.error("[email] worker could not send due emails:", err instanceof Error ? err.message : err);
    } finally {
      s.running = null;
    }
  })();
  return s.running;
}

/** An immediate, non-blocking attempt to send due emails. Never throws. */
export function kickEmailWorker(): void {
  try {
    if (!env().DATABASE_URL) return;
    setImmediate(() => void drainOutbox());
  } catch (err) {
    console.error("[email] could not start sending:", err instanceof Error ? err.message : err);
  }
}

export function isEmailWorkerRunning(): boolean {
  return state().timer !== null;
}

/** Starts the periodic worker (idempotent). `options` are for tests (transport, client). */
export function startEmailWorker(options: { intervalMs?: number } & WorkerState["options"] = {}): void {
  const s = state();
  if (s.timer) return;
  const { intervalMs = WORKER_INTERVAL_MS, ...sendOptions } = options;
  s.options = sendOptions;
  s.timer = setInterval(() => void drainOutbox(), intervalMs);
  s.timer.unref();
  // First pass shortly after start: emails left from before a restart go out.
  setTimeout(() => void drainOutbox(), 2000).unref();
}

/** Stops the periodic worker and waits for a drain in progress. */
export async function stopEmailWorker(): Promise<void> {
  const s = state();
  if (s.timer) clearInterval(s.timer);
  s.timer = null;
  await s.running;
}
