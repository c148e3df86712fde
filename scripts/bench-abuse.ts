/**
 * npm run bench:abuse [-- --url http://localhost:3000] [--uploads-only [--bursts 4c,4f] | --jam-only | --hoarding-only]
 *   (--url of a server started with scripts/e2e-server.ts, run from the same checkout, also
 *   runs 4b)
 *
 * What hostile input costs the server (figures printed, never asserted):
 *  1. in process: reading, bounding, sanitising and validating a contact form whose message is
 *     1 MB of `<script `, an email of `a@` and 80,000 dots, and the sanitiser alone on 1 MB of
 *     several hostile shapes (it must stay linear even without the length bound in front);
 *  2. over HTTP against a production server: one 1 MB contact post and one 60 KB one (answered
 *     how fast, and with what), then 20 such 1 MB posts at once while /api/health is polled;
 *  3. over HTTP: 300 contact messages with distinct plus-addresses of one mailbox, and 30 with
 *     distinct mailboxes, all from this client: how many are stored and how many refused;
 *  4. over HTTP: 80 anonymous 11.5 MB uploads posted at once to /admin/artworks (a server action
 *     post with a multipart body), with the server's resident memory (RSS, read from /proc for
 *     the process listening on the port) before, at its peak and after, and /api/health timed
 *     meanwhile. The shop's server answers them 401 before reading their bodies. Then the same 80
 *     posts carrying the cookie of an administrator session that was signed out (a real sign-in
 *     and Sign Out through Auth.js, with the browser tests' administrator when the server is
 *     scripts/e2e-server.ts): the shop's server asks the database and answers 401 unread as well.
 *     Then the public uploads, the same way: 80 x 11.5 MB to /checkout ('Proceed to Payment'), to
 *     an order's payment page and to /api/reference-photos (over each path's limit), and posts
 *     within the limits from 80 addresses at once: 80 x 9.9 MB reference photos, 80 x 4.9 MB
 *     screenshots to one order's payment page, and to 80 orders' pages (lib/http/upload-gate.ts
 *     bounds them in flight). The server is first warmed up with /api/health alone for 15 s;
 *  5. the jam: 300 checkouts of a sold work and 300 contact messages from 10 client addresses,
 *     then a buyer and a writer from an 11th address, who must both succeed (no shop-wide cap
 *     can be filled by a handful of addresses; refused checkouts count toward nothing);
 *  6. hoarding: 4 'Proceed to Payment' calls at once from one address with 4 new mailboxes, 3
 *     originals each (2 in the last: the attack that held all 11 of the demo's originals); the same 4 again, each with a quick
 *     check solved in this process (its time given); then a buyer of one work from a quiet
 *     address. How many originals the address holds, and what each was told. The orders placed
 *     are cancelled afterwards with 'Back', so the originals are free again.
 *
 * Without --url it builds nothing: it starts the browser tests' server (scripts/e2e-server.ts:
 * an embedded PostgreSQL with demo content and `next start` behind the shop's server) on a free
 * port, which needs a production build (`npm run build`) first.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { Worker } from "node:worker_threads";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sanitizeText } from "../lib/domain/sanitize";
import { readContactFields, validateContact } from "../lib/validation/contact";
import { formWith, pageFormFields } from "./lib/server-actions";
import { jamCatalogue, runJam } from "./lib/jam";
import { e2eEnv, e2eQuery } from "../tests/support/e2e-db";
import { signInAdmin } from "./lib/prod-stack";
import { actionId, callServerAction } from "./lib/server-actions";
import { artworkLine, checkoutForm, newIdempotencyKey, proceedToPayment, type Customer } from "./lib/drill/shop-client";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

const MB = 1024 * 1024;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function timed<T>(fn: () => T): { result: T; ms: number } {
  const t = performance.now();
  const result = fn();
  return { result, ms: performance.now() - t };
}

function inProcess() {
  console.log("\n1. In process (one core)");
  const form = (overrides: Record<string, string>) => {
    const data = new FormData();
    const fields = { name: "Sita", email: "sita@example.com", phone: "", serviceType: "general", subject: "Hi", message: "Hello", ...overrides };
    for (const [k, v] of Object.entries(fields)) data.set(k, v);
    return data;
  };
  const cases: [string, FormData][] = [
    ["contact form, message = 1 MB of '<script '", form({ message: "<script ".repeat(MB / 8) })],
    ["contact form, email = 'a@' + 80,000 dots", form({ email: `a@${".".repeat(80_000)}` })],
    ["contact form, subject = 1 MB of 'onx='", form({ subject: "onx=".repeat(MB / 4) })],
  ];
  for (const [label, data] of cases) {
    const run = timed(() => {
      const read = readContactFields(data);
      return read.firstTooLong ?? (validateContact(read.values).success ? "valid" : "invalid");
    });
    console.log(`   ${label.padEnd(48)} ${ms(run.ms).padStart(10)}  -> ${run.result}`);
  }
  const shapes: [string, string][] = [
    ["'<script ' x 131,072", "<script ".repeat(MB / 8)],
    ["'<a ' x 349,525", "<a ".repeat(Math.floor(MB / 3))],
    ["'<scr<script>ipt>' x 65,536", "<scr<script>ipt>".repeat(MB / 16)],
    ["'<b ' + 'onx=1 ' x 174,762", "<b " + "onx=1 ".repeat(Math.floor(MB / 6))],
    ["1 MB of Devanagari and emoji", "नमस्ते 🙏 ".repeat(Math.floor(MB / 10))],
  ];
  for (const [label, text] of shapes) {
    const run = timed(() => sanitizeText(text));
    console.log(`   sanitizeText alone, ${label.padEnd(36)} ${ms(run.ms).padStart(10)}`);
  }
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = String(3900 + Math.floor(Math.random() * 90));
  const root = process.cwd();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts", "e2e-server.ts")], {
    env: { ...process.env, E2E_PORT: port },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("The server stopped while starting (is there a production build? npm run build)");
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("The server did not start within 3 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
    },
  };
}

/** The contact page's form as a browser without JavaScript submits it: its hidden fields plus ours. */
async function contactForm(url: string): Promise<(fields: Record<string, string>) => FormData> {
  const hidden = await pageFormFields(url, "/contact");
  return (fields) => formWith(hidden, fields);
}

