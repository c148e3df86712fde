/**
 * The shop's web instance started the way deploy/systemd/art-shop@.service starts it, for the
 * browser test through nginx (tests/e2e/nginx.spec.ts) and `bench:http --through-nginx`. The unit
 * file is read as it is, as systemd would read it: its ExecStartPre and ExecStart lines with `%i`
 * replaced by the port, its Environment= values, and a settings file of the same shape as
 * /etc/art-shop/env (docs/deployment.md, step 5) in place of its EnvironmentFile.
 *
 *   writeSettingsFile(file, { DATABASE_URL, SITE_URL, ... });          // KEY=value lines, 0640
 *   const child = await startShopUnit({ port: 3261, settingsFile: file, logFile });
 *
 * What differs from a server, and only that: the folders (the checkout instead of
 * /srv/art-shop/app, the given file instead of /etc/art-shop/env), the programs (`/usr/bin/node`
 * is the Node.js running the caller, `/usr/bin/npm` the npm on its PATH), PATH and HOME (the
 * caller's), and the user (the caller, not `artshop`); systemd's sandboxing (ProtectSystem=...)
 * is not applied. tests/unit/deploy-units.test.ts checks the command line against the unit file.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const SHOP_UNIT_FILE = path.join(process.cwd(), "deploy", "systemd", "art-shop@.service");

/** The keys of the settings file docs/deployment.md writes to /etc/art-shop/env (step 5). */
export const SETTINGS_KEYS = [
  "DATABASE_URL",
  "SITE_URL",
  "AUTH_SECRET",
  "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY",
  "TRUSTED_PROXY",
  "REDIS_URL",
  "STORAGE_DRIVER",
  "STORAGE_LOCAL_DIR",
  "RESEND_API_KEY",
  "EMAIL_FROM",
  "SEED_DEMO",
] as const;

/** A settings file's values: every key of the documented file (empty means unset), and any others. */
export type DeploymentSettings = Record<(typeof SETTINGS_KEYS)[number], string> & Record<string, string>;

/** What the [Service] section of the unit says, with `%i` replaced by the instance name. */
export interface ShopUnit {
  file: string;
  workingDirectory: string;
  environmentFiles: string[];
  environment: Record<string, string>;
  execStartPre: string[][];
  execStart: string[];
}

/** One process to run, as the caller's spawn() takes it. */
export interface UnitProcess {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/**
 * Splits a unit file's value into words as systemd does for command lines and Environment=:
 * on whitespace, with "double" and 'single' quotes, and backslash escapes. `$` expansion is not
 * supported (the shop's units use none), so a value with `$` is refused rather than misread.
 */
export function splitUnitWords(value: string): string[] {
  if (value.includes("$")) throw new Error(`Unsupported '$' in a unit value: ${value}`);
  const words: string[] = [];
  let current = "";
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === "\\" && i + 1 < value.length && quote !== "'") {
      current += value[++i];
      inWord = true;
    } else if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = "";
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (quote) throw new Error(`Unterminated quote in a unit value: ${value}`);
  if (inWord) words.push(current);
  return words;
}

/** systemd's specifiers used by the shop's units: `%i` (the instance) and `%%`. */
function specifiers(value: string, instance: string): string {
  return value.replace(/%(.?)/g, (specifier, which: string) => {
    if (which === "%") return "%";
    if (which === "i" || which === "I") return instance;
    throw new Error(`Unsupported specifier ${specifier} in the unit file`);
  });
}

/** Reads the web instance's unit for one instance name (the port). */
export function readShopUnit(instance: string | number, file: string = SHOP_UNIT_FILE): ShopUnit {
  const values = new Map<string, string[]>();
  let section = "";
  for (const raw of fs.readFileSync(file, "utf8").split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    if (section !== "Service") continue;
    const at = line.indexOf("=");
    if (at < 0) continue;
    const key = line.slice(0, at).trim();
    values.set(key, [...(values.get(key) ?? []), specifiers(line.slice(at + 1).trim(), String(instance))]);
  }
  const command = (line: string, key: string): string[] => {
    // A leading '-' lets a failing ExecStartPre pass; other prefixes change privileges.
    const words = splitUnitWords(line.replace(/^-/, ""));
    if (words.length === 0 || /^[@:+!]/.test(words[0])) throw new Error(`${file}: unsupported ${key}=${line}`);
    return words;
  };
  const starts = values.get("ExecStart") ?? [];
  if (starts.length !== 1) throw new Error(`${file}: expected one ExecStart line, found ${starts.length}`);
  const environment: Record<string, string> = {};
  for (const line of values.get("Environment") ?? []) {
    for (const assignment of splitUnitWords(line)) {
      const at = assignment.indexOf("=");
      if (at <= 0) throw new Error(`${file}: malformed Environment assignment '${assignment}'`);
      environment[assignment.slice(0, at)] = assignment.slice(at + 1);
    }
  }
  return {
    file,
    workingDirectory: values.get("WorkingDirectory")?.[0] ?? "/",
    environmentFiles: (values.get("EnvironmentFile") ?? []).map((f) => f.replace(/^-/, "")),
    environment,
    execStartPre: (values.get("ExecStartPre") ?? []).map((line) => command(line, "ExecStartPre")),
    execStart: command(starts[0], "ExecStart"),
  };
}

