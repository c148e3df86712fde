/**
 * The mailing list and the rest of the buyer's emails in Nepali: a sign-up on a Nepali page is
 * answered in Nepali, remembers its language (list_subscriptions.locale) and gets its
 * confirmation and alerts in Nepali, with links to the Nepali pages; English sign-ups and orders
 * stay as they were. An order placed in Nepali gets its cancellation, expiry, link and
 * commission emails in Nepali too.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidateTag: () => {},
}));
// The actions translate with next-intl's server API, which needs a React Server Components
// request; here the same catalogues are read through next-intl's plain translator.
vi.mock("next-intl/server", () => import("../support/next-intl-server-catalogues"));
vi.mock("@/lib/email/worker", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/email/worker")>()),
  kickEmailWorker: () => {},
}));

import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { signUpForAlert, signUpForList } from "@/lib/actions/mailing-list";
import { POST as confirmPost } from "@/app/api/list/confirm/route";
import { POST as unsubscribePost } from "@/app/api/list/unsubscribe/route";
import { enqueueEmail } from "@/lib/email/outbox";
import { loadEmailSite } from "@/lib/email/site";
import { renderEmail } from "@/lib/email/templates";
import type { EmailType } from "@/lib/email/types";
import { LIST_MESSAGES } from "@/lib/domain/mailing-list";
import { INITIAL_LIST_SIGN_UP_STATE } from "@/lib/validation/mailing-list";
import { queueCategoryAlerts } from "@/lib/mailing-list/alerts";
import { sendNoteToList } from "@/lib/mailing-list/notes";
import { unsubscribeToken } from "@/lib/mailing-list/tokens";
import { placePendingOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { artworkLine, createShop, emptyShop, orderInput, useTemporaryStorage, type Shop } from "./checkout-fixtures";

process.env.SITE_URL = "https://art.example.com";
process.env.AUTH_SECRET = "a-test-secret-of-at-least-thirty-two-characters";

const DEVANAGARI = /[\u0900-\u097F]/;
let shop: Shop;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function latest(type: EmailType, to: string) {
  const row = await db.emailOutbox.findFirstOrThrow({ where: { type, to: { has: to } }, orderBy: { createdAt: "desc" } });
  return { row, rendered: await renderEmail(type, row.payload, await loadEmailSite(db)) };
}

async function confirmFrom(email: string, locale?: string): Promise<Response> {
  const { row } = await latest("list_confirm", email);
  const token = new URL((row.payload as { confirmUrl: string }).confirmUrl).searchParams.get("token")!;
  return confirmPost(
    new NextRequest("https://art.example.com/api/list/confirm", { method: "POST", body: new URLSearchParams({ token, ...(locale ? { locale } : {}) }) }),
  );
}

beforeAll(async () => {
  shop = await createShop();
});

beforeEach(async () => {
  await emptyShop();
  await db.rateLimitEvent.deleteMany();
  await db.listSubscription.deleteMany();
  await db.settings.update({ where: { id: 1 }, data: { enableOrders: true, enableNotifications: true, nepaliNumerals: "devanagari" } });
  useTemporaryStorage();
});

afterAll(async () => {
  await db.listSubscription.deleteMany();
});

describe("a sign-up on a Nepali page", () => {
  it("is answered in Nepali, remembers its language, and its confirmation email and pages are Nepali", async () => {
    const answer = await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: "sita@example.com", locale: "ne" }));
    expect(answer.status).toBe("success");
    expect(answer).toMatchObject({ message: expect.stringContaining("कृपया आफ्नो इनबक्स हेर्नुहोस्") });
    expect((await db.listSubscription.findFirstOrThrow({ where: { email: "sita@example.com" } })).locale).toBe("ne");

    const { row, rendered } = await latest("list_confirm", "sita@example.com");
    expect(row.payload).toMatchObject({ locale: "ne", confirmUrl: expect.stringMatching(/^https:\/\/art\.example\.com\/ne\/list\/confirm\?token=/) });
    expect(rendered.subject).toMatch(/^कृपया आफ्नो इमेल ठेगाना पुष्टि गर्नुहोस् - /);
    expect(rendered.html).toContain('lang="ne"');
    expect(rendered.text).toContain("तपाईंले पुष्टि नगरेसम्म केही पठाइँदैन");
    expect(rendered.text).not.toContain("Confirm my email address");

    // The confirm page's button says its language: the answer page is the Nepali one.
    const confirmed = await confirmFrom("sita@example.com", "ne");
    expect(confirmed.headers.get("location")).toBe("https://art.example.com/ne/list/confirm?done=list");
  });

  it("answers a refusal in Nepali, and in English for an English or unknown language", async () => {
    expect(await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: "not-an-address", locale: "ne" }))).toMatchObject({
      status: "error",
      message: "कृपया name@example.com जस्तो सही इमेल ठेगाना लेख्नुहोस्।",
    });
    for (const locale of ["en", "fr", "ne".repeat(40), ""]) {
      expect(await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: "not-an-address", locale }))).toMatchObject({ status: "error", message: LIST_MESSAGES.emailInvalid });
    }
    expect(await signUpForAlert(INITIAL_LIST_SIGN_UP_STATE, form({ email: "a@example.com", kind: "prints", target: "no-such-work", locale: "ne" }))).toMatchObject({
      status: "error",
      message: "यो कृति वा वर्ग अब ग्यालरीमा छैन।",
    });
  });

  it("gets its category alert in Nepali: the category's Nepali name, Nepali links and unsubscribe page", async () => {
    const category = await db.category.create({ data: { name: "Landscapes", nameNe: "भू-दृश्य", slug: "landscapes-ne" } });
    expect(await signUpForAlert(INITIAL_LIST_SIGN_UP_STATE, form({ email: "hari@example.com", kind: "category", target: "landscapes-ne", locale: "ne" }))).toMatchObject({
      status: "success",
    });
    const { rendered: confirmation } = await latest("list_confirm", "hari@example.com");
    expect(confirmation.text).toContain("भू-दृश्य मा नयाँ कृति थपिँदा इमेल");
    await confirmFrom("hari@example.com", "ne");

    const work = await db.artwork.create({
      data: { title: "Annapurna at Dawn", titleNe: "बिहानको अन्नपूर्ण", slug: "annapurna-dawn-ne", pricePaisa: 30_000_00, categoryId: category.id, images: [] },
    });
    await db.$transaction((tx) => queueCategoryAlerts(tx, work.id));
    const { row, rendered } = await latest("list_alert", "hari@example.com");
    expect(row.payload).toMatchObject({
      locale: "ne",
      categoryName: "भू-दृश्य",
      work: { title: "बिहानको अन्नपूर्ण", url: "https://art.example.com/ne/gallery/annapurna-dawn-ne" },
      unsubscribePageUrl: expect.stringMatching(/^https:\/\/art\.example\.com\/ne\/list\/unsubscribe\?token=/),
    });
    expect(rendered.subject).toMatch(/^भू-दृश्य मा नयाँ: बिहानको अन्नपूर्ण - /);
    expect(rendered.text).toContain("भर्खरै यो थपियो");
    expect(rendered.text).toContain("सदस्यता हटाउनुहोस्");
    expect(rendered.text).not.toContain("Unsubscribe");

    // The unsubscribe page's button brings the subscriber back to the Nepali page.
    const sub = await db.listSubscription.findFirstOrThrow({ where: { email: "hari@example.com" } });
    const response = await unsubscribePost(
      new NextRequest(`https://art.example.com/api/list/unsubscribe?token=${encodeURIComponent(unsubscribeToken(sub.id))}`, {
        method: "POST",
        body: new URLSearchParams({ "List-Unsubscribe": "One-Click", from: "page", locale: "ne" }),
      }),
    );
    expect(response.headers.get("location")).toBe("https://art.example.com/ne/list/unsubscribe?done=1");
  });
});

describe("a note to the list", () => {
  it("reaches a Nepali subscriber in the Nepali frame (Nepali cards, links and unsubscribe line), an English one as before", async () => {
    await db.listSubscription.create({ data: { email: "sita@example.com", kind: "list", topic: "list", source: "footer", status: "confirmed", locale: "ne" } });
    await db.listSubscription.create({ data: { email: "jane@example.com", kind: "list", topic: "list", source: "footer", status: "confirmed" } });
    const work = await db.artwork.create({ data: { title: "Phewa Evening", titleNe: "फेवाको साँझ", slug: "phewa-evening-ne", pricePaisa: 20_000_00, images: [] } });
    const note = await db.listNote.create({ data: { title: "New works for Tihar", body: "Three new paintings.", artworkIds: [work.id] } });
    expect(await sendNoteToList(note.id)).toBe(2);

    const nepali = await latest("list_note", "sita@example.com");
    expect(nepali.row.payload).toMatchObject({
      locale: "ne",
      works: [{ title: "फेवाको साँझ", url: "https://art.example.com/ne/gallery/phewa-evening-ne" }],
      unsubscribePageUrl: expect.stringMatching(/^https:\/\/art\.example\.com\/ne\/list\/unsubscribe\?token=/),
    });
    expect(nepali.rendered.subject).toBe("New works for Tihar");
    expect(nepali.rendered.html).toContain('lang="ne"');
    expect(nepali.rendered.text).toContain("सदस्यता हटाउनुहोस्");
    expect(nepali.rendered.text).toContain("का समाचार");
    expect(nepali.rendered.text).not.toContain("Unsubscribe");

    const english = await latest("list_note", "jane@example.com");
    expect(english.row.payload).not.toHaveProperty("locale");
    expect(english.row.payload).toMatchObject({ works: [{ title: "Phewa Evening", url: "https://art.example.com/gallery/phewa-evening-ne" }] });
    expect(english.rendered.text).toContain("Unsubscribe");
    expect(english.rendered.text).not.toMatch(DEVANAGARI);
  });
});

describe("an English sign-up", () => {
  it("stays English: answer, stored language, email payload (no locale key) and links", async () => {
    expect(await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: "john@example.com" }))).toEqual({ status: "success", message: LIST_MESSAGES.checkInbox });
    expect((await db.listSubscription.findFirstOrThrow({ where: { email: "john@example.com" } })).locale).toBe("en");
    const { row, rendered } = await latest("list_confirm", "john@example.com");
    expect(row.payload).not.toHaveProperty("locale");
    expect((row.payload as { confirmUrl: string }).confirmUrl).toMatch(/^https:\/\/art\.example\.com\/list\/confirm\?token=/);
    expect(rendered.subject).toMatch(/^Please confirm your email address - /);
    expect(DEVANAGARI.test(rendered.text)).toBe(false);
    expect((await confirmFrom("john@example.com")).headers.get("location")).toBe("https://art.example.com/list/confirm?done=list");
  });

  it("the database refuses any other language", async () => {
    await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: "lang@example.com" }));
    await expect(db.listSubscription.updateMany({ where: { email: "lang@example.com" }, data: { locale: "fr" } })).rejects.toThrow();
  });
});

function placed(result: PlaceOrderResult) {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

describe("the rest of a Nepali order's emails", () => {
  /** 14:30 in Kathmandu on 11 Mangsir 2083 (27 Nov 2026). */
  const NOW = new Date("2026-11-27T08:45:00Z");

  it("cancelled, expired, its link and a commission's stage go out in Nepali with the BS date; an English order's stay English", async () => {
    const ne = placed(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.dawn)], email: "sita.ne@example.com" }), screenshot: undefined, locale: "ne", now: NOW }));
    const en = placed(await placePendingOrder({ ...orderInput({ lines: [artworkLine(shop.boudha)], email: "john.en@example.com" }), screenshot: undefined, now: NOW }));
    const base = (orderId: string, email: string) => ({ userName: "Sita Gurung", userEmail: email, orderId });
    const queue = (orderId: string, email: string) =>
      db.$transaction(async (tx) => {
        await enqueueEmail(tx, { type: "order_cancelled", to: [email], payload: { ...base(orderId, email), reason: "Out of stock", wasPaid: true } });
        await enqueueEmail(tx, { type: "order_expired", to: [email], payload: { ...base(orderId, email), orderUrl: "https://art.example.com/order/x" } });
        await enqueueEmail(tx, { type: "order_link", to: [email], payload: { ...base(orderId, email), orderUrl: "https://art.example.com/order/x" } });
        await enqueueEmail(tx, {
          type: "commission_update",
          to: [email],
          payload: { ...base(orderId, email), stage: "ready", balanceAmount: 12_500_00, orderUrl: "https://art.example.com/order/x", paymentUrl: "https://art.example.com/pay/x" },
        });
      });
    await queue(ne.orderNumber, "sita.ne@example.com");
    await queue(en.orderNumber, "john.en@example.com");

    const expected: Record<string, { subject: string; sentence: string }> = {
      order_cancelled: { subject: `अर्डर ${ne.orderNumber} रद्द भयो`, sentence: "तपाईंको भुक्तानी फिर्ता गरिनेछ" },
      order_expired: { subject: `अर्डर ${ne.orderNumber} रद्द भयो: भुक्तानी आएन`, sentence: "यी सामान फेरि कार्टमा राख्नुहोस्" },
      order_link: { subject: `तपाईंको अर्डर ${ne.orderNumber} - `, sentence: "यो लिङ्क अरूलाई नदिनुहोस्" },
      commission_update: { subject: `तपाईंको कला तयार छ: बाँकी रकम तिर्नुहोस् (अर्डर ${ne.orderNumber})`, sentence: "बाँकी रू\u00A0१२,५०० अब तिर्नुपर्छ" },
    };
    for (const [type, want] of Object.entries(expected)) {
      const { row, rendered } = await latest(type as EmailType, "sita.ne@example.com");
      expect(row.payload, type).toMatchObject({ locale: "ne", orderDate: NOW.toISOString() });
      expect(rendered.subject, type).toContain(want.subject);
      expect(rendered.text, type).toContain(want.sentence);
      expect(rendered.text, type).toContain("अर्डर मिति: २०८३ मंसिर ११ (27 Nov 2026)");
      expect(rendered.html, type).toContain('lang="ne"');

      const english = await latest(type as EmailType, "john.en@example.com");
      expect(english.row.payload, type).not.toHaveProperty("locale");
      expect(DEVANAGARI.test(english.rendered.subject + english.rendered.text), type).toBe(false);
    }
  });
});
