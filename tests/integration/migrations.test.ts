/**
 * prisma/migrations must build exactly the schema described by prisma/schema.prisma.
 *
 * DATABASE_URL is a fresh database on which the harness applied every migration. The check
 * introspects it with Prisma's schema engine (scripts/schema-engine.ts, driftSql) and diffs
 * it against schema.prisma: a schema change committed without its migration fails here.
 * Fix: `npm run db:migration:new -- <name>`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { applyMigrations, migrationChecksum, readMigrations } from "../../lib/db/migrations";
import { driftSql } from "../../scripts/schema-engine";

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is not set (the integration test harness provides it).");
const schemaText = readFileSync(path.resolve(process.cwd(), "prisma/schema.prisma"), "utf8");

describe("database migrations", () => {
  it("match prisma/schema.prisma (no drift)", async () => {
    const sql = await driftSql(databaseUrl, schemaText);
    expect(
      sql,
      `prisma/schema.prisma differs from what prisma/migrations build. ` +
        `Create the missing migration with \`npm run db:migration:new -- <name>\`. Pending SQL:\n${sql}`,
    ).toBe("");
  });

  it("the drift check notices a schema change without a migration", async () => {
    const changed = schemaText.replace(/^model Artwork \{\n/m, (m) => `${m}  driftProbe String? @map("drift_probe")\n`);
    expect(changed).not.toBe(schemaText);
    const sql = await driftSql(databaseUrl, changed);
    expect(sql).toMatch(/ALTER TABLE "artworks"[^;]*\bADD COLUMN\s+"drift_probe" TEXT\b/);
  });

  it("are recorded in _prisma_migrations and applied once, even by concurrent runners", async () => {
    const files = await readMigrations();
    expect(files.length).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // What the harness applied to this database: every migration, finished, with Prisma's checksum.
      const { rows } = await client.query<{ migration_name: string; checksum: string; applied_steps_count: number }>(
        "SELECT migration_name, checksum, applied_steps_count FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name",
      );
      expect(rows).toEqual(
        files.map((f) => ({ migration_name: f.name, checksum: migrationChecksum(readFileSync(f.file)), applied_steps_count: 1 })),
      );

      // A fresh database on the same server: two runners at once, then a third one.
      const probe = `t_runner_${process.pid}_${Date.now()}`;
      const url = new URL(databaseUrl);
      url.pathname = `/${probe}`;
      await client.query(`CREATE DATABASE "${probe}"`);
      try {
        const [a, b] = await Promise.all([applyMigrations(url.toString()), applyMigrations(url.toString())]);
        expect([...a.applied, ...b.applied].sort()).toEqual(files.map((f) => f.name));
        expect((await applyMigrations(url.toString())).applied).toEqual([]);
        expect(await driftSql(url.toString(), schemaText)).toBe("");
      } finally {
        await client.query(`DROP DATABASE IF EXISTS "${probe}" WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  });
});
