import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMAGE_MESSAGES,
  TOO_MANY_PIXELS_MESSAGE,
  ImageRejectedError,
  processImage,
  sniffFormat,
  storeImage,
  type ImageKind,
} from "@/lib/images";
import { createLocalStorage, setStorageForTests } from "@/lib/storage";
import { makeOversizedPng, readFixture } from "@/tests/fixtures/images";

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "images-test-"));
let oversized: Buffer;

beforeAll(async () => {
  setStorageForTests(createLocalStorage(uploads));
  oversized = await makeOversizedPng();
});

afterAll(() => {
  setStorageForTests(undefined);
  fs.rmSync(uploads, { recursive: true, force: true });
});

function storedFiles(): string[] {
  return fs.existsSync(uploads) ? (fs.readdirSync(uploads, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(uploads, f)).isFile()) : [];
}

async function rejection(input: Buffer, kind: ImageKind): Promise<ImageRejectedError> {
  const err = await processImage(input, { kind }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageRejectedError);
  return err as ImageRejectedError;
}

describe("image pipeline: accepted images", () => {
  it("re-encodes a PNG as PNG, same size, without metadata", async () => {
    const input = readFixture("png");
    const out = await processImage(input, { kind: "artwork" });
    expect(out).toMatchObject({ ext: "png", contentType: "image/png", format: "png", width: 1200, height: 800 });
    const meta = await sharp(out.body).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([1200, 800]);
    expect(meta.exif).toBeUndefined();
  });

  it("compresses a WebP at quality 85", async () => {
    const input = readFixture("webp");
    const out = await processImage(input, { kind: "about" });
    expect(out).toMatchObject({ ext: "webp", contentType: "image/webp", width: 1600, height: 1000 });
    expect((await sharp(out.body).metadata()).format).toBe("webp");
    // The fixture was saved at quality 95.
    expect(out.body.length).toBeLessThan(input.length);
  });

  it("turns a JPEG photo upright by its EXIF orientation, then removes all metadata including GPS", async () => {
    const input = readFixture("jpegWithGps");
    const before = await sharp(input).metadata();
    // The fixture really carries a GPS directory (tag 0x8825), a camera make and orientation 6.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(before.exif?.toString("latin1")).toContain("PhoneMaker");
    expect(before.orientation).toBe(6);
    expect([before.width, before.height]).toEqual([3000, 2000]);

    const out = await processImage(input, { kind: "artwork" });
    expect(out).toMatchObject({ ext: "jpg", contentType: "image/jpeg", format: "jpeg" });
    // Upright it is 2000x3000; fitted inside 2560x1440 that is 960x1440.
    expect([out.width, out.height]).toEqual([960, 1440]);
    const after = await sharp(out.body).metadata();
    expect([after.width, after.height]).toEqual([960, 1440]);
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.body.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(out.body.includes(Buffer.from("Lalitpur"))).toBe(false);
  });

  it("downscales a large photo to fit 2560x1440 and never enlarges small ones", async () => {
    const out = await processImage(readFixture("largePhoto"), { kind: "artwork" });
    expect([out.width, out.height]).toEqual([2160, 1440]);
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    const kept = await processImage(small, { kind: "service" });
    expect([kept.width, kept.height]).toEqual([300, 200]);
  });

  it("keeps a GIF byte for byte", async () => {
    const input = readFixture("gif");
    const out = await processImage(input, { kind: "artwork" });
    expect(out).toMatchObject({ ext: "gif", contentType: "image/gif", format: "gif", width: 120, height: 80 });
    expect(out.body.equals(input)).toBe(true);
  });

  it("accepts up to 10 MB for reference images", async () => {
    expect(oversized.length).toBeGreaterThan(6 * 1024 * 1024);
    const out = await processImage(oversized, { kind: "reference" });
    expect(out.format).toBe("png");
  });
});

