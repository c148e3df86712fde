/**
 * `npm run dev` / `npm start`: validates the environment, provides a database (an embedded
 * PostgreSQL when DATABASE_URL is unset), applies migrations, seeds demo content on first run,
 * then runs Next.js. Ctrl-C / SIGTERM stop Next and the embedded database cleanly.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { parseEnv, EnvError } from "@/lib/env";
import type { EmbeddedPostgres } from "./lib/embedded-postgres";
import { loadEnvFiles, localDatabase, runStateFile, type LocalDatabase } from "./lib/local-database";
import { shopServerArgs } from "./lib/shop-server";

const mode = process.argv[2] === "start" ? "start" : "dev";
const root = process.cwd();
const say = (line: string) => console.log(`  ${line}`);


/** A persistent local secret for sessions when AUTH_SECRET is not configured. */
function localAuthSecret(): string {
  const file = path.join(root, ".local", "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* create below */
  }
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const stateFile = runStateFile(root);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Is `pid` a process of this project started by this runner (and not a reused PID)? */
function isOurs(pid: number, marker: string): boolean {
  try {
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
    const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
    return cwd === root && cmd.includes(marker);
  } catch {
    return false;
  }
}

/**
 * A runner or Next server left behind by an earlier run that was killed (SIGKILL) would hold
 * the port: stop it by the PID we recorded, after checking it is still that process.
 */
async function stopLeftovers() {
  let state: { runner?: number; next?: number } = {};
  try {
    state = JSON.parse(fs.readFileSync(stateFile, "utf8"));
  } catch {
    return;
  }
  for (const [pid, marker] of [
    [state.runner, "scripts/run.ts"],
    [state.next, "next"],
  ] as const) {
    if (!pid || pid === process.pid || !isAlive(pid) || !isOurs(pid, marker)) continue;
    say(`Stopping a server left running by an earlier run (pid ${pid})...`);
    process.kill(pid, "SIGTERM");
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, "SIGKILL");
  }
}

/** The processes that started us, up to the nearest npm: when one of them dies, we stop too. */
function launchers(): number[] {
  const chain: number[] = [];
  let pid = process.ppid;
  for (let depth = 0; depth < 4 && pid > 1; depth++) {
    chain.push(pid);
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      break;
    }
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("npm")) break;
    } catch {
      break;
    }
    pid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  }
  return chain;
}

