/**
 * Anonymous uploads cost nothing. The shop's server in front of Next
 * (lib/http/shop-request-handler.ts, lib/http/upload-gate.ts), over real HTTP on 127.0.0.1 with a
 * stand-in for Next: an 11.5 MB post to the checkout, a payment page or the reference photo upload
 * is answered 413, a post without a length 411, a payment page upload for a token that names no
 * order (asked of the real database) 404, and uploads past those in flight from one address or for
 * one order (429), or from everyone (503); each refused before its body is read (the bytes the
 * server's socket received are measured) and never seen by Next. Then the reference photo route
 * itself, on the real database and local storage: an address at its limit is refused before a
 * byte of the body is read, and a body larger than it said is cut off while it streams; nothing
 * is stored either way.
 */
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";

// os.tmpdir() follows TMPDIR: the route's temporary files land where this test can watch them.
const systemTemp = os.tmpdir();
const temp = fs.mkdtempSync(path.join(systemTemp, "public-uploads-tmp-"));
process.env.TMPDIR = temp;

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createShopRequestHandler } from "@/lib/http/shop-request-handler";
import { createPaymentTokenCheck, createUploadSlots, UPLOADS_IN_FLIGHT } from "@/lib/http/upload-gate";
import { REQUEST_REFUSALS } from "@/lib/http/request-guard";
import ne from "../../messages/ne.json";
import { placePendingOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { setStorageForTests } from "@/lib/storage";
import { POST } from "@/app/api/reference-photos/route";
import { REFERENCE_PHOTO_MESSAGES, REFERENCE_PHOTO_UPLOAD_LIMITS } from "@/lib/validation/reference-photos";
import { readFixture } from "@/tests/fixtures/images";
import { countingStandIn, measuredPost } from "@/tests/support/measured-post";
import { artworkLine, createShop, listFiles, orderInput, useTemporaryStorage } from "./checkout-fixtures";

const MB = 1024 * 1024;
const UPLOAD = Math.round(11.5 * MB);
const SCREENSHOT = Math.round(4.9 * MB);

let server: http.Server;
let port = 0;
const sockets: net.Socket[] = [];
const reached: { url: string; bytes: number }[] = [];
let tokens: ReturnType<typeof createPaymentTokenCheck>;
let orderToken = "";

/** Requests the stand-in holds (body read, no answer yet) until the test lets them go. */
const held: { url: string; release: () => void }[] = [];
let holding = false;

beforeAll(async () => {
  const shop = await createShop();
  useTemporaryStorage();
  const placed: PlaceOrderResult = await placePendingOrder(orderInput({ email: "gate@example.com", lines: [artworkLine(shop.mandala, { size: "small" })], screenshot: null }));
  if (!placed.ok) throw new Error(placed.message);
  orderToken = placed.accessToken;

  tokens = createPaymentTokenCheck({ databaseUrl: process.env.DATABASE_URL! });
  const counting = countingStandIn(reached);
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!holding) return counting(req, res);
    req.resume();
    req.on("end", () => held.push({ url: req.url ?? "", release: () => (res.writeHead(200), res.end("held")) }));
  };
  server = http.createServer(createShopRequestHandler({ handle, trustedHops: 1, authSecret: () => undefined, uploadSlots: createUploadSlots(), paymentTokenExists: tokens.exists }));
  server.on("connection", (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await tokens.close();
  setStorageForTests();
  fs.rmSync(temp, { recursive: true, force: true });
});

/** Upload folders the route left behind (the storage's own folders live here too). */
const leftovers = () => fs.readdirSync(temp).filter((name) => name.startsWith("shop-upload-"));

function post(pathname: string, size: number, from = "203.0.113.9", headers: Record<string, string> = {}) {
  return measuredPost({ port, sockets }, pathname, size, { "X-Forwarded-For": from, ...headers });
}

/** A post whose answer is awaited but whose socket is not measured (several at once). */
function plainPost(pathname: string, size: number, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, method: "POST", agent: false, headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(size), "X-Forwarded-For": from } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(Buffer.alloc(size, 0x61));
  });
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("public uploads before Next", () => {
  it("refuses 11.5 MB posts to the checkout, a payment page and the reference photo upload with 413, without reading them", async () => {
    for (const pathname of ["/checkout", `/checkout/pay/${orderToken}`, "/api/reference-photos"]) {
      const result = await post(pathname, UPLOAD);
      expect(result.status, pathname).toBe(413);
      expect(result.body).toBe(REQUEST_REFUSALS.tooLarge);
      // Headers, the 64 KB taken in so that clients read the answer, and what the socket had buffered: far from 11.5 MB.
      expect(result.serverBytesRead, pathname).toBeLessThan(1 * MB);
    }
    // 'Proceed to Payment' carries no file: past a text form's size is too large there.
    expect((await post("/checkout", 300 * 1024)).status).toBe(413);
    expect(reached).toHaveLength(0);
  });

  it("answers in the language of the address posted to: Nepali from a Nepali page and for the upload's ?locale=ne", async () => {
    for (const pathname of ["/ne/checkout", `/ne/checkout/pay/${orderToken}`, "/api/reference-photos?locale=ne"]) {
      const result = await post(pathname, UPLOAD);
      expect(result.status, pathname).toBe(413);
      expect(result.body, pathname).toBe(ne.requestRefusals.tooLarge);
    }
    const unknown = await post("/ne/checkout/pay/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", SCREENSHOT);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe(ne.requestRefusals.unknownOrder);
    expect(reached).toHaveLength(0);
  });

  it("refuses a post without a length (chunked) with 411, unread", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/api/reference-photos", method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=x" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.write(Buffer.alloc(64 * 1024, 0x61));
    });
    expect(status).toBe(411);
    expect(reached).toHaveLength(0);
  });

  it("refuses a screenshot for a payment page whose token names no order with 404, unread; an order's own page gets it whole", async () => {
    for (const token of ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "not a token"]) {
      const result = await post(`/checkout/pay/${encodeURIComponent(token)}`, SCREENSHOT);
      expect(result.status, token).toBe(404);
      expect(result.connection).toBe("close");
      expect(result.serverBytesRead).toBeLessThan(1 * MB);
    }
    expect(reached).toHaveLength(0);
    const result = await post(`/checkout/pay/${orderToken}`, SCREENSHOT);
    expect(result.status).toBe(200);
    expect(reached).toEqual([{ url: `/checkout/pay/${orderToken}`, bytes: SCREENSHOT }]);
    reached.length = 0;
  });

  it("bounds uploads in flight per client address, per order and in total: past them 429 and 503, unread; a slot given back is taken again", async () => {
    holding = true;
    const { perAddress, perOrder, total } = UPLOADS_IN_FLIGHT;
    expect([perAddress, perOrder, total]).toEqual([2, 1, 4]);
    const waiting: Promise<number>[] = [];
    try {
      waiting.push(plainPost("/api/reference-photos", 2 * MB, "198.51.100.1"), plainPost("/api/reference-photos", 2 * MB, "198.51.100.1"));
      await until(() => held.length === 2);
      const third = await post("/api/reference-photos", 2 * MB, "198.51.100.1");
      expect(third.status).toBe(429);
      expect(third.body).toBe(REQUEST_REFUSALS.uploadsFromAddress);
      expect(third.serverBytesRead).toBeLessThan(1 * MB);

      // One screenshot at a time for one order, from wherever it comes.
      waiting.push(plainPost(`/checkout/pay/${orderToken}`, 2 * MB, "198.51.100.2"));
      await until(() => held.length === 3);
      const sameOrder = await post(`/checkout/pay/${orderToken}`, 2 * MB, "198.51.100.3");
      expect(sameOrder.status).toBe(429);
      expect(sameOrder.body).toBe(REQUEST_REFUSALS.uploadsForOrder);
      expect(sameOrder.serverBytesRead).toBeLessThan(1 * MB);

      // The last slot; past it everyone waits, even a new address.
      waiting.push(plainPost("/api/reference-photos", 2 * MB, "198.51.100.4"));
      await until(() => held.length === total);
      const busy = await post("/api/reference-photos", 2 * MB, "198.51.100.99");
      expect(busy.status).toBe(503);
      expect(busy.body).toBe(REQUEST_REFUSALS.uploadsBusy);
      expect(busy.serverBytesRead).toBeLessThan(1 * MB);
      // Small posts (text forms) never wait for a slot.
      holding = false;
      expect((await post("/contact", 1000, "198.51.100.99")).status).toBe(200);
      holding = true;

      for (const h of held.splice(0)) h.release();
      expect(await Promise.all(waiting)).toEqual(Array.from({ length: total }, () => 200));
      holding = false;
      expect((await post("/api/reference-photos", 2 * MB, "198.51.100.1")).status).toBe(200);
      expect((await post(`/checkout/pay/${orderToken}`, 2 * MB, "198.51.100.3")).status).toBe(200);
    } finally {
      holding = false;
      for (const h of held.splice(0)) h.release();
    }
  });
});

