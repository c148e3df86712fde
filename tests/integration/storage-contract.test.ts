/**
 * One storage contract, run against both drivers: the local disk (served by the app's /media and
 * /private-files routes) and S3 (s3rver in-process on 127.0.0.1).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

process.env.AUTH_SECRET = "storage-contract-secret-0123456789abcdef";

import { GET as mediaGet, HEAD as mediaHead } from "@/app/media/[...path]/route";
import { GET as privateGet } from "@/app/private-files/[...path]/route";
import {
  createLocalStorage,
  createS3Storage,
  isPolicyError,
  setStorageForTests,
  StorageConflictError,
  StoragePolicyError,
  type StorageDriver,
} from "@/lib/storage";
import { classifyStorageError } from "@/lib/storage/errors";
import { startS3rver, type TestS3 } from "@/tests/support/s3rver";

const NAME = /^\d{13}-[0-9a-f]{16}\.png$/;
const PRIVATE_NAME = /^\d{13}-[0-9a-f]{32}\.png$/;

let png: Buffer;
let s3: TestS3;
const localDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-contract-"));

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#8b5cf6" } }).png().toBuffer();
  s3 = await startS3rver();
});

afterAll(async () => {
  setStorageForTests(undefined);
  await s3?.stop();
  fs.rmSync(localDir, { recursive: true, force: true });
});

/** Calls the app's route handlers the way Next does for /media/... and /private-files/... */
async function appFetch(url: string, method: "GET" | "HEAD" = "GET"): Promise<Response> {
  const u = new URL(url, "http://localhost:3000");
  const segments = u.pathname.split("/").slice(2).map(decodeURIComponent);
  const request = new Request(u, { method });
  const context = { params: Promise.resolve({ path: segments }) };
  if (u.pathname.startsWith("/media/")) return method === "HEAD" ? mediaHead(request, context) : mediaGet(request, context);
  if (u.pathname.startsWith("/private-files/")) return privateGet(request, context);
  throw new Error(`not an app file URL: ${url}`);
}

/** Fetches a URL the way a browser would: app URLs through the routes, absolute ones over HTTP. */
function browserFetch(url: string): Promise<Response> {
  return url.startsWith("/") ? appFetch(url) : fetch(url);
}

function s3Driver(overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}): StorageDriver {
  return createS3Storage({
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucket: s3.publicBucket,
    privateBucket: s3.privateBucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    publicBaseUrl: `${s3.endpoint}/${s3.publicBucket}`,
    forcePathStyle: true,
    ...overrides,
  });
}

const drivers: [string, () => StorageDriver][] = [
  ["local", () => createLocalStorage(localDir)],
  ["s3", () => s3Driver()],
];

