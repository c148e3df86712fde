/**
 * Back-office uploads, one image per request (POST /admin/uploads): the server keeps its own
 * checks whatever the browser did (type by magic bytes, size before reading, full decode,
 * fitted inside 2560x1440), refuses with the reason and stores nothing, and the stored URL is
 * what the artwork save then takes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createLocalStorage, setStorageForTests } from "@/lib/storage";
import { ACCESS_DENIED_MESSAGE } from "@/lib/auth/require-admin";
import { POST } from "@/app/admin/uploads/route";
import { createArtworkAction } from "@/lib/actions/admin/artworks";
import { MAX_UPLOAD_POST_BYTES } from "@/lib/domain/admin/uploads";
import { makeOversizedPng, readFixture } from "@/tests/fixtures/images";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-uploads-"));
let admin: { id: string; email: string };
let customer: { id: string; email: string };

beforeAll(async () => {
  setStorageForTests(createLocalStorage(dir));
  admin = await createProfile("owner-uploads@studio.test", "admin");
  customer = await createProfile("buyer-uploads@example.com", "user");
});

afterAll(() => {
  signOutForTests();
  setStorageForTests(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

const storedFiles = () => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

function post(fields: Record<string, string | File>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const url = new URL("http://localhost/admin/uploads");
  return POST(Object.assign(new Request(url, { method: "POST", body, headers }), { nextUrl: url }) as never);
}

/** A camera-sized JPEG (4032x3024) of noise: several MB, as a phone's photo. */
async function cameraJpeg(): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 60 }).toBuffer();
}

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe("POST /admin/uploads", () => {
  it("refuses visitors and customers, storing nothing", async () => {
    const png = file(readFixture("png"), "a.png", "image/png");
    signInAs(null);
    let response = await post({ target: "artwork", file: png });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: ACCESS_DENIED_MESSAGE });
    signInAs(customer);
    response = await post({ target: "artwork", file: png });
    expect(response.status).toBe(403);
    expect(storedFiles()).toBe(0);
  });

  it("stores one image, fitted inside 2560x1440, and answers its URL and size", async () => {
    signInAs(admin);
    const photo = await cameraJpeg();
    const response = await post({ target: "artwork", file: file(photo, "IMG_0001.JPG", "image/jpeg") });
    expect(response.status).toBe(201);
    const image = (await response.json()) as { url: string; width: number; height: number };
    expect(image).toEqual({ url: expect.stringMatching(/artworks\/\d{10,}-[0-9a-f]{16,}\.jpg$/), width: 1920, height: 1440 });
    expect(storedFiles()).toBe(1);
  });

  it("keeps about profile images in their folder", async () => {
    signInAs(admin);
    const response = await post({ target: "about-profile", file: file(readFixture("webp"), "me.webp", "image/webp") });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { url: string }).url).toMatch(/about-images\/profile\/\d{10,}-[0-9a-f]{16,}\.webp$/);
  });

  it("refuses what is not an image whatever its name and type, storing nothing", async () => {
    signInAs(admin);
    const before = storedFiles();
    for (const [bytes, name, type] of [
      [readFixture("svg"), "drawing.svg", "image/svg+xml"],
      [readFixture("textNamedPng"), "not-an-image.png", "image/png"],
      [readFixture("truncatedJpeg"), "cut.jpg", "image/jpeg"],
    ] as const) {
      const response = await post({ target: "service", file: file(bytes, name, type) });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: "Only image files are allowed" });
    }
    expect(storedFiles()).toBe(before);
  });

  it("refuses a file over 5 MB with the limit, storing nothing", async () => {
    signInAs(admin);
    const before = storedFiles();
    const big = await makeOversizedPng();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const response = await post({ target: "artwork", file: file(big, "big.png", "image/png") });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "Maximum file size is 5MB" });
    expect(storedFiles()).toBe(before);
  });

  it("refuses a post declaring more than one image's size before reading it", async () => {
    signInAs(admin);
    const response = await post({ target: "artwork", file: file(readFixture("png"), "a.png", "image/png") }, { "content-length": String(MAX_UPLOAD_POST_BYTES + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Maximum file size is 5MB" });
  });

  it("refuses an unknown target and a missing file", async () => {
    signInAs(admin);
    let response = await post({ target: "payment-screenshots", file: file(readFixture("png"), "a.png", "image/png") });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "This upload is not expected here" });
    response = await post({ target: "artwork" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "Please choose an image to upload" });
  });

  it("the artwork save takes the stored URLs, in order, with their sizes", async () => {
    signInAs(admin);
    const urls: string[] = [];
    for (const [bytes, name, type] of [
      [readFixture("png"), "one.png", "image/png"],
      [readFixture("gif"), "two.gif", "image/gif"],
      [readFixture("webp"), "three.webp", "image/webp"],
    ] as const) {
      const response = await post({ target: "artwork", file: file(bytes, name, type) });
      expect(response.status).toBe(201);
      urls.push(((await response.json()) as { url: string }).url);
    }
    const category = await db.category.create({ data: { name: "Uploads", slug: "uploads-test" } });
    const created = await createArtworkAction({ title: "Three photos", categoryId: category.id, images: urls, price: "1000" });
    expect(created.ok).toBe(true);
    const row = await db.artwork.findFirstOrThrow({ where: { title: "Three photos" } });
    expect(row.images).toEqual(urls);
    expect((row.imageSizes as unknown[]).every((s) => s !== null)).toBe(true);
  });
});
