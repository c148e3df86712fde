/**
 * npm run bench:http -- [--quick] [--no-build] [--connections 32] [--duration 10] [--warmup 2]
 *                       [--only home,gallery,...] [--port 3220] [--ceiling-port 3221] [--out FILE]
 *                       [--server-node-options "--cpu-prof --cpu-prof-dir=/tmp/prof"]
 *
 * The shop over HTTP as visitors and the back office use it, in one run: a production build
 * (built first unless --no-build) on the large data set (scripts/seed-large.ts: 10,000 artworks,
 * 200 services, 50,000 orders, 20,000 inquiries) in an embedded PostgreSQL (scripts/lib/prod-stack.ts),
 * loaded with autocannon at 32 connections with `Accept-Encoding: gzip`, each target for 10 s
 * after a 2 s warm-up (--quick: 3 s after 1 s):
 *
 *  - ceiling: a minimal Node http server (a child process, 127.0.0.1) sending the home page's own
 *    gzipped bytes with the same headers: what this machine can do at all;
 *  - the public pages: home, gallery page 1, a category, a search, the last gallery page, an
 *    artwork page, services, about;
 *  - the back office's orders list, signed in with a real session cookie: its rows as the list
 *    fetches them (/admin/orders/rows, and a search), and the page's frame (/admin/orders);
 *  - placing orders: the checkout's 'Proceed to Payment' server action over HTTP (the order is
 *    placed there; its screenshot comes later on its payment page), a print and a commission per order (no originals, so the reservation limits stay out of it),
 *    each connection its own client address (X-Forwarded-For; the servers trust one proxy). The
 *    checkout's rate limits refuse most of them after the first hundred an hour: the run counts
 *    placed and refused orders and says which limit refused them.
 *
 * For each: req/s, p50, p95, p99, errors and non-2xx answers, the ratio to the ceiling's req/s, the
 * CPU time per answer over the measured run (the servers' process trees and PostgreSQL's
 * processes, from /proc: steadier than timings on a shared machine) and the server's peak
 * resident memory (its whole process tree, sampled from /proc). It prints a table
 * and writes JSON to bench-results/http-<date>.json (the server's output beside it). Timings never
 * fail the run: it exits non-zero only when the stack cannot be started or requests fail
 * (connection errors, timeouts, non-2xx, orders the server could not place, a page that does not
 * answer 2xx even alone). A page with no answer within the window is reported, not failed.
 *
 * --through-nginx [--nginx-port 3222] [--nginx-workers 1]: Debian's nginx (installed by .ci/run, or
 * `apt-get install nginx`) with the reference configuration deploy/nginx/art-shop.conf in front
 * of two production instances (the second on nginx's port + 1), scripts/lib/nginx.ts, each started
 * as deploy/systemd/art-shop@.service starts it (its ExecStart, LISTEN_HOST=127.0.0.1, a settings
 * file of the shape of /etc/art-shop/env: scripts/lib/systemd-unit.ts). Every
 * target is then loaded through nginx, and each public page also straight from one instance
 * ("app alone") in the same run; the public pages are the default targets in this mode. The
 * answers through nginx are its cached copies (the one request alone after the warm-up shows
 * its X-Cache-Status). Targets: at least the ceiling's rate (ratio >= 1.0) and p99 under 20 ms.
 * Each public page also gets a ceiling of its own: the same minimal server sending that page's
 * own gzipped bytes. On one machine the load generator reads a bounded number of bytes a second,
 * so a 35 KB page cannot reach the rate of home's 11 KB from any server; the ratio to its own
 * ceiling is printed beside the ratio to home's.
 *
 * The page-view beacon (POST /api/v) is measured with the public pages (target `beacon`): straight
 * to one instance, since a page nginx serves from its cache costs the shop only its beacon.
 *
 * `--only` takes target names (see TARGETS below) or groups: public, gallery, admin, checkout.
 * A group also brings its extra views (gallery: sorts, a status filter, `filter=recent`, page 400,
 * a two-word search; admin: a status filter and the payment verification queue), which the
 * default run leaves out. The ceiling always runs (every ratio needs it). `npm run bench:gallery`
 * and `npm run bench:admin-orders` are `--only gallery` and `--only admin`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { readCommissionPricing } from "../lib/domain/pricing";
import { CHECKOUT_RATE_LIMITS } from "../lib/validation/checkout-rules";
import { startNginx, type NginxServer } from "./lib/nginx";
import { buildProduction, hasProductionBuild, postgresPidOnPort, processTreeCpuMs, signInAdmin, startStack, type Stack } from "./lib/prod-stack";

// ---------------------------------------------------------------------------------------------
// Options

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}
function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return value;
}

const QUICK = args.includes("--quick");
const CONNECTIONS = numberOption("connections", 32);
const DURATION_S = numberOption("duration", QUICK ? 3 : 10);
const WARMUP_S = numberOption("warmup", QUICK ? 1 : 2);
const PORT = numberOption("port", 3220);
const CEILING_PORT = numberOption("ceiling-port", 3221);
const THROUGH_NGINX = args.includes("--through-nginx");
const NGINX_PORT = numberOption("nginx-port", 3222);
const NGINX_WORKERS = numberOption("nginx-workers", 1);
const ONLY = option("only")?.split(",").map((s) => s.trim()).filter(Boolean) ?? (THROUGH_NGINX ? ["public"] : undefined);
const BUILD = !args.includes("--no-build");
/** NODE_OPTIONS for the shop's servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile them. */
const SERVER_NODE_OPTIONS = option("server-node-options");

