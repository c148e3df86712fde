/**
 * Gives the test file a fresh database cloned from the migrated template and points
 * DATABASE_URL (and so lib/db) at it. Dropped when the file is done.
 */
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";

const adminUrl = inject("pgAdminUrl");
const template = inject("pgTemplate");
// Named after this run's template, so the run only ever drops databases it created.
const name = `${template}_f_${crypto.randomBytes(6).toString("hex")}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name} template ${template}`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
(process.env as Record<string, string>).NODE_ENV = "test";
process.env.STORAGE_DRIVER ??= "local";

afterAll(async () => {
  const g = globalThis as unknown as { __prisma?: { $disconnect(): Promise<void> } };
  await g.__prisma?.$disconnect().catch(() => undefined);
  g.__prisma = undefined;
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await c.end();
});
