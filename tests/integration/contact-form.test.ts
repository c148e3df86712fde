/**
 * The contact form's server action against a real PostgreSQL: every validation message, the
 * four sanitising patterns, the 5-per-60-s limit, nothing stored on invalid input, the
 * notification email queued in the same transaction, and the failure message when storing fails.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { submitContactForm } from "@/lib/actions/contact";
import { drainOutbox } from "@/lib/email/worker";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { CONTACT_MESSAGES, INITIAL_FORM_STATE, type ContactFormState } from "@/lib/validation/contact";

const ARTIST_EMAIL = "studio@artist.test";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

let counter = 0;
/** A valid submission with a fresh email each time (so the rate limit does not interfere). */
function valid(overrides: Record<string, string> = {}): Record<string, string> {
  counter++;
  return {
    name: "Sita Gurung",
    email: `visitor${counter}@example.com`,
    phone: "+977 980-1234567",
    serviceType: "commission",
    subject: "A family portrait",
    message: "Could you paint our family from a photo?",
    ...overrides,
  };
}

async function submit(fields: Record<string, string>): Promise<ContactFormState> {
  return submitContactForm(INITIAL_FORM_STATE, form(fields));
}

function expectError(state: ContactFormState, message: string) {
  expect(state.status).toBe("error");
  if (state.status !== "error") return;
  expect(state.message).toBe(message);
}

beforeEach(async () => {
  // Every submission here comes from one client (no request, so the address is "unknown"): the
  // per-client and overall limits are tested on their own (public-hardening.test.ts).
  await db.rateLimitEvent.deleteMany({ where: { bucket: { in: ["contact-client", "contact-all"] } } });
  await db.settings.upsert({
    where: { id: 1 },
    update: { contactEmail: ARTIST_EMAIL, enableNotifications: true },
    create: { ...DEFAULT_SETTINGS, id: 1, contactEmail: ARTIST_EMAIL, paymentDetails: {}, socialLinks: [] },
  });
});

afterAll(async () => {
  // Let the email sends kicked by the action finish before the database goes away.
  await drainOutbox();
});

describe("a valid message", () => {
  it("is stored with status new, answers with the spec's text and queues the artist's email", async () => {
    const fields = valid({ email: "Visitor.Case@Example.COM" });
    const state = await submit(fields);
    expect(state).toMatchObject({ status: "success", message: "Thank you for your message! I'll get back to you as soon as possible." });

    const row = await db.contactSubmission.findFirstOrThrow({ where: { email: "visitor.case@example.com" } });
    expect(row).toMatchObject({
      name: "Sita Gurung",
      phone: "+977 980-1234567",
      subject: "A family portrait",
      message: "Could you paint our family from a photo?",
      serviceType: "commission",
      status: "new",
    });
    if (state.status === "success") expect(state.id).toBe(row.id);

    const emails = await db.emailOutbox.findMany({ where: { type: "contact_form" } });
    const email = emails.find((e) => (e.payload as { email?: string }).email === "visitor.case@example.com");
    expect(email).toBeDefined();
    expect(email!.to).toEqual([ARTIST_EMAIL]);
    expect(email!.payload).toMatchObject({
      name: "Sita Gurung",
      email: "visitor.case@example.com",
      phone: "+977 980-1234567",
      subject: "A family portrait",
      serviceType: "commission",
      message: "Could you paint our family from a photo?",
    });
  });

  it("needs name, email, service type, subject and message; phone is optional; General is stored as no service type", async () => {
    const fields = valid({ phone: "", serviceType: "general" });
    expect((await submit(fields)).status).toBe("success");
    const row = await db.contactSubmission.findFirstOrThrow({ where: { email: fields.email } });
    expect(row).toMatchObject({ phone: null, subject: "A family portrait", serviceType: null });
  });

  it("enforces what the labels promise: service type and subject are required", async () => {
    for (const missing of ["subject", "serviceType"]) {
      const fields = valid({ [missing]: "  " });
      const state = await submit(fields);
      expectError(state, CONTACT_MESSAGES.required);
      expect(await db.contactSubmission.count({ where: { email: fields.email } })).toBe(0);
    }
  });

  it("treats an unknown service type as General", async () => {
    const fields = valid({ serviceType: "sculpture" });
    expect((await submit(fields)).status).toBe("success");
    expect((await db.contactSubmission.findFirstOrThrow({ where: { email: fields.email } })).serviceType).toBeNull();
  });
});