describe("POST /api/reference-photos streams, and refuses before reading", () => {
  const storedPhotos = () => db.referencePhoto.count();

  /** A request whose body records how many chunks were read from it. */
  function streamedRequest(chunks: Buffer[], headers: Record<string, string>) {
    let read = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const next = chunks[read];
          read += 1;
          if (next) controller.enqueue(new Uint8Array(next));
          else controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://localhost/api/reference-photos", { method: "POST", body, headers, duplex: "half" } as RequestInit);
    return { request, chunksRead: () => read };
  }

  function multipart(bytes: Buffer, boundary = "b1") {
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="grandmother.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  }

  it("stores a photo streamed to a temporary file that is gone afterwards", async () => {
    const body = multipart(readFixture("jpegWithGps"));
    const { request } = streamedRequest([body], { "content-type": "multipart/form-data; boundary=b1", "content-length": String(body.length), "x-shop-client-address": "203.0.113.70" });
    const response = await POST(request);
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };
    expect(await db.referencePhoto.findUnique({ where: { token }, select: { fileName: true } })).toEqual({ fileName: "grandmother.jpg" });
    expect(leftovers()).toEqual([]);
  });

  it("refuses an address at its limit with 429 before a byte of the body is read", async () => {
    const [hourly] = REFERENCE_PHOTO_UPLOAD_LIMITS;
    await db.rateLimitEvent.createMany({ data: Array.from({ length: hourly.limit }, () => ({ bucket: hourly.bucket, key: "203.0.113.71" })) });
    const before = await storedPhotos();
    const body = multipart(readFixture("jpegWithGps"));
    const { request, chunksRead } = streamedRequest([body], { "content-type": "multipart/form-data; boundary=b1", "content-length": String(body.length), "x-shop-client-address": "203.0.113.71" });
    const response = await POST(request);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: REFERENCE_PHOTO_MESSAGES.rateLimited });
    expect(chunksRead()).toBe(0);
    expect(await storedPhotos()).toBe(before);
  });

  it("cuts off a body larger than it said once past 10 MB, with 413; nothing stored, nothing left on disk", async () => {
    const files = useTemporaryStorage();
    const before = await storedPhotos();
    const head = Buffer.from(`--b1\r\nContent-Disposition: form-data; name="photo"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const chunks = [head, ...Array.from({ length: 30 }, () => Buffer.alloc(MB, 0xff))];
    const { request, chunksRead } = streamedRequest(chunks, { "content-type": "multipart/form-data; boundary=b1", "content-length": String(9 * MB), "x-shop-client-address": "203.0.113.72" });
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: REFERENCE_PHOTO_MESSAGES.tooLarge });
    // Reading stopped at the limit (10 MB and 64 KB): the last 15 MB or more were never taken.
    expect(chunksRead()).toBeLessThan(16);
    expect(await storedPhotos()).toBe(before);
    expect(listFiles(files.dir)).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a foreign origin (403) and a post without a length (411) before reading", async () => {
    const body = multipart(readFixture("jpegWithGps"));
    const foreign = streamedRequest([body], { "content-type": "multipart/form-data; boundary=b1", "content-length": String(body.length), origin: "https://evil.example" });
    expect((await POST(foreign.request)).status).toBe(403);
    expect(foreign.chunksRead()).toBe(0);
    const unmeasured = streamedRequest([body], { "content-type": "multipart/form-data; boundary=b1" });
    expect((await POST(unmeasured.request)).status).toBe(411);
    expect(unmeasured.chunksRead()).toBe(0);
  });
});
