/**
 * Draws the site's icons and default sharing image with sharp and writes them where Next.js
 * picks them up (file-based metadata) or the web manifest points:
 *
 *   app/favicon.ico            16, 32 and 48 px (PNG-in-ICO)
 *   app/icon.png               512 px
 *   app/apple-icon.png         180 px
 *   app/opengraph-image.png    1200 x 630 default Open Graph image (+ .alt.txt)
 *   public/icons/icon-192.png, icon-512.png, maskable-512.png   for app/manifest.ts
 *
 *   npx tsx scripts/generate-brand-images.ts
 *
 * The files are committed; run this again only to change the design. No text is drawn, so the
 * output does not depend on the fonts installed.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = process.cwd();
const ACCENT = "#9a3412";
const SUN = "#f59e0b";
const PAPER = "#fafaf9";
const INK = "#1c1917";

/** The emblem: a sun over two peaks, on a rounded square (or full bleed for maskable icons). */
function emblem(size: number, { rounded = true, padding = 0 }: { rounded?: boolean; padding?: number } = {}): string {
  const r = rounded ? size * 0.22 : 0;
  const p = padding * size;
  const s = size - 2 * p;
  const x = (f: number) => (p + f * s).toFixed(2);
  const y = (f: number) => (p + f * s).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${r}" fill="${ACCENT}"/>
  <circle cx="${x(0.66)}" cy="${y(0.34)}" r="${(s * 0.13).toFixed(2)}" fill="${SUN}"/>
  <path d="M${x(0.1)} ${y(0.82)} L${x(0.4)} ${y(0.36)} L${x(0.55)} ${y(0.58)} L${x(0.68)} ${y(0.46)} L${x(0.9)} ${y(0.82)} Z" fill="${PAPER}"/>
  <path d="M${x(0.4)} ${y(0.36)} L${x(0.48)} ${y(0.48)} L${x(0.43)} ${y(0.46)} L${x(0.38)} ${y(0.52)} L${x(0.34)} ${y(0.45)} Z" fill="${ACCENT}" opacity="0.35"/>
</svg>`;
}

function ogImage(): string {
  const w = 1200;
  const h = 630;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fde68a"/>
      <stop offset="0.55" stop-color="#fdba74"/>
      <stop offset="1" stop-color="#f97316"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="820" cy="230" r="92" fill="#fff7ed" opacity="0.9"/>
  <path d="M0 520 L170 300 L300 440 L470 190 L640 420 L760 330 L930 520 L1050 380 L1200 520 L1200 630 L0 630 Z" fill="${ACCENT}"/>
  <path d="M470 190 L530 280 L500 270 L470 300 L440 270 L410 285 Z" fill="${PAPER}" opacity="0.85"/>
  <path d="M0 580 L240 430 L420 560 L640 400 L880 570 L1040 470 L1200 560 L1200 630 L0 630 Z" fill="${INK}"/>
  <rect x="60" y="60" width="120" height="120" rx="26" fill="${ACCENT}"/>
  <circle cx="139" cy="101" r="15" fill="${SUN}"/>
  <path d="M72 158 L108 103 L126 130 L142 115 L168 158 Z" fill="${PAPER}"/>
</svg>`;
}

async function png(svg: string, size?: { width: number; height: number }): Promise<Buffer> {
  let image = sharp(Buffer.from(svg));
  if (size) image = image.resize(size.width, size.height);
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/** An .ico file holding PNG images (supported by every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2);
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  const write = (file: string, data: Buffer | string) => {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, data);
    console.log(`wrote ${file} (${typeof data === "string" ? data.length : data.length} bytes)`);
  };

  const icoSizes = [16, 32, 48];
  write("app/favicon.ico", ico(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(emblem(size)) })))));
  write("app/icon.png", await png(emblem(512)));
  write("app/apple-icon.png", await png(emblem(180, { rounded: false })));
  write("public/icons/icon-192.png", await png(emblem(192)));
  write("public/icons/icon-512.png", await png(emblem(512)));
  write("public/icons/maskable-512.png", await png(emblem(512, { rounded: false, padding: 0.1 })));
  write("app/opengraph-image.png", await png(ogImage()));
  write("app/opengraph-image.alt.txt", "Original art from Nepal: a sun over Himalayan peaks.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