async function post(
  url: string,
  body: FormData | { bytes: Uint8Array; type: string },
): Promise<{ status: number; ms: number; text: string }> {
  const t = performance.now();
  try {
    const init: RequestInit =
      body instanceof FormData
        ? { body, headers: { Origin: url } }
        : { body: Buffer.from(body.bytes), headers: { Origin: url, "Content-Type": body.type } };
    const response = await fetch(`${url}/contact`, { method: "POST", ...init });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - t, text };
  } catch (error) {
    // The server answered 413 and closed the connection while the body was still being sent.
    return { status: 0, ms: performance.now() - t, text: `connection closed by the server (${(error as Error).message})` };
  }
}

function outcome(text: string): string {
  for (const phrase of ["too long", "Too many submissions", "Thank you for your message", "too large", "connection closed by the server"]) {
    if (text.includes(phrase)) return phrase;
  }
  return text.slice(0, 60).replace(/\s+/g, " ");
}

async function overHttp(url: string) {
  const form = await contactForm(url);
  const fields = (message: string, email = "bench@example.com") => ({
    name: "Bench",
    email,
    phone: "",
    serviceType: "general",
    subject: "Bench",
    message,
  });

  console.log(`\n2. Over HTTP (${url})`);
  for (const [label, size] of [["1 MB message", MB], ["60 KB message", 60 * 1024]] as const) {
    await post(url, form(fields("x".repeat(size)))); // warm the route
    const runs: number[] = [];
    let last = { status: 0, text: "" };
    for (let i = 0; i < 5; i++) {
      const r = await post(url, form(fields("<script ".repeat(size / 8))));
      runs.push(r.ms);
      last = r;
    }
    console.log(`   one ${label}: median ${ms(percentile(runs, 50))}, HTTP ${last.status} (${outcome(last.text)})`);
  }

  const health: number[] = [];
  let polling = true;
  const encoded = async (data: FormData) => {
    const request = new Request(url, { method: "POST", body: data });
    return { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get("content-type") ?? "" };
  };
  // The 20 bodies are encoded before the clock starts, so the bench's own work does not delay the poller.
  const bodies = await Promise.all(Array.from({ length: 20 }, () => encoded(form(fields("<script ".repeat(MB / 8))))));
  const poller = (async () => {
    while (polling) {
      const t = performance.now();
      await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - t);
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  const t = performance.now();
  const burst = await Promise.all(bodies.map((body) => post(url, body)));
  const burstMs = performance.now() - t;
  await new Promise((r) => setTimeout(r, 200));
  polling = false;
  await poller;
  const statuses = [...new Set(burst.map((b) => b.status))].join(", ");
  console.log(`   20 x 1 MB posts at once: all answered in ${ms(burstMs)} (HTTP ${statuses})`);
  console.log(
    `   /api/health meanwhile: ${health.length} requests, median ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}, max ${ms(Math.max(...health))}`,
  );

  console.log("\n3. Rate limits over HTTP (all from this one client)");
  let stored = 0;
  let refused = 0;
  const t3 = performance.now();
  for (let i = 0; i < 300; i++) {
    const r = await post(url, form(fields(`Plus-address message ${i}`, `mailbox+${i}@example.com`)));
    if (r.text.includes("Thank you for your message")) stored++;
    else refused++;
  }
  console.log(`   300 messages from mailbox+N@example.com: ${stored} stored, ${refused} refused, in ${ms(performance.now() - t3)}`);
  stored = 0;
  refused = 0;
  for (let i = 0; i < 30; i++) {
    const r = await post(url, form(fields(`Distinct mailbox ${i}`, `person${i}@example.com`)));
    if (r.text.includes("Thank you for your message")) stored++;
    else refused++;
  }
  console.log(`   30 messages from 30 distinct mailboxes, same client: ${stored} stored, ${refused} refused (30 per client per 10 minutes)`);
}

/** 5. The jam scenario: can 10 addresses stop everyone else from buying or writing? */
async function jam(url: string) {
  console.log("\n5. The jam: 300 refused checkouts and 300 messages from 10 addresses, then an 11th address");
  const catalogue = await jamCatalogue((sql) => e2eQuery(sql));
  const r = await runJam({ url, ...catalogue });
  console.log(`   300 checkouts of the sold "${catalogue.sold.title}" from 10 addresses: ${r.refusedCheckouts} refused, in ${ms(r.checkoutMs)}`);
  console.log(`   300 contact messages from the same 10 addresses: ${r.storedMessages} stored, ${300 - r.storedMessages} refused, in ${ms(r.contactMs)}`);
  console.log(`   11th address, buyer: ${r.bought ? `bought (order ${r.orderNumber})` : `REFUSED: ${r.buyerMessage}`}`);
  console.log(`   11th address, writer: ${r.wrote ? "wrote (message stored)" : "REFUSED"}`);
  console.log(`   => the 11th address ${r.bought && r.wrote ? "bought and wrote" : "was jammed"}`);
  if (!r.bought || !r.wrote) process.exitCode = 1;
}

/** The process listening on a local TCP port (Linux: /proc/net/tcp* and /proc/<pid>/fd). */
function listeningPid(port: number): number | null {
  const inodes = new Set<string>();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, "utf8").split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN.
      if (cols.length > 9 && cols[3] === "0A" && parseInt(cols[1].split(":")[1], 16) === port) inodes.add(cols[9]);
    }
  }
  if (inodes.size === 0) return null;
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * The browser tests' administrator (scripts/e2e-server.ts writes its credentials), signed in and
 * then signed out through Auth.js over HTTP: the session cookie of a session that has ended.
 * Null when the server is not the browser tests' one.
 */
