/**
 * The quick check (proof-of-work) against a real PostgreSQL: an address past its quiet rate is
 * refused without a solution, and nothing is stored or counted; a valid solution passes once;
 * a tampered, expired or replayed one is refused; orders that expire unpaid bring the check;
 * another address (same mailbox) is never asked. Holding originals: one address holds at most
 * one order's worth at once, and holds again only with the check.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

const request = vi.hoisted(() => ({ headers: new Headers() }));
// The forms' actions read the client address from the request's headers, as the shop's server sets them.
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { expireLapsedOrders } from "@/lib/orders/expiry";
import { submitContactForm } from "@/lib/actions/contact";
import { submitServiceInquiry } from "@/lib/actions/inquiry";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { addressNeedsQuickCheck, createQuickCheck, parseQuickCheckPayload, QUICK_CHECK_TTL_MS } from "@/lib/abuse/challenge";
import { QUICK_CHECK_FIELD, QUICK_CHECK_MESSAGES, QUIET_MESSAGES_PER_HOUR, QUIET_ORDERS_PER_HOUR } from "@/lib/domain/quick-check";
import { CHECKOUT_MESSAGES } from "@/lib/validation/checkout";
import { INQUIRY_RATE_LIMITS } from "@/lib/validation/inquiry";
import { INITIAL_FORM_STATE } from "@/lib/validation/form-state";
import { artwork, artworkLine, createShop, NPR, orderInput, type Shop } from "./checkout-fixtures";
import { returnToCustomerInfo } from "@/lib/actions/checkout";

process.env.AUTH_SECRET = "quick-check-test-secret-quick-check-test-secret";
process.env.SITE_URL = "https://art.example.com";

/** Little work, so the tests solve fast; checked by the same code as the widget's challenges. */
const EASY = { cost: 10, counterMin: 20, counterMax: 60 };

async function solvedPayload(options: { now?: Date } = {}): Promise<string> {
  const challenge = await createQuickCheck({ difficulty: EASY, now: options.now });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString("base64");
}

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await db.artwork.updateMany({ data: { reservedByOrderId: null } });
  await db.order.deleteMany();
  await db.rateLimitEvent.deleteMany();
  await db.contactSubmission.deleteMany();
  await db.idempotencyKey.deleteMany();
  await db.settings.update({ where: { id: 1 }, data: { enableOrders: true, paymentWindowMinutes: 30, contactEmail: "studio@artist.test" } });
});

afterAll(async () => {
  await drainOutbox();
});

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

const print = () => artworkLine(shop.mandala, { size: "small" });

async function placeFrom(clientAddress: string, email: string, extra: { quickCheck?: unknown; now?: Date } = {}) {
  return placePendingOrder(orderInput({ email, clientAddress, lines: [print()], screenshot: null, ...extra }));
}

/** An address that placed one order more than its quiet rate in the last hour. */
async function busyAddress(clientAddress: string) {
  for (let i = 0; i <= QUIET_ORDERS_PER_HOUR; i++) expectPlaced(await placeFrom(clientAddress, `busy${i}@example.com`));
}

async function sharedCounts() {
  return { orders: await db.order.count(), events: await db.rateLimitEvent.count(), used: await db.idempotencyKey.count() };
}