async function main() {
  loadEnvFiles(root);
  await stopLeftovers();
  (process.env as Record<string, string | undefined>).NODE_ENV ??= mode === "dev" ? "development" : "production";
  let config;
  try {
    config = parseEnv(process.env);
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // Assigned once the database and Next are started; read by shutdown(), which may run before.
  const proc: { next?: ChildProcess; embedded?: EmbeddedPostgres } = {};
  let stopping = false;

  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const next = proc.next;
    if (next && next.exitCode === null) {
      next.kill("SIGTERM");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          next.kill("SIGKILL");
          resolve();
        }, 10_000);
        next.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    fs.rmSync(stateFile, { force: true });
    if (proc.embedded) {
      await proc.embedded.stop().catch((e) => console.error("Could not stop the embedded database:", e));
      say("Embedded PostgreSQL stopped.");
    }
    process.exit(code);
  };
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  const parents = launchers();
  setInterval(() => {
    if (parents.some((pid) => !isAlive(pid))) void shutdown(0);
  }, 1000).unref();

  if (mode === "start" && !fs.existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.error("No production build found. Run `npm run build` first.");
    process.exit(1);
  }

  let database: LocalDatabase;
  try {
    database = await localDatabase({ root, log: say, migrateExternal: true });
  } catch (err) {
    console.error(`Could not prepare the database: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  proc.embedded = database.embedded;
  if (database.applied.length) say(`Applied ${database.applied.length} migration(s): ${database.applied.join(", ")}`);

  if (!process.env.AUTH_SECRET) process.env.AUTH_SECRET = localAuthSecret();
  process.env.AUTH_TRUST_HOST ??= "true";

  // Demo content on first run (an empty database without settings).
  const { db, allowSetupWrites } = await import("@/lib/db");
  // This runner sets the database up; the site itself is read-only in demo mode.
  allowSetupWrites();
  {
    const { seedOnFirstRun } = await import("../prisma/seed");
    const { storage } = await import("@/lib/storage");
    const seeded = await seedOnFirstRun({
      db,
      storage: storage(),
      seedDemo: process.env.SEED_DEMO !== "false",
      log: say,
      adminCredentialsFile: path.join(root, ".local", "admin-credentials.txt"),
    });
    if (seeded) say("First run: demo content added (SEED_DEMO=false leaves a new database empty).");
  }
  if (config.DEMO_MODE) {
    const { ensureDemoAccount } = await import("@/lib/demo-account");
    await ensureDemoAccount(db, { email: config.DEMO_ADMIN_EMAIL, password: config.DEMO_ADMIN_PASSWORD });
    say(`Demo mode: read-only; demo sign-in ${config.DEMO_ADMIN_EMAIL} / ${config.DEMO_ADMIN_PASSWORD}`);
  }
  await db.$disconnect();

  const port = String(config.PORT);
  const host = config.LISTEN_HOST;
  const siteUrl = `http://${host}:${port}`;
  console.log("");
  say(`Database: ${database.description}`);
  say(
    `Uploads:  ${config.STORAGE_DRIVER === "s3" ? `S3 bucket ${config.S3_BUCKET}` : shortPath(path.resolve(root, config.STORAGE_LOCAL_DIR))}`,
  );
  say(`Emails:   ${config.RESEND_API_KEY ? "sent through Resend" : "kept in the local outbox (no RESEND_API_KEY)"}`);
  say(`Starting the site on ${siteUrl}...`);
  console.log("");

  // Next.js behind the shop's own HTTP server (it records the client address; see the script).
  const next = spawn(process.execPath, shopServerArgs(root, mode, port, host), {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: mode === "dev" ? "development" : "production" },
  });
  proc.next = next;
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify({ runner: process.pid, next: next.pid, port: Number(port), mode }));
  next.on("exit", (code) => void shutdown(code ?? 0));

  // The address is announced once the site answers, not when the process starts.
  if (await siteAnswers(probeUrl(host, port), () => next.exitCode !== null || next.signalCode !== null)) {
    console.log("");
    say(`Site:     ${siteUrl}${mode === "dev" ? " (development)" : ""}`);
    const admin = adminCredentialsLine(mode);
    if (admin) say(`Admin:    ${admin}`);
    console.log("");
  }
}

/** A folder inside the project by its relative path, any other by its full path. */
function shortPath(full: string): string {
  const relative = path.relative(root, full);
  return relative && !relative.startsWith("..") ? relative : full;
}

/** Where this machine reaches the server (an unspecified listen address, IPv4 or IPv6, is reached on loopback). */
function probeUrl(host: string, port: string): string {
  const unspecified = net.isIPv4(host) && host.split(".").every((part) => Number(part) === 0);
  const reachable = unspecified ? "127.0.0.1" : host === "::" ? "[::1]" : host.includes(":") ? `[${host}]` : host;
  return `http://${reachable}:${port}/api/health`;
}

/** Waits until the server answers an HTTP request (any status); false when it stopped first. */
async function siteAnswers(url: string, stopped: () => boolean): Promise<boolean> {
  while (!stopped()) {
    try {
      // The first request in development compiles the route: allow it minutes, not seconds.
      const response = await fetch(url, { signal: AbortSignal.timeout(300_000), headers: { "user-agent": "shop-runner" } });
      await response.body?.cancel();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return false;
}

/**
 * The local administrator the demo seed created (.local/admin-credentials.txt). In development
 * the password is shown beside the address; `npm start` only says where it is.
 */
function adminCredentialsLine(mode: "dev" | "start"): string | undefined {
  const file = path.join(root, ".local", "admin-credentials.txt");
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const email = text.match(/^email=(.+)$/m)?.[1]?.trim();
  const password = text.match(/^password=(.+)$/m)?.[1]?.trim();
  if (mode === "dev" && email && password) return `${email} / ${password} (sign in at /admin; saved in .local/admin-credentials.txt)`;
  return `sign-in details in .local/admin-credentials.txt`;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
