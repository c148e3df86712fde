/**
 * Customers (roles, owner protection, welcome email with a single-use set-password link) and
 * inquiries (view, reply through the outbox, close, filters) on the real PostgreSQL.
 */
process.env.OWNER_EMAIL = "owner@studio.test";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { drainOutbox } from "@/lib/email/worker";
import { setCustomerRole } from "@/lib/actions/admin/customers";
import { setPasswordAction } from "@/lib/actions/set-password";
import { listCustomers } from "@/lib/data/admin/customers";
import { canonicalEmail } from "@/lib/domain/email-address";
import { closeInquiry, replyToInquiry, viewInquiry } from "@/lib/actions/admin/inquiries";
import { listInquiries } from "@/lib/data/admin/inquiries";
import { parseInquiryFilters } from "@/lib/domain/admin-filters";
import { defaultReplyText } from "@/lib/validation/admin/inquiries";
import { authenticate } from "@/lib/auth/sign-in";
import { createOrder, createProfile, signInAs } from "./admin-fixtures";

let admin: { id: string; email: string };

beforeAll(async () => {
  await db.settings.upsert({
    where: { id: 1 },
    create: { id: 1, siteName: "Admin Test Studio", siteDescription: "Test", contactEmail: "studio@example.com", supportEmail: "support@example.com" },
    update: {},
  });
  admin = await createProfile("manager@studio.test", "admin");
});

beforeEach(async () => {
  signInAs(admin);
  await db.emailOutbox.deleteMany();
});

afterAll(async () => {
  await drainOutbox();
});

