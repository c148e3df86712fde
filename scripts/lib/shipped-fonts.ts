/**
 * The Devanagari font files a production build ships, for the font budget of perf-budget.json.
 * A file counts when either
 *   - its name says so (…devanagari….woff2): next/font keeps a font file's name in
 *     .next/static/media, @fontsource files are named by subset, and files under public/ are
 *     served as they are; or
 *   - the build's CSS declares it in an @font-face whose unicode-range reaches the Devanagari
 *     block (U+0900–U+097F), as @fontsource's CSS and next/font's `declarations` do.
 * Each file is counted once, by its size on disk (woff2 is compressed already).
 */
import fs from "node:fs";
import path from "node:path";

const FONT_FILE = /\.(woff2?|ttf|otf)$/i;
const DEVANAGARI = { from: 0x0900, to: 0x097f };
/** A stylesheet larger than this is not read (the build's CSS is far smaller). */
const MAX_CSS_BYTES = 4 * 1024 * 1024;

export interface ShippedFont {
  /** Path relative to the project root. */
  file: string;
  bytes: number;
  /** How it was recognised. */
  by: "name" | "unicode-range";
}

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, out);
    else if (entry.isFile() && keep(full)) out.push(full);
  }
  return out;
}

/** Whether a CSS unicode-range value (U+0900-097F, U+09??, U+0964, …) reaches the Devanagari block. */
export function reachesDevanagari(unicodeRange: string): boolean {
  for (const raw of unicodeRange.split(",")) {
    const token = raw.trim().toUpperCase();
    const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/.exec(token);
    if (!match) continue;
    const [, start, end] = match;
    const from = parseInt(start.replace(/\?/g, "0"), 16);
    const to = end ? parseInt(end, 16) : parseInt(start.replace(/\?/g, "F"), 16);
    if (from <= DEVANAGARI.to && to >= DEVANAGARI.from) return true;
  }
  return false;
}

/** The font URLs of the @font-face rules in a stylesheet whose unicode-range reaches Devanagari. */
export function devanagariFontUrls(css: string): string[] {
  const urls: string[] = [];
  for (const face of css.matchAll(/@font-face\s*\{([^}]*)\}/gi)) {
    const body = face[1];
    const range = /unicode-range\s*:\s*([^;}]+)/i.exec(body)?.[1];
    if (!range || !reachesDevanagari(range)) continue;
    for (const url of body.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/gi)) urls.push(url[1]);
  }
  return urls;
}

/** A stylesheet URL of the build (/_next/static/media/x.woff2, ../media/x.woff2, /fonts/x.woff2) as a file of the project. */
function fileOfUrl(root: string, cssFile: string, url: string): string | null {
  const clean = url.split(/[?#]/)[0];
  if (/^[a-z]+:/i.test(clean)) return null; // data: or another host: nothing this build ships as a file
  const candidates = clean.startsWith("/_next/")
    ? [path.join(root, ".next", clean.slice("/_next/".length))]
    : clean.startsWith("/")
      ? [path.join(root, "public", clean)]
      : [path.resolve(path.dirname(cssFile), clean)];
  return candidates.find((c) => fs.existsSync(c)) ?? null;
}

/** The Devanagari font files of the build in `root` (.next/static and public/). */
export function shippedDevanagariFonts(root = process.cwd()): ShippedFont[] {
  const found = new Map<string, ShippedFont>();
  const add = (file: string, by: ShippedFont["by"]) => {
    if (!found.has(file)) found.set(file, { file: path.relative(root, file), bytes: fs.statSync(file).size, by });
  };
  const staticDir = path.join(root, ".next", "static");
  for (const dir of [staticDir, path.join(root, "public")]) {
    for (const file of walk(dir, (f) => FONT_FILE.test(f) && /devanagari/i.test(path.basename(f)))) add(file, "name");
  }
  for (const cssFile of walk(staticDir, (f) => f.endsWith(".css"))) {
    if (fs.statSync(cssFile).size > MAX_CSS_BYTES) continue;
    for (const url of devanagariFontUrls(fs.readFileSync(cssFile, "utf8"))) {
      const file = fileOfUrl(root, cssFile, url);
      if (file && FONT_FILE.test(file)) add(file, "unicode-range");
    }
  }
  return [...found.values()].sort((a, b) => a.file.localeCompare(b.file));
}
