/**
 * What a buyer is told when the database goes away in the middle of their order, against a real
 * PostgreSQL behind a relay that loses a COMMIT the way an outage does (tests/support/pg-fault-proxy.ts):
 *
 * - the order committed but its answer lost, the database back: the buyer gets the order;
 * - the same with the database still gone: "we could not tell" with where to look, never "failed",
 *   and the order, stored, is the answer to the next press;
 * - the transaction cut before its COMMIT: nothing is stored, and only then "failed";
 * - the payment screenshot committed but its answer lost: the buyer gets the order, or "we could
 *   not tell"; the stored screenshot file is kept either way (the order names it).
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFaultProxy, type FaultProxy } from "@/tests/support/pg-fault-proxy";
import { resetEnvForTests } from "@/lib/env";

let proxy: FaultProxy;
let realUrl: string;

// The shop's client talks to PostgreSQL through the relay: set before lib/db makes its client.
beforeAll(async () => {
  realUrl = process.env.DATABASE_URL!;
  proxy = await startFaultProxy(realUrl);
  process.env.DATABASE_URL = proxy.url;
  resetEnvForTests();
});

import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout";
import { artworkLine, createShop, listFiles, orderInput, screenshotPng, useTemporaryStorage, type Shop } from "./checkout-fixtures";

process.env.AUTH_SECRET = "outage-test-secret-outage-test-secret-outage";
process.env.SITE_URL = "https://art.example.com";

/** Placing writes the order row; attaching the screenshot updates it. */
const PLACING = 'INSERT INTO "public"."orders"';
const ATTACHING = 'UPDATE "public"."orders"';

let shop: Shop;
let storageDir: string;

/** Straight to PostgreSQL, past the relay: what is really stored. */
async function stored<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: realUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

/** An order for one original; each call is a new checkout (its own key). */
function originalOrder(email: string) {
  return orderInput({ email, clientAddress: "203.0.113.40", lines: [artworkLine(shop.dawn)], screenshot: null });
}

beforeAll(async () => {
  shop = await createShop();
  ({ dir: storageDir } = useTemporaryStorage());
});

beforeEach(async () => {
  proxy.up();
  // Nothing else commits while a fault waits: the email worker's sending is done first.
  await drainOutbox();
  await db.artwork.updateMany({ data: { reservedByOrderId: null } });
  await db.order.deleteMany();
  await db.rateLimitEvent.deleteMany();
});

afterAll(async () => {
  proxy.up();
  const g = globalThis as unknown as { __prisma?: { $disconnect(): Promise<void> } };
  await g.__prisma?.$disconnect().catch(() => undefined);
  g.__prisma = undefined;
  await proxy.close();
  process.env.DATABASE_URL = realUrl;
  resetEnvForTests();
});

describe("'Proceed to Payment' when the database goes away", () => {
  it("committed but unanswered, the database back: the buyer gets the order, stored once", async () => {
    const input = originalOrder("answer-lost@example.com");
    const cut = proxy.cutAfterCommit({ marker: PLACING });
    const result = await placePendingOrder(input);
    await cut;
    const placed = expectPlaced(result);
    const rows = await stored<{ access_token: string }>("SELECT access_token FROM orders WHERE idempotency_key = $1", [input.idempotencyKey]);
    expect(rows).toEqual([{ access_token: placed.accessToken }]);
  });

  it("committed but unanswered, the database still gone: 'we could not tell', never 'failed'; the next press gets the stored order", async () => {
    const input = originalOrder("still-down@example.com");
    const cut = proxy.cutAfterCommit({ marker: PLACING, down: true });
    const result = await placePendingOrder(input);
    await cut;
    expect(result).toEqual({ ok: false, code: "unknown", message: CHECKOUT_MESSAGES.orderUnknown });
    expect(CHECKOUT_MESSAGES.orderUnknown).toMatch(/email/);
    expect(CHECKOUT_MESSAGES.orderUnknown).toMatch(/Track your order/);
    const rows = await stored<{ access_token: string }>("SELECT access_token FROM orders WHERE idempotency_key = $1", [input.idempotencyKey]);
    expect(rows).toHaveLength(1);

    // The database back, the same form pressed again: that order, not a second one.
    proxy.up();
    const again = expectPlaced(await placePendingOrder(input));
    expect(again.accessToken).toBe(rows[0].access_token);
    expect(await stored("SELECT 1 FROM orders WHERE idempotency_key = $1", [input.idempotencyKey])).toHaveLength(1);
  });

  it("the whole time the database is gone: 'we could not tell' (an earlier press may have stored it)", async () => {
    // Cut a harmless transaction to take the database away, then order.
    const cut = proxy.cutAfterCommit({ down: true });
    await db.$transaction(async (tx) => tx.settings.findUnique({ where: { id: 1 } })).catch(() => undefined);
    await cut;
    const result = await placePendingOrder(originalOrder("never-reached@example.com"));
    expect(result).toEqual({ ok: false, code: "unknown", message: CHECKOUT_MESSAGES.orderUnknown });
    expect(await stored("SELECT 1 FROM orders")).toHaveLength(0);
  });

  it("cut before its COMMIT: nothing is stored, the original stays free, and the buyer is told it failed", async () => {
    const input = originalOrder("rolled-back@example.com");
    const cut = proxy.cutBeforeCommit({ marker: PLACING });
    const result = await placePendingOrder(input);
    await cut;
    expect(result).toEqual({ ok: false, code: "failed", message: CHECKOUT_MESSAGES.orderFailed });
    expect(await stored("SELECT 1 FROM orders")).toHaveLength(0);
    expect(await stored("SELECT 1 FROM artworks WHERE id = $1 AND reserved_by_order_id IS NOT NULL", [shop.dawn.id])).toHaveLength(0);
  });
});

