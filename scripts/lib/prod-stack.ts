/**
 * The shop as production runs it, for benchmarks and drills: an existing production build
 * (`.next/BUILD_ID`; `buildProduction()`, also exported as `build()`, runs `npm run build`) served by N instances of
 * scripts/next-server.ts on one embedded PostgreSQL, with local storage in a temporary folder.
 *
 *   const stack = await startStack({ instances: 2, seed: "demo" });
 *   stack.instances[0].url            // http://localhost:3215
 *   await stack.instances[1].kill("SIGKILL"); await stack.instances[1].start();
 *   await stack.postgres.stop(); await stack.postgres.start();   // same data, same port
 *   const cookie = await signInAdmin(stack.instances[0].url, stack.admin);
 *   stack.peakRssBytes()              // highest sampled RSS of all servers together
 *   await stack.stop();               // also done on SIGINT / SIGTERM
 *
 * Options
 * - instances (default 1) and ports (default: free ports from 3215 on, one per instance);
 * - seed: 'demo' (prisma/seed: demo artworks with images, services, settings, an administrator),
 *   'large' (demo, then scripts/seed-large.ts's bulk rows; counts in `largeCounts`) or 'none'
 *   (migrations only; `admin` is then empty); `images: false` skips drawing the demo images
 *   (seconds saved where no page needs them);
 * - env: extra variables for every server (e.g. RESEND_API_KEY and RESEND_BASE_URL, EMAIL_WORKER);
 * - log: where progress lines go (default: stderr with a "[stack]" prefix).
 *
 * Every server gets NODE_ENV=production, its own SITE_URL, one AUTH_SECRET shared by all (a
 * session made on one instance is valid on the others), AUTH_TRUST_HOST and TRUSTED_PROXY=1 (a
 * client may name its address in X-Forwarded-For, as one proxy in front would: load generators
 * give each simulated visitor its own). RESEND_API_KEY is unset unless given in `env`: emails then
 * stay in the outbox as delivered_locally. Each server's output goes to `<logDir or workDir>/<port>.log`.
 *
 * With `systemdUnit`, each server is started as deploy/systemd/art-shop@.service starts it
 * (scripts/lib/systemd-unit.ts): the unit's ExecStartPre and ExecStart with the port as instance
 * (listening on 127.0.0.1), its Environment= values, and one settings file of the shape of
 * /etc/art-shop/env shared by all servers (`<workDir>/env`: one SITE_URL, `systemdUnit.siteUrl`,
 * e.g. nginx's address; one NEXT_SERVER_ACTIONS_ENCRYPTION_KEY; `env` added to it); nothing else
 * of the caller's environment.
 *
 * The calling process gets DATABASE_URL, STORAGE_DRIVER and STORAGE_LOCAL_DIR of the stack in
 * its own process.env (the seed runs in it), so it can use lib/db afterwards.
 */
import { shopServerArgs } from "./shop-server";
import { runPreStep, shopUnitProcesses, spawnLogged, writeSettingsFile, type UnitProcess } from "./systemd-unit";
import { spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "@/lib/db/migrations";
import { ensureDatabase, freePort, isPortFree, startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded-postgres";

export type StackSeed = "demo" | "large" | "none";

export interface StackOptions {
  instances?: number;
  ports?: number[];
  seed?: StackSeed;
  /** Bulk counts for seed 'large' (defaults: scripts/seed-large.ts's 10,000 / 200 / 50,000 / 20,000). */
  largeCounts?: Partial<{ artworks: number; services: number; orders: number; inquiries: number }>;
  /** Draw the demo artworks' images (default true; 'large' always does: its rows reuse them). */
  images?: boolean;
  env?: Record<string, string>;
  /** Where each server's output goes as <port>.log (default: the temporary folder, removed on stop). */
  logDir?: string;
  log?: (line: string) => void;
  /** How long one server may take to answer /api/health (default 120 s). */
  startTimeoutMs?: number;
  /** Start the servers as the systemd unit does (see the file's comment). */
  systemdUnit?: { siteUrl?: string };
}

export interface StackInstance {
  url: string;
  port: number;
  /** PID of the running server (0 while stopped). */
  readonly pid: number;
  readonly running: boolean;
  /** Ends the server (default SIGTERM) and waits for its exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and waits for /api/health. */
  start(): Promise<void>;
  /** Highest sampled RSS of this server's process tree, bytes. */
  peakRssBytes(): number;
  logFile: string;
}

export interface Stack {
  databaseUrl: string;
  workDir: string;
  instances: StackInstance[];
  postgres: { port: number; stop(): Promise<void>; start(): Promise<void>; readonly running: boolean };
  /** The seeded administrator (empty strings with seed 'none'). */
  admin: { email: string; password: string };
  /** Highest sampled RSS of all server process trees together, bytes (sampled every 200 ms). */
  peakRssBytes(): number;
  /** Forgets the peaks so far (to measure one phase). */
  resetPeakRss(): void;
  stop(): Promise<void>;
}

const ROOT = process.cwd();
const DEFAULT_FIRST_PORT = 3215;
const SAMPLE_EVERY_MS = 200;
const PAGE_SIZE = 4096;

/** Runs `next build` (after prisma generate) in the project folder; throws when it fails. */
export function buildProduction(log: (line: string) => void = defaultLog): void {
  log("building: npm run build");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`The production build failed (exit ${result.status}).`);
}

export { buildProduction as build };

/** True when a production build is there to start. */
export function hasProductionBuild(): boolean {
  return fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"));
}

function defaultLog(line: string): void {
  process.stderr.write(`[stack] ${line}\n`);
}

/** Children of a process (every thread's), from /proc. */
function childPids(pid: number): number[] {
  const found: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    try {
      for (const child of fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/)) {
        if (child) found.push(Number(child));
      }
    } catch {
      /* the thread ended meanwhile */
    }
  }
  return found;
}