describe.each(drivers)("storage contract: %s driver", (name, make) => {
  let store: StorageDriver;
  beforeAll(() => {
    store = make();
    // The routes use the process-wide driver.
    setStorageForTests(store);
  });

  it("puts a file under a fresh {timestamp}-{random}.{ext} name and serves it at its public URL", async () => {
    const file = await store.put("artworks", png, { ext: "png", contentType: "image/png" });
    expect(file.path).toBe(`artworks/${file.fileName}`);
    expect(file.fileName).toMatch(NAME);
    expect(store.publicUrl(file.path)).toBe(file.url);
    if (name === "local") expect(file.url).toBe(`/media/${file.path}`);
    else expect(file.url).toBe(`${s3.endpoint}/${s3.publicBucket}/${file.path}`);

    const res = await browserFetch(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect((await store.read(file.path))?.body.equals(png)).toBe(true);
    expect((await store.read(file.url))?.contentType).toBe("image/png");
  });

  it("uses the places and folders of the spec", async () => {
    const about = await store.put("about-images", png, { folder: "profile", ext: "png", contentType: "image/png" });
    expect(about.path).toMatch(/^about-images\/profile\/\d{13}-[0-9a-f]{16}\.png$/);
    const service = await store.put("services", png, { ext: "png", contentType: "image/png" });
    expect(service.path.startsWith("services/")).toBe(true);
    const odd = await store.put("artworks", png, { folder: "../../etc/ a b", ext: ".PNG", contentType: "image/png" });
    expect(odd.path).toMatch(/^artworks\/etc\/-a-b\/\d{13}-[0-9a-f]{16}\.png$/);
    expect((await browserFetch(about.url)).status).toBe(200);
  });

  it("removes by path and by URL", async () => {
    const a = await store.put("artworks", png, { ext: "png", contentType: "image/png" });
    const b = await store.put("services", png, { ext: "png", contentType: "image/png" });
    await store.remove(a.path);
    await store.remove(b.url);
    for (const file of [a, b]) {
      expect(await store.read(file.path)).toBeNull();
      expect((await browserFetch(file.url)).status).toBe(404);
    }
    // Removing again, or something that is not ours, is harmless.
    await store.remove(a.path);
    await store.remove("https://elsewhere.example.com/media/artworks/x.png");
    await store.remove("../../etc/passwd");
  });

  it("never overwrites: a name that exists is refused and the first file is kept", async () => {
    const fixedNow = Date.now();
    const fixedRandom = Buffer.alloc(8, 7);
    const nowSpy = vi.spyOn(Date, "now").mockReturnValue(fixedNow);
    const randomSpy = vi.spyOn(crypto, "randomBytes").mockImplementation(((size: number) =>
      size === 8 ? Buffer.from(fixedRandom) : Buffer.alloc(size, 1)) as typeof crypto.randomBytes);
    try {
      const first = await store.put("artworks", png, { ext: "png", contentType: "image/png" });
      const other = await sharp({ create: { width: 5, height: 5, channels: 3, background: "#000" } }).png().toBuffer();
      await expect(store.put("artworks", other, { ext: "png", contentType: "image/png" })).rejects.toBeInstanceOf(
        StorageConflictError,
      );
      expect((await store.read(first.path))?.body.equals(png)).toBe(true);
    } finally {
      nowSpy.mockRestore();
      randomSpy.mockRestore();
    }
  });

  it("keeps payment screenshots private: unguessable name, no public URL, only a signed link works", async () => {
    const shot = await store.put("payment-screenshots", png, { folder: "ORD-20261122-48213", ext: "png", contentType: "image/png" });
    expect(shot.path).toMatch(/^payment-screenshots\/ORD-20261122-48213\//);
    expect(shot.fileName).toMatch(PRIVATE_NAME);
    expect(shot.url).toBe(`/private-files/${shot.path}`);

    // Not reachable without a signature, not through /media, not in the public bucket.
    expect((await appFetch(shot.url)).status).toBe(403);
    expect((await appFetch(`/media/${shot.path}`)).status).toBe(404);
    if (name === "s3") {
      expect((await fetch(`${s3.endpoint}/${s3.publicBucket}/${shot.path}`)).status).toBe(404);
      expect((await fetch(`${s3.endpoint}/${s3.publicBucket}/private/${shot.path}`)).status).toBe(404);
    }

    const link = await store.signedUrl(shot.path, 60);
    const res = await browserFetch(link);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    if (name === "local") {
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    } else {
      expect(link).toContain(`/${s3.privateBucket}/`);
      expect(link).toContain("X-Amz-Expires=60");
      expect(link).toContain("X-Amz-Signature=");
    }
    // Also by URL.
    expect((await browserFetch(await store.signedUrl(shot.url, 60))).status).toBe(200);
  });

  it("signed links expire", async () => {
    const shot = await store.put("payment-screenshots", png, { folder: "ORD-1", ext: "png", contentType: "image/png" });
    const link = await store.signedUrl(shot.path, 1);
    if (name === "local") {
      const later = Date.now() + 2000;
      const spy = vi.spyOn(Date, "now").mockReturnValue(later);
      try {
        const res = await appFetch(link);
        expect(res.status).toBe(403);
        expect(await res.text()).toBe("This link has expired");
      } finally {
        spy.mockRestore();
      }
    } else {
      await new Promise((r) => setTimeout(r, 2100));
      expect((await fetch(link)).status).toBe(403);
    }
  });

  it("removes private files by path and by their URL", async () => {
    const shot = await store.put("payment-screenshots", png, { folder: "ORD-2", ext: "png", contentType: "image/png" });
    await store.remove(shot.url);
    expect(await store.read(shot.path)).toBeNull();
  });
});

describe("local signed links", () => {
  const store = createLocalStorage(localDir);
  beforeAll(() => setStorageForTests(store));

  it("refuse tampering with the path, the expiry or the signature", async () => {
    const a = await store.put("payment-screenshots", png, { folder: "ORD-A", ext: "png", contentType: "image/png" });
    const b = await store.put("payment-screenshots", png, { folder: "ORD-B", ext: "png", contentType: "image/png" });
    const link = new URL(await store.signedUrl(a.path, 300), "http://localhost");
    expect((await appFetch(link.pathname + link.search)).status).toBe(200);

    const otherFile = `/private-files/${b.path}${link.search}`;
    expect((await appFetch(otherFile)).status).toBe(403);

    const longer = new URL(link);
    longer.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 3600));
    expect((await appFetch(longer.pathname + longer.search)).status).toBe(403);

    const sig = link.searchParams.get("sig")!;
    const forged = new URL(link);
    forged.searchParams.set("sig", (sig[0] === "A" ? "B" : "A") + sig.slice(1));
    expect((await appFetch(forged.pathname + forged.search)).status).toBe(403);

    expect((await appFetch(`/private-files/${a.path}`)).status).toBe(403);
    expect((await appFetch(`/private-files/${a.path}?expires=99999999999&sig=`)).status).toBe(403);
  });
});

