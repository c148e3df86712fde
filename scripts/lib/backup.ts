/**
 * Backups of the shop that restore: one tar archive holding
 *
 *   manifest.json        what is inside: row counts per table, sha256 and size of every file,
 *                        the applied migrations, the storage driver, the PostgreSQL version
 *   database.dump        `pg_dump --format=custom` of the database (when a pg_dump as new as the
 *                        server is installed, e.g. Debian's postgresql-client for its PostgreSQL), or
 *   database/<t>.copy    one COPY file per table (when none is: the embedded PostgreSQL 18 ships no
 *                        pg_dump), all read in one REPEATABLE READ snapshot like pg_dump's
 *   uploads/...          the local storage driver's files (with S3 the manifest records the
 *                        buckets instead: bucket versioning keeps those, see docs/deployment.md)
 *
 * Counts and the dump come from the same snapshot (pg_dump runs with --snapshot), so the
 * manifest's counts are what the restore must find. Restoring refuses a database with rows or a
 * storage folder with files unless `force` is given; it checks every checksum before loading and
 * every count and file afterwards.
 *
 * An archive holds every order, customer, password hash and payment screenshot: it is written
 * readable by its owner only (0600), in a folder only its owner can enter (0700; a folder that
 * existed with wider permissions is narrowed when it holds nothing but backups, and otherwise
 * left as it is with a warning).
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";
import { applyMigrations, readMigrations } from "@/lib/db/migrations";

export const ARCHIVE_PATTERN = /^art-shop-(\d{8}T\d{6}Z)\.tar$/;
const MIGRATIONS_TABLE = "_prisma_migrations";

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: "art-shop-backup";
  version: 1;
  createdAt: string;
  database: {
    source: "embedded" | "DATABASE_URL";
    serverVersion: string;
    /** pg_dump-custom: database.dump; copy: database/<table>.copy with the columns below. */
    dump: "pg_dump-custom" | "copy";
    pgDumpVersion?: string;
    tables: Record<string, number>;
    columns?: Record<string, string[]>;
    migrations: string[];
    files: ManifestFile[];
  };
  storage:
    | { driver: "local"; files: ManifestFile[]; bytes: number }
    | { driver: "s3"; bucket: string; privateBucket: string | null; endpoint: string | null; note: string };
}

export type StorageSource =
  | { driver: "local"; dir: string }
  | { driver: "s3"; bucket: string; privateBucket?: string; endpoint?: string };

export interface BackupOptions {
  databaseUrl: string;
  source?: "embedded" | "DATABASE_URL";
  storage: StorageSource;
  /** Folder of the archives (created when missing). */
  outDir: string;
  /** Keep this many newest archives in outDir, removing older ones (after a successful backup). */
  keep?: number;
  /** pg_dump to use; default: the newest installed one that can dump this server, else COPY. */
  pgDump?: string | false;
  log?: (line: string) => void;
  now?: Date;
}

export interface BackupResult {
  archive: string;
  manifest: Manifest;
  removed: string[];
}

function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash("sha256");
    fs.createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

async function describeFile(root: string, relative: string): Promise<ManifestFile> {
  const full = path.join(root, relative);
  return { path: relative.split(path.sep).join("/"), bytes: fs.statSync(full).size, sha256: await sha256File(full) };
}

function listFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      // *.part: a file being written by the storage driver at this moment.
      else if (entry.isFile() && !entry.name.endsWith(".part")) found.push(path.relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Connection settings for libpq tools, with the password in the environment (not in `ps`). */
function libpqTarget(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function toolMajor(binary: string): { major: number; version: string } | undefined {
  const probe = spawnSync(binary, ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) return undefined;
  const match = /(\d+)(?:\.(\d+))?/.exec(probe.stdout.replace(/^[^)]*\)\s*/, ""));
  return match ? { major: Number(match[1]), version: match[0] } : undefined;
}