describe("checkout: 'Proceed to Payment' from an address past its quiet rate", () => {
  it("is refused without a solution, nothing stored or counted; passes with one; the same solution twice is refused", async () => {
    await busyAddress("203.0.113.40");
    const before = await sharedCounts();
    const refused = await placeFrom("203.0.113.40", "quiet@example.com");
    expect(refused).toMatchObject({ ok: false, code: "challenge", message: CHECKOUT_MESSAGES.challengeRequired });
    expect(CHECKOUT_MESSAGES.challengeRequired).toBe(QUICK_CHECK_MESSAGES.required);
    expect(await sharedCounts()).toEqual(before);

    const payload = await solvedPayload();
    const placed = expectPlaced(await placeFrom("203.0.113.40", "quiet@example.com", { quickCheck: payload }));
    expect(await db.order.count({ where: { id: placed.orderId } })).toBe(1);
    expect(await db.idempotencyKey.count({ where: { scope: "quick-check" } })).toBe(1);

    const again = await placeFrom("203.0.113.40", "quiet2@example.com", { quickCheck: payload });
    expect(again).toMatchObject({ ok: false, code: "challenge" });
    expect(await db.order.count()).toBe(before.orders + 1);
  });

  it("refuses a tampered, an expired, a made-up and a widget test-mode solution", async () => {
    await busyAddress("203.0.113.41");
    const good = JSON.parse(Buffer.from(await solvedPayload(), "base64").toString("utf8"));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

    const wrongKey = { ...good, solution: { ...good.solution, derivedKey: "00".repeat(32) } };
    const easier = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 1 } } };
    const later = { ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, expiresAt: good.challenge.parameters.expiresAt + 3600 } } };
    const expired = await solvedPayload({ now: new Date(Date.now() - QUICK_CHECK_TTL_MS - 60_000) });
    const testMode = encode({ challenge: null, solution: null, test: true });
    for (const quickCheck of [encode(wrongKey), encode(easier), encode(later), expired, testMode, "not base64!", "x".repeat(10_000)]) {
      const result = await placeFrom("203.0.113.41", "someone@example.com", { quickCheck });
      expect(result).toMatchObject({ ok: false, code: "challenge" });
    }
    expect(await db.order.count({ where: { clientAddress: "203.0.113.41" } })).toBe(QUIET_ORDERS_PER_HOUR + 1);
    expect(await db.idempotencyKey.count()).toBe(0);
    // The untouched solution still passes (the refused ones did not use it up).
    expectPlaced(await placeFrom("203.0.113.41", "someone@example.com", { quickCheck: encode(good) }));
  });

  it("another address with the same mailboxes is not asked; a quiet address is not asked", async () => {
    await busyAddress("203.0.113.42");
    expectPlaced(await placeFrom("198.51.100.42", "busy0@example.com"));
    expectPlaced(await placeFrom("198.51.100.42", "busy1@example.com"));
    expect(await addressNeedsQuickCheck(db, "198.51.100.42")).toBe(false);
    expect(await addressNeedsQuickCheck(db, "203.0.113.42")).toBe(true);
  });

  it("an address whose orders expired unpaid (2 in 24 h) gets the check, even before the worker ran", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    expectPlaced(await placeFrom("203.0.113.43", "first@example.com", { now: twoHoursAgo }));
    expect(await addressNeedsQuickCheck(db, "203.0.113.43")).toBe(false);
    expectPlaced(await placeFrom("203.0.113.43", "second@example.com", { now: twoHoursAgo }));
    // Lapsed, not yet expired by the worker: counted already.
    expect(await addressNeedsQuickCheck(db, "203.0.113.43")).toBe(true);
    expect(await expireLapsedOrders()).toHaveLength(2);
    expect(await db.order.count({ where: { clientAddress: "203.0.113.43", status: "cancelled" } })).toBe(2);
    expect(await placeFrom("203.0.113.43", "third@example.com")).toMatchObject({ ok: false, code: "challenge" });
    expectPlaced(await placeFrom("203.0.113.43", "third@example.com", { quickCheck: await solvedPayload() }));
    // A rejected payment counts the same way.
    const rejected = await placeFrom("203.0.113.44", "r1@example.com");
    const rejected2 = await placeFrom("203.0.113.44", "r2@example.com");
    await db.order.updateMany({
      where: { id: { in: [expectPlaced(rejected).orderId, expectPlaced(rejected2).orderId] } },
      data: { paymentStatus: "failed", status: "cancelled" },
    });
    expect(await addressNeedsQuickCheck(db, "203.0.113.44")).toBe(true);
  });

  it("the unknown address (scripts) and exempt addresses are never asked", async () => {
    await busyAddress("203.0.113.45");
    expect(await addressNeedsQuickCheck(db, "unknown")).toBe(false);
    process.env.ALTCHA_EXEMPT_ADDRESSES = "127.0.0.1, 203.0.113.45";
    const { resetEnvForTests } = await import("@/lib/env");
    resetEnvForTests();
    try {
      expect(await addressNeedsQuickCheck(db, "203.0.113.45")).toBe(false);
    } finally {
      delete process.env.ALTCHA_EXEMPT_ADDRESSES;
      resetEnvForTests();
    }
    expect(await addressNeedsQuickCheck(db, "203.0.113.45")).toBe(true);
  });
});