/** Targets measured before the public pages were served from Next's full-route cache. */
const TARGET_RATIO_CACHED = 0.2;
const TARGET_GALLERY_P99_MS = 100;
const TARGET_ADMIN_ORDERS_P99_MS = 200;
/** Through nginx: the cached pages at the ceiling's rate at least, with a p99 under 20 ms. */
const TARGET_RATIO_NGINX = 1.0;
const TARGET_NGINX_P99_MS = 20;

// ---------------------------------------------------------------------------------------------
// What is measured

type Group = "public" | "gallery" | "admin" | "checkout";

interface Fixtures {
  categorySlug: string;
  searchWord: string;
  lastGalleryPage: number;
  artworkSlug: string;
  adminCookie: string;
  orderSearch: string;
}

interface TargetSpec {
  name: string;
  groups: Group[];
  /** Shown in the table. */
  label: (f: Fixtures) => string;
  path: (f: Fixtures) => string;
  /** Extra request headers (the admin cookie). */
  headers?: (f: Fixtures) => Record<string, string>;
  /** A public page: reported against the cached-page target. */
  publicPage?: boolean;
  /** Only measured when named in --only (by itself or its group): more views of one area. */
  extra?: boolean;
}

/** More views of the gallery and the orders list, measured with `--only gallery` or `--only admin`. */
const EXTRA_GALLERY: [string, string][] = [
  ["gallery-price", "sort=price-asc"],
  ["gallery-title-available", "status=available&sort=title"],
  ["gallery-recent", "filter=recent"],
  ["gallery-page-400", "page=400"],
  ["gallery-search-2-words", "search=prayer+flags"],
];

const TARGETS: TargetSpec[] = [
  { name: "home", groups: ["public"], label: () => "home /", path: () => "/", publicPage: true },
  { name: "gallery", groups: ["public", "gallery"], label: () => "gallery page 1", path: () => "/gallery", publicPage: true },
  {
    name: "gallery-category",
    groups: ["public", "gallery"],
    label: (f) => `gallery ?category=${f.categorySlug}`,
    path: (f) => `/gallery?category=${encodeURIComponent(f.categorySlug)}`,
    publicPage: true,
  },
  {
    name: "gallery-search",
    groups: ["public", "gallery"],
    label: (f) => `gallery ?search=${f.searchWord}`,
    path: (f) => `/gallery?search=${encodeURIComponent(f.searchWord)}`,
    publicPage: true,
  },
  {
    name: "gallery-last",
    groups: ["public", "gallery"],
    label: (f) => `gallery last page (${f.lastGalleryPage})`,
    path: (f) => `/gallery?page=${f.lastGalleryPage}`,
    publicPage: true,
  },
  { name: "artwork", groups: ["public"], label: () => "an artwork page", path: (f) => `/gallery/${f.artworkSlug}`, publicPage: true },
  { name: "services", groups: ["public"], label: () => "services", path: () => "/services", publicPage: true },
  { name: "about", groups: ["public"], label: () => "about", path: () => "/about", publicPage: true },
  {
    name: "admin-orders",
    groups: ["admin"],
    label: () => "admin orders list: rows (signed in)",
    path: () => "/admin/orders/rows",
    headers: (f) => ({ Cookie: f.adminCookie }),
  },
  {
    name: "admin-orders-page",
    groups: ["admin"],
    label: () => "admin orders page frame (signed in)",
    path: () => "/admin/orders",
    headers: (f) => ({ Cookie: f.adminCookie }),
  },
  {
    name: "admin-orders-search",
    groups: ["admin"],
    label: (f) => `admin orders rows ?q=${f.orderSearch}`,
    path: (f) => `/admin/orders/rows?q=${encodeURIComponent(f.orderSearch)}`,
    headers: (f) => ({ Cookie: f.adminCookie }),
  },
  ...EXTRA_GALLERY.map(([name, query]): TargetSpec => ({
    name,
    groups: ["gallery"],
    label: () => `gallery ?${query}`,
    path: () => `/gallery?${query}`,
    publicPage: true,
    extra: true,
  })),
  {
    name: "admin-orders-pending",
    groups: ["admin"],
    label: () => "admin orders rows ?status=pending",
    path: () => "/admin/orders/rows?status=pending",
    headers: (f) => ({ Cookie: f.adminCookie }),
    extra: true,
  },
  {
    name: "admin-verification",
    groups: ["admin"],
    label: () => "admin payment verification queue",
    path: () => "/admin/orders/verification",
    headers: (f) => ({ Cookie: f.adminCookie }),
    extra: true,
  },
];
const CHECKOUT_TARGET = "checkout";
const BEACON_TARGET = "beacon";
const ALL_NAMES = [...TARGETS.map((t) => t.name), CHECKOUT_TARGET, BEACON_TARGET];

function selected(name: string, groups: Group[], extra = false): boolean {
  if (!ONLY) return !extra;
  return ONLY.includes(name) || groups.some((g) => ONLY.includes(g));
}

interface Row {
  name: string;
  label: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  ratioToCeiling: number | null;
  /**
   * Through nginx: the ratio to a minimal server sending this page's own bytes (the ceiling above
   * sends home's). A larger page is bounded by the bytes the load generator can read each second.
   */
  ratioToOwnCeiling?: number | null;
  peakRssBytes: number | null;
  /** Average bytes per answer as sent (gzip), headers included. */
  bytesPerAnswer: number;
  /** One request alone after the warm-up. */
  alone?: Alone | null;
  /** CPU per answer over the measured run (ms): the shop's servers, and PostgreSQL. */
  cpuMsPerAnswer?: { server: number; db: number } | null;
  notes?: string;
}

