/**
 * The database of `npm run dev`, `npm start` and the command-line scripts (db:seed,
 * db:seed:large, admin:create, email:drain, email:preview), chosen the same way everywhere:
 * DATABASE_URL when it is set, otherwise the embedded PostgreSQL in EMBEDDED_PG_DIR (default
 * .data/postgres), started when it is not already running (a running `npm run dev` is reused)
 * and migrated. The chosen database is put into process.env.DATABASE_URL for lib/db.
 */
import fs from "node:fs";
import path from "node:path";
import { applyMigrations } from "@/lib/db/migrations";
import { parseEnv } from "@/lib/env";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded-postgres";

export const EMBEDDED_DATABASE = "art_shop";

export interface LocalDatabase {
  url: string;
  /** One line saying which database this is, never its password. */
  description: string;
  embedded?: EmbeddedPostgres;
  /** Migrations applied by this call. */
  applied: string[];
  /** Stops the embedded server when this process started it (a reused one keeps running). */
  release(): Promise<void>;
}

/** Reads .env.local and .env (the environment wins over both), as the runner does. */
export function loadEnvFiles(root = process.cwd()): void {
  for (const file of [".env.local", ".env"]) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) process.loadEnvFile(full);
  }
}

export function describeExternal(url: string): string {
  const u = new URL(url);
  return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname} (DATABASE_URL)`;
}

export async function localDatabase(
  options: { root?: string; log?: (line: string) => void; migrateExternal?: boolean } = {},
): Promise<LocalDatabase> {
  const root = options.root ?? process.cwd();
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    // A configured database is migrated by `npm start` / `npm run db:migrate` only, never by a
    // script run from cron.
    const { applied } = options.migrateExternal ? await applyMigrations(external) : { applied: [] };
    return { url: external, description: describeExternal(external), applied, release: async () => undefined };
  }
  const dataDir = path.resolve(root, process.env.EMBEDDED_PG_DIR || ".data/postgres");
  const embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT || 54329), log: options.log });
  try {
    await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
    const url = embedded.urlFor(EMBEDDED_DATABASE);
    const { applied } = await applyMigrations(url);
    process.env.DATABASE_URL = url;
    const relative = path.relative(root, dataDir);
    const where = relative && !relative.startsWith("..") ? relative : dataDir;
    return {
      url,
      description: `embedded PostgreSQL on 127.0.0.1:${embedded.port}${embedded.reused ? " (already running)" : ""}, data in ${where}`,
      embedded,
      applied,
      release: async () => {
        if (!embedded.reused) await embedded.stop();
      },
    };
  } catch (err) {
    if (!embedded.reused) await embedded.stop().catch(() => undefined);
    throw err;
  }
}

/** Where `npm run dev` / `npm start` record their PIDs and port while they run. */
export function runStateFile(root = process.cwd()): string {
  return path.join(root, ".local", "run-state.json");
}

/** The port of the `npm run dev` / `npm start` running in this folder, if one is. */
export function runningSitePort(root = process.cwd()): number | undefined {
  try {
    const state = JSON.parse(fs.readFileSync(runStateFile(root), "utf8")) as { runner?: number; port?: number };
    if (!state.runner || !Number.isInteger(state.port)) return undefined;
    process.kill(state.runner, 0);
    return state.port;
  } catch {
    return undefined;
  }
}

/**
 * For a command-line script: the database as `npm run dev` would use it, announced on one line.
 * Validates the environment first (a malformed variable is reported by name).
 */
export async function scriptDatabase(script: string, options: { migrateExternal?: boolean } = {}): Promise<LocalDatabase> {
  loadEnvFiles();
  // Links in emails point at SITE_URL, else at the site running here (whatever its port).
  if (!process.env.SITE_URL && !process.env.PORT) {
    const port = runningSitePort();
    if (port) process.env.PORT = String(port);
  }
  parseEnv(process.env);
  const database = await localDatabase({ migrateExternal: options.migrateExternal });
  console.log(`${script}: database ${database.description}`);
  return database;
}
