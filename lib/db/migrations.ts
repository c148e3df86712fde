/**
 * Applies the SQL migrations in prisma/migrations to a PostgreSQL database, the way
 * `prisma migrate deploy` does, without needing Prisma's native schema engine.
 *
 * - Migrations are the directories prisma/migrations/<name>/migration.sql, applied in
 *   name order (names start with a UTC timestamp).
 * - Bookkeeping uses Prisma's own `_prisma_migrations` table (same columns, same sha256
 *   checksums), so `prisma migrate status/deploy` agree with this runner where the native
 *   engine is available.
 * - A session-level advisory lock (the same key Prisma Migrate uses) serialises concurrent
 *   runners, e.g. two app instances starting at once.
 * - Each migration runs in one transaction together with its bookkeeping row: it is either
 *   applied and recorded, or not applied at all. A migration whose SQL cannot run inside a
 *   transaction (e.g. CREATE INDEX CONCURRENTLY) can opt out with a line
 *   `-- migrate:no-transaction`; it is then recorded as started before it runs, so a crash
 *   leaves a visible "started but not finished" row instead of silent half-applied state.
 *
 * Plain Node + `pg` only: this file is imported by scripts and tests, never by Next.js code.
 */
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/** The advisory lock key used by Prisma Migrate on PostgreSQL. */
const ADVISORY_LOCK_KEY = 72707369;
const MIGRATIONS_TABLE = "_prisma_migrations";
const NO_TRANSACTION_MARKER = /^--\s*migrate:no-transaction\s*$/m;

export interface ApplyMigrationsOptions {
  /** Receives one human-readable line per event (applied migration, warnings, ...). */
  log?: (line: string) => void;
  /** Migrations directory; defaults to <cwd>/prisma/migrations. */
  dir?: string;
}

export interface MigrationFile {
  /** Directory name, e.g. 20261122000000_init. */
  name: string;
  /** Absolute path of migration.sql. */
  file: string;
  sql: string;
  /** sha256 hex of the file contents, as Prisma computes it. */
  checksum: string;
}

interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
}

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MigrationError";
  }
}

export function defaultMigrationsDir(): string {
  return path.resolve(process.cwd(), "prisma/migrations");
}

export function migrationChecksum(sql: string | Buffer): string {
  return createHash("sha256").update(sql).digest("hex");
}

/** Reads prisma/migrations/<name>/migration.sql in order. A missing directory means no migrations. */
export async function readMigrations(dir: string = defaultMigrationsDir()): Promise<MigrationFile[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const names = entries
    .filter((e) => e.isDirectory() && !e.name.startsWith("."))
    .map((e) => e.name)
    .sort();
  const migrations: MigrationFile[] = [];
  for (const name of names) {
    const file = path.join(dir, name, "migration.sql");
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        throw new MigrationError(`Migration directory ${path.join(dir, name)} has no migration.sql.`);
      }
      throw error;
    }
    migrations.push({ name, file, sql: bytes.toString("utf8"), checksum: migrationChecksum(bytes) });
  }
  return migrations;
}

