/**
 * Commission reference photos against the real PostgreSQL and local storage: each photo is
 * uploaded on its own (type sniffed and re-encoded, size and count bounded, uploads counted per
 * client address before decoding), claimed by the order at 'Proceed to Payment' (never by a
 * second order, never unknown tokens), counted in the administrators' notification, readable
 * by the back office for its own order only, and removed when no order claimed it within a day.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { cancelUnpaidOrder } from "@/lib/orders/cancel-unpaid";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import {
  readOrderReferencePhoto,
  removeUnclaimedReferencePhotos,
  uploadReferencePhoto,
  type ReferencePhotoUploadResult,
} from "@/lib/orders/reference-photos";
import { getOrderForPaymentPage } from "@/lib/data/orders";
import { setStorageForTests } from "@/lib/storage";
import { REFERENCE_PHOTO_MESSAGES, REFERENCE_PHOTO_UPLOAD_LIMITS } from "@/lib/validation/reference-photos";
import { readFixture } from "@/tests/fixtures/images";
import { commissionLine, createShop, listFiles, orderInput, screenshotPng, useTemporaryStorage, type Shop } from "./checkout-fixtures";

process.env.ADMIN_NOTIFICATION_EMAILS = "owner@example.com";
process.env.SITE_URL = "https://art.example.com";

let shop: Shop;
let storageDir: string;
const ADDRESS = "203.0.113.7";

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await db.order.deleteMany();
  await db.referencePhoto.deleteMany();
  await db.rateLimitEvent.deleteMany();
  await db.emailOutbox.deleteMany();
  ({ dir: storageDir } = useTemporaryStorage());
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
});

function file(bytes: Buffer, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function upload(bytes: Buffer = readFixture("jpegWithGps"), name = "grandmother.jpg", type = "image/jpeg", clientAddress = ADDRESS) {
  return uploadReferencePhoto({ file: file(bytes, name, type), clientAddress });
}

function token(result: ReferencePhotoUploadResult): string {
  if (!result.ok) throw new Error(`expected an upload, got ${result.status}: ${result.message}`);
  return result.photo.token;
}

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

function portraitWith(tokens: string[]) {
  return { ...commissionLine(shop.portrait, { category: "Single Person", size: "A4", withFrame: false }), referencePhotos: tokens };
}

const photoFiles = () => listFiles(storageDir).filter((f) => f.startsWith("reference-photos/"));

describe("uploading a reference photo", () => {
  it("stores a photo privately, re-encoded without its metadata, unclaimed under a fresh token", async () => {
    const result = await upload();
    const t = token(result);
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db.referencePhoto.findUniqueOrThrow({ where: { token: t } });
    expect(row).toMatchObject({ orderLineId: null, claimedAt: null, contentType: "image/jpeg", fileName: "grandmother.jpg", clientAddress: ADDRESS });
    expect(row.storagePath).toMatch(/^reference-photos\/\d+-[0-9a-f]{32}\.jpg$/);
    expect(photoFiles()).toEqual([row.storagePath]);
    const stored = fs.readFileSync(path.join(storageDir, row.storagePath));
    // The GPS position of the original is gone: nothing of its EXIF block survives.
    expect(stored.includes(Buffer.from("Exif"))).toBe(false);
    expect(readFixture("jpegWithGps").includes(Buffer.from("Exif"))).toBe(true);
  });

  it("accepts PNG and WebP too", async () => {
    token(await upload(readFixture("png"), "a.png", "image/png"));
    token(await upload(readFixture("webp"), "b.webp", "image/webp"));
    expect(photoFiles()).toHaveLength(2);
  });

  it("refuses what is not a PNG, JPEG or WebP by its bytes, whatever its name or type, and says why", async () => {
    for (const [bytes, name, type] of [
      [readFixture("textNamedPng"), "photo.png", "image/png"],
      [readFixture("svg"), "drawing.svg", "image/svg+xml"],
      [readFixture("gif"), "moving.gif", "image/gif"],
      [readFixture("truncatedJpeg"), "cut.jpg", "image/jpeg"],
    ] as const) {
      const result = await upload(bytes, name, type);
      expect(result).toEqual({ ok: false, status: 415, message: "Only image files are allowed" });
    }
    expect(await db.referencePhoto.count()).toBe(0);
    expect(photoFiles()).toEqual([]);
  });

  it("refuses a file over 10 MB before reading it", async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    readFixture("png").copy(big);
    expect(await upload(big, "huge.png", "image/png")).toEqual({ ok: false, status: 413, message: "Maximum file size is 10MB" });
    expect(await upload(Buffer.alloc(0), "empty.png", "image/png")).toMatchObject({ ok: false, status: 400 });
    expect(await db.referencePhoto.count()).toBe(0);
  });

  it("counts every upload against its address before decoding, and stops the address at its limit, not others", async () => {
    const hourly = REFERENCE_PHOTO_UPLOAD_LIMITS[0].limit;
    for (let i = 0; i < hourly; i++) {
      expect(await upload(readFixture("textNamedPng"), "x.png", "image/png")).toMatchObject({ ok: false, status: 415 });
    }
    expect(await upload()).toEqual({ ok: false, status: 429, message: REFERENCE_PHOTO_MESSAGES.rateLimited });
    token(await upload(undefined, undefined, undefined, "198.51.100.20"));
    expect(await db.referencePhoto.count()).toBe(1);
  });
});

describe("claiming the photos with the order", () => {
  it("binds up to three photos to the commission line at 'Proceed to Payment'", async () => {
    const tokens = [token(await upload()), token(await upload()), token(await upload(readFixture("png"), "b.png", "image/png"))];
    const placed = expectPlaced(await placePendingOrder(orderInput({ lines: [portraitWith(tokens)], clientAddress: ADDRESS })));
    const line = await db.orderLine.findFirstOrThrow({ where: { orderId: placed.orderId }, include: { referencePhotos: true } });
    expect(line.referencePhotos.map((p) => p.token).sort()).toEqual([...tokens].sort());
    expect(line.referencePhotos.every((p) => p.claimedAt !== null)).toBe(true);
  });

  it("refuses a fourth photo on one line, placing nothing", async () => {
    const tokens = await Promise.all([1, 2, 3, 4].map(async () => token(await upload())));
    const result = await placePendingOrder(orderInput({ lines: [portraitWith(tokens)], clientAddress: ADDRESS }));
    expect(result).toMatchObject({ ok: false, code: "invalid", message: "You can attach up to 3 photos" });
    expect(await db.order.count()).toBe(0);
    expect(await db.referencePhoto.count({ where: { orderLineId: { not: null } } })).toBe(0);
  });

  it("refuses a token that names no photo (e.g. removed after a day), naming the line", async () => {
    const unknown = "A".repeat(43);
    const result = await placePendingOrder(orderInput({ lines: [portraitWith([unknown])], clientAddress: ADDRESS }));
    expect(result).toMatchObject({ ok: false, code: "invalid", message: REFERENCE_PHOTO_MESSAGES.missing(shop.portrait.title) });
    expect(await db.order.count()).toBe(0);
  });

  it("never lets a second order claim photos another order holds, nor one order claim a photo twice", async () => {
    const t = token(await upload());
    const first = expectPlaced(await placePendingOrder(orderInput({ lines: [portraitWith([t])], clientAddress: ADDRESS })));
    const second = await placePendingOrder(orderInput({ email: "ram@example.com", lines: [portraitWith([t])], clientAddress: ADDRESS }));
    expect(second).toMatchObject({ ok: false, code: "invalid", message: REFERENCE_PHOTO_MESSAGES.missing(shop.portrait.title) });
    expect(await db.order.count()).toBe(1);
    const photo = await db.referencePhoto.findUniqueOrThrow({ where: { token: t }, include: { orderLine: true } });
    expect(photo.orderLine?.orderId).toBe(first.orderId);

    const other = token(await upload());
    const twice = await placePendingOrder(orderInput({ lines: [portraitWith([other]), portraitWith([other])], clientAddress: ADDRESS }));
    expect(twice).toMatchObject({ ok: false, message: REFERENCE_PHOTO_MESSAGES.missing(shop.portrait.title) });
  });

  it("lets the buyer's next order take the photos back after going Back from the payment page", async () => {
    const t = token(await upload());
    const first = expectPlaced(await placePendingOrder(orderInput({ lines: [portraitWith([t])], clientAddress: ADDRESS })));
    expect((await cancelUnpaidOrder(first.accessToken)).ok).toBe(true);
    const page = await getOrderForPaymentPage(first.accessToken);
    const restored = page?.restorableLines.find((line) => line.type === "service");
    expect(restored?.referencePhotos).toEqual([{ token: t, name: "grandmother.jpg" }]);
    const again = expectPlaced(await placePendingOrder(orderInput({ lines: [portraitWith([t])], clientAddress: ADDRESS })));
    const photo = await db.referencePhoto.findUniqueOrThrow({ where: { token: t }, include: { orderLine: true } });
    expect(photo.orderLine?.orderId).toBe(again.orderId);
  });

  it("counts the photos in the administrators' notification, with a link to the order, and attaches none", async () => {
    const tokens = [token(await upload()), token(await upload())];
    const placed = expectPlaced(await placePendingOrder(orderInput({ lines: [portraitWith(tokens)], clientAddress: ADDRESS })));
    expectPlaced(await attachPaymentScreenshot({ accessToken: placed.accessToken, screenshot: screenshotPng(), clientAddress: ADDRESS }));
    const notification = await db.emailOutbox.findFirstOrThrow({ where: { type: "admin_notification" } });
    expect(notification.payload).toMatchObject({
      referencePhotos: 2,
      adminUrl: `https://art.example.com/admin/orders/${placed.orderId}`,
    });
    expect(JSON.stringify(notification.payload)).not.toContain("reference-photos/");
  });

  it("gives the back office a photo of its own order only", async () => {
    const t = token(await upload());
    const placed = expectPlaced(await placePendingOrder(orderInput({ lines: [portraitWith([t])], clientAddress: ADDRESS })));
    const other = expectPlaced(await placePendingOrder(orderInput({ email: "ram@example.com", lines: [portraitWith([])], clientAddress: ADDRESS })));
    const photo = await db.referencePhoto.findUniqueOrThrow({ where: { token: t } });
    const read = await readOrderReferencePhoto(placed.orderId, photo.id);
    expect(read?.contentType).toBe("image/jpeg");
    expect(read?.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await readOrderReferencePhoto(other.orderId, photo.id)).toBeNull();
  });
});

describe("removing photos no order claimed", () => {
  it("removes rows and files of photos unclaimed for over a day, and keeps claimed and recent ones", async () => {
    const old = token(await upload());
    const claimedOld = token(await upload());
    const recent = token(await upload());
    expectPlaced(await placePendingOrder(orderInput({ lines: [portraitWith([claimedOld])], clientAddress: ADDRESS })));
    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await db.referencePhoto.updateMany({ where: { token: { in: [old, claimedOld] } }, data: { createdAt: dayAgo } });
    const oldPath = (await db.referencePhoto.findUniqueOrThrow({ where: { token: old } })).storagePath;
    expect(photoFiles()).toContain(oldPath);

    expect(await removeUnclaimedReferencePhotos()).toBe(1);
    expect((await db.referencePhoto.findMany({ select: { token: true } })).map((p) => p.token).sort()).toEqual([claimedOld, recent].sort());
    expect(photoFiles()).not.toContain(oldPath);
    expect(photoFiles()).toHaveLength(2);
    expect(await removeUnclaimedReferencePhotos()).toBe(0);
  });
});