// ---------------------------------------------------------------------------------------------
// autocannon

type RunOptions = autocannon.Options & { onAnswer?: (statusCode: number, responseTimeMs: number) => void; warm?: boolean };

/**
 * autocannon resolves `localhost` to ::1 while the servers listen on 127.0.0.1: connect to the
 * address, and name the host the site knows itself by (Auth.js and the action origin check read it).
 */
function connectTo(url: string): { url: string; host: string } {
  const parsed = new URL(url);
  const host = parsed.host;
  if (parsed.hostname === "localhost") parsed.hostname = "127.0.0.1";
  return { url: parsed.toString(), host };
}

/** autocannon's result, with the 95th percentile of its answers' times (autocannon reports p90 and p97.5). */
type Measured = autocannon.Result & { p95Ms: number };

/** The q-quantile (0..1) of the times, nearest rank; 0 when there are none. */
function quantile(times: number[], q: number): number {
  if (times.length === 0) return 0;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function run(options: RunOptions): Promise<Measured> {
  const { onAnswer, ...rest } = options;
  const target = connectTo(options.url);
  const instance = autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 30,
    ...rest,
    url: target.url,
    headers: { Host: target.host, ...rest.headers },
  } as autocannon.Options) as unknown as Promise<autocannon.Result> & NodeJS.EventEmitter;
  const times: number[] = [];
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    onAnswer?.(statusCode, responseTime);
  });
  const result = await instance;
  return Object.assign(result, { p95Ms: Math.round(quantile(times, 0.95)) });
}

/**
 * Warm-up (answers thrown away), then one plain request that waits for the requests the warm-up
 * left in flight, then the measured run: what the warm-up started does not spill into the figures.
 */
async function load(
  options: RunOptions & { warm?: boolean; cpu?: () => CpuSample },
): Promise<{ result: Measured; alone: Alone | null; cpu: CpuSample | null }> {
  const { warm = true, cpu, ...rest } = options;
  let alone: Alone | null = null;
  if (warm && WARMUP_S > 0) {
    await run({ ...rest, onAnswer: undefined, duration: WARMUP_S });
    const target = connectTo(rest.url);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(rest.headers ?? {})) if (k.toLowerCase() !== "host") headers[k] = String(v);
    await fetchRaw(target.url, { ...headers, Host: target.host });
    // Once more, now that nothing else is in flight: one request alone.
    const t = performance.now();
    const answer = await fetchRaw(target.url, { ...headers, Host: target.host });
    const cache = answer.headers["x-cache-status"];
    alone = { status: answer.status, ms: performance.now() - t, bytes: answer.body.length, ...(cache ? { cache: String(cache) } : {}) };
  }
  const before = cpu?.();
  const result = await run(rest);
  const after = cpu?.();
  return { result, alone, cpu: before && after ? { serverMs: after.serverMs - before.serverMs, dbMs: after.dbMs - before.dbMs } : null };
}

/** CPU time used (ms): the shop's server processes, and PostgreSQL's. */
interface CpuSample {
  serverMs: number;
  dbMs: number;
}

/**
 * The CPU time the stack has used so far: its servers' process trees, and the embedded
 * PostgreSQL's (its postmaster and the backends under it). CPU per answer is steadier than
 * timings on a machine shared with other work: it shows what one request costs rather than how
 * long it waited for a core.
 */
function stackCpu(stack: Stack): CpuSample {
  const serverMs = stack.instances.reduce((sum, i) => sum + (i.pid ? processTreeCpuMs(i.pid) : 0), 0);
  const postgres = postgresPidOnPort(stack.postgres.port);
  return { serverMs, dbMs: postgres ? processTreeCpuMs(postgres) : 0 };
}

/** One request with nothing else in flight: its status, time and (compressed) size. */
interface Alone {
  status: number;
  ms: number;
  bytes: number;
  /** nginx's X-Cache-Status, when the answer came through it. */
  cache?: string;
}