/** Prisma accepts a checksum computed before or after normalising CRLF line endings. */
function checksumMatches(migration: MigrationFile, recorded: string): boolean {
  return recorded === migration.checksum || recorded === migrationChecksum(migration.sql.replace(/\r\n/g, "\n"));
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Prisma-style URLs may carry `?schema=name`; honour it through search_path. */
function schemaFromUrl(databaseUrl: string): string | undefined {
  try {
    return new URL(databaseUrl).searchParams.get("schema") || undefined;
  } catch {
    return undefined;
  }
}

function describePgError(error: unknown, sql?: string): string {
  const e = error as { message?: string; position?: string; detail?: string; hint?: string; code?: string };
  let text = e?.message ?? String(error);
  if (e?.code) text += ` (SQLSTATE ${e.code})`;
  if (sql && e?.position) {
    const offset = Number(e.position) - 1;
    if (Number.isFinite(offset) && offset >= 0) {
      const line = sql.slice(0, offset).split("\n").length;
      text += `\n  at line ${line}: ${sql.split("\n")[line - 1]?.trim() ?? ""}`;
    }
  }
  if (e?.detail) text += `\n  detail: ${e.detail}`;
  if (e?.hint) text += `\n  hint: ${e.hint}`;
  return text;
}

export async function applyMigrations(
  databaseUrl: string,
  opts: ApplyMigrationsOptions = {},
): Promise<{ applied: string[] }> {
  const log = opts.log ?? (() => {});
  const dir = opts.dir ?? defaultMigrationsDir();
  const migrations = await readMigrations(dir);

  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection must become a rejected query, not an unhandled 'error' event.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new MigrationError(`Cannot connect to the database to apply migrations: ${describePgError(error)}`, {
      cause: error,
    });
  }

  const applied: string[] = [];
  try {
    const { rows: lockRows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock($1) AS locked",
      [ADVISORY_LOCK_KEY],
    );
    if (!lockRows[0]?.locked) {
      log("Another process is applying migrations; waiting for it to finish...");
      await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    }

    try {
      // Under the lock: CREATE ... IF NOT EXISTS is not safe against concurrent sessions.
      const schema = schemaFromUrl(databaseUrl);
      if (schema) {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
        await client.query(`SET search_path TO ${quoteIdent(schema)}`);
      }
      await client.query(`
        CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
          "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
          "checksum"            VARCHAR(64) NOT NULL,
          "finished_at"         TIMESTAMPTZ,
          "migration_name"      VARCHAR(255) NOT NULL,
          "logs"                TEXT,
          "rolled_back_at"      TIMESTAMPTZ,
          "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
          "applied_steps_count" INTEGER NOT NULL DEFAULT 0
        )`);

      const { rows } = await client.query<MigrationRow>(
        `SELECT id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at
           FROM ${MIGRATIONS_TABLE} ORDER BY started_at, migration_name`,
      );
      const live = rows.filter((r) => r.rolled_back_at === null);

      const unfinished = live.filter((r) => r.finished_at === null);
      if (unfinished.length > 0) {
        const list = unfinished
          .map(
            (r) =>
              `  - ${r.migration_name} (id ${r.id}, started ${r.started_at.toISOString()})` +
              (r.logs ? `\n    ${r.logs.trim().replace(/\n/g, "\n    ")}` : ""),
          )
          .join("\n");
        throw new MigrationError(
          `A previous run started these migrations but did not finish them:\n${list}\n` +
            `The database may be partially migrated. Inspect it, finish or undo the migration by hand, then mark it ` +
            `rolled back (UPDATE ${MIGRATIONS_TABLE} SET rolled_back_at = now() WHERE id = '<id>') so it is retried, ` +
            `or finished (SET finished_at = now(), applied_steps_count = 1) if it is in fact complete.`,
        );
      }

      const finishedByName = new Map<string, MigrationRow>();
      for (const row of live) finishedByName.set(row.migration_name, row);

      const known = new Set(migrations.map((m) => m.name));
      for (const row of live) {
        if (!known.has(row.migration_name)) {
          log(`warning: migration ${row.migration_name} is recorded in the database but missing from ${dir}.`);
        }
      }

      for (const migration of migrations) {
        const row = finishedByName.get(migration.name);
        if (row) {
          if (!checksumMatches(migration, row.checksum)) {
            log(
              `warning: migration ${migration.name} was modified after it was applied ` +
                `(checksum ${row.checksum.slice(0, 12)}… in the database, ${migration.checksum.slice(0, 12)}… on disk); not re-applying it.`,
            );
          }
          continue;
        }
        await applyOne(client, migration, log);
        applied.push(migration.name);
      }
      if (applied.length === 0) log(`Database is up to date (${migrations.length} migration(s)).`);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
  return { applied };
}

async function applyOne(client: pg.Client, migration: MigrationFile, log: (line: string) => void): Promise<void> {
  const id = randomUUID();
  const started = Date.now();
  const insert = `INSERT INTO ${MIGRATIONS_TABLE} (id, checksum, migration_name, started_at, applied_steps_count)
                  VALUES ($1, $2, $3, clock_timestamp(), 0)`;
  const finish = `UPDATE ${MIGRATIONS_TABLE} SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1`;

  if (NO_TRANSACTION_MARKER.test(migration.sql)) {
    // Recorded first (and committed), so an interruption is detected by the next run.
    await client.query(insert, [id, migration.checksum, migration.name]);
    try {
      await client.query(migration.sql);
    } catch (error) {
      const message = describePgError(error, migration.sql);
      await client
        .query(`UPDATE ${MIGRATIONS_TABLE} SET logs = $2 WHERE id = $1`, [id, message])
        .catch(() => {});
      throw new MigrationError(
        `Migration ${migration.name} failed (it runs without a transaction, so it may be partially applied):\n  ${message}`,
        { cause: error },
      );
    }
    await client.query(finish, [id]);
  } else {
    try {
      await client.query("BEGIN");
      await client.query(insert, [id, migration.checksum, migration.name]);
      await client.query(migration.sql);
      await client.query(finish, [id]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw new MigrationError(
        `Migration ${migration.name} failed and was rolled back (nothing was applied or recorded):\n  ${describePgError(error, migration.sql)}`,
        { cause: error },
      );
    }
  }
  log(`Applied migration ${migration.name} (${Date.now() - started} ms)`);
}
