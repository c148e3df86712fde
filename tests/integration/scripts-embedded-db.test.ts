/**
 * The command-line scripts work on a fresh clone without DATABASE_URL, on the embedded
 * database `npm run dev` uses: each is run as a developer runs it (`npm run ...`), says which
 * database it used, starts and stops the embedded server itself when the site is not running,
 * and reuses it when it is.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_PAYLOADS } from "@/lib/email/samples";
import { freePort, startEmbeddedPostgres, type EmbeddedPostgres } from "@/scripts/lib/embedded-postgres";
import { runningSitePort } from "@/scripts/lib/local-database";

const root = path.resolve(import.meta.dirname, "../..");
let work: string;
let port: number;
let env: NodeJS.ProcessEnv;
let running: EmbeddedPostgres | undefined;

function npmRun(script: string, args: string[] = []): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, out }));
  });
}

const embeddedLine = (script: string) => `${script}: database embedded PostgreSQL on 127.0.0.1:${port}`;
const serverRunning = () => fs.existsSync(path.join(work, "db", "cluster", "postmaster.pid"));

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-scripts-"));
  fs.chmodSync(work, 0o755);
  port = await freePort(56000 + Math.floor(Math.random() * 500));
  env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "NODE_ENV") delete env[key];
  Object.assign(env, {
    // Set and empty: .env files never override the environment, so a developer's .env cannot
    // point these runs at another database.
    DATABASE_URL: "",
    RESEND_API_KEY: "",
    EMBEDDED_PG_DIR: path.join(work, "db"),
    EMBEDDED_PG_PORT: String(port),
    STORAGE_DRIVER: "local",
    STORAGE_LOCAL_DIR: path.join(work, "uploads"),
    SITE_URL: "http://shop.example.test:4321",
  });
});

afterAll(async () => {
  await running?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("the scripts on the embedded database, without DATABASE_URL", () => {
  it("db:migrate creates the embedded database, migrates it and stops it", async () => {
    const { code, out } = await npmRun("db:migrate");
    expect(out).toContain(embeddedLine("db:migrate"));
    expect(out).toMatch(/Applied \d+ migration\(s\): \d+_init/);
    expect(code).toBe(0);
    expect(serverRunning()).toBe(false);
  }, 180_000);

  it("admin:create starts the embedded database, creates the administrator and stops it again", async () => {
    // First, so that db:seed finds an administrator and leaves .local/admin-credentials.txt alone.
    const { code, out } = await npmRun("admin:create", ["--email", "owner@example.com", "--password", "a-long-password"]);
    expect(out).toContain(embeddedLine("admin:create"));
    expect(out).toContain("Administrator owner@example.com created.");
    expect(code).toBe(0);
    expect(serverRunning()).toBe(false);
  }, 180_000);

  it("db:seed adds the demo content there", async () => {
    const { code, out } = await npmRun("db:seed");
    expect(out).toContain(embeddedLine("db:seed"));
    expect(out).toMatch(/Seed: \+\d+ categories, \+\d+ artworks/);
    expect(code).toBe(0);
    expect(serverRunning()).toBe(false);
  }, 300_000);

  it("db:seed:large adds bulk rows after the demo content", async () => {
    const { code, out } = await npmRun("db:seed:large", ["--artworks", "12", "--services", "2", "--orders", "9", "--inquiries", "3"]);
    expect(out).toContain(embeddedLine("db:seed:large"));
    expect(out).toMatch(/orders\s+9 rows/);
    expect(code).toBe(0);
    expect(serverRunning()).toBe(false);
  }, 180_000);

  it("email:drain and email:preview reuse the database of a running site", async () => {
    // As when `npm run dev` is running: the server is up, the scripts must leave it running.
    running = await startEmbeddedPostgres({ dataDir: path.join(work, "db"), port });
    const client = new pg.Client({ connectionString: running.urlFor("art_shop") });
    await client.connect();
    let id: string;
    try {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO email_outbox (id, type, "to", subject, payload, idempotency_key, updated_at)
         VALUES (gen_random_uuid(), 'order_confirmation', ARRAY['sita@example.com'], 'Your order', $1, 'scripts-test-1', now())
         RETURNING id`,
        [JSON.stringify(SAMPLE_PAYLOADS.order_confirmation)],
      );
      id = rows[0].id;

      const drain = await npmRun("email:drain");
      expect(drain.out).toContain(`${embeddedLine("email:drain")} (already running)`);
      expect(drain.out).toContain("1 due, 0 sent, 1 kept locally");
      expect(drain.code).toBe(0);

      const out = path.join(work, "previews");
      const preview = await npmRun("email:preview", [id, "--out", out]);
      expect(preview.out).toContain(`${embeddedLine("email:preview")} (already running)`);
      expect(preview.code).toBe(0);
      const html = fs.readFileSync(path.join(out, `${id}.html`), "utf8");
      expect(html).toContain("http://shop.example.test:4321");
      expect(html).not.toContain("localhost:3000");
      expect(serverRunning()).toBe(true);

      // What the scripts wrote is in that database.
      const admin = await client.query(`SELECT role FROM profiles WHERE email = 'owner@example.com'`);
      expect(admin.rows).toEqual([{ role: "admin" }]);
      const bulk = await client.query(`SELECT count(*)::int AS n FROM orders WHERE order_number LIKE 'ORD-BULK-%'`);
      expect(bulk.rows[0].n).toBe(9);
      const email = await client.query(`SELECT status FROM email_outbox WHERE id = $1`, [id]);
      expect(email.rows).toEqual([{ status: "delivered_locally" }]);
    } finally {
      await client.end();
    }
  }, 180_000);
});

describe("the port of a running site", () => {
  it("is read from the runner's state while its process lives, and ignored after", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-state-"));
    try {
      fs.mkdirSync(path.join(dir, ".local"));
      const state = path.join(dir, ".local", "run-state.json");
      fs.writeFileSync(state, JSON.stringify({ runner: process.pid, next: process.pid, port: 4100 }));
      expect(runningSitePort(dir)).toBe(4100);
      fs.writeFileSync(state, JSON.stringify({ runner: 2 ** 22 + 12345, port: 4100 }));
      expect(runningSitePort(dir)).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