describe("'Proceed to Payment' holding originals: what one address may hold", () => {
  /** Available originals made for one test (each test takes its own). */
  async function originals(count: number, label: string) {
    return Promise.all(Array.from({ length: count }, (_, i) => artwork({ title: `${label} ${i + 1}`, pricePaisa: 10_000 * NPR })));
  }
  const holdFrom = (clientAddress: string, email: string, works: { id: string; title: string }[], extra: { quickCheck?: unknown; now?: Date } = {}) =>
    placePendingOrder(orderInput({ email, clientAddress, lines: works.map((work) => artworkLine(work)), screenshot: null, ...extra }));
  const heldFrom = (clientAddress: string) => db.artwork.count({ where: { reservedByOrder: { clientAddress } } });

  it("4 orders at once from one address with new mailboxes, 3 originals each: one holds 3, the others hold nothing", async () => {
    const works = await originals(12, "Hoard");
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => holdFrom("203.0.113.60", `hoarder${i}@example.com`, works.slice(i * 3, i * 3 + 3))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const refused of results.filter((r) => !r.ok)) {
      expect(refused).toMatchObject({ ok: false, code: "limit", message: CHECKOUT_MESSAGES.originalsHeldFromAddress });
    }
    expect(await heldFrom("203.0.113.60")).toBe(3);
    expect(await db.artwork.count({ where: { id: { in: works.map((w) => w.id) }, reservedByOrderId: null } })).toBe(9);
    // A solved quick check does not lift the cap (asked for a work no order holds: whichever of the
    // four orders won holds its own three).
    const free = await db.artwork.findFirstOrThrow({ where: { id: { in: works.map((w) => w.id) }, reservedByOrderId: null }, select: { id: true, title: true } });
    expect(await holdFrom("203.0.113.60", "hoarder9@example.com", [free], { quickCheck: await solvedPayload() })).toMatchObject({
      code: "limit",
    });
  });

  it("a buyer of one work from a quiet address is not asked; another order holding originals from there needs the check, up to one order's worth", async () => {
    const works = await originals(4, "Second Order");
    expectPlaced(await holdFrom("203.0.113.61", "maya@example.com", [works[0]]));
    expect(await db.idempotencyKey.count()).toBe(0);

    // Another mailbox behind the same address (a shared carrier address): asked, nothing stored.
    const before = await sharedCounts();
    expect(await holdFrom("203.0.113.61", "hari@example.com", [works[1]])).toMatchObject({ ok: false, code: "challenge", message: CHECKOUT_MESSAGES.challengeRequired });
    expect(await sharedCounts()).toEqual(before);
    expectPlaced(await holdFrom("203.0.113.61", "hari@example.com", [works[1]], { quickCheck: await solvedPayload() }));
    expect(await db.idempotencyKey.count({ where: { scope: "quick-check" } })).toBe(1);
    expect(await heldFrom("203.0.113.61")).toBe(2);

    // Two more would make 4, over the 3 one order may hold: refused whatever the check.
    expect(await holdFrom("203.0.113.61", "gita@example.com", works.slice(2, 4), { quickCheck: await solvedPayload() })).toMatchObject({
      code: "limit",
      message: CHECKOUT_MESSAGES.originalsHeldFromAddress,
    });
    // Prints are never held: not asked, not capped.
    expectPlaced(await placeFrom("203.0.113.61", "gita@example.com"));
    // Another address is not affected.
    expectPlaced(await holdFrom("198.51.100.61", "ram@example.com", works.slice(2, 4)));
  });

  it("holding again after a hold lapsed unpaid needs the check; going Back and placing again does not", async () => {
    const works = await originals(4, "Renewed");
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    expectPlaced(await holdFrom("203.0.113.62", "renew@example.com", [works[0]], { now: hourAgo }));
    // The window passed unpaid: the next hold is asked for the check, before the worker ran and after.
    expect(await holdFrom("203.0.113.62", "renew2@example.com", [works[1]])).toMatchObject({ ok: false, code: "challenge" });
    expect(await expireLapsedOrders()).toHaveLength(1);
    expect(await holdFrom("203.0.113.62", "renew2@example.com", [works[0]])).toMatchObject({ ok: false, code: "challenge" });
    expectPlaced(await holdFrom("203.0.113.62", "renew2@example.com", [works[0]], { quickCheck: await solvedPayload() }));

    // A buyer who goes Back from the payment page to change the order is not asked again.
    const first = expectPlaced(await holdFrom("198.51.100.62", "back@example.com", [works[2]]));
    expect(await returnToCustomerInfo(first.accessToken)).toEqual({ ok: true });
    expectPlaced(await holdFrom("198.51.100.62", "back@example.com", [works[2], works[3]]));
  });

  it("a partly paid order's originals still count past its payment window", async () => {
    const works = await originals(4, "Partly Paid");
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    const first = expectPlaced(await holdFrom("203.0.113.64", "part@example.com", works.slice(0, 3), { now: hourAgo }));
    await db.order.update({ where: { id: first.orderId }, data: { paymentStatus: "partly_paid" } });
    expect(await holdFrom("203.0.113.64", "other@example.com", [works[3]], { quickCheck: await solvedPayload() })).toMatchObject({
      code: "limit",
      message: CHECKOUT_MESSAGES.originalsHeldFromAddress,
    });
  });

  it("the unknown address (scripts) and exempt addresses are neither asked nor capped", async () => {
    const works = await originals(6, "Exempt");
    expectPlaced(await holdFrom("unknown", "script1@example.com", works.slice(0, 3)));
    expectPlaced(await holdFrom("unknown", "script2@example.com", works.slice(3, 4)));
    process.env.ALTCHA_EXEMPT_ADDRESSES = "203.0.113.63";
    const { resetEnvForTests } = await import("@/lib/env");
    resetEnvForTests();
    try {
      expectPlaced(await holdFrom("203.0.113.63", "office1@example.com", works.slice(4, 5)));
      expectPlaced(await holdFrom("203.0.113.63", "office2@example.com", works.slice(5, 6)));
    } finally {
      delete process.env.ALTCHA_EXEMPT_ADDRESSES;
      resetEnvForTests();
    }
  });
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const message = (i: number, extra: Record<string, string> = {}) =>
  form({ name: "Sita Gurung", email: `writer${i}@example.com`, phone: "", serviceType: "general", subject: "Hello", message: `Message ${i}`, ...extra });

describe("contact and inquiry forms from an address past its quiet rate", () => {
  it("contact: refused with the check shown, nothing stored or counted; sent with a solution, once", async () => {
    request.headers = new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.50" });
    for (let i = 0; i <= QUIET_MESSAGES_PER_HOUR; i++) {
      expect(await submitContactForm(INITIAL_FORM_STATE, message(i))).toMatchObject({ status: "success" });
    }
    const before = { submissions: await db.contactSubmission.count(), events: await db.rateLimitEvent.count() };
    const refused = await submitContactForm(INITIAL_FORM_STATE, message(100));
    expect(refused).toMatchObject({ status: "error", message: QUICK_CHECK_MESSAGES.required, quickCheck: true });
    expect(refused.status === "error" && refused.values.message).toBe("Message 100");
    expect({ submissions: await db.contactSubmission.count(), events: await db.rateLimitEvent.count() }).toEqual(before);

    const payload = await solvedPayload();
    expect(await submitContactForm(INITIAL_FORM_STATE, message(100, { [QUICK_CHECK_FIELD]: payload }))).toMatchObject({ status: "success" });
    expect(await db.contactSubmission.count()).toBe(before.submissions + 1);
    expect(await submitContactForm(INITIAL_FORM_STATE, message(101, { [QUICK_CHECK_FIELD]: payload }))).toMatchObject({
      status: "error",
      quickCheck: true,
    });

    // Another address writes as usual, with no check.
    request.headers = new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.50" });
    const other = await submitContactForm(INITIAL_FORM_STATE, message(100));
    expect(other).toMatchObject({ status: "success" });
  });

  it("inquiry: refused without a solution, sent with one", async () => {
    request.headers = new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.51" });
    await db.rateLimitEvent.createMany({
      data: Array.from({ length: QUIET_MESSAGES_PER_HOUR + 1 }, () => ({ bucket: INQUIRY_RATE_LIMITS.perClient.bucket, key: "203.0.113.51" })),
    });
    const fields = { serviceId: shop.workshop.id, name: "Hari", email: "hari@example.com", phone: "", message: "Is there a seat on Saturday?" };
    const refused = await submitServiceInquiry(INITIAL_FORM_STATE, form(fields));
    expect(refused).toMatchObject({ status: "error", message: QUICK_CHECK_MESSAGES.required, quickCheck: true });
    expect(await db.contactSubmission.count()).toBe(0);
    const sent = await submitServiceInquiry(INITIAL_FORM_STATE, form({ ...fields, [QUICK_CHECK_FIELD]: await solvedPayload() }));
    expect(sent).toMatchObject({ status: "success" });
    expect(await db.contactSubmission.count()).toBe(1);
  });
});

describe("the widget's payload", () => {
  it("is read only in its exact shape", async () => {
    const payload = await solvedPayload();
    expect(parseQuickCheckPayload(payload)).not.toBeNull();
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    const extra = { ...value, challenge: { ...value.challenge, parameters: { ...value.challenge.parameters, data: { a: 1 } } } };
    expect(parseQuickCheckPayload(Buffer.from(JSON.stringify(extra)).toString("base64"))).toBeNull();
    expect(parseQuickCheckPayload(42)).toBeNull();
    expect(parseQuickCheckPayload("")).toBeNull();
  });
});