function rowFrom(name: string, label: string, pathname: string, result: Measured, ceiling: number | null, peak: number | null): Row {
  const total = result.requests.total;
  return {
    name,
    label,
    path: pathname,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p95Ms: result.p95Ms,
    p99Ms: result.latency.p99,
    requests: total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ratioToCeiling: ceiling ? result.requests.average / ceiling : null,
    peakRssBytes: peak,
    bytesPerAnswer: total > 0 ? Math.round(result.throughput.total / total) : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// The ceiling: a minimal Node http server sending one page's bytes with its headers

/** The page's answer as sent to a client that accepts gzip: status, headers and raw (gzipped) bytes. */
function fetchRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (c: Buffer) => chunks.push(c));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Runs as `node -e`: serves the bytes of BODY_FILE with the headers in HEADERS_FILE on 127.0.0.1:PORT. */
const CEILING_SERVER_SOURCE = `
const http = require("node:http");
const fs = require("node:fs");
const body = fs.readFileSync(process.env.BODY_FILE);
const headers = JSON.parse(fs.readFileSync(process.env.HEADERS_FILE, "utf8"));
headers["content-length"] = String(body.length);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.PORT), "127.0.0.1", () => process.stdout.write("ready\\n"));
`;

/** Headers that belong to one connection or one moment, not to the page. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

async function startCeiling(pageUrl: string, workDir: string): Promise<{ child: ChildProcess; url: string; bytes: number; encoding: string }> {
  const page = await fetchRaw(pageUrl, { "Accept-Encoding": "gzip" });
  if (page.status !== 200) throw new Error(`${new URL(pageUrl).pathname} answered HTTP ${page.status}; cannot build its ceiling.`);
  const headers: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(page.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(key)) headers[key] = value;
  }
  const bodyFile = path.join(workDir, "ceiling-body");
  const headersFile = path.join(workDir, "ceiling-headers.json");
  fs.writeFileSync(bodyFile, page.body);
  fs.writeFileSync(headersFile, JSON.stringify(headers));
  const child: ChildProcess = spawn(process.execPath, ["-e", CEILING_SERVER_SOURCE], {
    env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", BODY_FILE: bodyFile, HEADERS_FILE: headersFile, PORT: String(CEILING_PORT) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code: number | null) => reject(new Error(`The ceiling server exited (code ${code}); is port ${CEILING_PORT} free?`)));
    child.stdout!.once("data", () => resolve());
  });
  child.removeAllListeners("exit");
  return { child, url: `http://127.0.0.1:${CEILING_PORT}`, bytes: page.body.length, encoding: String(page.headers["content-encoding"] ?? "none") };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

// ---------------------------------------------------------------------------------------------
// Fixtures from the seeded database and the running site

async function findFixtures(stack: Stack, baseUrl: string, needAdmin: boolean): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    const category = await client.query<{ slug: string }>(
      `SELECT c.slug FROM categories c JOIN artworks a ON a.category_id = c.id GROUP BY c.slug ORDER BY count(*) DESC, c.slug LIMIT 1`,
    );
    const artwork = await client.query<{ slug: string }>(
      `SELECT slug FROM artworks WHERE metadata->>'bulk' = 'true' AND status = 'available' ORDER BY created_at DESC, id OFFSET 500 LIMIT 1`,
    );
    const order = await client.query<{ customer_email: string }>(
      `SELECT customer_email FROM orders ORDER BY created_at DESC OFFSET 20000 LIMIT 1`,
    );
    const galleryHtml = await (await fetch(`${baseUrl}/gallery`)).text();
    const pages = [...galleryHtml.matchAll(/[?&](?:amp;)?page=(\d+)/g)].map((m) => Number(m[1]));
    const lastGalleryPage = Math.max(1, ...pages);
    if (!category.rows[0] || !artwork.rows[0]) throw new Error("The large data set is missing (no category or bulk artwork).");
    return {
      categorySlug: category.rows[0].slug,
      searchWord: "monsoon",
      lastGalleryPage,
      artworkSlug: artwork.rows[0].slug,
      adminCookie: needAdmin ? await signInAdmin(baseUrl, stack.admin, "10.250.0.1") : "",
      orderSearch: order.rows[0]?.customer_email.split("@")[0] ?? "maya",
    };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Placing orders through the checkout's server action

/** The action id of an exported server action in this build (ids change with every build). */
function actionId(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), ".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, v]) => v.exportedName === name);
  if (!found) throw new Error(`No server action named ${name} in the build`);
  return found[0];
}

interface OrderLines {
  prints: { id: string; title: string }[];
  commissions: { id: string; title: string; category: string; size: string }[];
}

async function orderableItems(databaseUrl: string): Promise<OrderLines> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const prints = await client.query<{ id: string; title: string }>(
      `SELECT id::text, title FROM artworks WHERE status = 'available' AND price_paisa IS NOT NULL ORDER BY created_at DESC LIMIT 200`,
    );
    const services = await client.query<{ id: string; title: string; commission_pricing: unknown }>(
      `SELECT id::text, title, commission_pricing FROM services WHERE available AND category = 'commission' ORDER BY created_at DESC LIMIT 50`,
    );
    const commissions = services.rows.flatMap((s) => {
      const first = readCommissionPricing(s.commission_pricing)[0];
      return first ? [{ id: s.id, title: s.title, category: first.category, size: first.tiers[0].size }] : [];
    });
    if (prints.rows.length === 0 || commissions.length === 0) throw new Error("No available artworks or commissions to order.");
    return { prints: prints.rows, commissions };
  } finally {
    await client.end();
  }
}

/**
 * The multipart body React 19 sends for `submitOrder(formData)`: the form's fields prefixed
 * `_1_` (its reference), then the argument list `["$K1"]` as field 0. Each order is a new
 * checkout (its own idempotency key and mailbox), one print and one commission.
 */