describe("customers", () => {
  it("lists profiles and people who ordered, with totals from paid orders only", async () => {
    await createOrder({ email: "Gita@Example.com", name: "Gita Rai", paymentStatus: "paid", totalPaisa: 12_000_00 });
    await createOrder({ email: "gita@example.com", name: "Gita Rai", paymentStatus: "pending", totalPaisa: 5_000_00 });
    await createProfile("registered@example.com", "user", { password: null, fullName: "Reg User" });
    const customers = await listCustomers();
    const gita = customers.find((c) => c.email === "gita@example.com");
    expect(gita).toMatchObject({ profileId: null, name: "Gita Rai", totalOrders: 2, totalSpentPaisa: 12_000_00, role: null });
    expect(gita?.lastOrderDate).toBeInstanceOf(Date);
    expect(customers.find((c) => c.email === "registered@example.com")).toMatchObject({ role: "user", totalOrders: 0 });
    expect((await listCustomers({ search: "gita" })).map((c) => c.email)).toEqual(["gita@example.com"]);
  });

  it("groups one person's spellings of an address (+tags, Gmail dots) under one mailbox, with its profile", async () => {
    await createOrder({ email: "maya.lama+art@gmail.com", name: "Maya Lama", paymentStatus: "paid", totalPaisa: 3_000_00 });
    await createOrder({ email: "mayalama@googlemail.com", name: "Maya Lama", paymentStatus: "paid", totalPaisa: 4_000_00 });
    await createProfile("Maya.Lama@gmail.com", "user", { password: null, fullName: "Maya L." });
    const maya = (await listCustomers()).filter((c) => c.name.startsWith("Maya"));
    expect(maya).toHaveLength(1);
    expect(maya[0]).toMatchObject({ totalOrders: 2, totalSpentPaisa: 7_000_00, role: "user" });
  });

  it("the database's canonical_email() agrees with canonicalEmail()", async () => {
    const corpus = [
      "Sita.Gurung+Art@Gmail.com",
      "s.i.t.a@googlemail.com.",
      "ram+1@example.com",
      "ram.thapa@Example.COM",
      "+only@example.com",
      "  padded@example.com ",
      "no-at-sign",
      "a@b@c.com",
      "नेपाल@उदाहरण.नेपाल",
    ];
    for (const email of corpus) {
      const [row] = await db.$queryRaw<{ c: string }[]>`SELECT canonical_email(${email}::text) AS c`;
      expect(row.c, email).toBe(canonicalEmail(email));
    }
  });

  it("Make Admin without a password queues the Welcome email; the link sets the password once, then expires", async () => {
    await createOrder({ email: "bikash@example.com", name: "Bikash Thapa" });
    const result = await setCustomerRole({ email: "Bikash@Example.com", role: "admin" });
    expect(result).toEqual({ ok: true, message: "Customer role updated to admin", data: { role: "admin", welcomeEmailQueued: true } });
    const profile = await db.profile.findUniqueOrThrow({ where: { email: "bikash@example.com" } });
    expect(profile).toMatchObject({ role: "admin", fullName: "Bikash Thapa", passwordHash: null });
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "welcome" } });
    expect(email.to).toEqual(["bikash@example.com"]);
    const payload = email.payload as { setPasswordUrl: string; expiresAt: string; name: string };
    expect(payload.name).toBe("Bikash Thapa");
    const token = new URL(payload.setPasswordUrl).searchParams.get("token")!;
    expect(new URL(payload.setPasswordUrl).pathname).toBe("/set-password");
    expect(new Date(payload.expiresAt).getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);

    expect(await setPasswordAction({ token, password: "short", confirm: "short" })).toMatchObject({ ok: false });
    // A hand-made call without the fields gets the page's own wording, not the validator's.
    for (const input of [null, "token", { token: 1 }]) {
      expect(await setPasswordAction(input)).toEqual({ ok: false, message: "This link is invalid or has expired. Ask an administrator for a new one." });
    }
    expect(await setPasswordAction({ token, password: "a-good-password", confirm: "another-one!" })).toEqual({
      ok: false,
      message: "The passwords do not match.",
    });
    expect(await setPasswordAction({ token, password: "a-good-password", confirm: "a-good-password" })).toEqual({
      ok: true,
      message: "Your password has been set. You can now sign in.",
    });
    expect((await authenticate({ email: "bikash@example.com", password: "a-good-password", address: "t" })).ok).toBe(true);
    // Single use.
    expect(await setPasswordAction({ token, password: "another-password", confirm: "another-password" })).toEqual({
      ok: false,
      message: "This link is invalid or has expired. Ask an administrator for a new one.",
    });
    expect((await authenticate({ email: "bikash@example.com", password: "a-good-password", address: "t" })).ok).toBe(true);
  });

  it("an expired link does nothing", async () => {
    await createProfile("late@example.com", "user", { password: null });
    await setCustomerRole({ email: "late@example.com", role: "admin" });
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "welcome" } });
    const token = new URL((email.payload as { setPasswordUrl: string }).setPasswordUrl).searchParams.get("token")!;
    await db.loginToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await setPasswordAction({ token, password: "a-good-password", confirm: "a-good-password" })).toMatchObject({ ok: false });
    expect((await db.profile.findUniqueOrThrow({ where: { email: "late@example.com" } })).passwordHash).toBeNull();
  });

  it("Make User demotes; the owner and oneself cannot be demoted; an admin with a password gets no email", async () => {
    await createProfile("helper@example.com", "admin");
    expect(await setCustomerRole({ email: "helper@example.com", role: "user" })).toMatchObject({ ok: true, message: "Customer role updated to user" });
    expect(await setCustomerRole({ email: "helper@example.com", role: "admin" })).toMatchObject({ ok: true, data: { welcomeEmailQueued: false } });

    await createProfile("owner@studio.test", "admin");
    expect(await setCustomerRole({ email: "OWNER@studio.test", role: "user" })).toEqual({
      ok: false,
      message: "The owner account is always an administrator and cannot be demoted.",
    });
    expect((await db.profile.findUniqueOrThrow({ where: { email: "owner@studio.test" } })).role).toBe("admin");
    expect(await setCustomerRole({ email: "manager@studio.test", role: "user" })).toEqual({
      ok: false,
      message: "You cannot remove your own administrator role.",
    });
    expect(await setCustomerRole({ email: "nobody-at-all@example.com", role: "admin" })).toMatchObject({ ok: false });
  });
});

