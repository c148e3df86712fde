import "server-only";
import { ImageResponse } from "next/og";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Locale } from "@/lib/i18n/locales";
import { drawOrderDevanagari } from "./devanagari-order";
import { DEVANAGARI, shapedText, type ShapedText, type ShapedWeight } from "./shaped-text";
import { storage } from "@/lib/storage";

/** Every sharing card: the size social networks show large. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

const PAPER = "#f4efe6";
const INK = "#1c1917";
const MUTED = "#57534e";
const ACCENT = "#9a3412";
/** The box the work is fitted into, whole (never cropped). */
const ART_BOX = { width: 640, height: 530 };

/** The stored image as a PNG data URL fitted inside the art box, with its fitted size; null when unreadable. */
async function fittedArt(src: string | null): Promise<{ url: string; width: number; height: number } | null> {
  if (!src) return null;
  try {
    const file = await storage().read(src);
    if (!file) return null;
    const { data, info } = await sharp(file.body)
      .rotate()
      .resize({ width: ART_BOX.width, height: ART_BOX.height, fit: "inside", withoutEnlargement: false })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { url: `data:image/png;base64,${data.toString("base64")}`, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The Nepali cards' face: Noto Sans Devanagari (OFL), its Devanagari and Latin files, regular and bold. */
const NEPALI_FAMILY = "Noto Sans Devanagari";
/** The same face's Latin file (the artist's name, digits, punctuation), a family of its own so the renderer keeps both files. */
const NEPALI_LATIN_FAMILY = "Noto Sans Devanagari Latin";
const NEPALI_FACES = [
  { file: "noto-sans-devanagari-devanagari-400-normal.woff", name: NEPALI_FAMILY, weight: 400 },
  { file: "noto-sans-devanagari-devanagari-700-normal.woff", name: NEPALI_FAMILY, weight: 700 },
  { file: "noto-sans-devanagari-latin-400-normal.woff", name: NEPALI_LATIN_FAMILY, weight: 400 },
  { file: "noto-sans-devanagari-latin-700-normal.woff", name: NEPALI_LATIN_FAMILY, weight: 700 },
] as const;

type CardFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" };
let nepaliFonts: Promise<CardFont[]> | null = null;

/**
 * The Devanagari face for the card renderer (satori reads WOFF, not WOFF2): @fontsource's own
 * files, read once per process from node_modules (no network, nothing copied into the build).
 */
export function loadNepaliCardFonts(): Promise<CardFont[]> {
  nepaliFonts ??= Promise.all(
    NEPALI_FACES.map(async ({ file, name, weight }) => {
      const data = await readFile(path.join(process.cwd(), "node_modules/@fontsource/noto-sans-devanagari/files", file));
      return { name, data: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer, weight, style: "normal" as const };
    }),
  ).catch((error: unknown) => {
    nepaliFonts = null;
    throw error;
  });
  return nepaliFonts;
}

/** The text column beside the work: the card's width less its padding, the art box and the gap. */
const TEXT_WIDTH = SHARE_CARD_SIZE.width - 2 * 50 - ART_BOX.width - 56;

/** How each line of the text column looks. */
interface LineStyle {
  size: number;
  weight: ShapedWeight;
  color: string;
  /** Line height (Devanagari's taller marks on Nepali cards). */
  lineHeight: number;
  marginTop: number;
}

/**
 * The Nepali card's lines that hold Devanagari, shaped (lib/share/shaped-text.ts); null for a
 * line satori draws itself (Latin only). All null when shaping is not available here: satori
 * then draws them with the vowel sign ि moved by hand (lib/share/devanagari-order.ts).
 */
async function shapedLines(lines: readonly { text: string; style: LineStyle }[]): Promise<(ShapedText | null)[]> {
  try {
    return await Promise.all(
      lines.map(({ text, style }) =>
        // Pango's lines keep the face's own height, already tall enough for Devanagari's marks.
        DEVANAGARI.test(text) ? shapedText({ text, size: style.size, weight: style.weight, color: style.color, width: TEXT_WIDTH, lineHeight: 1 }) : null,
      ),
    );
  } catch (error) {
    console.error("[share-card] could not shape the Nepali text:", error instanceof Error ? error.message : error);
    return lines.map(() => null);
  }
}

/**
 * A 1200x630 sharing card: the work whole on a quiet paper background, and beside it the
 * heading (a title or the artist's name), a line under it and a final note (price or status).
 * On a Nepali card, Devanagari is shaped by HarfBuzz (conjuncts joined, vowel signs in place)
 * and placed as images; Latin-only lines are drawn in Noto Sans Devanagari's Latin.
 */
export async function shareCard({
  image,
  eyebrow,
  heading,
  byline,
  note,
  locale = "en",
}: {
  image: string | null;
  eyebrow: string;
  heading: string;
  byline: string;
  note: string;
  locale?: Locale;
}) {
  const nepali = locale === "ne";
  const styles: LineStyle[] = [
    { size: nepali ? 26 : 22, weight: 400, color: ACCENT, lineHeight: nepali ? 1.4 : 1.2, marginTop: 0 },
    { size: heading.length > 28 ? 46 : 58, weight: 700, color: INK, lineHeight: nepali ? 1.45 : 1.1, marginTop: 18 },
    { size: 28, weight: 400, color: MUTED, lineHeight: nepali ? 1.4 : 1.2, marginTop: 22 },
    { size: 32, weight: 700, color: INK, lineHeight: nepali ? 1.4 : 1.2, marginTop: 34 },
  ];
  const texts = [eyebrow, heading, byline, note];
  const [art, fonts, shaped] = await Promise.all([
    fittedArt(image),
    nepali ? loadNepaliCardFonts() : undefined,
    nepali ? shapedLines(texts.map((text, i) => ({ text, style: styles[i] }))) : texts.map(() => null),
  ]);
  const line = (i: number) => {
    const style = styles[i];
    const drawn = shaped[i];
    if (drawn) {
      // eslint-disable-next-line @next/next/no-img-element
      return <img key={i} src={drawn.url} width={drawn.width} height={drawn.height} alt="" style={{ marginTop: style.marginTop }} />;
    }
    const text = nepali ? drawOrderDevanagari(texts[i]) : texts[i];
    const eyebrowLook = i === 0 && !nepali ? { letterSpacing: 3, textTransform: "uppercase" as const } : {};
    // English lines keep the renderer's own line height but for the heading's.
    const lineHeight = nepali || i === 1 ? style.lineHeight : undefined;
    return (
      <div key={i} style={{ display: "flex", fontSize: style.size, fontWeight: style.weight, color: style.color, lineHeight, marginTop: style.marginTop, ...eyebrowLook }}>
        {text}
      </div>
    );
  };
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", alignItems: "center", background: PAPER, padding: 50, gap: 56 }}>
        <div style={{ width: ART_BOX.width, height: ART_BOX.height, display: "flex", alignItems: "center", justifyContent: "center" }}>
          {art ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={art.url} width={art.width} height={art.height} alt="" style={{ boxShadow: "0 12px 32px rgba(28,25,23,0.22)" }} />
          ) : (
            <div style={{ width: 420, height: 420, display: "flex", background: "#e7e0d4" }} />
          )}
        </div>
        <div style={{ flex: 1, display: "flex", flexDirection: "column", justifyContent: "center", color: INK, ...(nepali ? { fontFamily: `"${NEPALI_FAMILY}", "${NEPALI_LATIN_FAMILY}"` } : {}) }}>
          {[0, 1, 2, 3].map(line)}
        </div>
      </div>
    ),
    { ...SHARE_CARD_SIZE, ...(fonts ? { fonts } : {}), headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400" } },
  );
}
