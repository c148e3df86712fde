/**
 * A backup restores: orders with their lines, images and payment screenshots, the email outbox
 * and the settings go into one archive (scripts/lib/backup.ts) and come back, into a fresh
 * embedded PostgreSQL and an empty folder, with equal rows, byte-identical files and every
 * checksum verified. A damaged archive and a non-empty target are refused.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { placeOrder } from "@/lib/orders/place-order";
import { readFixture } from "@/tests/fixtures/images";
import { createBackup, listArchives, restoreBackup, RestoreRefused } from "@/scripts/lib/backup";
import { ensureDatabase, freePort, startEmbeddedPostgres, type EmbeddedPostgres } from "@/scripts/lib/embedded-postgres";
import { artworkLine, commissionLine, createShop, listFiles, orderInput, useTemporaryStorage } from "./checkout-fixtures";

// Read by env() on first use.
process.env.AUTH_SECRET ??= "backup-test-secret-backup-test-secret-0000";

const TABLES = ["orders", "order_lines", "artworks", "email_outbox", "settings", "services", "profiles"];
let storage: { dir: string };
let work: string;
let fresh: EmbeddedPostgres;
let archive: string;

async function rows(url: string, table: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Every column as text, in a stable order: equal text is equal data.
    const { rows } = await client.query(`select t::text as row from ${table} t order by 1`);
    return rows.map((r) => r.row);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  storage = useTemporaryStorage();
  work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  fs.chmodSync(work, 0o755);
  const shop = await createShop();

  // Artwork images in the local storage driver, as the back office stores them.
  const { storage: current } = await import("@/lib/storage");
  for (const [art, kind] of [[shop.dawn, "png"], [shop.mandala, "webp"]] as const) {
    const stored = await current().put("artworks", readFixture(kind), { ext: kind, contentType: `image/${kind}` });
    await db.artwork.update({ where: { id: art.id }, data: { images: [stored.url] } });
  }
  // Two orders through the real checkout: lines, payment screenshots, outbox emails.
  for (const [i, lines] of [[artworkLine(shop.dawn), commissionLine(shop.portrait, { category: "Couple", size: "A3", withFrame: true })], [artworkLine(shop.mandala, { size: "small", quantity: 2 })]].entries()) {
    const result = await placeOrder(orderInput({ email: `customer${i}@example.com`, lines }));
    expect(result.ok).toBe(true);
  }
  await db.settings.update({ where: { id: 1 }, data: { siteName: "Studio before the backup" } });

  fresh = await startEmbeddedPostgres({ dataDir: path.join(work, "fresh-db"), port: await freePort(57100 + Math.floor(Math.random() * 300)) });
  await ensureDatabase(fresh.adminUrl, "restored");
}, 120_000);

afterAll(async () => {
  await fresh?.stop();
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(storage.dir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("writes one archive with counts and checksums, and restores it into a fresh embedded database", async () => {
    const source = process.env.DATABASE_URL!;
    const result = await createBackup({ databaseUrl: source, storage: { driver: "local", dir: storage.dir }, outDir: path.join(work, "archives") });
    archive = result.archive;
    expect(path.basename(archive)).toMatch(/^art-shop-\d{8}T\d{6}Z\.tar$/);
    const { manifest } = result;
    expect(manifest.database.tables.orders).toBe(2);
    expect(manifest.database.tables.order_lines).toBe(3);
    expect(manifest.database.tables.email_outbox).toBe(await db.emailOutbox.count());
    expect(manifest.database.tables.email_outbox).toBeGreaterThan(0);
    expect(manifest.database.migrations.length).toBeGreaterThan(0);
    // Two artwork images and two payment screenshots.
    const uploaded = listFiles(storage.dir);
    expect(uploaded.length).toBe(4);
    expect(manifest.storage.driver === "local" && manifest.storage.files.map((f) => f.path).sort()).toEqual(uploaded);

    const target = fresh.urlFor("restored");
    const restoredDir = path.join(work, "restored-uploads");
    const restored = await restoreBackup({ archive, databaseUrl: target, storageDir: restoredDir });
    expect(restored.files).toBe(4);
    for (const [table, count] of Object.entries(manifest.database.tables)) {
      if (table !== "_prisma_migrations") expect(restored.tables[table], table).toBe(count);
    }
    for (const table of TABLES) expect(await rows(target, table), table).toEqual(await rows(source, table));
    expect(listFiles(restoredDir)).toEqual(uploaded);
    for (const file of uploaded) {
      expect(fs.readFileSync(path.join(restoredDir, file)).equals(fs.readFileSync(path.join(storage.dir, file))), file).toBe(true);
    }

    // The settings as they were.
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      const { rows: siteName } = await client.query("select site_name from settings where id = 1");
      expect(siteName[0].site_name).toBe("Studio before the backup");
    } finally {
      await client.end();
    }
  });

  it("writes archives readable by their owner only (0600), in a folder only the owner can enter (0700)", async () => {
    // The first test's folder: made by the backup.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(archive)).mode & 0o777).toBe(0o700);
    const databaseUrl = process.env.DATABASE_URL!;
    const local = { driver: "local" as const, dir: storage.dir };

    // A folder made beforehand as docs/deployment.md's `mkdir -p` makes it (0755), holding only
    // backups: narrowed to 0700.
    const existing = path.join(work, "existing-backups");
    fs.mkdirSync(existing, { mode: 0o755 });
    fs.chmodSync(existing, 0o755);
    const lines: string[] = [];
    const made = await createBackup({ databaseUrl, storage: local, outDir: existing, log: (line) => lines.push(line) });
    expect(fs.statSync(made.archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(existing).mode & 0o777).toBe(0o700);
    expect(lines.join("\n")).toMatch(/narrowed .* to 0700 \(it was 0755\)/);

    // A folder that holds other things is not changed, but said to be open; the archive is still 0600.
    const shared = path.join(work, "shared-folder");
    fs.mkdirSync(shared, { mode: 0o755 });
    fs.chmodSync(shared, 0o755);
    fs.writeFileSync(path.join(shared, "notes.txt"), "not a backup");
    const warned: string[] = [];
    const inShared = await createBackup({ databaseUrl, storage: local, outDir: shared, log: (line) => warned.push(line) });
    expect(fs.statSync(inShared.archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(shared).mode & 0o777).toBe(0o755);
    expect(warned.join("\n")).toMatch(/warning: .* is 0755 and holds other files/);
  });

  it("refuses a database with rows or a folder with files unless forced", async () => {
    const target = fresh.urlFor("restored");
    const restoredDir = path.join(work, "restored-uploads");
    await expect(restoreBackup({ archive, databaseUrl: target, storageDir: restoredDir })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ archive, databaseUrl: target, storageDir: restoredDir })).rejects.toThrow(/database has rows/);
    // An empty database but a folder with files: refused too.
    await ensureDatabase(fresh.adminUrl, "second");
    await expect(restoreBackup({ archive, databaseUrl: fresh.urlFor("second"), storageDir: restoredDir })).rejects.toThrow(/holds 4 file/);
    // ...and left as it was: no tables made.
    const second = new pg.Client({ connectionString: fresh.urlFor("second") });
    await second.connect();
    try {
      expect((await second.query("select 1 from pg_tables where schemaname = 'public'")).rowCount).toBe(0);
    } finally {
      await second.end();
    }

    const forced = await restoreBackup({ archive, databaseUrl: target, storageDir: restoredDir, force: true });
    expect(forced.tables.orders).toBe(2);
    expect(listFiles(restoredDir)).toHaveLength(4);
  });

  it("refuses an archive whose file does not match its checksum, before changing anything", async () => {
    const unpacked = path.join(work, "unpacked");
    fs.mkdirSync(unpacked);
    expect(spawnSync("tar", ["-xf", archive, "-C", unpacked]).status).toBe(0);
    const screenshot = listFiles(path.join(unpacked, "uploads")).find((f) => f.startsWith("payment"))!;
    expect(screenshot).toBeTruthy();
    const file = path.join(unpacked, "uploads", screenshot);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 1] ^= 0xff;
    fs.writeFileSync(file, bytes);
    const damaged = path.join(work, "damaged.tar");
    expect(spawnSync("tar", ["-cf", damaged, "-C", unpacked, "."]).status).toBe(0);

    await ensureDatabase(fresh.adminUrl, "third");
    const emptyDir = path.join(work, "third-uploads");
    await expect(restoreBackup({ archive: damaged, databaseUrl: fresh.urlFor("third"), storageDir: emptyDir })).rejects.toThrow(
      /does not match its checksum/,
    );
    expect(fs.existsSync(emptyDir)).toBe(false);
  });

  it("keeps the newest N archives", async () => {
    const dir = path.join(work, "retention");
    const made: string[] = [];
    for (let day = 1; day <= 3; day++) {
      const result = await createBackup({
        databaseUrl: process.env.DATABASE_URL!,
        storage: { driver: "local", dir: storage.dir },
        outDir: dir,
        keep: 2,
        now: new Date(Date.UTC(2026, 10, day, 2, 30)),
      });
      made.push(result.archive);
      if (day === 3) expect(result.removed).toEqual([made[0]]);
    }
    expect(listArchives(dir)).toEqual(made.slice(1));
  });

  it("records S3 buckets instead of copying their files", async () => {
    const result = await createBackup({
      databaseUrl: process.env.DATABASE_URL!,
      storage: { driver: "s3", bucket: "art-public", privateBucket: "art-private" },
      outDir: path.join(work, "s3"),
    });
    expect(result.manifest.storage).toMatchObject({ driver: "s3", bucket: "art-public", privateBucket: "art-private" });
    const listing = spawnSync("tar", ["-tf", result.archive], { encoding: "utf8" }).stdout;
    expect(listing).not.toContain("uploads");
  });
});

/** Debian's PostgreSQL server (apt-get install postgresql; .ci/run installs it when missing), newest first. */
function debianPostgres(): string {
  const versions = fs.existsSync("/usr/lib/postgresql")
    ? fs
        .readdirSync("/usr/lib/postgresql")
        .filter((v) => fs.existsSync(path.join("/usr/lib/postgresql", v, "bin", "postgres")) && fs.existsSync(path.join("/usr/lib/postgresql", v, "bin", "pg_dump")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error("No PostgreSQL server from apt under /usr/lib/postgresql: apt-get install -y postgresql");
  return path.join("/usr/lib/postgresql", versions[0]);
}

describe("backup and restore with pg_dump, on PostgreSQL from apt", () => {
  it("dumps in pg_dump's custom format and restores it with pg_restore, rows and files intact", async () => {
    const install = debianPostgres();
    const server = await startEmbeddedPostgres({
      dataDir: path.join(work, "debian-db"),
      installDir: install,
      port: await freePort(57500 + Math.floor(Math.random() * 300)),
    });
    try {
      // The shop's data on that server: the first archive (COPY format) restored into it.
      const source = await restoreBackup({ archive, databaseUrl: await created(server, "shop"), storageDir: path.join(work, "debian-uploads") });
      expect(source.tables.orders).toBe(2);

      const dumped = await createBackup({
        databaseUrl: server.urlFor("shop"),
        storage: { driver: "local", dir: path.join(work, "debian-uploads") },
        outDir: path.join(work, "debian-archives"),
      });
      expect(dumped.manifest.database.dump).toBe("pg_dump-custom");
      expect(dumped.manifest.database.pgDumpVersion).toMatch(/^\d+/);
      const listing = spawnSync("tar", ["-tf", dumped.archive], { encoding: "utf8" }).stdout;
      expect(listing).toContain("database.dump");
      // pg_dump's custom format starts with its own signature.
      const unpacked = path.join(work, "debian-unpacked");
      fs.mkdirSync(unpacked);
      spawnSync("tar", ["-xf", dumped.archive, "-C", unpacked, "database.dump"]);
      expect(fs.readFileSync(path.join(unpacked, "database.dump")).subarray(0, 5).toString()).toBe("PGDMP");

      const target = await created(server, "copy_of_shop");
      const restored = await restoreBackup({ archive: dumped.archive, databaseUrl: target, storageDir: path.join(work, "debian-restored-uploads") });
      expect(restored.tables).toMatchObject({ orders: 2, order_lines: 3 });
      for (const table of TABLES) expect(await rows(target, table), table).toEqual(await rows(process.env.DATABASE_URL!, table));
      expect(listFiles(path.join(work, "debian-restored-uploads"))).toEqual(listFiles(storage.dir));
    } finally {
      await server.stop();
    }
  }, 120_000);
});

async function created(server: EmbeddedPostgres, name: string): Promise<string> {
  await ensureDatabase(server.adminUrl, name);
  return server.urlFor(name);
}