describe("'I've Made the Payment' when the database goes away", () => {
  async function pendingOrder(email: string): Promise<PlacedOrder> {
    const placed = expectPlaced(await placePendingOrder(originalOrder(email)));
    await drainOutbox();
    return placed;
  }

  it("committed but unanswered, the database back: the buyer gets the order with its screenshot", async () => {
    const order = await pendingOrder("paid-answer-lost@example.com");
    const cut = proxy.cutAfterCommit({ marker: ATTACHING });
    const result = await attachPaymentScreenshot({ accessToken: order.accessToken, screenshot: screenshotPng(), clientAddress: "203.0.113.40" });
    await cut;
    const paid = expectPlaced(result);
    expect(paid.orderNumber).toBe(order.orderNumber);
    expect(paid.screenshotStored).toBe(true);
    const [row] = await stored<{ path: string }>("SELECT metadata->>'payment_screenshot' AS path FROM orders WHERE access_token = $1", [order.accessToken]);
    expect(fs.existsSync(path.join(storageDir, row.path))).toBe(true);
  });

  it("committed but unanswered, the database still gone: 'we could not tell', and the screenshot the order names is kept", async () => {
    const order = await pendingOrder("paid-still-down@example.com");
    const cut = proxy.cutAfterCommit({ marker: ATTACHING, down: true });
    const result = await attachPaymentScreenshot({ accessToken: order.accessToken, screenshot: screenshotPng(), clientAddress: "203.0.113.40" });
    await cut;
    expect(result).toEqual({ ok: false, code: "unknown", message: CHECKOUT_MESSAGES.paymentUnknown });
    const [row] = await stored<{ path: string | null; submitted: Date | null }>(
      "SELECT metadata->>'payment_screenshot' AS path, payment_submitted_at AS submitted FROM orders WHERE access_token = $1",
      [order.accessToken],
    );
    expect(row.submitted).not.toBeNull();
    expect(row.path).toBeTruthy();
    expect(fs.existsSync(path.join(storageDir, row.path!))).toBe(true);
  });

  it("cut before its COMMIT: no payment recorded, its file taken away again, and the buyer is told it failed", async () => {
    const order = await pendingOrder("paid-rolled-back@example.com");
    const filesBefore = listFiles(storageDir);
    const cut = proxy.cutBeforeCommit({ marker: ATTACHING });
    const result = await attachPaymentScreenshot({ accessToken: order.accessToken, screenshot: screenshotPng(), clientAddress: "203.0.113.40" });
    await cut;
    expect(result).toEqual({ ok: false, code: "failed", message: CHECKOUT_MESSAGES.orderFailed });
    const [row] = await stored<{ submitted: Date | null }>("SELECT payment_submitted_at AS submitted FROM orders WHERE access_token = $1", [order.accessToken]);
    expect(row.submitted).toBeNull();
    expect(listFiles(storageDir)).toEqual(filesBefore);
  });
});