async function signedOutCookie(url: string): Promise<string | null> {
  let credentials: { email: string; password: string };
  try {
    const text = fs.readFileSync(path.join(e2eEnv().work, "admin.txt"), "utf8");
    credentials = { email: /^email=(.+)$/m.exec(text)![1].trim(), password: /^password=(.+)$/m.exec(text)![1].trim() };
  } catch {
    return null;
  }
  const session = await signInAdmin(url, credentials, "10.250.0.9");
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const out = await fetch(`${url}/api/auth/signout`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `${session}; ${csrfCookie}`, Origin: url },
    body: new URLSearchParams({ csrfToken, callbackUrl: url }),
  });
  await out.arrayBuffer();
  const [{ open }] = await e2eQuery<{ open: number }>("select count(*)::int as open from admin_sessions where revoked_at is null and address = '10.250.0.9'");
  if (open !== 0) throw new Error("Sign Out did not end the session");
  return session;
}

/** One burst of uploads: where, how large, with what headers, from one address or from many. */
interface UploadBurst {
  label: string;
  /** Where the posts go (or, per post, where the i-th goes). */
  path: string | ((i: number) => string);
  size: number;
  headers?: Record<string, string>;
  /** A distinct X-Forwarded-For per post (the server trusts one proxy), instead of one address. */
  manyAddresses?: boolean;
}

