import { describe, expect, it } from "vitest";
import { BROWSER_COMPRESSION, compressImageInBrowser, fitInside } from "@/lib/images/compress-in-browser";

describe("browser compression target", () => {
  it("is the spec's 2560x1440 at quality 0.85", () => {
    expect(BROWSER_COMPRESSION).toEqual({ maxWidth: 2560, maxHeight: 1440, quality: 0.85 });
  });

  it("fits a landscape camera photo inside the box", () => {
    expect(fitInside(4032, 3024)).toEqual({ width: 1920, height: 1440 });
    expect(fitInside(6000, 2000)).toEqual({ width: 2560, height: 853 });
  });

  it("fits a portrait photo by its height", () => {
    expect(fitInside(3024, 4032)).toEqual({ width: 1080, height: 1440 });
  });

  it("never enlarges a small picture", () => {
    expect(fitInside(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitInside(2560, 1440)).toEqual({ width: 2560, height: 1440 });
  });

  it("answers nothing for an empty size", () => {
    expect(fitInside(0, 100)).toEqual({ width: 0, height: 0 });
  });

  it("sends a GIF untouched", async () => {
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0])], "a.gif", { type: "image/gif" });
    const progress: number[] = [];
    expect(await compressImageInBrowser(gif, { onProgress: (p) => progress.push(p) })).toBe(gif);
    expect(progress).toEqual([100]);
  });

  it("sends a file it cannot re-encode untouched, for the server to judge", async () => {
    const heic = new File([new Uint8Array(64)], "photo.heic", { type: "image/heic" });
    expect(await compressImageInBrowser(heic)).toBe(heic);
  });
});