describe("inquiries", () => {
  async function inquiry(data: Partial<{ name: string; email: string; subject: string; message: string; serviceType: "commission" | "workshop" | "consultation" | null; status: "new" | "read" | "replied" | "closed" }> = {}) {
    return db.contactSubmission.create({
      data: {
        name: data.name ?? "Anita Shrestha",
        email: data.email ?? "anita@example.com",
        subject: data.subject ?? "Portrait of my parents",
        message: data.message ?? "Could you paint my parents from a photo?",
        serviceType: data.serviceType === undefined ? "commission" : data.serviceType,
        status: data.status ?? "new",
      },
    });
  }

  beforeEach(async () => {
    await db.contactSubmission.deleteMany();
  });

  it("View sets a new inquiry to read; Reply queues the email and sets replied; Close disables replies", async () => {
    const row = await inquiry();
    expect(await viewInquiry({ id: row.id })).toEqual({ ok: true, data: { id: row.id, status: "read" } });
    expect(await replyToInquiry({ id: row.id, replyText: "   " })).toMatchObject({ ok: false, message: "Write a reply first" });
    const text = `${defaultReplyText("Anita Shrestha", "commission")}I would love to.`;
    expect(text.startsWith("Hi Anita Shrestha,\n\nThank you for your inquiry about our commission service.")).toBe(true);
    const reply = await replyToInquiry({ id: row.id, replyText: text });
    expect(reply).toMatchObject({ ok: true, message: "Reply has been sent to the customer", data: { status: "replied" } });
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "inquiry_reply" } });
    expect(email.to).toEqual(["anita@example.com"]);
    expect(email.payload).toEqual({
      name: "Anita Shrestha",
      email: "anita@example.com",
      serviceType: "commission",
      replyText: text,
      originalMessage: "Could you paint my parents from a photo?",
    });
    expect(await viewInquiry({ id: row.id })).toMatchObject({ data: { status: "replied" } });
    expect(await closeInquiry({ id: row.id })).toEqual({ ok: true, message: "Status updated successfully", data: { id: row.id, status: "closed" } });
    expect(await replyToInquiry({ id: row.id, replyText: "one more" })).toEqual({ ok: false, message: "This inquiry is closed: replies are disabled." });
    expect(await db.emailOutbox.count({ where: { type: "inquiry_reply" } })).toBe(1);
  });

  it("the default reply names 'our services' for an unknown service type", () => {
    expect(defaultReplyText("Ram", null)).toBe("Hi Ram,\n\nThank you for your inquiry about our services. ");
  });

  it("search over name, email, subject and message; status and service-type filters (general = none)", async () => {
    await inquiry({ name: "Kiran", email: "kiran@example.com", subject: "Workshop dates", message: "When?", serviceType: "workshop" });
    await inquiry({ name: "Sunita", email: "sunita@example.com", subject: "Hello", message: "Love the mandala series", serviceType: null, status: "replied" });
    await inquiry({});
    const names = async (params: Record<string, string>) => (await listInquiries(parseInquiryFilters(params))).map((i) => i.name).sort();
    expect(await names({})).toEqual(["Anita Shrestha", "Kiran", "Sunita"]);
    expect(await names({ q: "MANDALA" })).toEqual(["Sunita"]);
    expect(await names({ q: "kiran@" })).toEqual(["Kiran"]);
    expect(await names({ q: "workshop dates" })).toEqual(["Kiran"]);
    expect(await names({ status: "replied" })).toEqual(["Sunita"]);
    expect(await names({ type: "general" })).toEqual(["Sunita"]);
    expect(await names({ type: "commission", status: "new" })).toEqual(["Anita Shrestha"]);
    expect(await names({ q: "zzz-nothing" })).toEqual([]);
  });
});