/** Installed copies of a PostgreSQL client tool, newest first. */
export function findPgTools(tool: "pg_dump" | "pg_restore"): { binary: string; major: number; version: string }[] {
  const candidates = new Set<string>([tool]);
  try {
    for (const version of fs.readdirSync("/usr/lib/postgresql")) candidates.add(path.join("/usr/lib/postgresql", version, "bin", tool));
  } catch {
    /* no Debian PostgreSQL packages */
  }
  const found: { binary: string; major: number; version: string }[] = [];
  for (const binary of candidates) {
    const info = toolMajor(binary);
    if (info) found.push({ binary, ...info });
  }
  return found.sort((a, b) => b.major - a.major);
}

function run(binary: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

function tar(args: string[]): void {
  const result = spawnSync("tar", args, { encoding: "utf8" });
  if (result.error) throw new Error(`tar is needed for backups (apt-get install tar): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`tar ${args[0]} failed: ${result.stderr.trim()}`);
}

function stampOf(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
}

/** Archives in `dir`, oldest first. */
export function listArchives(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir)
      .filter((name) => ARCHIVE_PATTERN.test(name))
      .sort()
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

/** Names a backup folder holds: archives, and this module's staging folders and partial archives. */
function isBackupEntry(name: string): boolean {
  return ARCHIVE_PATTERN.test(name) || /^\.backup-/.test(name) || /^art-shop-\d{8}T\d{6}Z\.tar\.partial$/.test(name);
}

/** The backup folder, made (or narrowed to) 0700; see the file's comment. */
function prepareBackupFolder(dir: string, log: (line: string) => void): void {
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dir, 0o700);
    return;
  }
  const mode = fs.statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  if (fs.readdirSync(dir).every(isBackupEntry)) {
    fs.chmodSync(dir, 0o700);
    log(`narrowed ${dir} to 0700 (it was 0${mode.toString(8)}): backups hold customers' data`);
  } else {
    log(`warning: ${dir} is 0${mode.toString(8)} and holds other files; the archive is 0600, but a folder of its own (0700) is safer`);
  }
}

/** Writes one archive; see the file's comment. */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  prepareBackupFolder(options.outDir, log);
  const name = `art-shop-${stampOf(now)}.tar`;
  const archive = path.join(options.outDir, name);
  if (fs.existsSync(archive)) throw new Error(`${archive} exists already.`);
  const staging = fs.mkdtempSync(path.join(options.outDir, ".backup-"));
  // The postgres user of an embedded server never reads it, but pg_dump may run as another user.
  fs.chmodSync(staging, 0o700);

  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const serverVersion = (await client.query<{ server_version: string }>("show server_version")).rows[0].server_version;
    const serverMajor = Number(/^\d+/.exec(serverVersion)?.[0]);
    await client.query("begin isolation level repeatable read read only");
    const { rows: tableRows } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    const tables: Record<string, number> = {};
    for (const { tablename } of tableRows) {
      const { rows } = await client.query<{ n: string }>(`select count(*)::bigint as n from ${quote(tablename)}`);
      tables[tablename] = Number(rows[0].n);
    }
    const migrations = tables[MIGRATIONS_TABLE] !== undefined
      ? (
          await client.query<{ migration_name: string }>(
            `select migration_name from ${MIGRATIONS_TABLE} where finished_at is not null and rolled_back_at is null order by migration_name`,
          )
        ).rows.map((r) => r.migration_name)
      : [];

    const pgDump =
      options.pgDump === false
        ? undefined
        : options.pgDump
          ? { binary: options.pgDump, ...(toolMajor(options.pgDump) ?? { major: 0, version: "?" }) }
          : findPgTools("pg_dump").find((tool) => tool.major >= serverMajor);

    const database: Manifest["database"] = {
      source: options.source ?? "DATABASE_URL",
      serverVersion,
      dump: pgDump ? "pg_dump-custom" : "copy",
      tables,
      migrations,
      files: [],
    };
    if (pgDump) {
      if (pgDump.major < serverMajor) throw new Error(`${pgDump.binary} (${pgDump.version}) cannot dump PostgreSQL ${serverVersion}.`);
      const { rows } = await client.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
      const target = libpqTarget(options.databaseUrl);
      log(`dumping the database with ${pgDump.binary} ${pgDump.version} (custom format)`);
      await run(
        pgDump.binary,
        ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${rows[0].snapshot}`, `--file=${path.join(staging, "database.dump")}`, `--dbname=${target.url}`],
        target.env,
      );
      database.pgDumpVersion = pgDump.version;
      database.files.push(await describeFile(staging, "database.dump"));
    } else {
      log(`no pg_dump for PostgreSQL ${serverMajor} installed: copying each table in one snapshot`);
      fs.mkdirSync(path.join(staging, "database"));
      database.columns = {};
      for (const table of Object.keys(tables)) {
        const { rows } = await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns
            where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
            order by ordinal_position`,
          [table],
        );
        const columns = rows.map((r) => r.column_name);
        database.columns[table] = columns;
        const relative = path.join("database", `${table}.copy`);
        await pipeline(
          client.query(copyTo(`copy ${quote(table)} (${columns.map(quote).join(", ")}) to stdout`)),
          fs.createWriteStream(path.join(staging, relative)),
        );
        database.files.push(await describeFile(staging, relative));
      }
    }
    await client.query("commit");

    let storage: Manifest["storage"];
    if (options.storage.driver === "local") {
      const files: ManifestFile[] = [];
      const source = path.resolve(options.storage.dir);
      for (const relative of listFiles(source)) {
        const target = path.join(staging, "uploads", relative);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(source, relative), target);
        files.push({ ...(await describeFile(path.join(staging, "uploads"), relative)) });
      }
      storage = { driver: "local", files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
      log(`copied ${files.length} uploaded file(s), ${(storage.bytes / 1024 / 1024).toFixed(1)} MB`);
    } else {
      storage = {
        driver: "s3",
        bucket: options.storage.bucket,
        privateBucket: options.storage.privateBucket ?? null,
        endpoint: options.storage.endpoint ?? null,
        note: "Files stay in the bucket(s); keep bucket versioning on (docs/deployment.md, Backups).",
      };
      log(`storage is S3 (${options.storage.bucket}): recorded, not copied`);
    }

    const manifest: Manifest = { format: "art-shop-backup", version: 1, createdAt: now.toISOString(), database, storage };
    fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const members = ["manifest.json", ...(fs.existsSync(path.join(staging, "database.dump")) ? ["database.dump"] : ["database"])];
    if (fs.existsSync(path.join(staging, "uploads"))) members.push("uploads");
    const partial = `${archive}.partial`;
    // Made 0600 before tar writes into it (tar keeps an existing file's mode), and again after.
    fs.closeSync(fs.openSync(partial, "wx", 0o600));
    fs.chmodSync(partial, 0o600);
    tar(["-cf", partial, "-C", staging, ...members]);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, archive);

    const removed: string[] = [];
    if (options.keep !== undefined) {
      const all = listArchives(options.outDir);
      for (const old of all.slice(0, Math.max(0, all.length - options.keep))) {
        fs.rmSync(old, { force: true });
        removed.push(old);
      }
    }
    return { archive, manifest, removed };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export interface RestoreOptions {
  archive: string;
  databaseUrl: string;
  /** Folder of the local storage driver to restore the uploads into (ignored for S3 archives). */
  storageDir?: string;
  /** Restore over a database with rows / a storage folder with files (they are replaced). */
  force?: boolean;
  pgRestore?: string;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  tables: Record<string, number>;
  files: number;
}

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefused";
  }
}

