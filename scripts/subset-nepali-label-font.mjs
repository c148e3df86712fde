/**
 * Writes the language switch's face, lib/font-files/nepali-label-500.woff2: Noto Sans Devanagari
 * medium (@fontsource/noto-sans-devanagari, SIL Open Font License, lib/font-files/OFL.txt) cut
 * down by HarfBuzz (subset-font) to the glyphs of the one word English pages show in Devanagari,
 * the switch's "नेपाली" (about 1.2 KB). English pages do not load the Nepali pages' face, and a
 * machine without a Devanagari system font would otherwise draw that word as boxes.
 *
 * Run after changing the word (messages/en.json, languageSwitch.other of the Nepali side) or
 * upgrading the package: `node scripts/subset-nepali-label-font.mjs`, then commit the file.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const source = path.join(root, "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2");
const target = path.join(root, "lib/font-files/nepali-label-500.woff2");
export const LABEL = "नेपाली";

const subset = await subsetFont(fs.readFileSync(source), LABEL, { targetFormat: "woff2" });
fs.writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