/**
 * Parses an environment file as systemd's EnvironmentFile= does: KEY=VALUE lines, `#` and `;`
 * comments, a value in double quotes (with backslash escapes) or single quotes taken literally,
 * a trailing backslash continuing the line; surrounding whitespace is dropped.
 */
export function parseEnvironmentFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.replace(/\\\n/g, "").split("\n");
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new Error(`Malformed line in an environment file: ${line}`);
    let value = match[2].trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    } else if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) {
      value = value.slice(1, -1);
    }
    values[match[1]] = value;
  }
  return values;
}

/** The settings as a file of the documented shape: one KEY=value a line, quoted where needed. */
export function formatSettingsFile(settings: DeploymentSettings): string {
  const lines = Object.entries(settings).map(([key, value]) => {
    if (/[\n\r]/.test(value)) throw new Error(`${key}: a setting is one line`);
    return /^[\w@%+=:,./-]*$/.test(value) ? `${key}=${value}` : `${key}="${value.replace(/(["\\])/g, "\\$1")}"`;
  });
  return `${lines.join("\n")}\n`;
}

/** Writes the settings file (readable by its owner and group only, as step 5 installs it). */
export function writeSettingsFile(file: string, settings: DeploymentSettings): void {
  fs.writeFileSync(file, formatSettingsFile(settings), { mode: 0o640 });
  fs.chmodSync(file, 0o640);
}

/** A unit's program as found on this machine: its node is the caller's, other programs come from PATH. */
function program(name: string): string {
  return path.basename(name) === "node" ? process.execPath : path.basename(name);
}

/**
 * The processes the unit runs for one instance: the ExecStartPre commands, then ExecStart, each
 * with the environment systemd gives it (Environment=, then the settings file, which overrides
 * it), in the checkout instead of WorkingDirectory.
 */
export function shopUnitProcesses(options: { port: number; settingsFile: string; root?: string; unit?: ShopUnit }): {
  pre: UnitProcess[];
  start: UnitProcess;
} {
  const unit = options.unit ?? readShopUnit(options.port);
  if (unit.environmentFiles.length !== 1) throw new Error(`${unit.file}: expected one EnvironmentFile line`);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: process.env.HOME ?? "/",
    LANG: "C.UTF-8",
    ...unit.environment,
    ...parseEnvironmentFile(fs.readFileSync(options.settingsFile, "utf8")),
  };
  const cwd = options.root ?? process.cwd();
  const as = ([command, ...args]: string[]): UnitProcess => ({ command: program(command), args, cwd, env });
  return { pre: unit.execStartPre.map(as), start: as(unit.execStart) };
}

function tail(file: string | undefined, lines = 30): string {
  if (!file) return "";
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** Starts one of the unit's processes with its output appended to `logFile` (or dropped). */
export function spawnLogged(proc: UnitProcess, logFile: string | undefined): ChildProcess {
  const out = logFile ? fs.openSync(logFile, "a") : "ignore";
  const child = spawn(proc.command, proc.args, { cwd: proc.cwd, env: proc.env as NodeJS.ProcessEnv, stdio: ["ignore", out, out] });
  if (typeof out === "number") fs.closeSync(out);
  return child;
}

/** Runs one ExecStartPre command to its end; throws with the log's tail when it fails. */
export async function runPreStep(step: UnitProcess, logFile: string | undefined): Promise<void> {
  const child = spawnLogged(step, logFile);
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.once("exit", (c, s) => resolve([c, s])));
  if (code !== 0) throw new Error(`ExecStartPre ${[step.command, ...step.args].join(" ")} failed (${code ?? signal}).\n${tail(logFile)}`);
}

/**
 * Runs the unit's ExecStartPre commands (pending migrations), then starts ExecStart and waits
 * until /api/health answers on 127.0.0.1 (the unit's LISTEN_HOST). Output goes to `logFile`.
 * The returned process is the server itself: stop it by its PID.
 */
export async function startShopUnit(options: {
  port: number;
  settingsFile: string;
  root?: string;
  logFile?: string;
  timeoutMs?: number;
}): Promise<ChildProcess> {
  const { pre, start } = shopUnitProcesses(options);
  for (const step of pre) await runPreStep(step, options.logFile);
  const child = spawnLogged(start, options.logFile);
  try {
    await waitForHealth(child, options.port, options.timeoutMs ?? 120_000, options.logFile);
    return child;
  } catch (error) {
    // Never left running when the caller cannot know its PID.
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    throw error;
  }
}

async function waitForHealth(child: ChildProcess, port: number, timeoutMs: number, logFile: string | undefined): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The instance on ${port} stopped while starting (${child.exitCode ?? child.signalCode}).\n${tail(logFile)}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.ok;
      })
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`The instance on ${port} did not answer /api/health in time.\n${tail(logFile)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
