/**
 * The site as browser tests see it: a production build (`next build`, run beforehand) started
 * on E2E_PORT against a fresh embedded PostgreSQL with migrations and demo content, local
 * storage and the local email outbox in a temporary folder. Everything is removed on SIGTERM.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyMigrations } from "@/lib/db/migrations";
import { startEmbeddedPostgres, ensureDatabase, freePort } from "./lib/embedded-postgres";
import { shopServerArgs } from "./lib/shop-server";
import { startPaymentStandIns } from "../tests/support/payment-providers";

async function main() {
  const root = process.cwd();
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) {
    throw new Error("No production build: run `npx next build` before the browser tests (npm test does).");
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-e2e-"));
  fs.chmodSync(work, 0o755);
  const pgDir = path.join(work, "db");
  const db = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(56000 + Math.floor(Math.random() * 500)) });
  await ensureDatabase(db.adminUrl, "art_shop");
  const url = db.urlFor("art_shop");
  await applyMigrations(url);

  process.env.DATABASE_URL = url;
  process.env.STORAGE_DRIVER = "local";
  process.env.STORAGE_LOCAL_DIR = path.join(work, "uploads");
  delete process.env.RESEND_API_KEY;
  const { db: prisma } = await import("@/lib/db");
  const { storage } = await import("@/lib/storage");
  const { seed } = await import("../prisma/seed");
  await seed({
    db: prisma,
    storage: storage(),
    adminEmail: "admin@e2e.test",
    adminCredentialsFile: path.join(work, "admin.txt"),
  });
  await prisma.$disconnect();
  // Browser tests that sign in read the generated credentials from here.
  fs.mkdirSync(path.join(root, "test-results"), { recursive: true });
  fs.writeFileSync(path.join(root, "test-results", ".e2e-env.json"), JSON.stringify({ work, databaseUrl: url }), {
    flag: "w",
  });

  const port = process.env.E2E_PORT || "3107";
  // Stand-ins for eSewa and Khalti (each pays at once); offered only where a test enables them.
  const providers = await startPaymentStandIns();
  const next = spawn(process.execPath, shopServerArgs(root, "start", port, "localhost"), {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "production",
      SITE_URL: `http://localhost:${port}`,
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      AUTH_TRUST_HOST: "true",
      // Browser tests stand for several visitors on one machine: a test may name its visitor's
      // address in X-Forwarded-For, as a proxy in front of the shop would.
      TRUSTED_PROXY: "1",
      // Every test without its own address comes from loopback: many visitors on one address,
      // never asked for the quick check. A test of the check names another address.
      ALTCHA_EXEMPT_ADDRESSES: "127.0.0.1,::1",
      ...providers.env,
    },
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (next.exitCode === null) {
      next.kill("SIGTERM");
      await new Promise((r) => next.once("exit", r));
    }
    await providers.close();
    await db.stop();
    fs.rmSync(work, { recursive: true, force: true });
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  next.on("exit", () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