function orderBody(n: number, items: OrderLines): { body: Buffer; contentType: string } {
  const print = items.prints[n % items.prints.length];
  const commission = items.commissions[n % items.commissions.length];
  const lines = [
    { kind: "artwork", lineId: `${print.id}-small`, artworkId: print.id, title: print.title, quantity: 1, size: "small", framing: "none", notes: "" },
    {
      kind: "service",
      lineId: `${commission.id}-${n}`,
      serviceId: commission.id,
      title: commission.title,
      quantity: 1,
      commission: { category: commission.category, size: commission.size, withFrame: false },
    },
  ];
  const fields: Record<string, string> = {
    _1_name: "Bench Visitor",
    _1_email: `bench.visitor.${n}@example.com`,
    _1_phone: "+977 980-1234567",
    _1_address: "Jhamsikhel, Lalitpur",
    _1_notes: "",
    _1_lines: JSON.stringify(lines),
    _1_idempotencyKey: crypto.randomUUID(),
  };
  const boundary = `----bench${crypto.randomBytes(12).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  // The argument list comes last, as React writes it (the server reads the form's fields in order).
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** What the action answered: placed, or refused with its code (rate_limited, unavailable, ...). */
function orderOutcome(body: string): string {
  if (/"ok":true/.test(body)) return "placed";
  return /"ok":false,"code":"([a-z_]+)"/.exec(body)?.[1] ?? "unreadable";
}

interface CheckoutReport {
  row: Row;
  outcomes: Record<string, number>;
  placedPerSecond: number;
  placedP50Ms: number | null;
  placedP99Ms: number | null;
  limitedBy: string;
  /** Orders stored by the end, the one before the clock and any finished after it included. */
  storedOrders: number;
}

function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function benchCheckout(stack: Stack, baseUrl: string, ceiling: number): Promise<CheckoutReport> {
  const items = await orderableItems(stack.databaseUrl);
  // 'Proceed to Payment' places the order (lines priced, originals held, payment link emailed);
  // the screenshot comes later, on the order's payment page.
  const id = actionId("proceedToPayment");
  let n = 0;
  let clientNumber = 0;
  const outcomes: Record<string, number> = {};
  let lastOutcome = "";
  const placedTimes: number[] = [];
  let firstPlacedAt = 0;
  let lastPlacedAt = 0;
  const url = new URL(baseUrl);

  // One order before the clock, to check the whole path works (and count it as placed).
  const trial = orderBody(n++, items);
  const trialStarted = performance.now();
  const trialAnswer = await fetch(`${baseUrl}/checkout`, {
    method: "POST",
    headers: { Origin: baseUrl, "Next-Action": id, "Content-Type": trial.contentType, "X-Forwarded-For": "10.200.0.1" },
    body: new Uint8Array(trial.body),
  });
  const trialOutcome = orderOutcome(await trialAnswer.text());
  if (trialOutcome !== "placed") throw new Error(`A single order through the checkout was not placed: ${trialAnswer.status} ${trialOutcome}`);
  const alone: Alone = { status: trialAnswer.status, ms: performance.now() - trialStarted, bytes: trial.body.length };

  stack.resetPeakRss();
  const startedAt = performance.now();
  const { result } = await load({
    url: baseUrl,
    // The answer is read to tell placed from refused orders: not compressed (it is a few hundred bytes).
    headers: { Origin: baseUrl, "Next-Action": id },
    method: "POST",
    // No warm-up: every order counts against the shop's hourly limits.
    warm: false,
    setupClient: (client: autocannon.Client) => {
      clientNumber++;
      const address = `10.201.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`;
      client.setHeaders({ Host: url.host, Origin: baseUrl, "Next-Action": id, "X-Forwarded-For": address });
    },
    requests: [
      {
        method: "POST",
        path: "/checkout",
        setupRequest: (request) => {
          const { body, contentType } = orderBody(n++, items);
          return { ...request, body, headers: { ...request.headers, "Content-Type": contentType } };
        },
        onResponse: (_status: number, body: string) => {
          lastOutcome = orderOutcome(body);
        },
      },
    ],
    onAnswer: (_status, responseTime) => {
      outcomes[lastOutcome] = (outcomes[lastOutcome] ?? 0) + 1;
      if (lastOutcome === "placed") {
        placedTimes.push(responseTime);
        lastPlacedAt = performance.now();
        if (!firstPlacedAt) firstPlacedAt = lastPlacedAt;
      }
    },
  } as RunOptions);
  const peak = stack.peakRssBytes();
  // Orders still in flight when the clock stopped are finished by the server: count what is stored.
  await new Promise((r) => setTimeout(r, 2_000));
  const { limitedBy, storedOrders } = await afterTheRun(stack.databaseUrl);
  placedTimes.sort((a, b) => a - b);
  const placed = outcomes.placed ?? 0;
  const placedWindowS = placed > 0 ? (lastPlacedAt - startedAt) / 1000 : 0;
  const row = rowFrom(CHECKOUT_TARGET, "place an order (Proceed to Payment)", "POST /checkout", result, ceiling, peak);
  // An order the server could not place (its catch-all 'failed', or an answer that is not the
  // action's) is an error, whatever the HTTP status said.
  row.errors += (outcomes.failed ?? 0) + (outcomes.unreadable ?? 0);
  row.alone = alone;
  if (row.requests === 0) row.notes = `no answer within ${DURATION_S} s at ${CONNECTIONS} connections`;
  const refused = Object.entries(outcomes)
    .filter(([k]) => k !== "placed")
    .map(([k, v]) => `${v} ${k}`)
    .join(", ");
  if (row.requests > 0) row.notes = `${placed} placed${refused ? `, refused: ${refused}` : ""}`;
  return {
    row,
    outcomes: { ...outcomes, placedBeforeTheClock: 1 },
    placedPerSecond: placedWindowS > 0 ? placed / placedWindowS : 0,
    placedP50Ms: percentile(placedTimes, 50),
    placedP99Ms: percentile(placedTimes, 99),
    limitedBy,
    storedOrders,
  };
}

/** Which of the checkout's rate limits were full at the end (the shop's own counters), and the orders stored. */
/**
 * The page-view beacon (POST /api/v, lib/analytics/beacon.ts), what every page shown costs the
 * shop besides the page itself (a page from nginx's cache costs it only this): straight to one
 * instance, a view of /gallery per request from 5,000 client addresses in turn (X-Forwarded-For;
 * the servers trust one proxy), so the per-address limit stays out of it and each request is
 * counted: two marks and two counters in one statement.
 */
async function benchBeacon(baseUrl: string, ceiling: number, stack: Stack): Promise<Row> {
  let n = 0;
  const body = JSON.stringify({ e: "view", p: "/gallery" });
  const options: RunOptions = {
    url: `${baseUrl}/api/v`,
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) bench-http" },
    body,
    requests: [
      {
        setupRequest: (request) => {
          const i = n++ % 5000;
          return { ...request, headers: { ...request.headers, "X-Forwarded-For": `10.77.${i >> 8}.${i & 255}` } };
        },
      },
    ],
  };
  if (WARMUP_S > 0) await run({ ...options, duration: WARMUP_S });
  stack.resetPeakRss();
  const result = await run(options);
  const row = rowFrom(BEACON_TARGET, "page-view beacon POST /api/v (app alone)", "/api/v", result, ceiling, stack.peakRssBytes());
  console.log(`  ${row.label}: ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99Ms} ms, non-2xx ${row.non2xx}`);
  return row;
}

async function afterTheRun(databaseUrl: string): Promise<{ limitedBy: string; storedOrders: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM orders WHERE customer_email LIKE 'bench.visitor.%'`);
    const { rows } = await client.query<{ bucket: string; most: string }>(
      `SELECT bucket, max(n)::text AS most FROM (SELECT bucket, key, count(*) AS n FROM rate_limit_events
         WHERE bucket LIKE 'checkout%' GROUP BY bucket, key) per_key GROUP BY bucket`,
    );
    const most = new Map(rows.map((r) => [r.bucket, Number(r.most)]));
    const full: string[] = [];
    const { perClient, perEmail } = CHECKOUT_RATE_LIMITS;
    if ((most.get(perClient.bucket) ?? 0) >= perClient.limit) full.push(`per client address (${perClient.limit} per hour)`);
    if ((most.get(perEmail.bucket) ?? 0) >= perEmail.limit) full.push(`per mailbox and client (${perEmail.limit} per 5 minutes)`);
    return { limitedBy: full.join("; ") || "none", storedOrders: Number(stored.rows[0].n) };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Output

