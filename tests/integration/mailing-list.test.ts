/**
 * The mailing list against a real PostgreSQL and the real resend SDK (pointed at a local
 * recording server): double opt-in (pending until the single-use link is confirmed), one-click
 * unsubscribe (RFC 8058 POST without sign-in, idempotent; a GET changes nothing), the
 * List-Unsubscribe headers as the provider receives them, a prints alert sent once, a note sent
 * once per subscriber through a crash in the middle, its counts, and the CSV export.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  revalidateTag: () => {},
}));
// Every send here is explicit (a drain through the recorder), never a background one.
vi.mock("@/lib/email/worker", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/email/worker")>()),
  kickEmailWorker: () => {},
}));

import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { signUpAfterOrder, signUpForAlert, signUpForList } from "@/lib/actions/mailing-list";
import { createArtworkAction, updateArtworkAction } from "@/lib/actions/admin/artworks";
import { saveNoteAction, sendNoteAction } from "@/lib/actions/admin/mailing-list";
import { POST as confirmPost, GET as confirmGet } from "@/app/api/list/confirm/route";
import { POST as unsubscribePost, GET as unsubscribeGet } from "@/app/api/list/unsubscribe/route";
import { GET as exportCsv } from "@/app/admin/subscribers/export/route";
import { sendDueEmails } from "@/lib/email/outbox";
import { createResendTransport, type EmailTransport } from "@/lib/email/transports";
import { DEFAULT_SETTINGS } from "@/lib/domain/site-defaults";
import { LIST_MESSAGES } from "@/lib/domain/mailing-list";
import { INITIAL_LIST_SIGN_UP_STATE } from "@/lib/validation/mailing-list";
import { noteCounts, sendNoteToList } from "@/lib/mailing-list/notes";
import { unsubscribeToken } from "@/lib/mailing-list/tokens";
import { startResendRecorder, type ResendRecorder } from "@/tests/support/resend-recorder";
import { createProfile, signInAs } from "@/tests/integration/admin/admin-fixtures";

process.env.SITE_URL = "https://art.example.com";
process.env.AUTH_SECRET = "a-test-secret-of-at-least-thirty-two-characters";

let recorder: ResendRecorder;
let resend: EmailTransport;
let admin: { id: string; email: string };
/**
 * Far enough ahead that every list email is due, whatever its place in the rate schedule; an
 * hour later at each call, so retries of earlier failed attempts are due as well.
 */
let hoursAhead = 0;
const later = () => new Date(Date.now() + 7 * 24 * 3600_000 + ++hoursAhead * 3600_000);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** The token of the latest confirmation email to this address. */
async function confirmTokenFor(email: string): Promise<string> {
  const row = await db.emailOutbox.findFirstOrThrow({ where: { type: "list_confirm", to: { has: email } }, orderBy: { createdAt: "desc" } });
  const url = new URL((row.payload as { confirmUrl: string }).confirmUrl);
  expect(url.origin + url.pathname).toBe("https://art.example.com/list/confirm");
  return url.searchParams.get("token")!;
}

async function confirm(token: string): Promise<Response> {
  return confirmPost(new NextRequest("https://art.example.com/api/list/confirm", { method: "POST", body: new URLSearchParams({ token }) }));
}

async function subscribed(email: string, kind: "list" | "prints" | "category" = "list") {
  return db.listSubscription.findFirstOrThrow({ where: { email, kind } });
}

/** A confirmed list subscriber (through the footer and the emailed link). */
async function confirmedSubscriber(email: string) {
  expect(await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email }))).toEqual({ status: "success", message: LIST_MESSAGES.checkInbox });
  expect((await confirm(await confirmTokenFor(email))).headers.get("location")).toContain("done=list");
  return subscribed(email);
}

/** Sends everything due through the recorder, `limit` rows per batch, at most `batches` batches. */
async function drain(options: { limit?: number; batches?: number } = {}) {
  for (let i = 0; i < (options.batches ?? 1000); i++) {
    const summary = await sendDueEmails({ transport: resend, now: later(), limit: options.limit ?? 10 });
    if (summary.claimed === 0) break;
  }
}

beforeAll(async () => {
  recorder = await startResendRecorder();
  resend = createResendTransport({ apiKey: "re_test_key", baseUrl: recorder.baseUrl });
  await db.settings.upsert({
    where: { id: 1 },
    update: {},
    create: { ...DEFAULT_SETTINGS, id: 1, paymentDetails: {}, socialLinks: [] },
  });
  admin = await createProfile("owner-list@studio.test", "admin");
});

