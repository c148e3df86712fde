/**
 * Two instances of the shop on one database, sharing their page cache through a real
 * redis-server (REDIS_URL): a change made through one instance is what the other serves on its
 * very next request, although both had the page cached before.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { shopServerArgs } from "../../scripts/lib/shop-server";
import { startRedisServer, type RedisServer } from "../support/redis-server";
import { e2eDatabaseUrl, placeOrderAsVisitor, query } from "./support/admin";

const BASE_PORT = Number(process.env.E2E_PORT || 3107) + 40;
const stamp = Date.now();
const SLUG = `shared-cache-study-${stamp}`;

let redis: RedisServer;
const instances: { url: string; child: ChildProcess }[] = [];

async function startInstance(port: number): Promise<{ url: string; child: ChildProcess }> {
  const root = process.cwd();
  const { work } = JSON.parse(fs.readFileSync(path.join(root, "test-results", ".e2e-env.json"), "utf8")) as { work: string };
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, shopServerArgs(root, "start", port, "localhost"), {
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: e2eDatabaseUrl(),
      REDIS_URL: redis.url,
      STORAGE_DRIVER: "local",
      STORAGE_LOCAL_DIR: path.join(work, "uploads"),
      RESEND_API_KEY: "",
      EMAIL_WORKER: "false",
      SITE_URL: url,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      AUTH_TRUST_HOST: "true",
      TRUSTED_PROXY: "1",
    },
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url, child };
    if (Date.now() - started > 90_000) throw new Error(`instance on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function cacheState(url: string): Promise<{ status: number; cache: string | null; html: string }> {
  const response = await fetch(url);
  return { status: response.status, cache: response.headers.get("x-nextjs-cache"), html: await response.text() };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  redis = await startRedisServer();
  for (const port of [BASE_PORT, BASE_PORT + 1]) instances.push(await startInstance(port));
  await query(
    `INSERT INTO artworks (id, slug, title, price_paisa, status, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, 'Shared Cache Study', 640000, 'available', now() - interval '30 days', now())`,
    [SLUG],
  );
});

test.afterAll(async () => {
  for (const { child } of instances) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  await redis?.stop();
});

// Runs with the other site-wide tests, after the rest: its artwork is written to the shared
// database behind the main test server's back (that server keeps its own cache).
test("an original reserved through one instance shows Reserved on the other at its next request", { tag: "@exclusive" }, async ({ browser }) => {
  test.setTimeout(120_000);
  const [a, b] = instances;
  const pagePath = `/gallery/${SLUG}`;

  // Rendered once (by either instance), then served from the shared cache by both.
  const first = await cacheState(`${a.url}${pagePath}`);
  expect(first.status).toBe(200);
  expect(first.html).toContain("Shared Cache Study");
  await expect.poll(async () => (await cacheState(`${a.url}${pagePath}`)).cache).toBe("HIT");
  // B has never rendered this page: a HIT there is A's render, read from Redis.
  const onB = await cacheState(`${b.url}${pagePath}`);
  // Served from the store, not rendered (B has not learned this route's lifetime yet, so Next
  // may call A's copy STALE and refresh it in the background while serving it).
  expect(["HIT", "STALE"]).toContain(onB.cache);
  // The page's note, not the word: the status labels also travel in the page's client messages.
  expect(onB.html).not.toContain('data-testid="reserved-note"');

  const visitor = await browser.newContext({ baseURL: a.url, extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${(stamp % 200) + 20}` } });
  const page = await visitor.newPage();
  await placeOrderAsVisitor(page, SLUG, { name: "Mina Gurung", email: `mina-${stamp}@example.com` });
  await visitor.close();

  // No waiting: the reservation invalidated the artwork's tag in Redis before the order answered.
  const after = await cacheState(`${b.url}${pagePath}`);
  expect(after.status).toBe(200);
  expect(after.cache).toBe("MISS");
  expect(after.html).toContain('data-testid="reserved-note"');
  // ...and that fresh render is what both instances serve from then on.
  const again = await cacheState(`${a.url}${pagePath}`);
  expect(again.cache).toBe("HIT");
  expect(again.html).toContain('data-testid="reserved-note"');
});