describe("image pipeline: refused files", () => {
  const notImages = [
    ["a text file named .png", "textNamedPng"],
    ["an SVG", "svg"],
    ["a truncated JPEG", "truncatedJpeg"],
  ] as const;

  for (const [label, fixture] of notImages) {
    it(`refuses ${label} with the product's messages`, async () => {
      const input = readFixture(fixture);
      expect((await rejection(input, "artwork")).message).toBe("Only image files are allowed");
      expect((await rejection(input, "screenshot")).message).toBe("Please upload an image file");
    });
  }

  it("refuses a 6 MB image with the size messages", async () => {
    expect((await rejection(oversized, "screenshot")).message).toBe("Image size should be less than 5MB");
    expect((await rejection(oversized, "artwork")).message).toBe("Maximum file size is 5MB");
    expect((await rejection(oversized, "service")).message).toBe(IMAGE_MESSAGES.maxFileSize(5));
  });

  it("refuses GIF payment screenshots (PNG, JPEG and WebP only)", async () => {
    expect((await rejection(readFixture("gif"), "screenshot")).message).toBe("Please upload an image file");
    await expect(processImage(readFixture("webp"), { kind: "screenshot" })).resolves.toMatchObject({ format: "webp" });
  });

  it("refuses an image whose header claims more pixels than allowed (decompression bomb)", async () => {
    const bomb = pngHeaderOnly(30_000, 30_000);
    expect(sniffFormat(bomb)).toBe("png");
    const err = await rejection(bomb, "artwork");
    expect(err.message).toBe(TOO_MANY_PIXELS_MESSAGE);
    expect(err.reason).toBe("too_many_pixels");
  });

  it("refuses a 20000x20000 picture as too large in pixels, not as too large a file, for every kind", async () => {
    const picture = pngHeaderOnly(20_000, 20_000);
    expect(picture.length).toBeLessThan(5 * 1024 * 1024);
    for (const kind of ["screenshot", "artwork", "reference"] as const) {
      const err = await rejection(picture, kind);
      expect(err.reason).toBe("too_many_pixels");
      expect(err.message).toContain("too large in pixels");
      expect(err.message).not.toContain("5MB");
    }
  });

  it("refuses an empty file", async () => {
    expect((await rejection(Buffer.alloc(0), "artwork")).message).toBe("Only image files are allowed");
  });
});

describe("storeImage", () => {
  it("stores a processed upload and returns the Upload result", async () => {
    const file = new File([new Uint8Array(readFixture("jpegWithGps"))], "holiday.JPG", { type: "image/jpeg" });
    const stored = await storeImage("about-images", file, { folder: "profile" });
    expect(stored.path).toMatch(/^about-images\/profile\/\d{13}-[0-9a-f]{16}\.jpg$/);
    expect(stored.url).toBe(`/media/${stored.path}`);
    expect(stored.fileName).toBe(stored.path.split("/").pop());
    const onDisk = fs.readFileSync(path.join(uploads, stored.path));
    expect((await sharp(onDisk).metadata()).exif).toBeUndefined();
  });

  it("ignores the declared type and name: a text file named .png with type image/png is refused, nothing stored", async () => {
    const before = storedFiles().length;
    const file = new File([new Uint8Array(readFixture("textNamedPng"))], "payment.png", { type: "image/png" });
    await expect(storeImage("payment-screenshots", file, { folder: "ORD-20261122-00001" })).rejects.toThrow(
      "Please upload an image file",
    );
    for (const name of ["svg", "truncatedJpeg"] as const) {
      await expect(storeImage("artworks", readFixture(name))).rejects.toThrow("Only image files are allowed");
    }
    await expect(storeImage("payment-screenshots", oversized)).rejects.toThrow("Image size should be less than 5MB");
    await expect(storeImage("services", new File([new Uint8Array(oversized)], "big.png"))).rejects.toThrow(
      "Maximum file size is 5MB",
    );
    expect(storedFiles().length).toBe(before);
  });

  it("stores payment screenshots under the order number with a long random name", async () => {
    const stored = await storeImage("payment-screenshots", readFixture("png"), { folder: "ORD-20261122-48213" });
    expect(stored.path).toMatch(/^payment-screenshots\/ORD-20261122-48213\/\d{13}-[0-9a-f]{32}\.png$/);
    expect(stored.url).toBe(`/private-files/${stored.path}`);
  });
});

/** A small PNG whose header claims width x height (its pixel data holds only a few rows). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = zlib.deflateSync(Buffer.alloc((1 + width * 3) * 4));
  const iend = chunk("IEND", Buffer.alloc(0));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", rows), iend]);
}

function chunk(name: string, data: Buffer): Buffer {
  const type = Buffer.from(name);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([len, type, data, crc]);
}

function crc32(data: Buffer): number {
  let c = ~0;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
