/**
 * The shop's server answers its pages with views (/gallery, /services, /about: each rewritten by
 * proxy.ts to a cached view inside the server) whatever address it listens on and whatever Host a
 * request names. Started with `-H 127.0.0.1` (the systemd unit's line) those pages never answered:
 * the rewrite was proxied over HTTP back to the server, again and again
 * (lib/http/next-hostname.ts). Each listen address gets a production server of its own on the
 * browser tests' database; tests/e2e/nginx.spec.ts runs the unit's own line behind nginx.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "./support/test";
import { shopServerArgs } from "../../scripts/lib/shop-server";
import { e2eDatabaseUrl } from "./support/admin";

const BASE_PORT = Number(process.env.E2E_PORT || 3107) + 70;

/** A production server listening on `host`, ready (its health answers on that address). */
async function startOn(host: string, port: number, connect: string): Promise<ChildProcess> {
  const root = process.cwd();
  const { work } = JSON.parse(fs.readFileSync(path.join(root, "test-results", ".e2e-env.json"), "utf8")) as { work: string };
  const child = spawn(process.execPath, shopServerArgs(root, "start", port, host), {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      LISTEN_HOST: host,
      DATABASE_URL: e2eDatabaseUrl(),
      STORAGE_DRIVER: "local",
      STORAGE_LOCAL_DIR: path.join(work, "uploads"),
      RESEND_API_KEY: "",
      EMAIL_WORKER: "false",
      // The public origin is none of the addresses the server listens on, as behind a proxy.
      SITE_URL: "https://art.example.com",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      TRUSTED_PROXY: "1",
    },
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${host}:${port} exited with ${child.exitCode}`);
    if ((await status(connect, port, "/api/health", undefined, 5_000).catch(() => 0)) === 200) return child;
    if (Date.now() - started > 90_000) {
      child.kill("SIGKILL");
      throw new Error(`the server on ${host}:${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The status of a GET, with an optional Host header; rejects after `timeoutMs` without an answer. */
function status(connect: string, port: number, pathname: string, hostHeader: string | undefined, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: connect, port, path: pathname, headers: hostHeader ? { Host: hostHeader } : {}, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy(new Error(`${pathname}: no answer within ${timeoutMs / 1000} s`)));
    request.on("error", reject);
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

// Loopback listen addresses only: a test server never listens beyond this machine. (A wildcard
// address is not a loopback one, so the shop hands it to Next unchanged: next-hostname.test.ts.)
const LISTEN = [
  { host: "127.0.0.1", connect: "127.0.0.1" },
  { host: "::1", connect: "::1" },
];

for (const [i, { host, connect }] of LISTEN.entries()) {
  test(`listening on ${host}: /gallery, /services and /about answer, whatever the Host header`, async () => {
    test.setTimeout(180_000);
    const port = BASE_PORT + i;
    const child = await startOn(host, port, connect);
    try {
      const literal = connect.includes(":") ? `[${connect}]` : connect;
      for (const hostHeader of [`${literal}:${port}`, `localhost:${port}`, "art.example.com", "example.org:8080"]) {
        for (const pathname of ["/gallery", "/services", "/services?tab=workshops", "/about"]) {
          // The first render of a view can be slow on a busy machine; a rewrite loop never answers.
          const answer = await status(connect, port, pathname, hostHeader, 60_000).catch((error: Error) => error.message);
          expect(`${hostHeader} ${pathname}: ${answer}`).toBe(`${hostHeader} ${pathname}: 200`);
        }
      }
    } finally {
      await stop(child);
    }
  });
}
