import "server-only";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fontverter from "fontverter";
import sharp from "sharp";

/**
 * Devanagari drawn as a reader writes it, for the sharing cards. satori (behind next/og) draws
 * glyphs in the order they come and joins no conjuncts (थाङ्का would show its halant), so a
 * card's Devanagari is drawn by Pango with HarfBuzz, through sharp's text input, into a
 * transparent PNG that the card places as an image.
 *
 * Pango finds the face through fontconfig and FreeType, which read TrueType but not the WOFF2
 * files @fontsource ships: Noto Sans Devanagari (OFL) is converted once per process with
 * fontverter into a folder of the user's under the system's temporary directory. Drawn texts are kept
 * (SHAPED_CACHE_SIZE of them): a card asked for again is not drawn again.
 */

const FAMILY = "Noto Sans Devanagari";
const FONT_DIR = "node_modules/@fontsource/noto-sans-devanagari/files";
export type ShapedWeight = 400 | 700;

/** How many drawn texts are kept (a few per card; the oldest goes first). */
export const SHAPED_CACHE_SIZE = 256;

export const DEVANAGARI = /[\u0900-\u097F]/;

let fontFiles: Promise<Record<ShapedWeight, string>> | null = null;

/**
 * The face's TrueType files, written once per process: its Devanagari files, handed to each
 * drawing, and its Latin files (the same family), made known to fontconfig first so that Latin
 * letters in a Devanagari line (a medium, a year) are drawn in the same face, not the system's.
 */
function devanagariFontFiles(): Promise<Record<ShapedWeight, string>> {
  fontFiles ??= (async () => {
    // One folder per user, the files rewritten by each process (a restart leaves nothing behind).
    const dir = path.join(os.tmpdir(), `shop-card-fonts-${os.userInfo().uid}`);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const convert = async (subset: "devanagari" | "latin", weight: ShapedWeight) => {
      const woff2 = await readFile(path.join(process.cwd(), FONT_DIR, `noto-sans-devanagari-${subset}-${weight}-normal.woff2`));
      const file = path.join(dir, `noto-sans-devanagari-${subset}-${weight}.ttf`);
      // Written aside, then moved into place: another process may be reading the file.
      const partial = `${file}.${process.pid}`;
      await writeFile(partial, await fontverter.convert(woff2, "truetype"));
      await rename(partial, file);
      return file;
    };
    const files = {} as Record<ShapedWeight, string>;
    for (const weight of [400, 700] as const) {
      // sharp hands fontconfig one file per drawing; a drawing of one letter makes the Latin file known.
      const latin = await convert("latin", weight);
      await sharp({ text: { text: "a", font: `${FAMILY} ${weight === 700 ? "Bold" : "Regular"} 8`, fontfile: latin, dpi: 72 } }).png().toBuffer();
      files[weight] = await convert("devanagari", weight);
    }
    return files;
  })().catch((error: unknown) => {
    fontFiles = null;
    throw error;
  });
  return fontFiles;
}

export interface ShapedText {
  /** A PNG data URL, transparent around the letters. */
  url: string;
  width: number;
  height: number;
}

export interface ShapedTextInput {
  text: string;
  /** Font size in pixels. */
  size: number;
  weight: ShapedWeight;
  /** #rrggbb */
  color: string;
  /** Lines wrap at this width, in pixels. */
  width: number;
  /** Line height as a multiple of the size (Devanagari's marks need more than Latin). */
  lineHeight: number;
}

const drawn = new Map<string, Promise<ShapedText>>();

const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `text` shaped and drawn in Noto Sans Devanagari (its Latin letters too). */
export function shapedText(input: ShapedTextInput): Promise<ShapedText> {
  const key = JSON.stringify(input);
  const known = drawn.get(key);
  if (known) return known;
  const result = draw(input);
  drawn.set(key, result);
  result.catch(() => drawn.delete(key));
  if (drawn.size > SHAPED_CACHE_SIZE) drawn.delete(drawn.keys().next().value!);
  return result;
}

async function draw({ text, size, weight, color, width, lineHeight }: ShapedTextInput): Promise<ShapedText> {
  const files = await devanagariFontFiles();
  if (!/^#[0-9a-f]{6}$/i.test(color)) throw new RangeError(`colour must be #rrggbb, got ${color}`);
  const { data, info } = await sharp({
    text: {
      // Pango markup: the text escaped, its colour and line height (Pango 1.50+) on a span.
      text: `<span foreground="${color}" line_height="${lineHeight}">${escapeMarkup(text)}</span>`,
      font: `${FAMILY} ${weight === 700 ? "Bold" : "Regular"} ${size}`,
      fontfile: files[weight],
      rgba: true,
      width,
      // 72 dpi: the font's points are the card's pixels.
      dpi: 72,
      wrap: "word",
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { url: `data:image/png;base64,${data.toString("base64")}`, width: info.width, height: info.height };
}