describe("local file modes", () => {
  it("writes payment screenshots 0600 in 0700 folders, even where a folder was made open before", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-modes-"));
    try {
      // A folder left 0755 by an older version of the site.
      fs.mkdirSync(path.join(dir, "payment-screenshots", "ORD-OLD"), { recursive: true, mode: 0o755 });
      fs.chmodSync(path.join(dir, "payment-screenshots"), 0o755);
      const store = createLocalStorage(dir);
      for (const folder of ["ORD-OLD", "ORD-NEW"]) {
        const shot = await store.put("payment-screenshots", png, { folder, ext: "png", contentType: "image/png" });
        expect(fs.statSync(path.join(dir, shot.path)).mode & 0o777).toBe(0o600);
        expect(fs.statSync(path.join(dir, "payment-screenshots", folder)).mode & 0o777).toBe(0o700);
      }
      expect(fs.statSync(path.join(dir, "payment-screenshots")).mode & 0o777).toBe(0o700);
      // Public images stay readable by the web server's user.
      const art = await store.put("artworks", png, { ext: "png", contentType: "image/png" });
      expect(fs.statSync(path.join(dir, art.path)).mode & 0o077).not.toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("media route (local driver)", () => {
  const store = createLocalStorage(localDir);
  beforeAll(() => setStorageForTests(store));

  it("serves stored images with their type, nosniff and immutable caching; HEAD without a body", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#f00" } }).gif().toBuffer();
    const file = await store.put("artworks", gif, { folder: "gifs", ext: "gif", contentType: "image/gif" });
    const res = await appFetch(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-length")).toBe(String(gif.length));
    const head = await appFetch(file.url, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/gif");
    expect(await head.text()).toBe("");
  });

  it("caches names it did not make for an hour only", async () => {
    fs.mkdirSync(path.join(localDir, "artworks", "legacy"), { recursive: true });
    fs.writeFileSync(path.join(localDir, "artworks", "legacy", "cover.png"), png);
    const res = await appFetch("/media/artworks/legacy/cover.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers 404 for unknown files, non-images, screenshots and paths outside the storage", async () => {
    const shot = await store.put("payment-screenshots", png, { folder: "ORD-X", ext: "png", contentType: "image/png" });
    fs.writeFileSync(path.join(localDir, "artworks", "page.html"), "<script>alert(1)</script>");
    fs.writeFileSync(path.join(os.tmpdir(), "outside.png"), png);
    for (const url of [
      "/media/artworks/1700000000000-0000000000000000.png",
      "/media/artworks/page.html",
      `/media/${shot.path}`,
      "/media/artworks/..%2F..%2Foutside.png",
      "/media/unknown-place/file.png",
      "/media/artworks",
    ]) {
      const res = await appFetch(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("storage policy errors", () => {
  it("S3: a missing bucket or unknown credentials are StoragePolicyError", async () => {
    const noBucket = s3Driver({ bucket: "no-such-bucket", publicBaseUrl: `${s3.endpoint}/no-such-bucket` });
    const err = await noBucket.put("artworks", png, { ext: "png", contentType: "image/png" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoragePolicyError);
    expect(isPolicyError(err)).toBe(true);

    const badKey = s3Driver({ accessKeyId: "NOT-A-KEY" });
    const err2 = await badKey.put("payment-screenshots", png, { folder: "ORD-3", ext: "png", contentType: "image/png" }).catch((e: unknown) => e);
    expect(isPolicyError(err2)).toBe(true);
    // HEAD answers carry no error code; a GET names it.
    const err3 = await badKey.read("artworks/1700000000000-0000000000000000.png").catch((e: unknown) => e);
    expect((err3 as StoragePolicyError).code).toBe("InvalidAccessKeyId");
  });

  it("S3 without a private bucket keeps screenshots under the private/ prefix of the main bucket", async () => {
    const shared = s3Driver({ privateBucket: undefined });
    const shot = await shared.put("payment-screenshots", png, { folder: "ORD-4", ext: "png", contentType: "image/png" });
    expect(shot.url).toBe(`/private-files/${shot.path}`);
    expect((await fetch(`${s3.endpoint}/${s3.publicBucket}/${shot.path}`)).status).toBe(404);
    expect((await shared.read(shot.path))?.body.equals(png)).toBe(true);
    expect(await shared.signedUrl(shot.path, 30)).toContain(`/${s3.publicBucket}/private/payment-screenshots/ORD-4/`);
  });

  it("classifies file-system permission errors as policy errors, other errors not", () => {
    const eacces = Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
    const enospc = Object.assign(new Error("ENOSPC: no space left"), { code: "ENOSPC" });
    expect(isPolicyError(classifyStorageError(eacces))).toBe(true);
    expect(isPolicyError(classifyStorageError(enospc))).toBe(false);
    expect(isPolicyError(classifyStorageError(new Error("socket hang up")))).toBe(false);
  });
});
