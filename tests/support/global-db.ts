/**
 * One PostgreSQL server per test run (embedded, or TEST_DATABASE_URL), with a template database
 * on which every migration is applied. Each test file then gets its own copy (db-per-file.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "../../lib/db/migrations";
import { startEmbeddedPostgres, freePort, type EmbeddedPostgres } from "../../scripts/lib/embedded-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-test-db-"));
    fs.chmodSync(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(55500 + Math.floor(Math.random() * 300)) });
    adminUrl = embedded.adminUrl;
  }
  const template = `art_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  await applyMigrations(templateUrl.toString());
  await admin.end();

  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", template);

  return async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    const { rows } = await c.query(
      "select datname from pg_database where datname like $1 escape '\\' or datname = $2",
      [`${template.replace(/_/g, "\\_")}\\_f\\_%`, template],
    );
    for (const { datname } of rows) await c.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    await c.end();
    if (embedded) await embedded.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
