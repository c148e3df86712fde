/**
 * Back-office orders benchmark: 50,000 orders in a temporary database, then the order list's
 * typical requests (first page, a deep keyset page, status and payment filters, searches by order
 * number, email, name and transaction reference, the verification queue) through the same code
 * the page uses (lib/data/admin/orders.ts), 8 at a time (8 connections), printing p50/p99 per
 * request kind and overall.
 *
 *   npm run bench:admin-orders -- [--orders 50000] [--requests 400] [--concurrency 8] [--plans]
 *
 * The database is a scratch database on the server of DATABASE_URL when that is set (that
 * database itself is never touched), otherwise a temporary embedded PostgreSQL; it is dropped at
 * the end. Target: p99 under 200 ms. Figures are for comparison on one machine.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

if (!process.execArgv.some((arg) => arg.includes("react-server")) && !process.env.BENCH_CHILD) {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const result = spawnSync(tsx, ["--conditions=react-server", fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_CHILD: "1" },
  });
  process.exit(result.status ?? 1);
}

const args = process.argv.slice(2);
function option(name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
}
const ORDERS = option("orders", 50_000);
const REQUESTS = option("requests", 400);
const CONCURRENCY = option("concurrency", 8);
const SHOW_PLANS = args.includes("--plans");

const FIRST = ["Sita", "Ram", "Hari", "Gita", "Maya", "Bikash", "Anita", "Kiran", "Sunita", "Pema", "Dawa", "Nima", "Asha", "Bishnu"];
const LAST = ["Gurung", "Thapa", "Shrestha", "Rai", "Lama", "Tamang", "Sherpa", "KC", "Magar", "Karki", "Adhikari", "Joshi"];
const STATUSES = ["pending", "processing", "completed", "completed", "completed", "cancelled"] as const;
const PAYMENTS = ["pending", "processing", "paid", "paid", "paid", "failed", "refunded"] as const;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function createDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `bench_admin_orders_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const server = process.env.DATABASE_URL;
  if (server) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: server });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const { startEmbeddedPostgres, ensureDatabase, freePort } = await import("./lib/embedded-postgres");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-bench-orders-"));
  fs.chmodSync(dataDir, 0o755);
  const pgServer = await startEmbeddedPostgres({ dataDir, port: await freePort(57000 + Math.floor(Math.random() * 1000)) });
  await ensureDatabase(pgServer.adminUrl, name);
  return {
    url: pgServer.urlFor(name),
    cleanup: async () => {
      await pgServer.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function seedOrders(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const random = rng(7);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const now = Date.now();
  const batch = 2000;
  for (let offset = 0; offset < ORDERS; offset += batch) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let i = offset; i < Math.min(ORDERS, offset + batch); i++) {
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      const email = `${name.toLowerCase().replace(/\s+/g, ".")}${i}@example.com`;
      const created = new Date(now - (ORDERS - i) * 60_000 * 3);
      const total = 100_000 + Math.floor(random() * 20_000_000);
      const payment = pick(PAYMENTS);
      const ref = payment === "paid" ? `ESW${(1_000_000 + i).toString(36).toUpperCase()}` : null;
      const p = values.length;
      rows.push(
        `($${p + 1}::uuid, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}::jsonb, $${p + 6}, 0, 0, $${p + 6}, ` +
          `$${p + 7}::order_status, $${p + 8}::payment_status, $${p + 9}, $${p + 10}::timestamptz, $${p + 10}::timestamptz)`,
      );
      values.push(
        randomUUID(),
        `ORD-${created.toISOString().slice(0, 10).replace(/-/g, "")}-${String(i).padStart(5, "0")}`,
        randomBytes(24).toString("base64url"),
        email,
        JSON.stringify({ name, email, phone: "+977 9800000000", address: "Kathmandu", notes: "" }),
        total,
        pick(STATUSES),
        payment,
        ref,
        created,
      );
    }
    await client.query(
      `INSERT INTO orders (id, order_number, access_token, customer_email, customer_info, subtotal_paisa, tax_paisa, shipping_paisa,
         total_paisa, status, payment_status, transaction_reference, created_at, updated_at) VALUES ${rows.join(",")}`,
      values,
    );
  }
  await client.query("ANALYZE orders");
  await client.end();
}

async function main() {
  const { url, cleanup } = await createDatabase();
  process.env.DATABASE_URL = url;
  try {
    const { applyMigrations } = await import("@/lib/db/migrations");
    await applyMigrations(url);
    const started = performance.now();
    await seedOrders(url);
    console.log(`Seeded ${ORDERS.toLocaleString("en")} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const { db } = await import("@/lib/db");
    const { setSessionReaderForTests } = await import("@/lib/auth/session");
    const admin = await db.profile.create({ data: { email: "bench-admin@example.com", role: "admin" } });
    setSessionReaderForTests(async () => ({ userId: admin.id, email: admin.email, expired: false }));
    const { listAdminOrders, listPaymentVerificationQueue } = await import("@/lib/data/admin/orders");
    const { parseAdminOrderQuery } = await import("@/lib/domain/admin-order-query");

    const first = await listAdminOrders(parseAdminOrderQuery({}));
    let deepCursor: string | null = first.nextCursor;
    for (let i = 0; i < 40 && deepCursor; i++) deepCursor = (await listAdminOrders(parseAdminOrderQuery({ cursor: deepCursor }))).nextCursor;
    const sample = await db.order.findMany({ skip: Math.floor(ORDERS / 3), take: 1, select: { orderNumber: true, customerEmail: true, transactionReference: true } });
    const paidSample = await db.order.findFirst({ where: { transactionReference: { not: null } }, skip: 100, select: { transactionReference: true } });

    const kinds: { name: string; run: () => Promise<unknown> }[] = [
      { name: "first page", run: () => listAdminOrders(parseAdminOrderQuery({})) },
      { name: "page 41 (keyset)", run: () => listAdminOrders(parseAdminOrderQuery({ cursor: deepCursor })) },
      { name: "status=pending", run: () => listAdminOrders(parseAdminOrderQuery({ status: "pending" })) },
      { name: "payment=paid", run: () => listAdminOrders(parseAdminOrderQuery({ payment: "paid" })) },
      { name: "status+payment", run: () => listAdminOrders(parseAdminOrderQuery({ status: "processing", payment: "pending" })) },
      { name: "search order number", run: () => listAdminOrders(parseAdminOrderQuery({ q: sample[0].orderNumber })) },
      { name: "search email", run: () => listAdminOrders(parseAdminOrderQuery({ q: sample[0].customerEmail.slice(0, 12) })) },
      { name: "search name", run: () => listAdminOrders(parseAdminOrderQuery({ q: "maya lama" })) },
      { name: "search reference", run: () => listAdminOrders(parseAdminOrderQuery({ q: paidSample?.transactionReference ?? "ESW" })) },
      { name: "verification queue", run: () => listPaymentVerificationQueue() },
    ];

    if (SHOW_PLANS) {
      const rows = await db.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(
        `EXPLAIN ANALYZE SELECT id FROM orders WHERE order_search_text(order_number, customer_email, customer_info, transaction_reference) LIKE '%maya lama%' ORDER BY created_at DESC, id DESC LIMIT 26`,
      );
      console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
    }

    // Warm-up.
    for (const kind of kinds) await kind.run();

    const timings = new Map<string, number[]>(kinds.map((k) => [k.name, []]));
    let next = 0;
    const wallStart = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (;;) {
          const i = next++;
          if (i >= REQUESTS) return;
          const kind = kinds[i % kinds.length];
          const t0 = performance.now();
          await kind.run();
          timings.get(kind.name)!.push(performance.now() - t0);
        }
      }),
    );
    const wall = performance.now() - wallStart;

    console.log(`\n${REQUESTS} requests, ${CONCURRENCY} at a time, over ${ORDERS.toLocaleString("en")} orders (${(REQUESTS / (wall / 1000)).toFixed(0)} req/s)`);
    console.log("request".padEnd(22), "p50 ms".padStart(8), "p99 ms".padStart(8));
    const all: number[] = [];
    for (const [name, list] of timings) {
      const sorted = [...list].sort((a, b) => a - b);
      all.push(...sorted);
      console.log(name.padEnd(22), percentile(sorted, 50).toFixed(1).padStart(8), percentile(sorted, 99).toFixed(1).padStart(8));
    }
    all.sort((a, b) => a - b);
    const p99 = percentile(all, 99);
    console.log("all".padEnd(22), percentile(all, 50).toFixed(1).padStart(8), p99.toFixed(1).padStart(8));
    console.log(`\nTarget p99 < 200 ms: ${p99 < 200 ? "met" : "NOT met"}`);
    await db.$disconnect();
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
