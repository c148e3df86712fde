/**
 * The demo pictures, drawn once per checkout of the code and kept. Drawing one takes 0.3–2 s of
 * CPU (prisma/seed-images.ts), and the same pictures are drawn at every demo seed: the local
 * start, the test server, the seed's own tests. A picture is deterministic for its arguments, so
 * it is kept under a key made of them, the drawing code's own text and sharp's and libvips'
 * versions: any change to how pictures are drawn makes new keys. A cache that cannot be read or
 * written only makes the seed slower; without the drawing code's source (no prisma/ folder next
 * to this file) nothing is kept.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { demoImage } from "./seed-images";

export const DEMO_IMAGE_CACHE_DIR = path.join(process.cwd(), "node_modules", ".cache", "art-shop-demo-images");

let drawingVersion: string | null | undefined;

/** The drawing code's text and the image libraries' versions, hashed; null without the source. */
function versionOfDrawing(): string | null {
  if (drawingVersion !== undefined) return drawingVersion;
  try {
    const source = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "seed-images.ts"));
    drawingVersion = crypto
      .createHash("sha256")
      .update(source)
      .update(JSON.stringify([sharp.versions.sharp ?? "", sharp.versions.vips]))
      .digest("hex");
  } catch {
    drawingVersion = null;
  }
  return drawingVersion;
}

/** demoImage's picture for these arguments: the kept copy, or drawn (and kept). */
export async function drawnDemoImage(args: Parameters<typeof demoImage>, cacheDir = DEMO_IMAGE_CACHE_DIR): Promise<Buffer> {
  const version = versionOfDrawing();
  if (version === null) return demoImage(...args);
  const key = crypto.createHash("sha256").update(version).update(JSON.stringify(args)).digest("hex");
  const file = path.join(cacheDir, `${key}.img`);
  try {
    return await fs.promises.readFile(file);
  } catch {
    // Not kept yet (or unreadable): drawn below.
  }
  const body = await demoImage(...args);
  try {
    await fs.promises.mkdir(cacheDir, { recursive: true });
    // Written aside, then renamed: a seed running at the same time never reads half a picture.
    const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
    await fs.promises.writeFile(aside, body);
    await fs.promises.rename(aside, file);
  } catch {
    // Kept nowhere: the next seed draws it again.
  }
  return body;
}
