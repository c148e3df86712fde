/**
 * First-load JavaScript of a page, measured the way a browser meets it: the page's HTML is
 * fetched from a running server and every <script src> it loads is fetched and compressed
 * (gzip -9, which budgets are stated in, and brotli -11 for reference). `nomodule` polyfills are
 * left out: current browsers skip them. Used by bench-bundle and bench-lighthouse.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface ScriptSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageFirstLoad extends ScriptSize {
  page: string;
  /** The page's script URLs, as written in its HTML. */
  scripts: string[];
}

/** The public pages every first-load and Lighthouse measurement covers; `{artwork}` stands for the first artwork's page. */
export const PUBLIC_PAGES = ["/", "/gallery", "{artwork}", "/services", "/about", "/contact", "/cart"] as const;

/** The Nepali pages Lighthouse covers beside the English ones (`{artwork}` as above, under /ne). */
export const NEPALI_PAGES = ["/ne", "/ne/gallery", "/ne{artwork}"] as const;

export async function fetchText(base: string, path: string, init?: RequestInit): Promise<string> {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** The first artwork's page, found through the gallery. */
export async function firstArtworkPath(base: string): Promise<string> {
  const html = await fetchText(base, "/gallery");
  const match = /href="(\/gallery\/[^"?#]+)"/.exec(html);
  if (!match) throw new Error("No artwork link on /gallery: is there demo content?");
  return match[1];
}

/** The public pages with the artwork placeholder replaced by a real artwork page. */
export async function publicPages(base: string): Promise<string[]> {
  const artwork = await firstArtworkPath(base);
  return PUBLIC_PAGES.map((page) => (page === "{artwork}" ? artwork : page));
}

/** The Nepali pages with the artwork placeholder replaced by the first artwork's Nepali page. */
export async function nepaliPages(base: string): Promise<string[]> {
  const artwork = await firstArtworkPath(base);
  return NEPALI_PAGES.map((page) => page.replace("{artwork}", artwork));
}

/** Every classic or module script a current browser loads from the HTML (deduplicated, in order). */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1];
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (!src || /\bnomodule\b/i.test(attributes)) continue;
    sources.push(src.replace(/&amp;/g, "&"));
  }
  return [...new Set(sources)];
}

/** Measures pages of one server; each script is fetched and compressed once. */
export class FirstLoadMeter {
  private readonly sizes = new Map<string, Promise<ScriptSize>>();
  readonly base: string;

  constructor(base: string) {
    this.base = base.replace(/\/$/, "");
  }

  private size(src: string): Promise<ScriptSize> {
    let known = this.sizes.get(src);
    if (!known) {
      known = (async () => {
        const response = await fetch(src.startsWith("http") ? src : `${this.base}${src}`);
        if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
        const body = Buffer.from(await response.arrayBuffer());
        return {
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        };
      })();
      this.sizes.set(src, known);
    }
    return known;
  }

  /** Total size of a set of scripts of this server. */
  async total(scripts: string[]): Promise<ScriptSize> {
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const src of scripts) {
      const s = await this.size(src);
      total.raw += s.raw;
      total.gzip += s.gzip;
      total.brotli += s.brotli;
    }
    return total;
  }

  async page(page: string): Promise<PageFirstLoad> {
    const scripts = scriptSources(await fetchText(this.base, page));
    return { page, scripts, ...(await this.total(scripts)) };
  }
}

/** Scripts that every one of the pages loads (framework, root layout). */
export function sharedScripts(pages: PageFirstLoad[]): string[] {
  if (pages.length === 0) return [];
  return pages.map((p) => p.scripts).reduce((acc, list) => acc.filter((s) => list.includes(s)));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