/** A multipart body of `size` bytes carrying one file field (and the action's arguments root). */
function multipartBody(size: number, field: string): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = "----benchabuse";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="picture.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(new ArrayBuffer(size)).fill(0xff);
  body.set(head, 0);
  body.set(tail, size - tail.length);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** Whether a burst was asked for (--bursts 4c,4f; all when not given). */
function burstWanted(number: string): boolean {
  const only = arg("--bursts")?.split(",");
  return !only || only.includes(number);
}

async function uploadBurst(url: string, burst: UploadBurst, number: string) {
  if (!burstWanted(number)) return;
  const COUNT = 80;
  console.log(`\n${number}. ${COUNT} ${burst.label}`);
  const pid = listeningPid(Number(new URL(url).port || 80));
  if (!pid) {
    console.log("   (the server's process could not be found from its port: memory not measured)");
  }
  // One body shared by every post: a file part, as a browser's upload.
  const pathOf = (i: number) => (typeof burst.path === "string" ? burst.path : burst.path(i));
  const { body, type } = multipartBody(burst.size, pathOf(0).startsWith("/api/") ? "photo" : "1_file");
  const headers = (i: number): Record<string, string> => ({
    Origin: url,
    "Content-Type": type,
    ...(burst.manyAddresses ? { "X-Forwarded-For": `100.70.${i >> 8}.${(i & 255) + 1}` } : {}),
    ...burst.headers,
  });

  const before = pid ? rssMb(pid) : 0;
  let peak = before;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25) : null;
  // /api/health is timed from a worker thread: the uploads keep this thread's event loop busy.
  const health: number[] = [];
  const poller = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     let polling = true;
     parentPort.on("message", () => (polling = false));
     (async () => {
       while (polling) {
         const t = performance.now();
         await fetch(workerData + "/api/health").then((r) => r.arrayBuffer()).catch(() => undefined);
         parentPort.postMessage(performance.now() - t);
       }
       parentPort.postMessage("done");
     })();`,
    { eval: true, workerData: url },
  );
  const pollerDone = new Promise<void>((resolve) =>
    poller.on("message", (m: number | string) => (m === "done" ? resolve() : health.push(m as number))),
  );
  await new Promise((r) => setTimeout(r, 2_000));
  const idle = health.length;
  const t = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: COUNT }, async (_, i) => {
      try {
        const response = await fetch(`${url}${pathOf(i)}`, { method: "POST", body, headers: headers(i) });
        await response.arrayBuffer().catch(() => undefined);
        return `HTTP ${response.status}`;
      } catch {
        return "connection closed by the server";
      }
    }),
  );
  const burstMs = performance.now() - t;
  await new Promise((r) => setTimeout(r, 200));
  poller.postMessage("stop");
  await pollerDone;
  await poller.terminate();
  const during = health.slice(idle);
  await new Promise((r) => setTimeout(r, 2_000));
  if (sampler) clearInterval(sampler);
  const after = pid ? rssMb(pid) : 0;
  const tally = new Map<string, number>();
  for (const o of outcomes) tally.set(o, (tally.get(o) ?? 0) + 1);
  console.log(`   all answered in ${ms(burstMs)}: ${[...tally].map(([o, n]) => `${n} x ${o}`).join(", ")}`);
  if (pid) {
    console.log(
      `   server RSS: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB), ${after.toFixed(0)} MB two seconds after`,
    );
  }
  const before500 = health.slice(0, idle);
  console.log(`   /api/health before: ${before500.length} requests, median ${ms(percentile(before500, 50))}`);
  console.log(
    `   /api/health meanwhile: ${during.length} requests, median ${ms(percentile(during, 50))}, p99 ${ms(percentile(during, 99))}, max ${ms(Math.max(...during))}`,
  );
}

/** An order (a print) placed from a bench address of its own: its payment page takes screenshot uploads. */
async function benchOrderToken(url: string, n = 0): Promise<string> {
  const [print] = await e2eQuery<{ id: string; title: string }>(
    "SELECT id::text, title FROM artworks WHERE status = 'available' AND price_paisa > 0 ORDER BY title LIMIT 1",
  );
  const buyer: Customer = {
    name: "Bench Buyer",
    email: `bench.uploads.${Date.now()}.${n}@example.com`,
    phone: "+977 980-1234567",
    address: "Patan",
    address4: `100.71.${n >> 8}.${(n & 255) + 1}`,
  };
  const placed = await proceedToPayment(url, buyer, checkoutForm(buyer, [artworkLine(print, "small")], newIdempotencyKey()));
  if (!placed.result?.ok || !placed.result.accessToken) throw new Error(`Could not place the bench's order: ${placed.result?.message ?? placed.text}`);
  return placed.result.accessToken;
}

