/**
 * The email outbox against a real PostgreSQL and the real resend SDK talking to a local server
 * that stands in for the Resend API.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  enqueueEmail,
  getEmailStatus,
  kickEmailWorker,
  MAX_ATTEMPTS,
  sendDueEmails,
  sendEmailsNow,
  type OrderConfirmationPayload,
} from "@/lib/email/outbox";
import { createLocalTransport, createResendTransport, type EmailTransport } from "@/lib/email/transports";
import { formatNpr } from "@/lib/money";
import { startResendRecorder, unreachableBaseUrl, type ResendRecorder } from "@/tests/support/resend-recorder";

const MINUTE = 60_000;

const order: OrderConfirmationPayload = {
  userName: "Sita Gurung",
  userEmail: "sita@example.com",
  orderId: "ORD-20261122-48213",
  orderItems: [
    { title: "Himalayan Dawn", quantity: 1, price: 4_500_000 },
    { title: "Temple Sketch Print", quantity: 2, price: 250_050 },
  ],
  totalAmount: 5_060_100,
};

let recorder: ResendRecorder;
let resend: EmailTransport;

beforeAll(async () => {
  recorder = await startResendRecorder();
  resend = createResendTransport({ apiKey: "re_test_key", baseUrl: recorder.baseUrl });
  await db.settings.create({
    data: {
      id: 1,
      siteName: "Outbox Test Studio",
      siteDescription: "Test",
      contactEmail: "studio@example.com",
      supportEmail: "support@example.com",
      contactPhone: "+977 980-1111111",
    },
  });
});

afterAll(async () => {
  await recorder?.close();
});

beforeEach(async () => {
  await db.emailOutbox.deleteMany();
  recorder.requests.length = 0;
  recorder.deliveries.length = 0;
});

async function enqueueOrder(key?: string) {
  return db.$transaction((tx) =>
    enqueueEmail(tx, { type: "order_confirmation", to: ["sita@example.com"], payload: order, idempotencyKey: key }),
  );
}

async function row(id: string) {
  return db.emailOutbox.findUniqueOrThrow({ where: { id } });
}

describe("enqueueEmail", () => {
  it("stores a queued row in the caller's transaction, with the template's subject", async () => {
    const { id } = await enqueueOrder();
    const stored = await row(id);
    expect(stored).toMatchObject({
      type: "order_confirmation",
      to: ["sita@example.com"],
      status: "queued",
      attempts: 0,
      subject: "Order confirmation ORD-20261122-48213 - Outbox Test Studio",
    });
    expect(stored.idempotencyKey).toBe(`order_confirmation/${id}`);
    expect(stored.payload).toMatchObject({ orderId: "ORD-20261122-48213", totalAmount: 5_060_100 });
    expect(stored.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("is rolled back with the transaction that caused it", async () => {
    await expect(
      db.$transaction(async (tx) => {
        await enqueueEmail(tx, { type: "order_confirmation", to: ["sita@example.com"], payload: order });
        throw new Error("order insert failed");
      }),
    ).rejects.toThrow("order insert failed");
    expect(await db.emailOutbox.count()).toBe(0);
  });

  it("returns the first row for a repeated idempotency key without breaking the transaction", async () => {
    const result = await db.$transaction(async (tx) => {
      const a = await enqueueEmail(tx, { type: "order_confirmation", to: ["sita@example.com"], payload: order, idempotencyKey: "order-confirmation/o1" });
      const b = await enqueueEmail(tx, { type: "order_confirmation", to: ["sita@example.com"], payload: order, idempotencyKey: "order-confirmation/o1" });
      // The transaction is still usable after the duplicate.
      const count = await tx.emailOutbox.count();
      return { a, b, count };
    });
    expect(result.b.id).toBe(result.a.id);
    expect(result.count).toBe(1);
    const again = await enqueueOrder("order-confirmation/o1");
    expect(again.id).toBe(result.a.id);
  });

  it("takes a given subject, applies payload defaults and refuses bad input", async () => {
    const { id } = await db.$transaction((tx) =>
      enqueueEmail(tx, {
        type: "payment_approved",
        to: [" sita@example.com "],
        subject: "Custom subject",
        payload: { userName: "Sita", userEmail: "sita@example.com", orderId: "ORD-1" },
      }),
    );
    const stored = await row(id);
    expect(stored.subject).toBe("Custom subject");
    expect(stored.to).toEqual(["sita@example.com"]);
    expect(stored.payload).toMatchObject({ estimatedDelivery: "5-7 business days" });

    await expect(db.$transaction((tx) => enqueueEmail(tx, { type: "order_confirmation", to: [], payload: order }))).rejects.toThrow();
    await expect(
      db.$transaction((tx) => enqueueEmail(tx, { type: "order_confirmation", to: ["not an email"], payload: order })),
    ).rejects.toThrow();
    await expect(
      db.$transaction((tx) =>
        enqueueEmail(tx, { type: "order_confirmation", to: ["a@example.com"], payload: { ...order, orderItems: [] } }),
      ),
    ).rejects.toThrow();
    expect(await db.emailOutbox.count()).toBe(1);
  });
});

describe("sending through Resend (local stand-in server)", () => {
  it("sends recipient, subject, idempotency key, HTML and text, and records the message id", async () => {
    const { id } = await enqueueOrder("order-confirmation/o2");
    const summary = await sendDueEmails({ transport: resend, from: "Studio <orders@example.com>" });
    expect(summary).toMatchObject({ claimed: 1, sent: 1, retried: 0, failed: 0 });

    expect(recorder.requests).toHaveLength(1);
    const [req] = recorder.requests;
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/emails");
    expect(req.authorization).toBe("Bearer re_test_key");
    expect(req.idempotencyKey).toBe("order-confirmation/o2");
    expect(req.body.to).toEqual(["sita@example.com"]);
    expect(req.body.from).toBe("Studio <orders@example.com>");
    expect(req.body.reply_to).toBe("studio@example.com");
    expect(req.body.subject).toBe("Order confirmation ORD-20261122-48213 - Outbox Test Studio");
    for (const part of [req.body.html!, req.body.text!]) {
      expect(part).toContain("ORD-20261122-48213");
      expect(part).toContain("Himalayan Dawn");
      expect(part).toContain(formatNpr(5_060_100));
      expect(part).toContain("Outbox Test Studio");
    }
    expect(req.body.html).toMatch(/^<!DOCTYPE html/);
    expect(req.body.text).not.toMatch(/<[a-z]/i);

    const stored = await row(id);
    expect(stored.status).toBe("sent");
    expect(stored.providerMessageId).toBe(recorder.deliveries[0].id);
    expect(stored.sentAt).not.toBeNull();
    expect(stored.attempts).toBe(1);
    expect(await getEmailStatus(id)).toMatchObject({ status: "sent", delivered: true });
  });

  it("server answers 500 twice, then 200: retried with backoff and delivered exactly once", async () => {
    recorder.script(500, 500);
    const { id } = await enqueueOrder();
    const t0 = new Date(Date.now() + 1000);

    expect(await sendDueEmails({ transport: resend, now: t0 })).toMatchObject({ claimed: 1, retried: 1 });
    let stored = await row(id);
    expect(stored).toMatchObject({ status: "queued", attempts: 1 });
    expect(stored.lastError).toContain("500");
    expect(stored.nextAttemptAt.getTime()).toBe(t0.getTime() + MINUTE);

    // Not due yet: nothing is sent.
    expect((await sendDueEmails({ transport: resend, now: new Date(t0.getTime() + 30_000) })).claimed).toBe(0);

    const t1 = new Date(t0.getTime() + MINUTE);
    expect(await sendDueEmails({ transport: resend, now: t1 })).toMatchObject({ claimed: 1, retried: 1 });
    stored = await row(id);
    expect(stored).toMatchObject({ status: "queued", attempts: 2 });
    expect(stored.nextAttemptAt.getTime()).toBe(t1.getTime() + 5 * MINUTE);

    const t2 = new Date(t1.getTime() + 5 * MINUTE);
    expect(await sendDueEmails({ transport: resend, now: t2 })).toMatchObject({ claimed: 1, sent: 1 });
    stored = await row(id);
    expect(stored).toMatchObject({ status: "sent", attempts: 3, lastError: null });

    // Later drains find nothing more to send.
    expect((await sendDueEmails({ transport: resend, now: new Date(t2.getTime() + 24 * 3600_000) })).claimed).toBe(0);
    expect(recorder.requests).toHaveLength(3);
    expect(new Set(recorder.requests.map((r) => r.idempotencyKey))).toEqual(new Set([stored.idempotencyKey]));
    expect(recorder.deliveries).toHaveLength(1);
  });

  it("a lost answer after the provider accepted: the retry carries the same key and nothing is sent twice", async () => {
    recorder.script("drop");
    const { id } = await enqueueOrder();
    const t0 = new Date(Date.now() + 1000);
    expect(await sendDueEmails({ transport: resend, now: t0 })).toMatchObject({ retried: 1 });
    expect((await row(id)).status).toBe("queued");
    expect(await sendDueEmails({ transport: resend, now: new Date(t0.getTime() + MINUTE) })).toMatchObject({ sent: 1 });
    expect(recorder.requests).toHaveLength(2);
    expect(recorder.deliveries).toHaveLength(1);
    expect((await row(id)).providerMessageId).toBe(recorder.deliveries[0].id);
  });

  it("server unreachable: the email stays queued with its error, and is failed (kept) after the last attempt", async () => {
    const offline = createResendTransport({ apiKey: "re_test_key", baseUrl: await unreachableBaseUrl(), timeoutMs: 3000 });
    const { id } = await enqueueOrder();
    let now = new Date(Date.now() + 1000);
    expect(await sendDueEmails({ transport: offline, now })).toMatchObject({ claimed: 1, retried: 1 });
    let stored = await row(id);
    expect(stored.status).toBe("queued");
    expect(stored.attempts).toBe(1);
    expect(stored.lastError).toMatch(/Unable to fetch data/);
    expect(stored.payload).toMatchObject({ orderId: "ORD-20261122-48213" });
    expect(await getEmailStatus(id)).toMatchObject({ status: "queued", delivered: false });

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now = (await row(id)).nextAttemptAt;
      await sendDueEmails({ transport: offline, now });
    }
    stored = await row(id);
    expect(stored.attempts).toBe(MAX_ATTEMPTS);
    expect(stored.status).toBe("failed");
    expect(stored.lastError).toMatch(/Unable to fetch data/);
    expect(recorder.deliveries).toHaveLength(0);

    // Once the provider is back, nothing is lost: the row and its payload are still there.
    await db.emailOutbox.update({ where: { id }, data: { status: "queued", attempts: 0, nextAttemptAt: new Date() } });
    expect(await sendDueEmails({ transport: resend })).toMatchObject({ sent: 1 });
    expect(recorder.deliveries).toHaveLength(1);
  });

  it("a message the provider rejects as invalid is failed at once", async () => {
    recorder.script(422);
    const { id } = await enqueueOrder();
    expect(await sendDueEmails({ transport: resend })).toMatchObject({ failed: 1 });
    const stored = await row(id);
    expect(stored.status).toBe("failed");
    expect(stored.lastError).toContain("validation_error");
  });

  it("several drains at once send each email exactly once", async () => {
    for (let i = 0; i < 6; i++) await enqueueOrder(`concurrent/${i}`);
    const summaries = await Promise.all([1, 2, 3].map(() => sendDueEmails({ transport: resend, limit: 3 })));
    const sent = summaries.reduce((n, s) => n + s.sent, 0);
    // Whatever a drain did not claim is still due for the next one.
    const rest = await sendDueEmails({ transport: resend, limit: 10 });
    expect(sent + rest.sent).toBe(6);
    expect(recorder.requests).toHaveLength(6);
    expect(new Set(recorder.requests.map((r) => r.idempotencyKey)).size).toBe(6);
    expect(await db.emailOutbox.count({ where: { status: "sent" } })).toBe(6);
  });

  it("puts back an email left 'sending' by a process that stopped", async () => {
    const { id } = await enqueueOrder();
    const past = new Date(Date.now() - 20 * MINUTE);
    await db.$executeRaw`UPDATE email_outbox SET status = 'sending', attempts = 1, updated_at = ${past} WHERE id = ${id}::uuid`;
    const summary = await sendDueEmails({ transport: resend });
    expect(summary).toMatchObject({ recovered: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("fails an email whose stored payload can no longer be rendered", async () => {
    const { id } = await enqueueOrder();
    await db.emailOutbox.update({ where: { id }, data: { payload: { orderId: 42 } } });
    expect(await sendDueEmails({ transport: resend })).toMatchObject({ failed: 1 });
    expect((await row(id)).lastError).toMatch(/Could not render the email/);
    expect(recorder.requests).toHaveLength(0);
  });
});

describe("without RESEND_API_KEY", () => {
  it("the local transport keeps the email as delivered_locally and logs one line", async () => {
    const lines: string[] = [];
    const { id } = await enqueueOrder();
    expect(await sendDueEmails({ transport: createLocalTransport((l) => lines.push(l)) })).toMatchObject({ deliveredLocally: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(id);
    expect(lines[0]).toContain("sita@example.com");
    expect(await getEmailStatus(id)).toMatchObject({ status: "delivered_locally", delivered: true });
    expect(recorder.requests).toHaveLength(0);
  });
});

describe("immediate sending", () => {
  it("sendEmailsNow sends the given emails and reports their status", async () => {
    const a = await enqueueOrder();
    const b = await enqueueOrder();
    const result = await sendEmailsNow([a.id], { transport: resend });
    expect(result[a.id]).toMatchObject({ status: "sent", delivered: true });
    expect((await row(b.id)).status).toBe("queued");
  });

  it("sendEmailsNow reports a failed attempt without throwing", async () => {
    recorder.script(500);
    const { id } = await enqueueOrder();
    const result = await sendEmailsNow([id], { transport: resend });
    expect(result[id]).toMatchObject({ status: "queued", delivered: false, attempts: 1 });
    expect(result[id]?.lastError).toContain("500");
  });

  it("kickEmailWorker sends due emails in the background (local transport here) and never throws", async () => {
    const { id } = await enqueueOrder();
    expect(() => kickEmailWorker()).not.toThrow();
    for (let i = 0; i < 100 && !(await getEmailStatus(id))?.delivered; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await getEmailStatus(id)).toMatchObject({ status: "delivered_locally" });
  });

  it("getEmailStatus answers null for unknown ids", async () => {
    expect(await getEmailStatus("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getEmailStatus("not-a-uuid")).toBeNull();
  });
});