/** Resident memory of a process and all its descendants, bytes (0 when it is gone). */
export function processTreeRssBytes(pid: number): number {
  let total = 0;
  const seen = new Set<number>();
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    try {
      const resident = Number(fs.readFileSync(`/proc/${current}/statm`, "utf8").split(" ")[1]);
      if (Number.isFinite(resident)) total += resident * PAGE_SIZE;
    } catch {
      continue;
    }
    queue.push(...childPids(current));
  }
  return total;
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS_PER_S = 100;

/**
 * CPU time (user + system, ms) used so far by a process and its descendants, from /proc (those
 * that ended are counted in the parent that waited for them, as PostgreSQL's backends are);
 * with `match`, only the processes whose name (/proc/<pid>/comm) it accepts are counted (the
 * tree is still walked through the others). 0 when the process is gone.
 */
export function processTreeCpuMs(pid: number, match?: (name: string) => boolean): number {
  let ticks = 0;
  const seen = new Set<number>();
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    try {
      const stat = fs.readFileSync(`/proc/${current}/stat`, "utf8");
      // The name is in parentheses and may hold spaces: the fields after it are split by spaces.
      const close = stat.lastIndexOf(")");
      const name = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      // utime, stime, cutime and cstime (children waited for) are the 14th to 17th fields of the
      // line, the 12th to 15th after the name.
      if (!match || match(name)) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      continue;
    }
    queue.push(...childPids(current));
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}

/**
 * The PostgreSQL server listening on a port (its postmaster, started by pg_ctl with `-p <port>`:
 * not a child of this process), found in /proc; undefined when there is none.
 */
