import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { drawnDemoImage } from "@/prisma/demo-image-cache";
import { demoImage } from "@/prisma/seed-images";

const ARGS: Parameters<typeof demoImage> = ["mountains" as never, ["#fde68a", "#f59e0b", "#92400e", "#1c1917"], "cache-test", { width: 160, height: 120 }, "digital"];
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-image-cache-"));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("drawnDemoImage: the demo pictures, drawn once and kept", () => {
  it("gives the drawn picture, byte for byte, and keeps one copy of it", async () => {
    const dir = tempDir();
    const drawn = await demoImage(...ARGS);
    const first = await drawnDemoImage(ARGS, dir);
    expect(first.equals(drawn)).toBe(true);
    const kept = fs.readdirSync(dir);
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, kept[0])).equals(drawn)).toBe(true);
  });

  it("reads the kept copy the second time (what is in the file is what it gives)", async () => {
    const dir = tempDir();
    await drawnDemoImage(ARGS, dir);
    const [name] = fs.readdirSync(dir);
    fs.writeFileSync(path.join(dir, name), "kept bytes");
    expect((await drawnDemoImage(ARGS, dir)).toString()).toBe("kept bytes");
  });

  it("keeps another picture under another key when an argument changes", async () => {
    const dir = tempDir();
    await drawnDemoImage(ARGS, dir);
    await drawnDemoImage([ARGS[0], ARGS[1], "cache-test-2", ARGS[3], ARGS[4]], dir);
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it("draws each style of the demo (painting, sketch, digital) the first time", async () => {
    const dir = tempDir();
    for (const style of ["painting", "sketch", "digital"] as const) {
      const args: Parameters<typeof demoImage> = [ARGS[0], ARGS[1], `style-${style}`, ARGS[3], style];
      const picture = await drawnDemoImage(args, dir);
      expect(picture.equals(await demoImage(...args)), style).toBe(true);
      expect(picture.length, style).toBeGreaterThan(500);
    }
    expect(fs.readdirSync(dir)).toHaveLength(3);
  });

  it("still draws when nothing can be kept", async () => {
    const file = path.join(tempDir(), "not-a-folder");
    fs.writeFileSync(file, "");
    const drawn = await drawnDemoImage(ARGS, path.join(file, "cache"));
    expect(drawn.equals(await demoImage(...ARGS))).toBe(true);
  });
});