function mb(bytes: number | null): string {
  return bytes === null ? "-" : `${Math.round(bytes / 1024 / 1024)}`;
}

function printTable(rows: Row[]): void {
  const own = rows.some((r) => r.ratioToOwnCeiling != null);
  const head = ["target", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "non-2xx", "x ceiling", ...(own ? ["x its ceiling"] : []), "KB/answer", "alone ms", "CPU ms/answer", "peak RSS MB"];
  const cells = rows.map((r) => [
    r.label,
    r.requestsPerSecond.toFixed(0),
    r.requests === 0 ? "-" : r.p50Ms.toFixed(0),
    r.requests === 0 ? "-" : r.p95Ms.toFixed(0),
    r.requests === 0 ? "-" : r.p99Ms.toFixed(0),
    String(r.errors + r.timeouts),
    String(r.non2xx),
    r.ratioToCeiling === null ? "100%" : `${(r.ratioToCeiling * 100).toFixed(1)}%`,
    ...(own ? [r.ratioToOwnCeiling == null ? "" : `${(r.ratioToOwnCeiling * 100).toFixed(1)}%`] : []),
    (r.bytesPerAnswer / 1024).toFixed(1),
    r.alone ? r.alone.ms.toFixed(0) : "-",
    r.cpuMsPerAnswer ? `${r.cpuMsPerAnswer.server.toFixed(1)} + ${r.cpuMsPerAnswer.db.toFixed(1)} db` : "-",
    mb(r.peakRssBytes),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  console.log(line(head));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  for (const name of ONLY ?? []) {
    if (!ALL_NAMES.includes(name) && !["public", "gallery", "admin", "checkout"].includes(name)) {
      throw new Error(`--only: unknown target '${name}' (targets: ${ALL_NAMES.join(", ")}; groups: public, gallery, admin, checkout)`);
    }
  }
  const startedAt = new Date();
  console.log(`bench:http — ${startedAt.toISOString()}, ${CONNECTIONS} connections, ${DURATION_S} s per target after ${WARMUP_S} s of warm-up, gzip`);
  const loadBefore = os.loadavg();
  if (BUILD) buildProduction();
  else if (!hasProductionBuild()) throw new Error("No production build: run without --no-build, or `npm run build` first.");

  const stack = await startStack({
    ports: THROUGH_NGINX ? [PORT, NGINX_PORT + 1] : [PORT],
    seed: "large",
    ...(SERVER_NODE_OPTIONS ? { env: { NODE_OPTIONS: SERVER_NODE_OPTIONS } } : {}),
    // Behind nginx the instances run as production runs them: the systemd unit's command line.
    ...(THROUGH_NGINX ? { systemdUnit: { siteUrl: `http://localhost:${NGINX_PORT}` } } : {}),
  });
  let ceilingChild: ChildProcess | undefined;
  let nginx: NginxServer | undefined;
  // Interrupted (the stack stops itself and exits): the ceiling server and nginx go too, by PID
  // (nginx's master takes its workers with it on SIGTERM).
  process.on("exit", () => {
    if (ceilingChild && ceilingChild.exitCode === null) ceilingChild.kill("SIGKILL");
    if (nginx?.pid) {
      try {
        process.kill(nginx.pid, "SIGTERM");
      } catch {
        /* already stopped */
      }
    }
  });
  const rows: Row[] = [];
  let failed = false;
  try {
    const server = stack.instances[0];
    if (THROUGH_NGINX) {
      nginx = await startNginx({ port: NGINX_PORT, upstreams: stack.instances.map((i) => i.port), workers: NGINX_WORKERS });
      console.log(`  nginx (${NGINX_WORKERS} worker${NGINX_WORKERS > 1 ? "s" : ""}, deploy/nginx/art-shop.conf) on ${nginx.url} in front of ${stack.instances.map((i) => i.url).join(" and ")}`);
    }
    // Where the targets are loaded: nginx, or the one instance.
    const front = nginx?.url ?? server.url;
    const targets = TARGETS.filter((t) => selected(t.name, t.groups, t.extra));
    const withCheckout = selected(CHECKOUT_TARGET, ["checkout"]);
    const fixtures = await findFixtures(stack, server.url, targets.some((t) => t.groups.includes("admin")));

    // Ceiling
    const ceiling = await startCeiling(server.url, stack.workDir);
    ceilingChild = ceiling.child;
    const { result: ceilingResult } = await load({ url: ceiling.url, headers: { "Accept-Encoding": "gzip" } });
    const ceilingRow = rowFrom("ceiling", `ceiling: Node http, home's ${ceiling.encoding} bytes`, "/", ceilingResult, null, null);
    rows.push(ceilingRow);
    await stopChild(ceiling.child);
    const ceilingRps = ceilingRow.requestsPerSecond;
    console.log(`  ceiling ${ceilingRps.toFixed(0)} req/s (${(ceiling.bytes / 1024).toFixed(1)} KB ${ceiling.encoding})`);

    for (const target of targets) {
      const pathname = target.path(fixtures);
      // Through nginx, a public page also gets a ceiling of its own bytes (same minimal server).
      let ownCeilingRps: number | null = null;
      if (nginx && target.publicPage) {
        const own = await startCeiling(`${server.url}${pathname}`, stack.workDir);
        ceilingChild = own.child;
        const { result: ownResult } = await load({ url: own.url, headers: { "Accept-Encoding": "gzip" } });
        await stopChild(own.child);
        ownCeilingRps = ownResult.requests.average;
        rows.push(rowFrom(`${target.name}-ceiling`, `  its ceiling: Node http, its ${own.encoding} bytes`, pathname, ownResult, ceilingRps, null));
        console.log(`  ${target.label(fixtures)}: its own ceiling ${ownCeilingRps.toFixed(0)} req/s (${(own.bytes / 1024).toFixed(1)} KB ${own.encoding})`);
      }
      // Through nginx, a public page is also measured straight from one instance, beside it.
      const ways = nginx
        ? [
            { name: target.name, label: `${target.label(fixtures)}, through nginx`, base: front },
            ...(target.publicPage ? [{ name: `${target.name}-app`, label: `${target.label(fixtures)}, app alone`, base: server.url }] : []),
          ]
        : [{ name: target.name, label: target.label(fixtures), base: front }];
      for (const way of ways) {
        stack.resetPeakRss();
        const { result, alone, cpu } = await load({
          url: `${way.base}${pathname}`,
          headers: { "Accept-Encoding": "gzip", ...(target.headers?.(fixtures) ?? {}) },
          cpu: () => stackCpu(stack),
        });
        const row = rowFrom(way.name, way.label, pathname, result, ceilingRps, stack.peakRssBytes());
        const answers = result.requests.total;
        row.cpuMsPerAnswer = cpu && answers > 0 ? { server: cpu.serverMs / answers, db: cpu.dbMs / answers } : null;
        if (ownCeilingRps) row.ratioToOwnCeiling = result.requests.average / ownCeilingRps;
        row.alone = alone;
        if (row.requests === 0) row.notes = `no answer within ${DURATION_S} s at ${CONNECTIONS} connections`;
        rows.push(row);
        console.log(
          `  ${row.label}: ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99Ms} ms` +
            (alone ? `; alone: HTTP ${alone.status} in ${alone.ms.toFixed(0)} ms, ${(alone.bytes / 1024).toFixed(1)} KB gzip${alone.cache ? `, X-Cache-Status ${alone.cache}` : ""}` : ""),
        );
      }
    }

    if (selected(BEACON_TARGET, ["public"])) rows.push(await benchBeacon(server.url, ceilingRps, stack));

    let checkout: CheckoutReport | undefined;
    if (withCheckout) {
      checkout = await benchCheckout(stack, front, ceilingRps);
      rows.push(checkout.row);
    }
    const overallPeak = Math.max(0, ...rows.map((r) => r.peakRssBytes ?? 0));

    console.log("");
    printTable(rows);
    console.log("");
    console.log(`Server peak RSS over the run (process tree, sampled every 200 ms): ${mb(overallPeak)} MB`);
    const loadAfter = os.loadavg();
    console.log(
      `Machine: ${os.cpus().length} cores; load average ${loadBefore[0].toFixed(1)} before the build, ${loadAfter[0].toFixed(1)} at the end ` +
        "(other work on the machine lowers every figure; the ratios to the ceiling, measured in the same run, hold better).",
    );
    if (checkout) {
      const o = checkout.outcomes;
      console.log(
        `Orders: one alone took ${checkout.row.alone?.ms.toFixed(0)} ms ('Proceed to Payment': priced, originals held, payment link queued). ` +
          `${o.placed ?? 0} placed in the run at ${checkout.placedPerSecond.toFixed(1)} orders/s while they were allowed, ` +
          `placed p50 ${checkout.placedP50Ms?.toFixed(0) ?? "-"} ms / p99 ${checkout.placedP99Ms?.toFixed(0) ?? "-"} ms; ` +
          `${checkout.row.requests - (o.placed ?? 0)} not placed (${checkout.row.notes ?? "none answered"}). Full rate limits at the end: ${checkout.limitedBy}. ` +
          `Orders stored in all: ${checkout.storedOrders} (the one alone, and those finished after the clock stopped). ` +
          `Orders hold the checkout's overall rate-limit lock from counting to commit, so that part runs one order at a time.`,
      );
    }

    console.log("\nTargets (figures only, never a failure):");
    for (const r of rows.filter((row) => TARGETS.find((t) => t.name === row.name)?.publicPage)) {
      const ratio = r.ratioToCeiling ?? 0;
      if (nginx) {
        const met = ratio >= TARGET_RATIO_NGINX && r.p99Ms < TARGET_NGINX_P99_MS;
        const own = r.ratioToOwnCeiling;
        const ownText = own == null ? "" : `; ${own.toFixed(2)}x its own bytes' ceiling (${own >= TARGET_RATIO_NGINX && r.p99Ms < TARGET_NGINX_P99_MS ? "met" : "not met"} against that)`;
        console.log(
          `  ${r.label}: ${ratio.toFixed(2)}x the ceiling, p99 ${r.p99Ms} ms (target >= ${TARGET_RATIO_NGINX.toFixed(1)}x and p99 < ${TARGET_NGINX_P99_MS} ms): ${met ? "met" : "not met"}${ownText}`,
        );
      } else {
        console.log(`  ${r.label}: ${(ratio * 100).toFixed(1)}% of the ceiling (target >= ${TARGET_RATIO_CACHED * 100}%): ${ratio >= TARGET_RATIO_CACHED ? "met" : "not met"}`);
      }
    }
    const gallery = rows.find((r) => r.name === "gallery");
    if (gallery) console.log(`  gallery page 1 p99 ${gallery.p99Ms} ms (target < ${TARGET_GALLERY_P99_MS} ms): ${gallery.p99Ms < TARGET_GALLERY_P99_MS ? "met" : "not met"}`);
    const admin = rows.find((r) => r.name === "admin-orders");
    if (admin) console.log(`  admin orders list (its rows) p99 ${admin.p99Ms} ms (target < ${TARGET_ADMIN_ORDERS_P99_MS} ms): ${admin.p99Ms < TARGET_ADMIN_ORDERS_P99_MS ? "met" : "not met"}`);
    const frame = rows.find((r) => r.name === "admin-orders-page");
    if (frame) console.log(`  admin orders page frame p99 ${frame.p99Ms} ms (same target): ${frame.p99Ms < TARGET_ADMIN_ORDERS_P99_MS ? "met" : "not met"}`);

    for (const r of rows.filter((row) => row.requests === 0)) {
      console.log(`  ${r.label}: no answer within ${DURATION_S} s at ${CONNECTIONS} connections (a timing, not a failure, when alone it answers 2xx)`);
    }
    // Failures: errors, timeouts and non-2xx answers, or a page that does not answer 2xx even alone.
    const broken = rows.filter((r) => r.errors + r.timeouts + r.non2xx > 0 || (r.alone && (r.alone.status < 200 || r.alone.status > 299)));
    if (broken.length > 0) {
      failed = true;
      const what = (r: Row) => `${r.label} (${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx${r.alone ? `, alone HTTP ${r.alone.status}` : ""})`;
      console.error(`\nRequests failed on: ${broken.map(what).join("; ")}`);
    }

    const out = option("out") ?? path.join("bench-results", `http-${startedAt.toISOString().slice(0, 19).replace(/:/g, "-")}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          startedAt: startedAt.toISOString(),
          finishedAt: new Date().toISOString(),
          settings: {
            connections: CONNECTIONS,
            durationS: DURATION_S,
            warmupS: WARMUP_S,
            gzip: true,
            quick: QUICK,
            only: ONLY ?? null,
            throughNginx: THROUGH_NGINX ? { workers: NGINX_WORKERS, config: "deploy/nginx/art-shop.conf", instances: stack.instances.length } : false,
          },
          machine: { cpus: os.cpus().length, node: process.version, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter },
          fixtures: { ...fixtures, adminCookie: undefined },
          ceiling: { requestsPerSecond: ceilingRps, bodyBytes: ceiling.bytes, encoding: ceiling.encoding },
          rows,
          serverPeakRssBytes: overallPeak,
          checkout: checkout && { ...checkout, row: undefined },
          targets: {
            cachedPublicRatio: TARGET_RATIO_CACHED,
            galleryP99Ms: TARGET_GALLERY_P99_MS,
            adminOrdersP99Ms: TARGET_ADMIN_ORDERS_P99_MS,
            ...(nginx ? { throughNginxRatio: TARGET_RATIO_NGINX, throughNginxP99Ms: TARGET_NGINX_P99_MS } : {}),
          },
        },
        null,
        2,
      ),
    );
    const serverLog = out.replace(/\.json$/, "") + ".server.log";
    fs.copyFileSync(server.logFile, serverLog);
    console.log(`\nWritten ${out} (the server's output: ${serverLog})`);
  } finally {
    if (ceilingChild) await stopChild(ceilingChild);
    await nginx?.stop();
    await stack.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