describe("validation: every message, nothing stored", () => {
  it.each([
    ["name", { name: "" }],
    ["email", { email: "" }],
    ["message", { message: "" }],
    ["name (only spaces)", { name: "   " }],
    ["message (only a script)", { message: "<script>alert(1)</script>" }],
  ])("missing %s -> 'All required fields must be filled'", async (_label, override) => {
    const before = await db.contactSubmission.count();
    const state = await submit(valid(override));
    expectError(state, "All required fields must be filled");
    expect(await db.contactSubmission.count()).toBe(before);
  });

  it.each(["not-an-email", "a@b", "two words@example.com", "@example.com", "me@example."])(
    "email %j -> 'Invalid Email. Please enter a valid email address'",
    async (email) => {
      const before = await db.contactSubmission.count();
      expectError(await submit(valid({ email })), "Invalid Email. Please enter a valid email address");
      expect(await db.contactSubmission.count()).toBe(before);
    },
  );

  it.each(["12345", "phone: 9801234567", "980123456789012345678", "98012x34567"])(
    "phone %j -> 'Please enter a valid phone number'",
    async (phone) => {
      const before = await db.contactSubmission.count();
      expectError(await submit(valid({ phone })), "Please enter a valid phone number");
      expect(await db.contactSubmission.count()).toBe(before);
    },
  );

  it.each(["9801234567", "+977 (1) 5523-456", "01-5523456 12"])("phone %j is accepted", async (phone) => {
    expect((await submit(valid({ phone }))).status).toBe("success");
  });

  it("refuses over-long fields with their own messages", async () => {
    expectError(await submit(valid({ name: "x".repeat(101) })), CONTACT_MESSAGES.nameTooLong);
    expectError(await submit(valid({ subject: "x".repeat(201) })), CONTACT_MESSAGES.subjectTooLong);
    expectError(await submit(valid({ message: "x".repeat(5001) })), CONTACT_MESSAGES.messageTooLong);
  });

  it("reports the required-fields message first and marks each field", async () => {
    const state = await submit(valid({ name: "", email: "bad", phone: "1" }));
    expectError(state, "All required fields must be filled");
    if (state.status !== "error") return;
    expect(state.fieldErrors).toMatchObject({
      name: "All required fields must be filled",
      email: "Invalid Email. Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
  });

  it("hands the typed values back so the form keeps them", async () => {
    const fields = valid({ email: "bad" });
    const state = await submit(fields);
    expect(state.status).toBe("error");
    if (state.status !== "error") return;
    expect(state.values).toEqual({ ...fields });
  });
});

describe("sanitising on the server", () => {
  async function stored(message: string, extra: Record<string, string> = {}) {
    const fields = valid({ message, ...extra });
    expect((await submit(fields)).status).toBe("success");
    return db.contactSubmission.findFirstOrThrow({ where: { email: fields.email } });
  }

  it("removes script blocks", async () => {
    expect((await stored("Hello <script>alert('x')</script>there")).message).toBe("Hello there");
    expect((await stored("A<SCRIPT type='text/javascript'>\nsteal()\n</SCRIPT >B")).message).toBe("AB");
  });

  it("removes iframe blocks", async () => {
    expect((await stored('See <iframe src="https://evil.example"></iframe>this')).message).toBe("See this");
  });

  it("removes inline event handlers", async () => {
    expect((await stored('<img src="x.png" onerror="alert(1)"> nice work')).message).toBe('<img src="x.png"> nice work');
    expect((await stored("<b onclick='go()' onmouseover=go()>bold</b>")).message).toBe("<b>bold</b>");
  });

  it("removes javascript: strings", async () => {
    expect((await stored('<a href="javascript:alert(1)">link</a>')).message).toBe("<a>link</a>");
    expect((await stored("JavaScript :void(0) text")).message).toBe("void(0) text");
  });

  it("sanitises every text field and trims", async () => {
    const row = await stored("  padded message  ", {
      name: "  <script>x</script>Ram  ",
      subject: "<iframe></iframe>Subject onload=x ",
    });
    expect(row.name).toBe("Ram");
    // "onload=x" outside a tag is the visitor's text, not markup: it stays.
    expect(row.subject).toBe("Subject onload=x");
    expect(row.message).toBe("padded message");
  });

  it("cannot be tricked by nesting", async () => {
    expect((await stored("a<scr<script>x</script>ipt>alert(1)</script>b")).message).toBe("aalert(1)b");
  });
});

describe("rate limit: 5 per email per 60 s", () => {
  it("refuses the 6th submission within 60 s and stores nothing for it", async () => {
    const email = "busy.visitor@example.com";
    for (let i = 0; i < 5; i++) {
      expect((await submit(valid({ email, message: `Message ${i}` }))).status).toBe("success");
    }
    const sixth = await submit(valid({ email, message: "Message 6" }));
    expectError(sixth, "Too many submissions. Please wait a moment before trying again.");
    expect(await db.contactSubmission.count({ where: { email } })).toBe(5);
    // Counted per email, whatever its case; another email is not affected.
    expectError(await submit(valid({ email: "BUSY.visitor@example.com" })), CONTACT_MESSAGES.rateLimited);
    expect((await submit(valid())).status).toBe("success");
  });

  it("does not count invalid submissions", async () => {
    const email = "careless@example.com";
    for (let i = 0; i < 6; i++) await submit(valid({ email, message: "" }));
    expect((await submit(valid({ email }))).status).toBe("success");
  });

  it("allows the email again once its attempts are older than 60 s", async () => {
    const email = "patient@example.com";
    const old = new Date(Date.now() - 61_000);
    await db.rateLimitEvent.createMany({
      data: Array.from({ length: 5 }, () => ({ bucket: "contact", key: `${email}|unknown`, createdAt: old })),
    });
    expect((await submit(valid({ email }))).status).toBe("success");
  });
});

describe("failures", () => {
  it("keeps the message when the notification email cannot be queued", async () => {
    await db.settings.update({ where: { id: 1 }, data: { contactEmail: "not an address" } });
    const fields = valid();
    const before = await db.emailOutbox.count();
    expect((await submit(fields)).status).toBe("success");
    expect(await db.contactSubmission.count({ where: { email: fields.email } })).toBe(1);
    expect(await db.emailOutbox.count()).toBe(before);
  });

  it("queues no email when notifications are switched off", async () => {
    await db.settings.update({ where: { id: 1 }, data: { enableNotifications: false } });
    const before = await db.emailOutbox.count();
    expect((await submit(valid())).status).toBe("success");
    expect(await db.emailOutbox.count()).toBe(before);
  });

  it("answers 'Message delivery is temporarily unavailable...' with the contact email when storing fails", async () => {
    await db.$executeRawUnsafe("ALTER TABLE contact_submissions RENAME TO contact_submissions_away");
    try {
      const fields = valid();
      const state = await submit(fields);
      expectError(
        state,
        `Message delivery is temporarily unavailable. Please email me directly at ${ARTIST_EMAIL} or call the number below.`,
      );
      if (state.status === "error") expect(state.values.message).toBe(fields.message);
    } finally {
      await db.$executeRawUnsafe("ALTER TABLE contact_submissions_away RENAME TO contact_submissions");
    }
    // Nothing of the failed attempt was kept: not even its rate-limit count.
    expect(await db.rateLimitEvent.count({ where: { key: `visitor${counter}@example.com|unknown` } })).toBe(0);
  });
});