/** Tables of the public schema that hold rows (the migrations' bookkeeping aside). */
/**
 * Tables whose rows the migrations themselves add (the starting price lists): a database fresh
 * from the migrations is still empty for a restore, and the archive's rows replace them.
 */
export const MIGRATION_SEEDED_TABLES = ["print_sizes", "frame_options"] as const;

export async function tablesWithRows(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by tablename");
    const full: string[] = [];
    for (const { tablename } of rows) {
      if (tablename === MIGRATIONS_TABLE || (MIGRATION_SEEDED_TABLES as readonly string[]).includes(tablename)) continue;
      const { rowCount } = await client.query(`select 1 from ${quote(tablename)} limit 1`);
      if (rowCount) full.push(tablename);
    }
    return full;
  } finally {
    await client.end();
  }
}

function safeRelative(relative: string): boolean {
  return relative.length > 0 && !path.isAbsolute(relative) && !relative.split("/").some((part) => part === ".." || part === "");
}

async function verifyFiles(root: string, files: ManifestFile[], what: string): Promise<void> {
  for (const file of files) {
    if (!safeRelative(file.path)) throw new Error(`The archive names an unsafe path: ${file.path}`);
    const full = path.join(root, file.path);
    if (!fs.existsSync(full)) throw new Error(`The archive lacks ${what} ${file.path}.`);
    const actual = await sha256File(full);
    if (actual !== file.sha256 || fs.statSync(full).size !== file.bytes) {
      throw new Error(`${what} ${file.path} does not match its checksum in the manifest: the archive is damaged.`);
    }
  }
}

