/**
 * Writes the Nepali pages' face, public/fonts/noto-sans-devanagari-ne-400.<hash>.woff2: Noto Sans
 * Devanagari regular (@fontsource/noto-sans-devanagari, SIL Open Font License, beside it as
 * OFL.txt) subset with HarfBuzz (subset-font) to the Devanagari that Nepali is written with, its
 * conjuncts and marks kept by the subsetter's layout closure. Left out: Vedic signs, letters only
 * Sanskrit, Marathi, Sindhi and other languages use, and the nukta forms (Hindi and Urdu loan
 * sounds, not standard Nepali spelling): the rest weighs under the 30 KB the Nepali pages allow
 * themselves (perf-budget.json, fonts). Latin text keeps the system face.
 *
 * The name carries the first 10 hex digits of the file's SHA-256, so the file is cached for a year
 * (next.config.ts) and a new subset is a new address. lib/font-files/devanagari.ts is rewritten
 * with that address: the Nepali pages declare the face and preload it from there
 * (app/[locale]/layout.tsx), English pages neither declare nor download it.
 *
 * Run after upgrading @fontsource/noto-sans-devanagari: `node scripts/subset-devanagari-font.mjs`,
 * then commit both files (and remove the old font file); the build never needs the network.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const source = path.join(root, "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2");
const fontsDir = path.join(root, "public/fonts");
const moduleFile = path.join(root, "lib/font-files/devanagari.ts");

/** Code points of the Devanagari block that Nepali does not use. */
const NOT_NEPALI = new Set([
  0x0900, 0x0904, 0x090c, 0x090d, 0x0911, 0x0929, 0x0931, 0x0934, 0x093c, 0x0944, 0x0945, 0x0949, 0x094e, 0x094f, 0x0951, 0x0952, 0x0953,
  0x0954, 0x0955, 0x0956, 0x0957, 0x0958, 0x0959, 0x095a, 0x095b, 0x095c, 0x095d, 0x095e, 0x095f, 0x0960, 0x0961, 0x0962, 0x0963, 0x0971,
  0x0972, 0x0973, 0x0974, 0x0975, 0x0976, 0x0977, 0x0978, 0x0979, 0x097a, 0x097b, 0x097c, 0x097d, 0x097e, 0x097f,
]);

let text = "\u200c\u200d\u25cc"; // joiners and the dotted circle a lone mark is drawn on
for (let code = 0x0900; code <= 0x097f; code++) if (!NOT_NEPALI.has(code)) text += String.fromCodePoint(code);

const subset = await subsetFont(fs.readFileSync(source), text, { targetFormat: "woff2" });
const hash = crypto.createHash("sha256").update(subset).digest("hex").slice(0, 10);
const name = `noto-sans-devanagari-ne-400.${hash}.woff2`;
fs.mkdirSync(fontsDir, { recursive: true });
for (const old of fs.readdirSync(fontsDir)) if (/^noto-sans-devanagari-ne-400\..*\.woff2$/.test(old) && old !== name) fs.rmSync(path.join(fontsDir, old));
fs.writeFileSync(path.join(fontsDir, name), subset);
fs.copyFileSync(path.join(root, "node_modules/@fontsource/noto-sans-devanagari/LICENSE"), path.join(fontsDir, "OFL.txt"));
fs.mkdirSync(path.dirname(moduleFile), { recursive: true });
fs.writeFileSync(
  moduleFile,
  `/** Written by scripts/subset-devanagari-font.mjs: the Nepali pages' face (public/fonts, SIL Open Font License beside it). */
export const DEVANAGARI_FONT = { url: "/fonts/${name}", bytes: ${subset.length} } as const;
`,
);
console.log(`public/fonts/${name}: ${subset.length} bytes; ${path.relative(root, moduleFile)} rewritten`);
