/**
 * Gallery query benchmark: 10,000 artworks in a temporary database, then the gallery's typical
 * views (filters, sorts, searches, filter=recent, deep pages) through the same code the page
 * uses (lib/data/artworks.ts findGalleryPage, uncached), with timings and the plan PostgreSQL
 * chose for each query.
 *
 *   npx tsx scripts/bench-gallery.ts [--artworks 10000] [--runs 30] [--plans] [--keep]
 *
 * The database is a scratch database on the server of DATABASE_URL when that is set (that
 * database itself is never touched), otherwise a temporary embedded PostgreSQL. It is dropped
 * at the end. Figures are for comparison on one machine, not absolute truths.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

// lib/data/* are server-only modules: run under the react-server export condition, as Next does.
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
const ARTWORKS = option("artworks", 10_000);
const RUNS = option("runs", 30);
const SHOW_PLANS = args.includes("--plans");
/** Keep the scratch database (only with DATABASE_URL) and print its URL, to explore further. */
const KEEP = args.includes("--keep");

const WORDS = [
  "mountain", "river", "temple", "stupa", "sunrise", "dusk", "monsoon", "village", "portrait", "festival",
  "prayer", "flags", "valley", "lake", "forest", "market", "courtyard", "pagoda", "yak", "rhododendron",
  "himalaya", "kathmandu", "pokhara", "patan", "bhaktapur", "lumbini", "mustang", "everest", "annapurna", "langtang",
];
const MEDIUMS = ["Oil on canvas", "Acrylic on canvas", "Watercolour on paper", "Charcoal on paper", "Ink on paper", "Digital print", "Gouache on paper", "Mixed media on board"];
const STATUSES = ["available", "available", "available", "sold", "sold", "not_for_sale", "custom_only"] as const;
const CATEGORIES = [
  { name: "Paintings", slug: "paintings" },
  { name: "Sketches", slug: "sketches" },
  { name: "Digital Art", slug: "digital-art" },
  { name: "Mixed Media", slug: "mixed-media" },
];

/** Deterministic pseudo-random numbers, so runs are comparable. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function createDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `bench_gallery_${Date.now()}_${randomBytes(3).toString("hex")}`;
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "art-shop-bench-"));
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

const server = process.env.DATABASE_URL;

async function main() {
  const { url, cleanup } = await createDatabase();
  process.env.DATABASE_URL = url;
  try {
    const { applyMigrations } = await import("@/lib/db/migrations");
    await applyMigrations(url);
    const { db } = await import("@/lib/db");
    const { findGalleryPage } = await import("@/lib/data/artworks");
    const { parseGalleryQuery } = await import("@/lib/domain/gallery-query");

    // ---- data
    const random = rng(42);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    await db.category.createMany({ data: CATEGORIES });
    const categoryIds = (await db.category.findMany({ select: { id: true } })).map((c) => c.id);
    const started = performance.now();
    const now = Date.now();
    const batch = 1000;
    for (let offset = 0; offset < ARTWORKS; offset += batch) {
      const rows = [];
      for (let i = offset; i < Math.min(ARTWORKS, offset + batch); i++) {
        const words = [pick(WORDS), pick(WORDS), pick(WORDS)];
        rows.push({
          slug: `artwork-${i}`,
          title: `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words[1]} ${i}`,
          description: `A study of ${words.join(", ")} in ${pick(WORDS)} light.`,
          categoryId: pick(categoryIds),
          pricePaisa: random() < 0.1 ? null : Math.round(2000 + random() * 200_000) * 100,
          yearCreated: 2015 + Math.floor(random() * 11),
          medium: pick(MEDIUMS),
          dimensions: `${8 + Math.floor(random() * 30)}" x ${8 + Math.floor(random() * 30)}"`,
          status: pick(STATUSES),
          featured: random() < 0.05,
          tags: [pick(WORDS), pick(WORDS)],
          images: [`/media/artworks/bench-${i}.jpg`],
          createdAt: new Date(now - Math.floor(random() * 5 * 365 * 24 * 3600 * 1000)),
        });
      }
      await db.artwork.createMany({ data: rows });
    }
    await db.$executeRawUnsafe("ANALYZE");
    console.log(`Inserted ${ARTWORKS} artworks in ${Math.round(performance.now() - started)} ms.\n`);

    // ---- plans: capture the SQL Prisma sends, then EXPLAIN it
    const plans = new pg.Client({ connectionString: url });
    await plans.connect();

    const views: [string, string][] = [
      ["default (newest, page 1)", ""],
      ["page 400 (newest)", "page=400"],
      ["page 834 (last page)", "page=834"],
      ["status=available", "status=available"],
      ["category=paintings", "category=paintings"],
      ["category + status + price high-low", "category=sketches&status=available&sort=price-desc"],
      ["sort price low-high", "sort=price-asc"],
      ["sort price high-low", "sort=price-desc"],
      ["sort title A-Z", "sort=title"],
      ["sort oldest", "sort=oldest"],
      ["filter=recent", "filter=recent"],
      ["search 'stupa'", "search=stupa"],
      ["search 'oil canvas' (2 words)", "search=oil+canvas"],
      ["search 'paintings' (category name)", "search=paintings"],
      ["search with no match", "search=zzzqqq"],
      ["search + status + sort title", "search=river&status=sold&sort=title"],
    ];

    const rowsOut: { view: string; total: number; median: number; p95: number; plan: string }[] = [];
    for (const [label, qs] of views) {
      const query = parseGalleryQuery(new URLSearchParams(qs));
      const first = await findGalleryPage(query); // warm-up (also checks the result)
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await findGalleryPage(query);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const plan = await explainFor(plans, query);
      rowsOut.push({ view: label, total: first.total, median: percentile(times, 50), p95: percentile(times, 95), plan });
    }
    await plans.end();

    const pad = (s: string, n: number) => s.padEnd(n);
    console.log(`${pad("view", 38)} ${pad("matches", 8)} ${pad("median", 9)} ${pad("p95", 9)} scans used (page query | count query)`);
    for (const r of rowsOut) {
      console.log(
        `${pad(r.view, 38)} ${pad(String(r.total), 8)} ${pad(r.median.toFixed(1) + " ms", 9)} ${pad(r.p95.toFixed(1) + " ms", 9)} ${r.plan}`,
      );
    }
    console.log(`\n${RUNS} runs per view; each run is the page query and the count query (in parallel), as the gallery does.`);
    await db.$disconnect();
  } finally {
    if (KEEP && server) console.log(`Kept ${url}`);
    else await cleanup();
  }
}

/** EXPLAIN ANALYZE of the view's two statements (page rows, count), summarised as the scans used. */
async function explainFor(client: pg.Client, query: import("@/lib/domain/gallery-query").GalleryQuery): Promise<string> {
  const { galleryStatements } = await import("@/lib/data/artworks");
  const categories = (await client.query("SELECT id::text AS id, name, slug FROM categories")).rows;
  const statements = galleryStatements(query, categories, new Date());
  const summaries: string[] = [];
  for (const statement of [statements.rows, statements.count]) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT TEXT) ${statement.text}`, statement.values as unknown[]);
    const text = rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n");
    if (SHOW_PLANS) console.log(`\n--- ${statement.text.replace(/\s+/g, " ").trim()}\n${text}`);
    const scans = [...text.matchAll(/(Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan|Seq Scan)(?: using| on)? ([\w"]+)/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1];
    summaries.push(`${[...new Set(scans)].join(", ") || "-"} (${time} ms)`);
  }
  return summaries.join(" | ");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