/** Loads an archive into an empty database and storage folder; see the file's comment. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  if (!fs.existsSync(options.archive)) throw new Error(`No archive at ${options.archive}.`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-restore-"));
  try {
    tar(["-xf", options.archive, "-C", work, "--no-same-owner"]);
    const manifest = JSON.parse(fs.readFileSync(path.join(work, "manifest.json"), "utf8")) as Manifest;
    if (manifest.format !== "art-shop-backup" || manifest.version !== 1) throw new Error("Not an archive of `npm run backup` (no manifest).");

    // Everything is checked before anything is changed.
    await verifyFiles(work, manifest.database.files, "database file");
    if (manifest.storage.driver === "local") await verifyFiles(path.join(work, "uploads"), manifest.storage.files, "uploaded file");
    log(`checksums verified: ${manifest.database.files.length} database file(s), ${manifest.storage.driver === "local" ? manifest.storage.files.length : 0} uploaded file(s)`);

    const known = new Set((await readMigrations()).map((m) => m.name));
    const unknown = manifest.database.migrations.filter((name) => !known.has(name));
    if (unknown.length) {
      throw new RestoreRefused(`The archive was made by a newer release (migrations ${unknown.join(", ")}): restore it with that release.`);
    }

    const full = await tablesWithRows(options.databaseUrl);
    const storageDir = options.storageDir ? path.resolve(options.storageDir) : undefined;
    const existingFiles = storageDir && manifest.storage.driver === "local" ? listFiles(storageDir) : [];
    if (!options.force && (full.length > 0 || existingFiles.length > 0)) {
      const what = [
        full.length ? `the database has rows (${full.slice(0, 5).join(", ")}${full.length > 5 ? ", ..." : ""})` : "",
        existingFiles.length ? `${storageDir} holds ${existingFiles.length} file(s)` : "",
      ].filter(Boolean);
      throw new RestoreRefused(`Refusing to restore: ${what.join(" and ")}. Restore into an empty database and folder, or add --force to replace them.`);
    }
    if (manifest.storage.driver === "local" && !storageDir) throw new Error("The archive holds uploaded files: name the storage folder to restore them into.");

    // An empty (or, with force, replaced) schema: the archive brings its own tables.
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      await client.query("drop schema if exists public cascade");
      await client.query("create schema public");
    } finally {
      await client.end();
    }

    if (manifest.database.dump === "pg_dump-custom") {
      const tools = findPgTools("pg_restore");
      const tool = options.pgRestore ? { binary: options.pgRestore } : tools[0];
      if (!tool) throw new Error("pg_restore is needed for this archive (apt-get install postgresql-client).");
      const target = libpqTarget(options.databaseUrl);
      log(`loading database.dump with ${tool.binary}`);
      await run(
        tool.binary,
        ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${target.url}`, path.join(work, "database.dump")],
        target.env,
      );
    } else {
      await loadCopyDump(options.databaseUrl, work, manifest, log);
    }

    // Counts as in the manifest.
    const restored: Record<string, number> = {};
    const check = new pg.Client({ connectionString: options.databaseUrl });
    await check.connect();
    try {
      for (const table of Object.keys(manifest.database.tables)) {
        const { rows } = await check.query<{ n: string }>(`select count(*)::bigint as n from ${quote(table)}`);
        restored[table] = Number(rows[0].n);
      }
    } finally {
      await check.end();
    }
    const wrong = Object.entries(manifest.database.tables).filter(([table, count]) => table !== MIGRATIONS_TABLE && restored[table] !== count);
    if (wrong.length) throw new Error(`Row counts differ after the restore: ${wrong.map(([t, n]) => `${t} ${restored[t]} (archive ${n})`).join(", ")}.`);

    let files = 0;
    if (manifest.storage.driver === "local" && storageDir) {
      if (existingFiles.length) {
        const aside = `${storageDir}.before-restore-${stampOf(new Date())}`;
        fs.renameSync(storageDir, aside);
        log(`the files that were in ${storageDir} are now in ${aside}`);
      }
      fs.mkdirSync(storageDir, { recursive: true });
      for (const file of manifest.storage.files) {
        const target = path.join(storageDir, file.path);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(work, "uploads", file.path), target);
      }
      await verifyFiles(storageDir, manifest.storage.files, "restored file");
      files = manifest.storage.files.length;
    } else if (manifest.storage.driver === "s3") {
      log(`files were in S3 bucket ${manifest.storage.bucket}${manifest.storage.privateBucket ? ` and ${manifest.storage.privateBucket}` : ""}: not part of the archive`);
    }
    return { manifest, tables: restored, files };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function loadCopyDump(databaseUrl: string, work: string, manifest: Manifest, log: (line: string) => void): Promise<void> {
  // The archive's own migrations first (the tables as they were), then its rows.
  await applyMigrations(databaseUrl, { log });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    // Foreign keys are checked at commit, not row by row (tables load in any order).
    const { rows: constraints } = await client.query<{ table: string; name: string }>(
      `select conrelid::regclass::text as table, conname as name from pg_constraint
        where contype = 'f' and connamespace = 'public'::regnamespace and not condeferrable`,
    );
    for (const c of constraints) await client.query(`alter table ${c.table} alter constraint ${quote(c.name)} deferrable initially deferred`);
    await client.query("set constraints all deferred");
    // Rows the migrations added (the starting price lists) make way for the archive's.
    const loaded = Object.keys(manifest.database.columns ?? {}).filter((t) => t !== MIGRATIONS_TABLE);
    if (loaded.length) await client.query(`truncate ${loaded.map(quote).join(", ")}`);
    for (const [table, columns] of Object.entries(manifest.database.columns ?? {})) {
      if (table === MIGRATIONS_TABLE) continue;
      await pipeline(
        fs.createReadStream(path.join(work, "database", `${table}.copy`)),
        client.query(copyFrom(`copy ${quote(table)} (${columns.map(quote).join(", ")}) from stdin`)),
      );
    }
    await client.query("set constraints all immediate");
    for (const c of constraints) await client.query(`alter table ${c.table} alter constraint ${quote(c.name)} not deferrable`);
    // Sequences continue after the restored rows.
    const { rows: sequences } = await client.query<{ table: string; column: string; sequence: string }>(
      `select c.table_name as table, c.column_name as column, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) as sequence
         from information_schema.columns c
        where c.table_schema = 'public' and pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) is not null`,
    );
    for (const s of sequences) {
      await client.query(
        `select setval($1, coalesce((select max(${quote(s.column)}) from ${quote(s.table)}), 0) + 1, false)`,
        [s.sequence],
      );
    }
    await client.query("commit");
    log(`loaded ${Object.keys(manifest.database.columns ?? {}).length} table(s)`);
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