beforeEach(async () => {
  // One client (no request: the "unknown" address) signs everyone up here.
  await db.rateLimitEvent.deleteMany();
});

afterAll(async () => {
  await recorder.close();
});

describe("double opt-in", () => {
  it("keeps a sign-up pending until its link is confirmed, and the link works once", async () => {
    const email = "Mira.Tamang@Example.com";
    const state = await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email }));
    expect(state).toEqual({ status: "success", message: LIST_MESSAGES.checkInbox });
    const row = await subscribed("mira.tamang@example.com");
    expect(row).toMatchObject({ status: "pending", source: "footer", confirmedAt: null });
    // Only a hash of the token is stored.
    const token = await confirmTokenFor("mira.tamang@example.com");
    expect(row.confirmTokenHash).not.toContain(token);

    // A pending address is sent nothing: a note reaches only confirmed subscribers.
    const note = await db.listNote.create({ data: { title: "Before confirming", body: "Hello" } });
    await sendNoteToList(note.id);
    expect(await db.emailOutbox.count({ where: { type: "list_note", to: { has: "mira.tamang@example.com" } } })).toBe(0);

    // A GET (a mail scanner following the link) confirms nothing.
    const get = await confirmGet(new NextRequest(`https://art.example.com/api/list/confirm?token=${token}`));
    expect(get.status).toBe(303);
    expect((await subscribed("mira.tamang@example.com")).status).toBe("pending");

    const first = await confirm(token);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("https://art.example.com/list/confirm?done=list");
    expect(await subscribed("mira.tamang@example.com")).toMatchObject({ status: "confirmed", confirmTokenHash: null });
    expect((await subscribed("mira.tamang@example.com")).confirmedAt).toBeInstanceOf(Date);

    const again = await confirm(token);
    expect(again.headers.get("location")).toBe("https://art.example.com/list/confirm?invalid=1");
  });

  it("answers the same whether the address is new, pending or confirmed, and bounds and checks the input", async () => {
    await confirmedSubscriber("known@example.com");
    const before = await db.emailOutbox.count({ where: { type: "list_confirm" } });
    const answers = [
      await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: "known@example.com" })),
      await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: "fresh@example.com" })),
    ];
    expect(answers[0]).toEqual(answers[1]);
    // The confirmed address got no new email; the new one did.
    expect(await db.emailOutbox.count({ where: { type: "list_confirm" } })).toBe(before + 1);

    expect(await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: "not-an-address" }))).toMatchObject({ status: "error", message: LIST_MESSAGES.emailInvalid });
    expect(await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: `${"a".repeat(300)}@example.com` }))).toMatchObject({
      status: "error",
      message: LIST_MESSAGES.emailTooLong,
    });
    expect(await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({}))).toMatchObject({ status: "error", message: LIST_MESSAGES.emailRequired });
  });

  it("limits sign-ups per address like the contact form", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await signUpForList(INITIAL_LIST_SIGN_UP_STATE, form({ email: "eager@example.com" })));
    expect(answers.slice(0, 3).every((a) => a.status === "success")).toBe(true);
    expect(answers[3]).toMatchObject({ status: "error", message: LIST_MESSAGES.rateLimited });
  });

  it("after an order, signs up the order's address only when the box is ticked", async () => {
    const order = await db.order.create({
      data: {
        orderNumber: "ORD-20261127-00001",
        accessToken: "after-order-token-0123456789",
        customerEmail: "buyer@example.com",
        customerInfo: { name: "Buyer" },
        subtotalPaisa: 100,
        taxPaisa: 0,
        shippingPaisa: 0,
        totalPaisa: 100,
      },
    });
    expect(await signUpAfterOrder(INITIAL_LIST_SIGN_UP_STATE, form({ order: order.accessToken }))).toMatchObject({
      status: "error",
      message: LIST_MESSAGES.consentRequired,
    });
    expect(await db.listSubscription.count({ where: { email: "buyer@example.com" } })).toBe(0);
    expect(await signUpAfterOrder(INITIAL_LIST_SIGN_UP_STATE, form({ order: order.accessToken, consent: "yes" }))).toMatchObject({ status: "success" });
    expect(await subscribed("buyer@example.com")).toMatchObject({ status: "pending", source: "after_order" });
  });
});

