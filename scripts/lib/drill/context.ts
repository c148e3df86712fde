/** What every drill scenario works with: the running stack, a pool on its database, the catalogue. */
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import type { Stack } from "../prod-stack";
import type { ResendRecorder } from "../../../tests/support/resend-recorder";
import type { ScenarioReport } from "./report";

export interface CatalogueArtwork {
  id: string;
  slug: string;
  title: string;
}

export interface DrillContext {
  stack: Stack;
  pool: pg.Pool;
  recorder: ResendRecorder;
  resendKey: string;
  uploadsDir: string;
  /** Available originals not yet used by a scenario (take with takeOriginal). */
  originals: CatalogueArtwork[];
  /** Available artworks with a price, for prints (never reserved). */
  printable: CatalogueArtwork[];
  log(line: string): void;
}

export function takeOriginal(ctx: DrillContext): CatalogueArtwork {
  const artwork = ctx.originals.shift();
  if (!artwork) throw new Error("No available original left for the drill");
  return artwork;
}

export async function loadCatalogue(pool: pg.Pool): Promise<{ originals: CatalogueArtwork[]; printable: CatalogueArtwork[] }> {
  const { rows } = await pool.query<CatalogueArtwork>(
    `SELECT id, slug, title FROM artworks
     WHERE status = 'available' AND reserved_by_order_id IS NULL AND price_paisa > 0
     ORDER BY price_paisa, slug`,
  );
  return { originals: [...rows], printable: [...rows] };
}

export function newPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000 });
  // Idle connections break while PostgreSQL is stopped on purpose; the next query reconnects.
  pool.on("error", () => undefined);
  return pool;
}

export function uploadsDirOf(stack: Stack): string {
  return path.join(stack.workDir, "uploads");
}

/**
 * The checkout's rate limits count per hour in PostgreSQL; the drill places more orders in three
 * minutes than a shop sees in an hour, so between scenarios the counters are cleared, as an hour
 * passing would.
 */
export async function clearCheckoutCounters(pool: pg.Pool): Promise<void> {
  await pool.query(`DELETE FROM rate_limit_events WHERE bucket LIKE 'checkout%'`);
}

/** Runs one scenario and times it; an exception is reported as a loss, not a crash of the drill. */
export async function scenario(title: string, run: (report: ScenarioReport) => Promise<void>): Promise<ScenarioReport> {
  const report: ScenarioReport = { title, tried: [], figures: [], lost: [], seconds: 0 };
  const started = performance.now();
  process.stderr.write(`[drill] ${title}\n`);
  try {
    await run(report);
  } catch (error) {
    report.lost.push(`the scenario stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
