/**
 * The public side under abuse, against a real PostgreSQL: over-long and hostile text refused
 * before any work, NUL bytes and lone surrogates removed, limits keyed on the mailbox and the
 * client address (and unable to lock a customer out), limits on held originals, 64-bit money
 * with a capped total, and idempotency keys bound to what was sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { submitContactForm } from "@/lib/actions/contact";
import { submitServiceInquiry } from "@/lib/actions/inquiry";
import { storeSubmissionAndNotify } from "@/lib/actions/notify-artist";
import { drainOutbox } from "@/lib/email/worker";
import { markOrderPaid } from "@/lib/orders/transitions";
import { placeOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { senderRateLimits } from "@/lib/rate-limit";
import { setStorageForTests } from "@/lib/storage";
import { formatNpr } from "@/lib/money";
import { CHECKOUT_MESSAGES, MAX_ORDER_TOTAL_PAISA, SCREENSHOT_DECODE_LIMIT } from "@/lib/validation/checkout";
import { CONTACT_MESSAGES, CONTACT_RATE_LIMITS, INITIAL_FORM_STATE, type ContactFormState } from "@/lib/validation/contact";
import { artwork, artworkLine, createShop, NPR, orderInput, useTemporaryStorage, type Shop, emptyShop } from "./checkout-fixtures";
import { solvedQuickCheck } from "@/tests/support/quick-check";

process.env.SITE_URL = "https://art.example.com";

let shop: Shop;

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.contactSubmission.deleteMany();
  await db.settings.update({ where: { id: 1 }, data: { enableOrders: true, enableNotifications: true, maxReservedOriginals: 3 } });
  useTemporaryStorage();
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

let counter = 0;
function contact(overrides: Record<string, string> = {}): Record<string, string> {
  counter++;
  return {
    name: "Sita Gurung",
    email: `visitor${counter}@example.com`,
    phone: "",
    serviceType: "general",
    subject: "Hello",
    message: "Is the Dawn painting still available?",
    ...overrides,
  };
}

const submitContact = (fields: Record<string, string>) => submitContactForm(INITIAL_FORM_STATE, form(fields));

function expectError(state: ContactFormState, message: string) {
  expect(state.status).toBe("error");
  if (state.status === "error") expect(state.message).toBe(message);
}

function expectPlaced(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

function expectRefused(result: PlaceOrderResult, message: string) {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.message).toBe(message);
}

describe("over-long text is refused first, by field, and nothing is stored", () => {
  it("a 1 MB message or an email of 80,000 dots is refused at once, naming the field, without echoing it back", async () => {
    const huge = "<script ".repeat(131_072);
    const state = await submitContact(contact({ message: huge }));
    expectError(state, "Message is too long (5000 characters at most)");
    if (state.status === "error") {
      expect(state.fieldErrors.message).toBe("Message is too long (5000 characters at most)");
      expect(state.values.message).toBe("");
    }

    const dots = `a@${".".repeat(80_000)}`;
    expectError(await submitContact(contact({ email: dots })), "Email is too long (254 characters at most)");
    expectError(await submitContact(contact({ name: "n".repeat(101) })), "Name is too long (100 characters at most)");
    expectError(await submitContact(contact({ subject: "s".repeat(201) })), "Subject is too long (200 characters at most)");
    expectError(await submitContact(contact({ phone: "9".repeat(31) })), "Phone is too long (30 characters at most)");
    expect(await db.contactSubmission.count()).toBe(0);
    expect(await db.rateLimitEvent.count()).toBe(0);
  });

  it("the inquiry form bounds its fields the same way", async () => {
    const state = await submitServiceInquiry(INITIAL_FORM_STATE, form({ serviceId: "x".repeat(65), name: "A", email: "a@b.co", message: "hi" }));
    expect(state).toMatchObject({ status: "error", message: "Service is too long (64 characters at most)" });
    const long = await submitServiceInquiry(
      INITIAL_FORM_STATE,
      form({ serviceId: shop.workshop.id, name: "A", email: "a@b.co", message: "m".repeat(5001) }),
    );
    expect(long).toMatchObject({ status: "error", message: "Message is too long (5000 characters at most)" });
    expect(await db.contactSubmission.count()).toBe(0);
  });

  it("checkout refuses an over-long customer field by name and places nothing", async () => {
    const input = orderInput({ lines: [artworkLine(shop.mandala, { size: "small" })] });
    const result = await placeOrder({ ...input, customer: { ...input.customer, notes: "x".repeat(1_000_000) } });
    expectRefused(result, CHECKOUT_MESSAGES.notesTooLong);
    const email = await placeOrder({ ...input, customer: { ...input.customer, email: `a@${".".repeat(80_000)}` } });
    expectRefused(email, "Email is too long (254 characters at most)");
    expect(await db.order.count()).toBe(0);
  });
});

describe("hand-made calls", () => {
  it("the contact and inquiry actions refuse an argument that is not a form, and store nothing", async () => {
    const notAForm = { name: "x", email: "x@y.z", message: "m" } as unknown as FormData;
    expect(await submitContactForm(INITIAL_FORM_STATE, notAForm)).toMatchObject({ status: "error", message: CONTACT_MESSAGES.required });
    expect(await submitServiceInquiry(INITIAL_FORM_STATE, notAForm)).toMatchObject({
      status: "error",
      message: "Failed to submit inquiry. Please try again.",
    });
    expect(await db.contactSubmission.count()).toBe(0);
  });
});

describe("NUL bytes and unpaired surrogates", () => {
  it("are removed from contact fields before storage (PostgreSQL cannot store NUL)", async () => {
    // (A lone surrogate cannot reach an action through FormData: the platform turns it into
    // U+FFFD. The checkout test below sends one in an object, as a JSON body could.)
    const fields = contact({ name: "Ra\u0000m", message: "Hello\u0000 there \u0007friend 🙏 नमस्ते" });
    expect((await submitContact(fields)).status).toBe("success");
    const row = await db.contactSubmission.findFirstOrThrow({ where: { email: fields.email } });
    expect(row.name).toBe("Ram");
    expect(row.message).toBe("Hello there friend 🙏 नमस्ते");
  });

  it("are removed from checkout fields and notes", async () => {
    const input = orderInput({ lines: [artworkLine(shop.mandala, { size: "small", notes: "wrap\u0000 well" })] });
    const placed = expectPlaced(await placeOrder({ ...input, customer: { ...input.customer, name: "Sita\u0000 Gurung\udfff" } }));
    const order = await db.order.findUniqueOrThrow({ where: { id: placed.orderId }, include: { lines: true } });
    expect((order.customerInfo as { name: string }).name).toBe("Sita Gurung");
    expect((order.lines[0].customizations as { notes: string }).notes).toBe("wrap well");
  });
});

describe("rate limits count mailboxes and clients, not spellings", () => {
  it("plus-addresses, Gmail dots, case and a trailing dot share one mailbox's allowance", async () => {
    const spellings = ["sita.gurung@gmail.com", "SitaGurung+1@gmail.com", "s.i.t.a.gurung+art@googlemail.com", "sitagurung@GMAIL.com.", "sita.g.urung+x@gmail.com"];
    for (const email of spellings) expect((await submitContact(contact({ email }))).status).toBe("success");
    expectError(await submitContact(contact({ email: "sitagurung+6@gmail.com" })), CONTACT_MESSAGES.rateLimited);
    expect(await db.contactSubmission.count()).toBe(5);
  });

  it("one client address cannot send more than its limit in 10 minutes, whatever emails it uses", async () => {
    const limit = CONTACT_RATE_LIMITS.perClient.limit;
    for (let i = 0; i < limit; i++) expect((await submitContact(contact())).status).toBe("success");
    expectError(await submitContact(contact()), CONTACT_MESSAGES.rateLimited);
    expect(await db.contactSubmission.count()).toBe(limit);
  });

  it("there is no shop-wide ceiling: messages from many clients are all stored", async () => {
    const store = (i: number) =>
      storeSubmissionAndNotify({
        rateLimits: senderRateLimits(CONTACT_RATE_LIMITS, { email: `p${i}@example.com`, clientAddress: `10.1.${Math.floor(i / 200)}.${i % 200}` }),
        data: { name: "P", email: `p${i}@example.com`, subject: "s", message: "m" },
        notify: { to: "studio@example.com", payload: { name: "P", email: `p${i}@example.com`, phone: null, subject: "s", serviceType: "general", message: "m" } },
      });
    // More than the old shop-wide cap of 60 an hour, from 61 addresses: every one gets through.
    for (let i = 0; i < 61; i++) expect((await store(i * 200)).stored).toBe(true);
    expect(await db.emailOutbox.count({ where: { type: "contact_form" } })).toBe(61);
  });

  it("attempts made with a customer's email from another client do not lock that customer out", async () => {
    const victim = "maya@example.com";
    const lines = [artworkLine(shop.mandala, { size: "small" })];
    // Three attempts from the attacker's address with the victim's email use up only that pair.
    for (let i = 0; i < 3; i++) {
      await placeOrder(orderInput({ email: victim, clientAddress: "203.0.113.66", lines, screenshot: { bytes: Buffer.from("not an image") } }));
      expectPlaced(await placeOrder(orderInput({ email: `maya+${i}@example.com`, clientAddress: "203.0.113.66", lines })));
    }
    expectRefused(await placeOrder(orderInput({ email: victim, clientAddress: "203.0.113.66", lines })), CHECKOUT_MESSAGES.rateLimited);
    // The customer, from her own phone, can still order.
    expectPlaced(await placeOrder(orderInput({ email: victim, clientAddress: "198.51.100.7", lines })));
  });

  it("counts every screenshot that reaches the decoder against its address, before decoding, whether or not it decodes", async () => {
    const lines = [artworkLine(shop.mandala, { size: "small" })];
    const broken = (i: number) =>
      orderInput({ email: `ram${i}@example.com`, clientAddress: "192.0.2.1", lines, screenshot: { bytes: Buffer.alloc(2048, 7) } });
    for (let i = 0; i < SCREENSHOT_DECODE_LIMIT.limit; i++) expectRefused(await placeOrder(broken(i)), "Please upload an image file");
    expect(await db.rateLimitEvent.count({ where: { bucket: SCREENSHOT_DECODE_LIMIT.bucket, key: "192.0.2.1" } })).toBe(SCREENSHOT_DECODE_LIMIT.limit);
    // Over the limit, the next upload from that address is refused before it is decoded.
    expectRefused(await placeOrder(broken(999)), CHECKOUT_MESSAGES.uploadsRateLimited);
    expect(await db.order.count()).toBe(0);
    // Another address decodes as usual.
    expectPlaced(await placeOrder(orderInput({ email: "sita@example.com", clientAddress: "192.0.2.2", lines })));
  });
});

describe("one visitor cannot take the originals off sale", () => {
  async function originals(n: number) {
    return Promise.all(Array.from({ length: n }, (_, i) => artwork({ title: `Original ${i}`, pricePaisa: 20_000 * NPR })));
  }

  it("an order awaiting verification holds at most the set number of originals (default 3)", async () => {
    const works = await originals(4);
    const result = await placeOrder(orderInput({ lines: works.map((w) => artworkLine(w)) }));
    expectRefused(result, CHECKOUT_MESSAGES.tooManyOriginals(3));
    expect(CHECKOUT_MESSAGES.tooManyOriginals(3)).toContain("at most 3 original artworks");
    expect(CHECKOUT_MESSAGES.tooManyOriginals(3)).toContain("contact the artist");
    expect(await db.artwork.count({ where: { reservedByOrderId: { not: null } } })).toBe(0);

    await db.settings.update({ where: { id: 1 }, data: { maxReservedOriginals: 1 } });
    expectRefused(await placeOrder(orderInput({ lines: works.slice(0, 2).map((w) => artworkLine(w)) })), CHECKOUT_MESSAGES.tooManyOriginals(1));
    expectPlaced(await placeOrder(orderInput({ lines: [artworkLine(works[0])] })));
  });

  it("one mailbox holds originals with one unverified order at a time; prints stay open; a decided order frees it", async () => {
    const [a, b] = await originals(2);
    const first = expectPlaced(await placeOrder(orderInput({ email: "hari@gmail.com", clientAddress: "10.9.0.1", lines: [artworkLine(a)] })));
    // The same mailbox under another spelling, from another client.
    const again = await placeOrder(orderInput({ email: "h.a.r.i+2@gmail.com", clientAddress: "10.9.0.2", lines: [artworkLine(b)] }));
    expectRefused(again, CHECKOUT_MESSAGES.originalsAlreadyHeld);
    // A print holds no original.
    expectPlaced(await placeOrder(orderInput({ email: "hari@gmail.com", clientAddress: "10.9.0.1", lines: [artworkLine(b, { size: "small" })] })));
    // Once the first payment is verified, the next original can be ordered.
    await markOrderPaid(first.orderId);
    expectPlaced(await placeOrder(orderInput({ email: "hari@gmail.com", clientAddress: "10.9.0.1", lines: [artworkLine(b)] })));
  });

  it("two mailboxes behind one client address (a carrier's shared address) each hold originals with their own order, the second after the quick check", async () => {
    const [a, b] = await originals(2);
    expectPlaced(await placeOrder(orderInput({ email: "one@example.com", clientAddress: "10.8.0.1", lines: [artworkLine(a)] })));
    const second = orderInput({ email: "two@example.com", clientAddress: "10.8.0.1", lines: [artworkLine(b)] });
    expect(await placeOrder(second)).toMatchObject({ ok: false, code: "challenge" });
    expectPlaced(await placeOrder({ ...second, quickCheck: await solvedQuickCheck() }));
    expect(await db.artwork.count({ where: { reservedByOrderId: { not: null } } })).toBe(2);
  });

  it("one client address holds at most one order's worth of originals at once, whatever the mailboxes", async () => {
    const works = await originals(6);
    expectPlaced(await placeOrder(orderInput({ email: "first@example.com", clientAddress: "10.8.0.2", lines: works.slice(0, 3).map((w) => artworkLine(w)) })));
    for (const [i, work] of works.slice(3).entries()) {
      const result = await placeOrder(orderInput({ email: `next${i}@example.com`, clientAddress: "10.8.0.2", lines: [artworkLine(work)], quickCheck: await solvedQuickCheck() }));
      expectRefused(result, CHECKOUT_MESSAGES.originalsHeldFromAddress);
    }
    expect(await db.artwork.count({ where: { reservedByOrderId: { not: null } } })).toBe(3);
  });
});

describe("money cannot overflow", () => {
  it("stores an order above NPR 21.47 million exactly (64-bit paisa)", async () => {
    const big = await artwork({ title: "Great Himalaya Triptych", pricePaisa: 10_000_000 * NPR });
    // Posters: 30% of 1 crore = NPR 3,000,000 each; 10 of them = NPR 30,000,000.
    const placed = expectPlaced(await placeOrder(orderInput({ lines: [artworkLine(big, { size: "poster", quantity: 10 })] })));
    expect(placed.totalPaisa).toBe(30_000_000 * NPR);
    const order = await db.order.findUniqueOrThrow({ where: { id: placed.orderId } });
    expect(order.totalPaisa).toBe(3_000_000_000n);
  });

  it("refuses a total above the online cap with a clear message, and quantities above 99", async () => {
    const big = await artwork({ title: "Great Himalaya Triptych", pricePaisa: 10_000_000 * NPR });
    const lines = Array.from({ length: 8 }, () => artworkLine(big, { size: "poster", quantity: 99 }));
    expectRefused(await placeOrder(orderInput({ lines })), CHECKOUT_MESSAGES.totalTooLarge(formatNpr(MAX_ORDER_TOTAL_PAISA)));
    expectRefused(await placeOrder(orderInput({ lines: [artworkLine(big, { size: "poster", quantity: 100 })] })), "Maximum quantity is 99 per item");
    expect(await db.order.count()).toBe(0);
  });
});

describe("idempotency keyed to what was sent", () => {
  it("the key is required", async () => {
    const input = orderInput({ lines: [artworkLine(shop.mandala, { size: "small" })] });
    expectRefused(await placeOrder({ ...input, idempotencyKey: undefined }), CHECKOUT_MESSAGES.checkoutKeyMissing);
    expectRefused(await placeOrder({ ...input, idempotencyKey: "short" }), CHECKOUT_MESSAGES.checkoutKeyMissing);
    expect(await db.order.count()).toBe(0);
  });

  it("the same key with another customer or other lines is refused, and reveals nothing of the first order", async () => {
    const key = "shared-key-000000000001";
    const first = expectPlaced(await placeOrder(orderInput({ idempotencyKey: key, lines: [artworkLine(shop.mandala, { size: "small" })] })));
    const otherLines = await placeOrder(orderInput({ idempotencyKey: key, lines: [artworkLine(shop.mandala, { size: "medium" })] }));
    const otherCustomer = await placeOrder(orderInput({ idempotencyKey: key, email: "thief@example.com", lines: [artworkLine(shop.mandala, { size: "small" })] }));
    for (const result of [otherLines, otherCustomer]) {
      expectRefused(result, CHECKOUT_MESSAGES.checkoutKeyReused);
      const text = JSON.stringify(result);
      expect(text).not.toContain(first.orderNumber);
      expect(text).not.toContain(first.accessToken);
      expect(text).not.toContain("sita@example.com");
    }
    // The genuine retry still gets its order.
    const retry = expectPlaced(await placeOrder(orderInput({ idempotencyKey: key, lines: [artworkLine(shop.mandala, { size: "small" })] })));
    expect(retry.orderId).toBe(first.orderId);
    expect(await db.order.count()).toBe(1);
  });
});

describe("the database failing", () => {
  it("ends in a clear message, not an error, even in the repeated-key lookup: the shop cannot tell whether the order was stored, so it never says 'failed'", async () => {
    await db.$executeRawUnsafe("ALTER TABLE orders RENAME TO orders_away");
    try {
      const result = await placeOrder(orderInput({ lines: [artworkLine(shop.mandala, { size: "small" })] }));
      expectRefused(result, CHECKOUT_MESSAGES.orderUnknown);
    } finally {
      await db.$executeRawUnsafe("ALTER TABLE orders_away RENAME TO orders");
    }
  });
});
