/**
 * The job queue's connection: one pg-boss instance per process, over DATABASE_URL, keeping its
 * tables in their own PostgreSQL schema (JOB_SCHEMA) that pg-boss creates and migrates itself at
 * start (the SQL ships inside the package: no network needed). The schema is not part of
 * prisma/schema.prisma and not part of a backup (see docs/architecture.md, "Background jobs").
 */
import { inspect } from "node:util";
import { PgBoss, type ConstructorOptions } from "pg-boss";
import { env } from "@/lib/env";
import { DatabaseNotConfiguredError } from "@/lib/db";

export const JOB_SCHEMA = "pgboss";

export type BossMode = "workers" | "producer";

interface BossState {
  boss: PgBoss | null;
  starting: Promise<PgBoss> | null;
  mode: BossMode | null;
}

const globalForBoss = globalThis as unknown as { __jobBoss?: BossState };

function state(): BossState {
  globalForBoss.__jobBoss ??= { boss: null, starting: null, mode: null };
  return globalForBoss.__jobBoss;
}

const lastLogged = new Map<string, number>();

/** pg-boss reports each failed poll; while the database is down, one line per error a minute. */
function logError(err: unknown): void {
  const message =
    err instanceof Error
      ? err.message
      : typeof err === "object" && err !== null && typeof (err as { message?: unknown }).message === "string"
        ? (err as { message: string }).message
        : inspect(err, { depth: 2, breakLength: Infinity }).slice(0, 500);
  const now = Date.now();
  if ((lastLogged.get(message) ?? 0) > now - 60_000) return;
  if (lastLogged.size > 100) lastLogged.clear();
  lastLogged.set(message, now);
  console.error("[jobs]", message);
}

/** Options for a pg-boss instance of this shop (exported for tests that run several). */
export function bossOptions(connectionString: string, mode: BossMode, extra: Partial<ConstructorOptions> = {}): ConstructorOptions {
  return {
    connectionString,
    schema: JOB_SCHEMA,
    application_name: "art-shop-jobs",
    // Few connections: the web server's Prisma pool is the main user of the database.
    max: mode === "workers" ? 4 : 2,
    // Only a process that runs workers keeps the schedules and the queue's maintenance going.
    supervise: mode === "workers",
    schedule: mode === "workers",
    migrate: true,
    registerInstance: mode === "workers",
    // How soon a job whose process died (no heartbeat) is found and retried: about
    // heartbeatSeconds plus this. The outbox drain waits on it (one drain at a time).
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    openTelemetry: { enabled: false },
    ...extra,
  };
}

/**
 * The process's pg-boss, started on first use. `mode` "workers" also runs the schedules and the
 * maintenance (stuck jobs retried, old jobs deleted); "producer" only sends and reads jobs.
 */
export function getBoss(mode: BossMode = "producer"): Promise<PgBoss> {
  const s = state();
  if (s.boss && (s.mode === "workers" || mode === "producer")) return Promise.resolve(s.boss);
  if (s.starting) return s.starting;
  const url = env().DATABASE_URL;
  if (!url) return Promise.reject(new DatabaseNotConfiguredError());
  const previous = s.boss;
  s.starting = (async () => {
    try {
      // A producer started earlier is replaced by one that also runs the workers.
      if (previous) await previous.stop({ graceful: false }).catch(() => undefined);
      const boss = new PgBoss(bossOptions(url, mode));
      boss.on("error", logError);
      await boss.start();
      s.boss = boss;
      s.mode = mode;
      return boss;
    } finally {
      s.starting = null;
    }
  })();
  return s.starting;
}

/** The running instance, if any (no start). */
export function currentBoss(): PgBoss | null {
  return state().boss;
}

export function currentMode(): BossMode | null {
  return state().mode;
}

/** Stops the process's pg-boss: waits for the jobs in hand to finish (up to `timeoutMs`). */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  const s = state();
  if (s.starting) await s.starting.catch(() => undefined);
  const boss = s.boss;
  s.boss = null;
  s.mode = null;
  if (boss) await boss.stop({ graceful: true, timeout: timeoutMs }).catch(() => undefined);
}
