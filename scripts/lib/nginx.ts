/**
 * The real nginx (Debian's package) with the shop's reference configuration,
 * deploy/nginx/art-shop.conf, for tests and benchmarks. The file is used as it is; only what
 * differs on a test machine is replaced: the listening port (127.0.0.1 only), the instances'
 * ports, the cache folder and the shop's folder. nginx runs in the foreground with its own
 * prefix in a temporary folder, and is stopped by its PID.
 *
 *   const proxy = await startNginx({ port: 46700, upstreams: [3215, 3216] });
 *   await fetch(`${proxy.url}/`)   // X-Cache-Status: MISS, then HIT
 *   await proxy.stop();
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const NGINX_CONFIG = path.join(process.cwd(), "deploy", "nginx", "art-shop.conf");

export interface NginxOptions {
  /** Port on 127.0.0.1. */
  port: number;
  /** Ports of the shop instances on 127.0.0.1 (the reference file names two). */
  upstreams: number[];
  /** The shop's folder (its .next/static is served from disk); default the current folder. */
  root?: string;
  /** Worker processes (default: nginx's `auto`, one per core). */
  workers?: number | "auto";
  /** Log every request to <dir>/access.log (default off, as under load). */
  accessLog?: boolean;
}

export interface NginxServer {
  url: string;
  port: number;
  pid: number;
  dir: string;
  /** nginx's error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

/** nginx's binary: NGINX_PATH, /usr/sbin/nginx, or `nginx` on PATH; a clear error when none. */
export function nginxBinary(): string {
  const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "nginx"].filter((c): c is string => !!c);
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ["-v"], { encoding: "utf8" });
    if (!probe.error && probe.status === 0) return candidate;
  }
  throw new Error("No nginx found. Install it with `apt-get install -y nginx` (as .ci/run does), or set NGINX_PATH.");
}

/** The reference configuration with this machine's ports and folders. */
export function renderSiteConfig(options: { port: number; upstreams: number[]; root: string; cacheDir: string }): string {
  let text = fs.readFileSync(NGINX_CONFIG, "utf8");
  const replace = (pattern: RegExp, value: string, what: string) => {
    if (!pattern.test(text)) throw new Error(`${NGINX_CONFIG} no longer has ${what}; update scripts/lib/nginx.ts.`);
    text = text.replace(pattern, value);
  };
  replace(/^(\s*)listen 80;.*$/m, `$1listen 127.0.0.1:${options.port};`, "`listen 80;`");
  replace(/^\s*listen \[::\]:80;.*\n/m, "", "`listen [::]:80;`");
  replace(/\/var\/cache\/nginx\/art-shop/g, options.cacheDir, "the cache folder /var/cache/nginx/art-shop");
  replace(/\/srv\/art-shop\/app\//g, `${options.root.replace(/\/+$/, "")}/`, "the shop's folder /srv/art-shop/app/");
  const servers = [...text.matchAll(/^\s*server 127\.0\.0\.1:\d+ .*$/gm)];
  if (servers.length === 0) throw new Error(`${NGINX_CONFIG} has no upstream server lines.`);
  const options0 = /^\s*server 127\.0\.0\.1:\d+ ([^;]*);/.exec(servers[0][0])?.[1] ?? "";
  const lines = options.upstreams.map((port) => `    server 127.0.0.1:${port} ${options0};`).join("\n");
  text = text.replace(/^\s*server 127\.0\.0\.1:\d+ .*\n(?:^\s*server 127\.0\.0\.1:\d+ .*\n)*/m, `${lines}\n`);
  return text;
}

function mainConfig(dir: string, workers: number | "auto", accessLog: boolean): string {
  const mimeTypes = fs.existsSync("/etc/nginx/mime.types")
    ? "include /etc/nginx/mime.types;"
    : "types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; image/png png; image/webp webp; image/avif avif; font/woff2 woff2; }";
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  return `# Written by scripts/lib/nginx.ts for a test or benchmark run.
${root ? "user root root;  # workers read the checkout and write the temporary folder as the caller" : ""}
worker_processes ${workers};
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    ${mimeTypes}
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    tcp_nodelay on;
    keepalive_timeout 65;
    keepalive_requests 100000;
    server_tokens off;
    ${accessLog ? `access_log ${dir}/access.log;` : "access_log off;"}
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${dir}/art-shop.conf;
}
`;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Starts nginx in front of the given instances; see the file's comment. */
export async function startNginx(options: NginxOptions): Promise<NginxServer> {
  const binary = nginxBinary();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-nginx-"));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
  fs.mkdirSync(path.join(dir, "cache"), { recursive: true });
  const site = renderSiteConfig({
    port: options.port,
    upstreams: options.upstreams,
    root: options.root ?? process.cwd(),
    cacheDir: path.join(dir, "cache"),
  });
  fs.writeFileSync(path.join(dir, "art-shop.conf"), site);
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, mainConfig(dir, options.workers ?? "auto", options.accessLog ?? false));
  const errorLog = path.join(dir, "error.log");
  const readLog = () => {
    try {
      return fs.readFileSync(errorLog, "utf8");
    } catch {
      return "";
    }
  };

  const check = spawnSync(binary, ["-t", "-p", dir, "-c", conf, "-e", errorLog, "-g", `pid ${dir}/nginx.pid;`], { encoding: "utf8" });
  if (check.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  }

  const child: ChildProcess = spawn(binary, ["-p", dir, "-c", conf, "-e", errorLog, "-g", `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const started = Date.now();
  while (!(await answers(options.port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${stderr}${readLog()}`);
    if (Date.now() - started > 10_000) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not listen on ${options.port} within 10 s:\n${stderr}${readLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  let stopped: Promise<void> | undefined;
  return {
    url: `http://localhost:${options.port}`,
    port: options.port,
    pid: child.pid ?? 0,
    dir,
    errorLog: readLog,
    stop: () =>
      (stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
          child.kill("SIGQUIT"); // graceful: finish the requests in flight
          const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
          await exited;
          clearTimeout(timer);
        }
        fs.rmSync(dir, { recursive: true, force: true });
      })()),
  };
}
