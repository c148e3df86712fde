/**
 * Demo mode in the order, customer and inquiry back office: every change is refused with the
 * spec's demo-mode wording and nothing changes; viewing an inquiry still works.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { addOrderNote, markPaid, rejectOrderPayment, updateOrderStatus, updatePaymentStatus } from "@/lib/actions/admin/orders";
import { setCustomerRole } from "@/lib/actions/admin/customers";
import { closeInquiry, replyToInquiry, setInquiryStatus, viewInquiry } from "@/lib/actions/admin/inquiries";
import { createArtwork, createOrder, createProfile, signInAs } from "./admin-fixtures";

let orderId = "";
let inquiryId = "";
let customerEmail = "";

async function resetClient(): Promise<void> {
  const g = globalThis as unknown as { __prisma?: { $disconnect(): Promise<void> } };
  await g.__prisma?.$disconnect();
  g.__prisma = undefined;
}

beforeAll(async () => {
  const admin = await createProfile("demo-verifier@studio.test", "admin");
  signInAs(admin);
  const art = await createArtwork("Demo Study");
  orderId = (await createOrder({ originals: [art] })).id;
  customerEmail = (await createProfile("collector@example.com", "user")).email;
  inquiryId = (
    await db.contactSubmission.create({ data: { name: "Hari", email: "hari@example.com", subject: "Hello", message: "A question", status: "new" } })
  ).id;
});

beforeEach(async () => {
  process.env.DEMO_MODE = "true";
  resetEnvForTests();
  await resetClient();
});

afterEach(async () => {
  delete process.env.DEMO_MODE;
  resetEnvForTests();
  await resetClient();
});

async function snapshot() {
  return {
    order: await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, paymentStatus: true, transactionReference: true } }),
    notes: await db.orderNote.count(),
    history: await db.orderHistory.count(),
    role: (await db.profile.findUniqueOrThrow({ where: { email: customerEmail } })).role,
    inquiry: (await db.contactSubmission.findUniqueOrThrow({ where: { id: inquiryId } })).status,
    emails: await db.emailOutbox.count(),
  };
}

describe("demo mode in the back office", () => {
  it("refuses order, payment, note, role and inquiry changes with the spec's wording, changing nothing", async () => {
    const before = await snapshot();
    expect(await updateOrderStatus({ orderId, status: "processing" })).toEqual({
      ok: false,
      message: "Order status update not available in demo mode",
    });
    for (const result of [
      await updatePaymentStatus({ orderId, paymentStatus: "paid" }),
      await markPaid({ orderId, transactionReference: "ESW123" }),
      await rejectOrderPayment({ orderId, notifyCustomer: false }),
    ]) {
      expect(result).toEqual({ ok: false, message: "Payment status update not available in demo mode" });
    }
    expect(await addOrderNote({ orderId, body: "called the customer" })).toEqual({ ok: false, message: "Order updates not available in demo mode" });
    expect(await setCustomerRole({ email: customerEmail, role: "admin" })).toEqual({ ok: false, message: "Role update not available in demo mode" });
    for (const result of [
      await replyToInquiry({ id: inquiryId, replyText: "Thank you" }),
      await closeInquiry({ id: inquiryId }),
      await setInquiryStatus({ id: inquiryId, status: "replied" }),
    ]) {
      expect(result).toEqual({ ok: false, message: "Updating contact submissions not available in demo mode" });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("still opens an inquiry, without marking it read", async () => {
    expect(await viewInquiry({ id: inquiryId })).toMatchObject({ ok: true, data: { id: inquiryId, status: "new" } });
    expect((await db.contactSubmission.findUniqueOrThrow({ where: { id: inquiryId } })).status).toBe("new");
  });
});
