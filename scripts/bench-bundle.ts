/**
 * First-load JavaScript of each public page, measured the way a browser meets it: the page's
 * HTML is fetched from a running production server and every <script src> it loads is fetched
 * and compressed (gzip -9, which the budget is stated in, and brotli -11 for reference).
 * `nomodule` polyfills are left out: current browsers skip them. "shared" is what every page
 * loads (framework, root layout); "page" is the rest. Fails when a page is over the budget
 * (120 KB gzip).
 *
 *   npx next build && npm start            (or any running production build)
 *   npx tsx scripts/bench-bundle.ts [http://localhost:3000] [--budget 120]
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const base = (args.find((a) => /^https?:\/\//.test(a)) ?? process.env.BENCH_URL ?? "http://localhost:3000").replace(/\/$/, "");
const budgetIndex = args.indexOf("--budget");
const BUDGET_KB = budgetIndex >= 0 ? Number(args[budgetIndex + 1]) : 120;

const PAGES = ["/", "/gallery", "/gallery/{first-artwork}", "/services", "/about", "/contact"];

async function text(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** The first artwork's page, found through the gallery. */
async function firstArtworkPath(): Promise<string> {
  const html = await text("/gallery");
  const match = /href="(\/gallery\/[^"?#]+)"/.exec(html);
  if (!match) throw new Error("No artwork link on /gallery: is there demo content?");
  return match[1];
}

function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1];
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (!src || /\bnomodule\b/i.test(attributes)) continue;
    sources.push(src.replace(/&amp;/g, "&"));
  }
  return [...new Set(sources)];
}

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizes = new Map<string, Size>();
async function size(src: string): Promise<Size> {
  const known = sizes.get(src);
  if (known) return known;
  const response = await fetch(src.startsWith("http") ? src : `${base}${src}`);
  if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const result = {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  sizes.set(src, result);
  return result;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const artwork = await firstArtworkPath();
  const rows: { page: string; scripts: number; raw: number; gzip: number; brotli: number; shared: number }[] = [];
  const perPage = new Map<string, string[]>();
  for (const template of PAGES) {
    const page = template === "/gallery/{first-artwork}" ? artwork : template;
    perPage.set(page, scriptSources(await text(page)));
  }
  // Scripts every page loads (framework, root layout): shown separately.
  const shared = [...perPage.values()].reduce((acc, list) => acc.filter((s) => list.includes(s)));
  for (const [page, scripts] of perPage) {
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    let sharedGzip = 0;
    for (const src of scripts) {
      const s = await size(src);
      raw += s.raw;
      gzip += s.gzip;
      brotli += s.brotli;
      if (shared.includes(src)) sharedGzip += s.gzip;
    }
    rows.push({ page, scripts: scripts.length, raw, gzip, brotli, shared: sharedGzip });
  }

  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`First-load JavaScript per page (${base}), budget ${BUDGET_KB} KB gzip\n`);
  console.log(
    `${pad("page", 34)} ${pad("scripts", 8)} ${pad("raw KB", 8)} ${pad("gzip KB", 8)} ${pad("shared", 7)} ${pad("page", 6)} ${pad("brotli KB", 10)} budget`,
  );
  let over = 0;
  for (const r of rows) {
    const ok = r.gzip / 1024 <= BUDGET_KB;
    if (!ok) over++;
    console.log(
      `${pad(r.page, 34)} ${pad(String(r.scripts), 8)} ${pad(kb(r.raw), 8)} ${pad(kb(r.gzip), 8)} ${pad(kb(r.shared), 7)} ${pad(kb(r.gzip - r.shared), 6)} ${pad(kb(r.brotli), 10)} ${ok ? "ok" : "OVER"}`,
    );
  }
  console.log(`\nShared by every page: ${shared.length} scripts. KB = 1024 bytes of the files as served, compressed here.`);
  if (over > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