/**
 * Before the bursts: /api/health polled for 15 s with nothing else. On a fresh server that alone
 * grows the resident memory by about 200 MB (the JavaScript heap reaching its working size), which
 * a burst measured first would otherwise be charged with.
 */
async function warmUp(url: string) {
  const pid = listeningPid(Number(new URL(url).port || 80));
  const before = pid ? rssMb(pid) : 0;
  const end = Date.now() + 15_000;
  let requests = 0;
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (Date.now() < end) {
        await fetch(`${url}/api/health`).then((r) => r.arrayBuffer());
        requests++;
      }
    }),
  );
  if (pid) console.log(`\n   warm-up: ${requests} x /api/health alone, server RSS ${before.toFixed(0)} -> ${rssMb(pid).toFixed(0)} MB`);
}

async function anonymousUploads(url: string, cookie?: string) {
  const SIZE = Math.round(11.5 * MB);
  const action = { "Next-Action": "0".repeat(42) };
  if (cookie) {
    await uploadBurst(url, { label: `signed-out-session ${(SIZE / MB).toFixed(1)} MB uploads at once to /admin/artworks`, path: "/admin/artworks", size: SIZE, headers: { ...action, Cookie: cookie } }, "4b");
    return;
  }
  await uploadBurst(url, { label: `anonymous ${(SIZE / MB).toFixed(1)} MB uploads at once to /admin/artworks`, path: "/admin/artworks", size: SIZE, headers: action }, "4");
}