describe("one-click unsubscribe", () => {
  it("a list email carries List-Unsubscribe and List-Unsubscribe-Post as the provider receives them", async () => {
    const sub = await confirmedSubscriber("headers@example.com");
    signInAs(admin);
    const saved = await saveNoteAction({ title: "Headers", body: "A note.", artworkIds: [] });
    if (!saved.ok) throw new Error(saved.message);
    expect(await sendNoteAction({ id: saved.data.id })).toMatchObject({ ok: true });
    await drain();
    const request = recorder.requests.find((r) => r.body.subject === "Headers" && r.body.to?.includes("headers@example.com"));
    expect(request?.body.headers).toMatchObject({
      "List-Unsubscribe": `<https://art.example.com/api/list/unsubscribe?token=${encodeURIComponent(unsubscribeToken(sub.id))}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // And the visible link.
    expect(request?.body.html).toContain(`https://art.example.com/list/unsubscribe?token=${encodeURIComponent(unsubscribeToken(sub.id))}`);
    // The confirmation email is not a list email: no unsubscribe headers.
    const confirmation = recorder.requests.find((r) => r.body.to?.includes("headers@example.com") && r.body.subject?.startsWith("Please confirm"));
    expect(confirmation?.body.headers?.["List-Unsubscribe"]).toBeUndefined();
  });

  it("a POST with List-Unsubscribe=One-Click unsubscribes without sign-in, again gives the same answer, and a GET changes nothing", async () => {
    const sub = await confirmedSubscriber("leaving@example.com");
    signInAs(null);
    const url = `https://art.example.com/api/list/unsubscribe?token=${encodeURIComponent(unsubscribeToken(sub.id))}`;

    const get = await unsubscribeGet(new NextRequest(url));
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toContain("/list/unsubscribe?token=");
    expect((await subscribed("leaving@example.com")).status).toBe("confirmed");

    const post = () =>
      unsubscribePost(
        new NextRequest(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
      );
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(LIST_MESSAGES.unsubscribed);
    const row = await subscribed("leaving@example.com");
    expect(row.status).toBe("unsubscribed");
    expect(row.unsubscribedAt).toBeInstanceOf(Date);

    const second = await post();
    expect(second.status).toBe(200);
    expect((await subscribed("leaving@example.com")).unsubscribedAt).toEqual(row.unsubscribedAt);

    // A forged token changes nothing.
    const forged = await unsubscribePost(new NextRequest(`${url.slice(0, -4)}AAAA`, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect(forged.status).toBe(400);
  });
});

describe("alerts", () => {
  it("prints of a sold original: sent once when prints are added, a second size sends nothing more", async () => {
    const category = await db.category.create({ data: { name: "Portraits", slug: "portraits" } });
    const work = await db.artwork.create({
      data: { title: "Grandmother", slug: "grandmother", pricePaisa: 85_000_00, status: "sold", categoryId: category.id, allPrintSizes: false, images: ["/media/artworks/grandmother.webp"] },
    });
    expect(await signUpForAlert(INITIAL_LIST_SIGN_UP_STATE, form({ email: "collector@example.com", kind: "prints", target: "grandmother" }))).toMatchObject({ status: "success" });
    // Not for a work that is not a sold original.
    expect(await signUpForAlert(INITIAL_LIST_SIGN_UP_STATE, form({ email: "collector@example.com", kind: "prints", target: "no-such-work" }))).toMatchObject({
      status: "error",
      message: LIST_MESSAGES.unknownTopic,
    });
    const sub = await subscribed("collector@example.com", "prints");
    expect(sub).toMatchObject({ status: "pending", source: "alert", artworkId: work.id });
    await confirm(await confirmTokenFor("collector@example.com"));
    const alerts = () => db.emailOutbox.findMany({ where: { type: "list_alert", to: { has: "collector@example.com" } } });
    expect(await alerts()).toHaveLength(0);

    signInAs(admin);
    const edit = (printSizes: string[]) =>
      updateArtworkAction({ id: work.id, title: work.title, categoryId: category.id, price: "85000", status: "sold", allPrintSizes: false, printSizes, images: work.images });
    expect(await edit(["small"])).toMatchObject({ ok: true });
    const queued = await alerts();
    expect(queued).toHaveLength(1);
    expect(queued[0].payload).toMatchObject({
      kind: "prints",
      work: { title: "Grandmother", url: "https://art.example.com/gallery/grandmother", imageUrl: "https://art.example.com/media/artworks/grandmother.webp" },
    });
    expect(await edit(["small", "medium"])).toMatchObject({ ok: true });
    expect(await alerts()).toHaveLength(1);

    await drain();
    const delivered = recorder.deliveries.filter((d) => d.request.body.to?.includes("collector@example.com") && d.request.body.subject?.startsWith("Prints of"));
    expect(delivered).toHaveLength(1);
    expect(delivered[0].request.body.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});

describe("category alerts", () => {
  it("a new work in the category is announced once to its confirmed subscribers", async () => {
    const category = await db.category.create({ data: { name: "Landscapes", slug: "landscapes" } });
    await signUpForAlert(INITIAL_LIST_SIGN_UP_STATE, form({ email: "hiker@example.com", kind: "category", target: "landscapes" }));
    await signUpForAlert(INITIAL_LIST_SIGN_UP_STATE, form({ email: "unconfirmed@example.com", kind: "category", target: "landscapes" }));
    await confirm(await confirmTokenFor("hiker@example.com"));
    signInAs(admin);
    const created = await createArtworkAction({ title: "Annapurna at Dawn", categoryId: category.id, price: "30000" });
    if (!created.ok) throw new Error(created.message);
    const alerts = () => db.emailOutbox.findMany({ where: { type: "list_alert", payload: { path: ["kind"], equals: "category" } } });
    const queued = await alerts();
    expect(queued.map((a) => a.to)).toEqual([["hiker@example.com"]]);
    expect(queued[0].payload).toMatchObject({ categoryName: "Landscapes", work: { title: "Annapurna at Dawn" } });
    // Saving the work again sends nothing more.
    expect(await updateArtworkAction({ id: created.data.id, title: "Annapurna at Dawn", categoryId: category.id, price: "31000" })).toMatchObject({ ok: true });
    expect(await alerts()).toHaveLength(1);
  });
});

describe("a note to the list", () => {
  it("survives a crash in the middle of sending: nobody gets two copies, and the counts add up", async () => {
    // A fresh list of 7 confirmed subscribers (earlier tests' subscribers leave it first).
    await db.listSubscription.updateMany({ where: { kind: "list", status: "confirmed" }, data: { status: "unsubscribed" } });
    const emails = Array.from({ length: 7 }, (_, i) => `reader${i}@example.com`);
    const subs = [];
    for (const email of emails) subs.push(await confirmedSubscriber(email));
    await drain(); // their confirmation emails go out first

    const note = await db.listNote.create({ data: { title: "New works for Tihar", body: "Three new paintings.", artworkIds: [] } });
    // The send stops after its first chunk of 3 (the process died while queueing).
    let chunks = 0;
    await expect(
      sendNoteToList(note.id, {
        chunk: 3,
        onChunk: () => {
          if (++chunks === 1) throw new Error("crash");
        },
      }),
    ).rejects.toThrow("crash");
    expect(await db.emailOutbox.count({ where: { type: "list_note", idempotencyKey: { startsWith: `list-note/${note.id}/` } } })).toBe(3);

    // The drain sends two; the second one's answer is lost after the provider accepted it.
    recorder.script("ok", "drop");
    await drain({ limit: 1, batches: 2 });

    // Restart: send again (only the missing 4 are queued), then drain everything.
    expect(await sendNoteToList(note.id, { chunk: 3 })).toBe(7);
    await drain({ limit: 2 });

    const noteDeliveries = recorder.deliveries.filter((d) => d.request.body.subject === "New works for Tihar");
    const perAddress = new Map<string, number>();
    for (const d of noteDeliveries) for (const to of [d.request.body.to ?? []].flat()) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect([...perAddress.keys()].sort()).toEqual([...emails].sort());
    expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
    // The lost answer was retried with the same idempotency key: two requests, one delivery.
    expect(recorder.requests.filter((r) => r.body.subject === "New works for Tihar")).toHaveLength(8);
    expect(await db.emailOutbox.count({ where: { idempotencyKey: { startsWith: `list-note/${note.id}/` } } })).toBe(7);

    expect(await noteCounts(note.id)).toEqual({ recipients: 7, sent: 7, waiting: 0, failed: 0, unsubscribed: 0 });

    // One reader leaves; a second note fails for one address and is not sent to the one who left.
    await unsubscribePost(new NextRequest(`https://art.example.com/api/list/unsubscribe?token=${encodeURIComponent(unsubscribeToken(subs[0].id))}`, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    expect((await noteCounts(note.id)).unsubscribed).toBe(1);

    const second = await db.listNote.create({ data: { title: "Second note", body: "More." } });
    expect(await sendNoteToList(second.id)).toBe(6);
    // Reader 1 unsubscribes while the email waits: it is never sent.
    await unsubscribePost(new NextRequest(`https://art.example.com/api/list/unsubscribe?token=${encodeURIComponent(unsubscribeToken(subs[1].id))}`, { method: "POST", body: "List-Unsubscribe=One-Click" }));
    recorder.script(422);
    await drain({ limit: 1 });
    expect(await noteCounts(second.id)).toEqual({ recipients: 6, sent: 4, waiting: 0, failed: 1, unsubscribed: 1 });
    expect(recorder.requests.some((r) => r.body.subject === "Second note" && r.body.to?.includes("reader1@example.com"))).toBe(false);
  });

  it("spreads a send over time at LIST_SEND_PER_MINUTE", async () => {
    process.env.LIST_SEND_PER_MINUTE = "2";
    const { resetEnvForTests } = await import("@/lib/env");
    resetEnvForTests();
    try {
      const note = await db.listNote.create({ data: { title: "Paced", body: "Slowly." } });
      const count = await sendNoteToList(note.id);
      expect(count).toBeGreaterThanOrEqual(4);
      const rows = await db.emailOutbox.findMany({ where: { idempotencyKey: { startsWith: `list-note/${note.id}/` } }, select: { nextAttemptAt: true } });
      const perMinute = new Map<number, number>();
      const first = Math.min(...rows.map((r) => r.nextAttemptAt.getTime()));
      for (const r of rows) {
        const minute = Math.round((r.nextAttemptAt.getTime() - first) / 60_000);
        perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
      }
      expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(2);
      expect(perMinute.size).toBeGreaterThanOrEqual(Math.ceil(count / 2));
    } finally {
      delete process.env.LIST_SEND_PER_MINUTE;
      resetEnvForTests();
      await drain();
    }
  });

  it("refuses a note with no title, too long a text or more than 4 works, and refuses visitors", async () => {
    signInAs(admin);
    expect(await saveNoteAction({ title: " ", body: "x", artworkIds: [] })).toMatchObject({ ok: false, fieldErrors: { title: "Please enter a title." } });
    expect(await saveNoteAction({ title: "T", body: "x".repeat(5001), artworkIds: [] })).toMatchObject({ ok: false, fieldErrors: { body: "The note is too long (at most 5000 characters)." } });
    const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
    expect(await saveNoteAction({ title: "T", body: "x", artworkIds: ids })).toMatchObject({ ok: false, fieldErrors: { artworkIds: "Choose at most 4 works." } });
    const saved = await saveNoteAction({ title: "Clean <script>alert(1)</script>me", body: "Hi <img src=x onerror=alert(1)>", artworkIds: [] });
    if (!saved.ok) throw new Error(saved.message);
    const stored = await db.listNote.findUniqueOrThrow({ where: { id: saved.data.id } });
    expect(stored.title).toBe("Clean me");
    expect(stored.body).not.toContain("onerror");
    signInAs(null);
    expect(await sendNoteAction({ id: saved.data.id })).toMatchObject({ ok: false });
    expect(await db.listNote.findUniqueOrThrow({ where: { id: saved.data.id } })).toMatchObject({ sentAt: null });
  });
});

describe("CSV export", () => {
  it("lists the subscriptions with source, status and dates, formula-safe, for administrators only", async () => {
    await db.listSubscription.create({ data: { email: "=cmd|' /C calc'!A0@example.com", kind: "list", topic: "list", source: "footer", status: "pending" } });
    signInAs(null);
    expect((await exportCsv(new NextRequest("https://art.example.com/admin/subscribers/export"))).status).toBe(401);
    signInAs(admin);
    const response = await exportCsv(new NextRequest("https://art.example.com/admin/subscribers/export"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const csv = await response.text();
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe(
      '"email","subscribed_to","source","status","signed_up_at (Asia/Kathmandu)","confirmed_at (Asia/Kathmandu)","unsubscribed_at (Asia/Kathmandu)"',
    );
    expect(csv).toContain(`"'=cmd|' /C calc'!A0@example.com","Mailing list","footer","pending"`);
    expect(csv).toMatch(/"collector@example.com","Prints of Grandmother","alert","confirmed","\d{4}-\d\d-\d\d \d\d:\d\d:\d\d","\d{4}-/);
    expect(lines.length - 1).toBe(await db.listSubscription.count());

    const filtered = await (await exportCsv(new NextRequest("https://art.example.com/admin/subscribers/export?q=reader&status=unsubscribed"))).text();
    expect(filtered.trim().split("\r\n")).toHaveLength(3);
  });
});
