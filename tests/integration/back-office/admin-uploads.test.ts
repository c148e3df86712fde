/**
 * Back-office uploads, one image per request (POST /admin/uploads): the server keeps its own
 * checks whatever the browser did (type by magic bytes, size while streaming, full decode,
 * fitted inside 2560x1440), refuses with the reason and stores nothing, and the stored URL is
 * what the artwork save then takes. The body streams to a temporary file (0600 in a 0700 folder
 * of the system's temporary directory, here a folder of this test's own) that is gone afterwards,
 * whether the upload was stored, refused or cut short.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// os.tmpdir() follows TMPDIR: the route's temporary files land where this test can watch them.
const systemTemp = os.tmpdir();
const temp = fs.mkdtempSync(path.join(systemTemp, "admin-uploads-tmp-"));
process.env.TMPDIR = temp;

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

const dir = fs.mkdtempSync(path.join(systemTemp, "admin-uploads-"));
let admin: { id: string; email: string };
let customer: { id: string; email: string };

/** The temporary upload files seen while the storage was writing (mode of folder and file). */
const seenWhileStoring: { dirMode: number; fileMode: number; size: number }[] = [];

beforeAll(async () => {
  const local = createLocalStorage(dir);
  setStorageForTests({
    ...local,
    put: async (...args: Parameters<typeof local.put>) => {
      for (const folder of fs.readdirSync(temp)) {
        const file = path.join(temp, folder, "upload");
        if (!fs.existsSync(file)) continue;
        const stat = fs.statSync(file);
        seenWhileStoring.push({ dirMode: fs.statSync(path.join(temp, folder)).mode & 0o777, fileMode: stat.mode & 0o777, size: stat.size });
      }
      return local.put(...args);
    },
  });
  admin = await createProfile("owner-uploads@studio.test", "admin");
  customer = await createProfile("buyer-uploads@example.com", "user");
});

afterAll(() => {
  signOutForTests();
  setStorageForTests(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(temp, { recursive: true, force: true });
});

/** Temporary upload folders left behind. */
const leftovers = () => fs.readdirSync(temp);

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
    // It was read from a private temporary file of its full size, removed since.
    expect(seenWhileStoring.at(-1)).toEqual({ dirMode: 0o700, fileMode: 0o600, size: photo.length });
    expect(leftovers()).toEqual([]);
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
    expect(leftovers()).toEqual([]);
  });

  it("refuses a file over 5 MB while it streams (413 with the limit), storing nothing and leaving no temporary file", async () => {
    signInAs(admin);
    const before = storedFiles();
    const big = await makeOversizedPng();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    // No Content-Length: only the bound kept while streaming can refuse it.
    const response = await post({ target: "artwork", file: file(big, "big.png", "image/png") });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Maximum file size is 5MB" });
    expect(storedFiles()).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  it("stops reading an endless body at the limit, and leaves nothing behind", async () => {
    signInAs(admin);
    const before = storedFiles();
    let pulled = 0;
    const boundary = "----endless";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="target"\r\n\r\nservice\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(pulled === 0 ? head : chunk);
        pulled += pulled === 0 ? head.length : chunk.length;
      },
    });
    const url = new URL("http://localhost/admin/uploads");
    const request = new Request(url, { method: "POST", body, duplex: "half", headers: { "content-type": `multipart/form-data; boundary=${boundary}` } } as RequestInit);
    const response = await POST(Object.assign(request, { nextUrl: url }) as never);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Maximum file size is 5MB" });
    // Read up to the limit and a little (the stream's own buffering), never the rest.
    expect(pulled).toBeLessThan(MAX_UPLOAD_POST_BYTES + 1024 * 1024);
    expect(storedFiles()).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  it("a body cut short (the client went away) stores nothing and leaves no temporary file", async () => {
    signInAs(admin);
    const before = storedFiles();
    const boundary = "----cut";
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error("connection reset"));
        sent = true;
        controller.enqueue(
          new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="target"\r\n\r\nartwork\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${"x".repeat(100_000)}`),
        );
      },
    });
    const url = new URL("http://localhost/admin/uploads");
    const request = new Request(url, { method: "POST", body, duplex: "half", headers: { "content-type": `multipart/form-data; boundary=${boundary}` } } as RequestInit);
    const response = await POST(Object.assign(request, { nextUrl: url }) as never);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "This upload could not be read. Please try again." });
    expect(storedFiles()).toBe(before);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    signInAs(admin);
    const response = await post({ target: "artwork", file: file(readFixture("png"), "a.png", "image/png") }, { origin: "https://evil.example", host: "localhost" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "This form can only be sent from the site itself." });
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
