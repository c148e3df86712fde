/**
 * Inquiries keep the replies sent (text, time, who) and show them in the detail; the plain-text
 * copy of a reply email keeps its line breaks; with 'Acknowledge messages' on in Settings,
 * whoever writes through the contact or inquiry forms gets an acknowledgement email (off: none).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { replyToInquiry } from "@/lib/actions/admin/inquiries";
import { saveSettingsAction } from "@/lib/actions/admin/settings";
import { submitContactForm } from "@/lib/actions/contact";
import { submitServiceInquiry } from "@/lib/actions/inquiry";
import { listInquiries } from "@/lib/data/admin/inquiries";
import { getSettingsForm } from "@/lib/data/admin/settings";
import { parseInquiryFilters } from "@/lib/domain/admin-filters";
import { renderEmail } from "@/lib/email/templates";
import { drainOutbox } from "@/lib/email/worker";
import { INITIAL_FORM_STATE } from "@/lib/validation/contact";
import { EMAIL_SITE, openBackOffice } from "@/tests/integration/admin/admin-fixtures";

const site = EMAIL_SITE;

beforeAll(() => openBackOffice());

beforeEach(async () => {
  await db.rateLimitEvent.deleteMany();
  await db.emailOutbox.deleteMany();
});

afterAll(async () => {
  await drainOutbox();
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("replies sent", () => {
  it("are kept with their text, time and author, and listed in the inquiry's detail, oldest first", async () => {
    const inquiry = await db.contactSubmission.create({
      data: { name: "Anita Shrestha", email: "anita@example.com", message: "Could you paint\nmy parents?", serviceType: "commission" },
    });
    const first = "Hi Anita,\n\nThank you for your inquiry.\nI would love to.\n\nWarm regards";
    expect((await replyToInquiry({ id: inquiry.id, replyText: first })).ok).toBe(true);
    expect((await replyToInquiry({ id: inquiry.id, replyText: "One more thing: A3 suits best." })).ok).toBe(true);

    const stored = await db.inquiryReply.findMany({ where: { submissionId: inquiry.id }, orderBy: { createdAt: "asc" } });
    expect(stored.map((r) => [r.body, r.authorEmail])).toEqual([
      [first, "owner@studio.test"],
      ["One more thing: A3 suits best.", "owner@studio.test"],
    ]);
    const [listed] = (await listInquiries(parseInquiryFilters({ q: "anita@example.com" }))).filter((i) => i.id === inquiry.id);
    expect(listed.replies.map((r) => r.body)).toEqual([first, "One more thing: A3 suits best."]);
    expect(listed.replies[0]).toMatchObject({ authorEmail: "owner@studio.test", createdAt: stored[0].createdAt.toISOString() });
  });

  it("a refused reply (closed inquiry) keeps nothing", async () => {
    const inquiry = await db.contactSubmission.create({ data: { name: "Ram", email: "ram@example.com", message: "Hello", status: "closed" } });
    expect((await replyToInquiry({ id: inquiry.id, replyText: "Hi" })).ok).toBe(false);
    expect(await db.inquiryReply.count({ where: { submissionId: inquiry.id } })).toBe(0);
  });

  it("the plain-text copy of the reply email keeps the lines as typed", async () => {
    const inquiry = await db.contactSubmission.create({ data: { name: "Mina", email: "mina@example.com", message: "Line one\nLine two" } });
    await replyToInquiry({ id: inquiry.id, replyText: "Hi Mina,\n\nThank you.\nSee you Sunday.\n\n- Sita" });
    const email = await db.emailOutbox.findFirstOrThrow({ where: { type: "inquiry_reply", to: { has: "mina@example.com" } } });
    const { text, html } = await renderEmail("inquiry_reply", email.payload, site);
    expect(text).toContain("Hi Mina,\n\nThank you.\nSee you Sunday.\n\n- Sita");
    expect(text).toContain("Line one\nLine two");
    expect(html).toContain("Thank you.<br/>See you Sunday.");
  });
});

describe("acknowledgement email", () => {
  async function setAcknowledge(on: boolean) {
    const current = await getSettingsForm();
    const result = await saveSettingsAction({ ...current, acknowledgeMessages: on });
    expect(result.ok).toBe(true);
    expect((await getSettingsForm()).acknowledgeMessages).toBe(on);
  }

  it("off (the default): whoever writes gets none", async () => {
    await setAcknowledge(false);
    const state = await submitContactForm(
      INITIAL_FORM_STATE,
      form({ name: "Hari", email: "hari@example.com", phone: "", serviceType: "general", subject: "Hello", message: "Just saying hello." }),
    );
    expect(state.status).toBe("success");
    expect(await db.emailOutbox.count({ where: { type: "inquiry_acknowledgement" } })).toBe(0);
  });

  it("on: the contact form and a service inquiry each acknowledge the writer", async () => {
    await setAcknowledge(true);
    const contact = await submitContactForm(
      INITIAL_FORM_STATE,
      form({ name: "Hari", email: "hari@example.com", phone: "", serviceType: "general", subject: "Hello", message: "Just saying hello." }),
    );
    expect(contact.status).toBe("success");
    const service = await db.service.create({ data: { slug: `ack-workshop-${Date.now()}`, title: "Ink Workshop", category: "workshop" }, select: { id: true } });
    const inquiry = await submitServiceInquiry(
      INITIAL_FORM_STATE,
      form({ serviceId: service.id, name: "Gita", email: "gita@example.com", phone: "", message: "Is there a place on Saturday?" }),
    );
    expect(inquiry.status).toBe("success");

    const acks = await db.emailOutbox.findMany({ where: { type: "inquiry_acknowledgement" }, orderBy: { createdAt: "asc" } });
    expect(acks.map((a) => a.to)).toEqual([["hari@example.com"], ["gita@example.com"]]);
    const rendered = await renderEmail("inquiry_acknowledgement", acks[1].payload, site);
    expect(rendered.subject).toBe("We received your message - Studio");
    expect(rendered.text).toContain("Thank you for your workshop inquiry");
    await setAcknowledge(false);
  });
});