export function postgresPidOnPort(port: number): number | undefined {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (!path.basename(args[0] ?? "").startsWith("postgres")) continue;
      const i = args.indexOf("-p");
      if (i >= 0 && args[i + 1] === String(port)) return Number(entry);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return undefined;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, logFile: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server for ${url} stopped while starting (exit ${child.exitCode ?? child.signalCode}).\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer /api/health within ${timeoutMs / 1000} s.\n${tail(logFile)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function tail(file: string, lines = 20): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

function readAdminCredentials(file: string): { email: string; password: string } {
  const text = fs.readFileSync(file, "utf8");
  const email = /^email=(.+)$/m.exec(text)?.[1]?.trim() ?? "";
  const password = /^password=(.+)$/m.exec(text)?.[1]?.trim() ?? "";
  return { email, password };
}

async function seedDatabase(options: StackOptions, url: string, work: string): Promise<{ email: string; password: string }> {
  const seedKind = options.seed ?? "demo";
  if (seedKind === "none") return { email: "", password: "" };
  const { db } = await import("@/lib/db");
  const { storage } = await import("@/lib/storage");
  const { seed } = await import("../../prisma/seed");
  const credentialsFile = path.join(work, "admin.txt");
  await seed({
    db,
    storage: storage(),
    adminEmail: "admin@stack.test",
    adminCredentialsFile: credentialsFile,
    images: seedKind === "large" || options.images !== false,
  });
  if (seedKind === "large") {
    const { seedLarge } = await import("../seed-large");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await seedLarge(client, { artworks: 10_000, services: 200, orders: 50_000, inquiries: 20_000, ...options.largeCounts });
    } finally {
      await client.end();
    }
  }
  return readAdminCredentials(credentialsFile);
}

/** Starts PostgreSQL, migrates, seeds and starts the servers; see the file's comment. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? defaultLog;
  if (!hasProductionBuild()) throw new Error("No production build (.next/BUILD_ID): run `npm run build` first, or call buildProduction().");
  const count = options.ports?.length ?? options.instances ?? 1;
  const ports: number[] = [];
  if (options.ports) {
    for (const port of options.ports) {
      if (!(await isPortFree(port))) throw new Error(`Port ${port} is taken.`);
      ports.push(port);
    }
  } else {
    let next = DEFAULT_FIRST_PORT;
    for (let i = 0; i < count; i++) {
      const port = await freePort(next);
      ports.push(port);
      next = port + 1;
    }
  }

  // Under the system temp folder, which the postgres user can traverse.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-stack-"));
  fs.chmodSync(work, 0o755);
  const pgDir = path.join(work, "db");
  const secret = crypto.randomBytes(32).toString("base64url");

  let pgServer: EmbeddedPostgres | undefined;
  const servers: ManagedServer[] = [];
  let sampler: NodeJS.Timeout | undefined;
  let peakTotal = 0;
  let stopping: Promise<void> | undefined;

  const stopAll = (): Promise<void> =>
    (stopping ??= (async () => {
      if (sampler) clearInterval(sampler);
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      process.off("exit", onExit);
      await Promise.all(servers.map((s) => s.kill("SIGTERM").catch(() => undefined)));
      try {
        const { db } = await import("@/lib/db");
        await db.$disconnect();
      } catch {
        /* never connected */
      }
      await pgServer?.stop().catch(() => undefined);
      fs.rmSync(work, { recursive: true, force: true });
    })());

  // Ctrl-C or a kill of the caller: everything stops by PID, then the caller exits.
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the servers and PostgreSQL`);
    void stopAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  // The caller exits without stop(): end what is left at once (no waiting possible here).
  const onExit = () => {
    for (const s of servers) if (s.pid) try { process.kill(s.pid, "SIGKILL"); } catch { /* gone */ }
    const pidFile = path.join(pgDir, "cluster", "postmaster.pid");
    try {
      const postmaster = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
      if (postmaster > 0) process.kill(postmaster, "SIGQUIT");
    } catch {
      /* not running */
    }
    fs.rmSync(work, { recursive: true, force: true });
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  process.on("exit", onExit);

  try {
    const pgPort = await freePort(56500 + Math.floor(Math.random() * 400));
    pgServer = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort, log });
    await ensureDatabase(pgServer.adminUrl, "art_shop");
    const databaseUrl = pgServer.urlFor("art_shop");
    await applyMigrations(databaseUrl);

    process.env.DATABASE_URL = databaseUrl;
    process.env.STORAGE_DRIVER = "local";
    process.env.STORAGE_LOCAL_DIR = path.join(work, "uploads");
    const t = Date.now();
    const admin = await seedDatabase(options, databaseUrl, work);
    if ((options.seed ?? "demo") !== "none") log(`seeded '${options.seed ?? "demo"}' in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const logDir = options.logDir ?? work;
    fs.mkdirSync(logDir, { recursive: true });
    const baseEnv: NodeJS.ProcessEnv = { ...process.env };
    delete baseEnv.RESEND_API_KEY;
    delete baseEnv.RESEND_BASE_URL;
    delete baseEnv.NODE_OPTIONS;
    const settingsFile = path.join(work, "env");
    if (options.systemdUnit) {
      writeSettingsFile(settingsFile, {
        DATABASE_URL: databaseUrl,
        SITE_URL: options.systemdUnit.siteUrl ?? `http://localhost:${ports[0]}`,
        AUTH_SECRET: secret,
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
        TRUSTED_PROXY: "1",
        REDIS_URL: "",
        STORAGE_DRIVER: "local",
        STORAGE_LOCAL_DIR: path.join(work, "uploads"),
        RESEND_API_KEY: "",
        EMAIL_FROM: "Studio <orders@stack.test>",
        SEED_DEMO: "false",
        ...options.env,
      });
    }
    for (const port of ports) {
      const url = `http://localhost:${port}`;
      const launch = options.systemdUnit
        ? shopUnitProcesses({ port, settingsFile, root: ROOT })
        : {
            pre: [],
            // The server itself, not npx or npm: its PID is the one to stop.
            start: {
              command: process.execPath,
              args: shopServerArgs(ROOT, "start", port, "localhost"),
              cwd: ROOT,
              env: {
                ...(baseEnv as Record<string, string>),
                NODE_ENV: "production",
                DATABASE_URL: databaseUrl,
                STORAGE_DRIVER: "local",
                STORAGE_LOCAL_DIR: path.join(work, "uploads"),
                SITE_URL: url,
                AUTH_SECRET: secret,
                AUTH_TRUST_HOST: "true",
                TRUSTED_PROXY: "1",
                ...options.env,
              },
            },
          };
      servers.push(new ManagedServer(port, path.join(logDir, `${port}.log`), options.startTimeoutMs ?? 120_000, launch));
    }
    const started = Date.now();
    await Promise.all(servers.map((s) => s.start()));
    log(`${servers.length} server(s) ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${servers.map((s) => s.url).join(", ")}`);

    sampler = setInterval(() => {
      let total = 0;
      for (const s of servers) total += s.sample();
      peakTotal = Math.max(peakTotal, total);
    }, SAMPLE_EVERY_MS);
    sampler.unref();

    let pgRunning = true;
    const stack: Stack = {
      databaseUrl,
      workDir: work,
      instances: servers,
      postgres: {
        port: pgServer.port,
        get running() {
          return pgRunning;
        },
        async stop() {
          await pgServer!.stop();
          pgRunning = false;
        },
        async start() {
          // Same folder, same credentials, same port (recorded in the folder).
          pgServer = await startEmbeddedPostgres({ dataDir: pgDir, port: pgServer!.port, log });
          if (pgServer.port !== pgPort) throw new Error(`PostgreSQL came back on port ${pgServer.port}, not ${pgPort}.`);
          pgRunning = true;
        },
      },
      admin,
      peakRssBytes: () => peakTotal,
      resetPeakRss() {
        peakTotal = 0;
        for (const s of servers) s.peak = 0;
      },
      stop: stopAll,
    };
    return stack;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

