/**
 * The services page's inquiry action (workshop bookings, consultation requests) against a real
 * PostgreSQL: what is stored, every validation message, sanitising, the rate limit, and that
 * the service is taken from the database, never from the form; sent from a Nepali page (its
 * `locale` field), every answer is in Nepali, and the English stays the spec's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { submitServiceInquiry } from "@/lib/actions/inquiry";
import { drainOutbox } from "@/lib/email/worker";
import { INITIAL_FORM_STATE } from "@/lib/validation/contact";
import type { InquiryFormState } from "@/lib/validation/inquiry";
import ne from "../../messages/ne.json";

// The action translates with next-intl's server API; here over the catalogues as they are.
vi.mock("next-intl/server", async () => (await import("../unit/support/catalogue-translations")).catalogueServer);

const SUCCESS = "Inquiry submitted successfully! We'll get back to you soon.";
const FAILURE = "Failed to submit inquiry. Please try again.";

const ids = { workshop: "", consultation: "", commission: "", hiddenWorkshop: "" };

let counter = 0;
function valid(serviceId: string, overrides: Record<string, string> = {}): Record<string, string> {
  counter++;
  return {
    serviceId,
    name: "Hari Thapa",
    email: `guest${counter}@example.com`,
    phone: "",
    message: "Two seats for next weekend, please.",
    ...overrides,
  };
}

async function submit(fields: Record<string, string>): Promise<InquiryFormState> {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return submitServiceInquiry(INITIAL_FORM_STATE, data);
}

function expectMessage(state: InquiryFormState, message: string) {
  expect(state.status).toBe("error");
  if (state.status === "error") expect(state.message).toBe(message);
}

beforeAll(async () => {
  const create = (slug: string, title: string, category: "workshop" | "consultation" | "commission", available = true) =>
    db.service.create({ data: { slug, title, category, available }, select: { id: true } });
  ids.workshop = (await create("watercolour-weekend", "Watercolour Weekend", "workshop")).id;
  ids.consultation = (await create("art-consultation", "Art Consultation", "consultation")).id;
  ids.commission = (await create("portrait-commission", "Portrait Commission", "commission")).id;
  ids.hiddenWorkshop = (await create("old-workshop", "Old Workshop", "workshop", false)).id;
});

afterAll(async () => {
  await drainOutbox();
});

describe("a valid inquiry", () => {
  it("books a workshop: status new, service type, metadata with inquiry_type workshop_booking", async () => {
    const fields = valid(ids.workshop, { phone: "9801234567" });
    const state = await submit(fields);
    expect(state).toMatchObject({ status: "success", message: SUCCESS });
    const row = await db.contactSubmission.findFirstOrThrow({ where: { email: fields.email } });
    expect(row).toMatchObject({
      name: "Hari Thapa",
      phone: "9801234567",
      message: "Two seats for next weekend, please.",
      status: "new",
      serviceType: "workshop",
      subject: "Workshop booking: Watercolour Weekend",
    });
    expect(row.metadata).toEqual({ service_id: ids.workshop, service_title: "Watercolour Weekend", inquiry_type: "workshop_booking" });
    const email = (await db.emailOutbox.findMany({ where: { type: "contact_form" } })).find(
      (e) => (e.payload as { email?: string }).email === fields.email,
    );
    expect(email?.payload).toMatchObject({ serviceType: "workshop", subject: "Workshop booking: Watercolour Weekend" });
  });

  it("requests a consultation: inquiry_type consultation_request, phone optional", async () => {
    const fields = valid(ids.consultation);
    expect(await submit(fields)).toMatchObject({ status: "success", message: SUCCESS });
    const row = await db.contactSubmission.findFirstOrThrow({ where: { email: fields.email } });
    expect(row.serviceType).toBe("consultation");
    expect(row.phone).toBeNull();
    expect(row.metadata).toEqual({ service_id: ids.consultation, service_title: "Art Consultation", inquiry_type: "consultation_request" });
  });

  it("ignores a service title or type sent with the form", async () => {
    const fields = valid(ids.workshop, { serviceTitle: "Free painting", serviceType: "commission", inquiry_type: "x" });
    expect((await submit(fields)).status).toBe("success");
    const row = await db.contactSubmission.findFirstOrThrow({ where: { email: fields.email } });
    expect(row.serviceType).toBe("workshop");
    expect((row.metadata as { service_title: string }).service_title).toBe("Watercolour Weekend");
  });
});

describe("refused, nothing stored", () => {
  async function expectNothingStored(fields: Record<string, string>, message: string) {
    const before = await db.contactSubmission.count();
    expectMessage(await submit(fields), message);
    expect(await db.contactSubmission.count()).toBe(before);
  }

  it.each(["name", "email", "message"])("without %s -> 'All required fields must be filled'", async (field) => {
    await expectNothingStored(valid(ids.workshop, { [field]: "" }), "All required fields must be filled");
  });

  it("with an invalid email", async () => {
    await expectNothingStored(valid(ids.workshop, { email: "nobody" }), "Invalid Email. Please enter a valid email address");
  });

  it("with an invalid phone", async () => {
    await expectNothingStored(valid(ids.workshop, { phone: "call me" }), "Please enter a valid phone number");
  });

  it("for a commission, a hidden service, an unknown or a malformed service id", async () => {
    await expectNothingStored(valid(ids.commission), FAILURE);
    await expectNothingStored(valid(ids.hiddenWorkshop), FAILURE);
    await expectNothingStored(valid("3f1b2c4d-0000-4000-8000-000000000000"), FAILURE);
    await expectNothingStored(valid("not-a-uuid"), FAILURE);
    await expectNothingStored(valid(""), FAILURE);
  });

  it("keeps the typed values for the form", async () => {
    const fields = valid(ids.workshop, { email: "nobody" });
    const state = await submit(fields);
    expect(state.status === "error" && state.values).toEqual({
      serviceId: fields.serviceId,
      name: fields.name,
      email: "nobody",
      phone: "",
      message: fields.message,
    });
  });
});

describe("from a Nepali page (locale=ne)", () => {
  it("is answered in Nepali: refusals field by field, nothing stored, then the thanks", async () => {
    const before = await db.contactSubmission.count();
    const refused = await submit(valid(ids.workshop, { locale: "ne", name: "", email: "nobody", phone: "call me" }));
    expect(refused).toMatchObject({
      status: "error",
      message: ne.contactMessages.required,
      fieldErrors: { name: ne.contactMessages.required, email: ne.contactMessages.invalidEmail, phone: ne.contactMessages.invalidPhone },
    });
    expectMessage(await submit(valid(ids.commission, { locale: "ne" })), ne.inquiryMessages.failure);
    expectMessage(await submit(valid(ids.workshop, { locale: "ne", serviceId: "x".repeat(65) })), ne.inquiryMessages.serviceTooLong);
    expect(await db.contactSubmission.count()).toBe(before);
    const fields = valid(ids.workshop, { locale: "ne" });
    expect(await submit(fields)).toMatchObject({ status: "success", message: ne.inquiryMessages.success });
    // What is stored for the artist stays as the back office reads it.
    expect((await db.contactSubmission.findFirstOrThrow({ where: { email: fields.email } })).subject).toBe("Workshop booking: Watercolour Weekend");
  });

  it("an English, missing or unknown language gets the spec's English", async () => {
    for (const locale of ["en", "fr", "x".repeat(300)]) {
      expectMessage(await submit(valid(ids.workshop, { locale, email: "nobody" })), "Invalid Email. Please enter a valid email address");
    }
    expect(await submit(valid(ids.consultation, { locale: "en" }))).toMatchObject({ status: "success", message: SUCCESS });
  });
});

describe("sanitising", () => {
  it.each([
    ["a script block", "Hi <script>alert(1)</script>there", "Hi there"],
    ["an iframe block", "Hi <iframe src=x></iframe>there", "Hi there"],
    ["an inline event handler", '<p onclick="steal()">Hi</p>', "<p>Hi</p>"],
    ["javascript:", "see javascript:alert(1)", "see alert(1)"],
  ])("removes %s", async (_label, message, expected) => {
    const fields = valid(ids.consultation, { message });
    expect((await submit(fields)).status).toBe("success");
    expect((await db.contactSubmission.findFirstOrThrow({ where: { email: fields.email } })).message).toBe(expected);
  });
});

describe("rate limit", () => {
  // Every inquiry here comes from one client ("unknown"): only the per-email limit is under test.
  beforeEach(() => db.rateLimitEvent.deleteMany({ where: { bucket: { in: ["inquiry-client", "inquiry-all"] } } }));

  it("refuses the 6th inquiry from one email within 60 s", async () => {
    const email = "eager@example.com";
    for (let i = 0; i < 5; i++) expect((await submit(valid(ids.workshop, { email }))).status).toBe("success");
    expectMessage(await submit(valid(ids.consultation, { email })), "Too many submissions. Please wait a moment before trying again.");
    expect(await db.contactSubmission.count({ where: { email } })).toBe(5);
  });
});
