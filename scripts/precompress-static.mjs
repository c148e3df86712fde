/**
 * Writes a gzip copy (`name.gz`, level 9) beside each compressible file of the build's static
 * folder (.next/static): nginx sends those bytes as they are (`gzip_static on`,
 * deploy/nginx/art-shop.conf) instead of compressing the same file for every visitor. Part of
 * `npm run build`; safe to run again (copies are rewritten only when their file changed).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.join(root, ".next", "static");
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|map|html|xml)$/;
const MIN_BYTES = 1024;

let written = 0;
let bytesIn = 0;
let bytesOut = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(full);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const stat = fs.statSync(full);
    if (stat.size < MIN_BYTES) continue;
    const target = `${full}.gz`;
    try {
      if (fs.statSync(target).mtimeMs >= stat.mtimeMs) continue;
    } catch {
      /* not written yet */
    }
    const data = fs.readFileSync(full);
    const gz = zlib.gzipSync(data, { level: 9 });
    fs.writeFileSync(target, gz);
    written++;
    bytesIn += data.length;
    bytesOut += gz.length;
  }
}

if (fs.existsSync(folder)) {
  walk(folder);
  console.log(`Precompressed ${written} static file(s): ${(bytesIn / 1024).toFixed(0)} KB -> ${(bytesOut / 1024).toFixed(0)} KB gzip`);
} else {
  console.log("No .next/static folder: nothing to precompress.");
}