class ManagedServer implements StackInstance {
  readonly url: string;
  private child: ChildProcess | undefined;
  peak = 0;

  constructor(
    readonly port: number,
    readonly logFile: string,
    private readonly timeoutMs: number,
    /** Commands run to their end first (the unit's ExecStartPre), then the server. */
    private readonly launch: { pre: UnitProcess[]; start: UnitProcess },
  ) {
    this.url = `http://localhost:${port}`;
  }

  get pid(): number {
    return this.running ? (this.child?.pid ?? 0) : 0;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  sample(): number {
    if (!this.running) return 0;
    const rss = processTreeRssBytes(this.pid);
    this.peak = Math.max(this.peak, rss);
    return rss;
  }

  peakRssBytes(): number {
    return this.peak;
  }

  async start(): Promise<void> {
    if (this.running) return;
    for (const step of this.launch.pre) await runPreStep(step, this.logFile);
    const child = spawnLogged(this.launch.start, this.logFile);
    this.child = child;
    await waitForHealth(this.url, child, this.timeoutMs, this.logFile);
  }

  async kill(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/**
 * Signs an administrator in over plain HTTP, the way the browser's form does through Auth.js:
 * the CSRF token (and its cookie) from /api/auth/csrf, then the credentials callback. Returns
 * the Cookie header value that carries the session (send it as `Cookie:`).
 */
export async function signInAdmin(baseUrl: string, credentials: { email: string; password: string }, clientAddress?: string): Promise<string> {
  const forwarded: Record<string, string> = clientAddress ? { "X-Forwarded-For": clientAddress } : {};
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`, { headers: forwarded });
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  keep(csrfResponse);
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookieHeader(), Origin: baseUrl, ...forwarded },
    body: new URLSearchParams({ email: credentials.email, password: credentials.password, csrfToken, callbackUrl: `${baseUrl}/admin` }),
  });
  await response.arrayBuffer();
  keep(response);
  const session = [...jar.keys()].find((name) => name.endsWith("authjs.session-token"));
  if (!session || !jar.get(session)) {
    throw new Error(`Sign-in as ${credentials.email} failed (HTTP ${response.status}, to ${response.headers.get("location") ?? "nowhere"}).`);
  }
  return `${session}=${jar.get(session)}`;
}