async function publicUploads(url: string) {
  const token = await benchOrderToken(url);
  const SIZE = Math.round(11.5 * MB);
  const proceed = { "Next-Action": actionId("proceedToPayment") };
  const pay = { "Next-Action": actionId("submitPayment") };
  await uploadBurst(url, { label: "anonymous 11.5 MB posts at once to /checkout ('Proceed to Payment')", path: "/checkout", size: SIZE, headers: proceed }, "4c");
  await uploadBurst(url, { label: "11.5 MB posts at once to an order's payment page", path: `/checkout/pay/${token}`, size: SIZE, headers: pay }, "4d");
  await uploadBurst(url, { label: "anonymous 11.5 MB posts at once to /api/reference-photos", path: "/api/reference-photos", size: SIZE }, "4e");
  await uploadBurst(url, { label: "anonymous 9.9 MB reference photos at once from 80 addresses", path: "/api/reference-photos", size: Math.round(9.9 * MB), manyAddresses: true }, "4f");
  await uploadBurst(url, { label: "4.9 MB screenshots at once to an order's payment page from 80 addresses", path: `/checkout/pay/${token}`, size: Math.round(4.9 * MB), headers: pay, manyAddresses: true }, "4g");
  // The worst a crowd can do: 80 orders, each from its own address, each sent a screenshot at once.
  if (!burstWanted("4h")) return;
  const tokens: string[] = [];
  for (let i = 0; i < 80; i += 8) tokens.push(...(await Promise.all(Array.from({ length: 8 }, (_, j) => benchOrderToken(url, i + j)))));
  await uploadBurst(
    url,
    { label: "4.9 MB screenshots at once to 80 orders' payment pages from 80 addresses", path: (i) => `/checkout/pay/${tokens[i]}`, size: Math.round(4.9 * MB), headers: pay, manyAddresses: true },
    "4h",
  );
}

/** A quick check solved as the widget does (one challenge from the server, solved here). */
async function solvedQuickCheck(url: string): Promise<{ payload: string; ms: number }> {
  const challenge = await (await fetch(`${url}/api/quick-check`)).json();
  const t = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The quick check could not be solved");
  const payload = Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString("base64");
  return { payload, ms: performance.now() - t };
}

