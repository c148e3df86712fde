/**
 * The payment screenshot: the browser's check (accept attribute and screenshotProblem) and the
 * server (processImage) accept exactly the same types, so a file the page lets through is never
 * refused afterwards for its type (a GIF used to pass the page and fail on the server).
 */
import { describe, expect, it } from "vitest";
import { SCREENSHOT_ACCEPT, screenshotProblem } from "@/components/checkout/screenshot-input";
import { ImageRejectedError, SCREENSHOT_MIME_TYPES, processImage } from "@/lib/images";
import { readFixture } from "@/tests/fixtures/images";

const SAMPLES = [
  { fixture: "png", type: "image/png", name: "pay.png" },
  { fixture: "jpeg", type: "image/jpeg", name: "pay.jpg" },
  { fixture: "webp", type: "image/webp", name: "pay.webp" },
  { fixture: "gif", type: "image/gif", name: "pay.gif" },
] as const;

async function serverAccepts(bytes: Buffer): Promise<boolean> {
  try {
    await processImage(bytes, { kind: "screenshot" });
    return true;
  } catch (err) {
    if (err instanceof ImageRejectedError) return false;
    throw err;
  }
}

describe("payment screenshot types", () => {
  it("are PNG, JPEG and WebP", () => {
    expect([...SCREENSHOT_MIME_TYPES].sort()).toEqual(["image/jpeg", "image/png", "image/webp"]);
  });

  it("the file input's accept lists those types and no other image type", () => {
    const types = SCREENSHOT_ACCEPT.split(",").filter((t) => t.includes("/"));
    expect(types.sort()).toEqual([...SCREENSHOT_MIME_TYPES].sort());
    expect(SCREENSHOT_ACCEPT).not.toMatch(/gif|image\/\*/);
  });

  it.each(SAMPLES)("browser and server agree on $type", async ({ fixture, type, name }) => {
    const bytes = readFixture(fixture === "jpeg" ? "jpegWithGps" : fixture);
    const browserAccepts = screenshotProblem(new File([new Uint8Array(bytes.subarray(0, 16))], name, { type }), { notAnImage: "not an image", tooLarge: "too large" }) === null;
    expect(browserAccepts).toBe(await serverAccepts(bytes));
    expect(browserAccepts).toBe(type !== "image/gif");
  });
});