/** 6. Hoarding: can one address hold every original? And does a buyer of one work notice anything? */
async function hoarding(url: string) {
  console.log("\n6. Hoarding: 'Proceed to Payment' holding originals from one address");
  const freeOriginals = () =>
    e2eQuery<{ id: string; title: string }>(
      `SELECT a.id::text, a.title FROM artworks a
       WHERE a.status = 'available' AND a.price_paisa > 0
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = a.reserved_by_order_id
                         AND o.status IN ('pending', 'processing') AND o.payment_status IN ('pending', 'processing')
                         AND (o.payment_submitted_at IS NOT NULL OR o.payment_due_at > now()))
       ORDER BY a.title`,
    );
  const free = await freeOriginals();
  console.log(`   originals free before: ${free.length}`);
  if (free.length < 8) {
    console.log("   (fewer than 8 free originals: scenario skipped)");
    return;
  }
  const stamp = Date.now();
  const suffix = () => Math.floor(Math.random() * 250) + 1;
  const customer = (i: number, at: string): Customer => ({
    name: "Bench Hoarder",
    email: `hoarder.${stamp}.${i}@example.com`,
    phone: "+977 980-1234567",
    address: "Thamel, Kathmandu",
    address4: at,
  });
  const tokens: string[] = [];
  const tell = (answers: Awaited<ReturnType<typeof proceedToPayment>>[]) => {
    const tally = new Map<string, number>();
    for (const a of answers) {
      if (a.result?.ok && a.result.accessToken) tokens.push(a.result.accessToken);
      const said = a.result?.ok ? "placed" : a.result?.code === "challenge" ? "asked for the quick check" : `${a.result?.code ?? `HTTP ${a.status}`}`;
      tally.set(said, (tally.get(said) ?? 0) + 1);
    }
    return [...tally].map(([said, n]) => `${n} x ${said}`).join(", ");
  };
  const held = async (address: string) =>
    Number(
      (
        await e2eQuery<{ n: number }>(
          "SELECT count(*)::int AS n FROM artworks a JOIN orders o ON o.id = a.reserved_by_order_id WHERE o.client_address = $1 AND o.status = 'pending'",
          [address],
        )
      )[0]?.n ?? 0,
    );
  const place = (i: number, at: string, works: { id: string; title: string }[], altcha?: string) =>
    proceedToPayment(url, customer(i, at), checkoutForm(customer(i, at), works.map((work) => artworkLine(work)), newIdempotencyKey(), altcha ? { altcha } : {}));

  // The attack as reported: 4 calls at once, 3 originals each (2 in the last), all 11 asked for.
  const first = `203.0.113.${suffix()}`;
  const t = performance.now();
  const attack = await Promise.all([0, 1, 2, 3].map((i) => place(i, first, free.slice(i * 3, i * 3 + 3))));
  console.log(`   4 calls at once from one address, 4 new mailboxes, 3 originals each: ${tell(attack)} in ${ms(performance.now() - t)}; the address holds ${await held(first)}`);

  try {
    await hoardingFollowUps();
  } finally {
    // Free the originals again ('Back' on each payment page).
    for (const token of tokens) {
      await callServerAction(url, { page: `/checkout/pay/${token}`, action: "returnToCustomerInfo", args: [token], headers: { "X-Forwarded-For": first } });
    }
  }

  async function hoardingFollowUps() {
    // One original per call, from another address: the quick check from the second hold on, then the cap.
    const second = `203.0.113.${suffix()}`;
    const rest = await freeOriginals();
    if (rest.length < 5) {
      console.log(`   ${rest.length} originals left free: the one address emptied the shop; the steps below need 5`);
      return;
    }
    let t = performance.now();
    const singles = await Promise.all([4, 5, 6, 7].map((i, n) => place(i, second, [rest[n]])));
    console.log(`   4 calls at once from another address, 1 original each: ${tell(singles)} in ${ms(performance.now() - t)}; the address holds ${await held(second)}`);
    const refused = [4, 5, 6, 7].filter((_, n) => !singles[n].result?.ok);
    const solved = await Promise.all(refused.map(() => solvedQuickCheck(url)));
    console.log(`   ${solved.length} quick checks solved in this process at once: ${solved.map((s) => ms(s.ms)).join(", ")}`);
    t = performance.now();
    const again: Awaited<ReturnType<typeof proceedToPayment>>[] = [];
    for (const [n, i] of refused.entries()) again.push(await place(10 + i, second, [rest[[4, 5, 6, 7].indexOf(i)]], solved[n].payload));
    console.log(`   the same ${refused.length}, one after the other, each with its solved quick check: ${tell(again)} in ${ms(performance.now() - t)}; the address holds ${await held(second)}`);

    const buyer = `198.51.100.${suffix()}`;
    t = performance.now();
    const bought = await place(30, buyer, [rest[rest.length - 1]]);
    console.log(`   a buyer of one work from a quiet address: ${tell([bought])} in ${ms(performance.now() - t)}, no quick check asked`);
  }
}

async function main() {
  console.log(`bench:abuse — ${new Date().toISOString()}`);
  inProcess();
  const given = arg("--url");
  const server = given ? { url: given, stop: async () => {} } : await startServer();
  try {
    const uploads = async () => {
      await warmUp(server.url);
      await anonymousUploads(server.url);
      const cookie = await signedOutCookie(server.url);
      if (cookie) await anonymousUploads(server.url, cookie);
      else console.log("\n4b. (not the browser tests' server: no administrator to sign in and out)");
      await publicUploads(server.url);
    };
    if (process.argv.includes("--uploads-only")) await uploads();
    else if (process.argv.includes("--jam-only")) await jam(server.url);
    else if (process.argv.includes("--hoarding-only")) await hoarding(server.url);
    else {
      await overHttp(server.url);
      await uploads();
      await jam(server.url);
      await hoarding(server.url);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
