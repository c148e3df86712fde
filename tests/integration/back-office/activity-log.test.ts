/**
 * The activity log on the real PostgreSQL: every change of artworks (prices, status, deletion),
 * services, categories, About content, settings, payment methods and roles made through the
 * back office's actions writes one entry with who made it and the changed fields before and
 * after; a refused or failed change writes none; the Activity page's read lists entries newest
 * first, by kind, a page at a time, for administrators only; entries older than a year are
 * deleted by the retention pass and younger ones kept.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ACCESS_DENIED_MESSAGE, AdminAccessError } from "@/lib/auth/require-admin";
import { createArtworkAction, deleteArtworkAction, toggleArtworkStatusAction, updateArtworkAction } from "@/lib/actions/admin/artworks";
import { createServiceAction, deleteServiceAction, toggleServiceAvailabilityAction, updateServiceAction } from "@/lib/actions/admin/services";
import { createCategory, deleteCategory, renameCategory, reorderCategories } from "@/lib/actions/admin/categories";
import { createAboutItemAction, deleteAboutItemAction, toggleAboutItemAction, updateAboutItemAction } from "@/lib/actions/admin/about";
import { saveSettingsAction } from "@/lib/actions/admin/settings";
import { removePaymentMethodAction, saveOnlinePaymentSettingsAction, savePaymentMethodAction } from "@/lib/actions/admin/settings-payment";
import { setCustomerRole } from "@/lib/actions/admin/customers";
import { savePriceListsAction } from "@/lib/actions/admin/settings-prices";
import { loadPriceLists } from "@/lib/data/price-lists";
import { priceListFormText } from "@/lib/domain/admin/price-list-form";
import { listActivity } from "@/lib/data/admin/activity";
import { deleteExpiredActivity, runActivityCleanup } from "@/lib/activity/retention";
import { ACTIVITY_RETENTION_DAYS } from "@/lib/domain/activity";
import type { AdminActionResult } from "@/lib/actions/admin/client";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";

let admin: { id: string; email: string };
let categoryId = "";

beforeAll(async () => {
  await db.settings.upsert({
    where: { id: 1 },
    create: { id: 1, siteName: "Studio", siteDescription: "Test", contactEmail: "studio@example.com", supportEmail: "support@example.com" },
    update: {},
  });
  admin = await createProfile("keeper@studio.test", "admin");
  categoryId = (await db.category.create({ data: { name: "Paintings", slug: "paintings", displayOrder: 1 } })).id;
});

beforeEach(() => signInAs(admin));
afterAll(() => signOutForTests());

function data<R>(result: AdminActionResult<R>): R {
  if (!result.ok) throw new Error(`expected success, got ${result.message} ${JSON.stringify(result.fieldErrors ?? {})}`);
  return result.data;
}

/** The newest entry (or entries) of the log. */
async function latest(count = 1) {
  return db.activityLog.findMany({ orderBy: { id: "desc" }, take: count });
}

describe("artworks", () => {
  it("creation, a price change (only what changed, before and after), the sold toggle and deletion are each one entry", async () => {
    const created = data(await createArtworkAction({ title: "Evening Over Patan", categoryId, price: "85000", yearCreated: "2024", status: "available" }));
    const [c] = await latest();
    expect(c).toMatchObject({ kind: "artwork", action: "created", subjectId: created.id, subject: "Evening Over Patan", actorId: admin.id, actorEmail: admin.email, before: null });
    expect(c.after).toMatchObject({ title: "Evening Over Patan", pricePaisa: 85_000_00, category: "Paintings", status: "available" });

    data(await updateArtworkAction({ id: created.id, title: "Evening Over Patan", categoryId, price: "90000", yearCreated: "2024", status: "available" }));
    const [u] = await latest();
    expect(u).toMatchObject({ kind: "artwork", action: "updated", subjectId: created.id, actorEmail: admin.email });
    expect(u.before).toEqual({ pricePaisa: 85_000_00 });
    expect(u.after).toEqual({ pricePaisa: 90_000_00 });

    // Saving the dialog again with nothing changed records nothing.
    const count = await db.activityLog.count();
    data(await updateArtworkAction({ id: created.id, title: "Evening Over Patan", categoryId, price: "90000", yearCreated: "2024", status: "available" }));
    expect(await db.activityLog.count()).toBe(count);

    data(await toggleArtworkStatusAction({ id: created.id }));
    const [t] = await latest();
    expect(t).toMatchObject({ action: "updated", before: { status: "available" }, after: { status: "sold" } });

    data(await deleteArtworkAction({ id: created.id }));
    const [d] = await latest();
    expect(d).toMatchObject({ kind: "artwork", action: "deleted", subjectId: created.id, subject: "Evening Over Patan", actorEmail: admin.email, after: null });
    expect(d.before).toMatchObject({ title: "Evening Over Patan", pricePaisa: 90_000_00, status: "sold", category: "Paintings", yearCreated: 2024 });
    expect(await db.artwork.count({ where: { id: created.id } })).toBe(0);
  });

  it("a refused change (unknown category) writes no entry", async () => {
    const count = await db.activityLog.count();
    const result = await createArtworkAction({ title: "Nowhere", categoryId: "00000000-0000-4000-8000-000000000000", price: "100" });
    expect(result.ok).toBe(false);
    expect(await db.activityLog.count()).toBe(count);
  });
});

describe("services", () => {
  it("creation, a change, Hide and deletion", async () => {
    const created = data(await createServiceAction({ title: "Watercolour Workshop", category: "workshop", duration: "3 hours" }));
    expect((await latest())[0]).toMatchObject({ kind: "service", action: "created", subject: "Watercolour Workshop" });
    data(await updateServiceAction({ id: created.id, title: "Watercolour Workshop", category: "workshop", duration: "4 hours" }));
    const [u] = await latest();
    expect(u.before).toEqual({ duration: "3 hours" });
    expect(u.after).toEqual({ duration: "4 hours" });
    data(await toggleServiceAvailabilityAction({ id: created.id }));
    expect((await latest())[0]).toMatchObject({ before: { available: true }, after: { available: false } });
    data(await deleteServiceAction({ id: created.id }));
    const [d] = await latest();
    expect(d).toMatchObject({ kind: "service", action: "deleted", subject: "Watercolour Workshop" });
    expect(d.before).toMatchObject({ title: "Watercolour Workshop", duration: "4 hours", available: false });
  });
});

describe("categories", () => {
  it("creation, rename, reorder and deletion; a category in use is not deleted and nothing is logged", async () => {
    const prints = data(await createCategory({ name: "Prints" }));
    expect((await latest())[0]).toMatchObject({ kind: "category", action: "created", subject: "Prints", after: { name: "Prints", slug: "prints" } });
    data(await renameCategory({ id: prints.id, name: "Giclée Prints" }));
    expect((await latest())[0]).toMatchObject({ action: "updated", before: { name: "Prints" }, after: { name: "Giclée Prints" } });
    data(await reorderCategories({ ids: [prints.id, categoryId] }));
    expect((await latest())[0]).toMatchObject({ action: "reordered", before: { order: ["Paintings", "Giclée Prints"] }, after: { order: ["Giclée Prints", "Paintings"] } });

    await db.artwork.create({ data: { title: "In Use", slug: "in-use", categoryId: prints.id } });
    const count = await db.activityLog.count();
    expect((await deleteCategory({ id: prints.id })).ok).toBe(false);
    expect(await db.activityLog.count()).toBe(count);
    await db.artwork.deleteMany({ where: { slug: "in-use" } });
    data(await deleteCategory({ id: prints.id }));
    expect((await latest())[0]).toMatchObject({ action: "deleted", subject: "Giclée Prints", before: { name: "Giclée Prints", slug: "prints" }, after: null });
  });
});

describe("About content", () => {
  it("creation, a change, hiding and deletion", async () => {
    const item = data(await createAboutItemAction({ sectionType: "skills", contentKey: "watercolour", contentValue: { text: "Watercolour" } }));
    expect((await latest())[0]).toMatchObject({ kind: "about", action: "created", subject: "skills: watercolour" });
    data(await updateAboutItemAction({ id: item.id, contentKey: "watercolour", contentValue: { text: "Watercolour and ink" } }));
    const [u] = await latest();
    expect(u.before).toEqual({ contentValue: { text: "Watercolour" } });
    expect(u.after).toEqual({ contentValue: { text: "Watercolour and ink" } });
    data(await toggleAboutItemAction({ id: item.id }));
    expect((await latest())[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    data(await deleteAboutItemAction({ id: item.id }));
    expect((await latest())[0]).toMatchObject({ action: "deleted", before: { contentKey: "watercolour", contentValue: { text: "Watercolour and ink" } } });
  });
});

describe("settings and payment methods", () => {
  const settings = (overrides: Record<string, unknown> = {}) => ({
    siteName: "Studio", siteDescription: "Test", contactEmail: "studio@example.com", supportEmail: "support@example.com",
    taxRate: "13", shippingFee: "150", enableOrders: true, enableNotifications: true, maintenanceMode: false, paymentCheckHours: "24",
    ...overrides,
  });

  it("a settings save records the fields it changed (the tax rate and shipping fee are prices), and a save of the same values nothing", async () => {
    data(await saveSettingsAction(settings()));
    data(await saveSettingsAction(settings({ taxRate: "8", shippingFee: "200" })));
    const [s] = await latest();
    expect(s).toMatchObject({ kind: "settings", action: "updated", subject: "Site settings", actorEmail: admin.email });
    expect(s.before).toEqual({ taxRateBps: 1300, shippingFeePaisa: 150_00 });
    expect(s.after).toEqual({ taxRateBps: 800, shippingFeePaisa: 200_00 });
    const count = await db.activityLog.count();
    data(await saveSettingsAction(settings({ taxRate: "8", shippingFee: "200" })));
    expect(await db.activityLog.count()).toBe(count);
  });

  it("a payment method added, changed and removed; online payment switched on", async () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.set(k, v);
      return f;
    };
    data(await savePaymentMethodAction(form({ kind: "khalti", accountName: "Aarav", accountId: "9801234567" })));
    expect((await latest())[0]).toMatchObject({ kind: "payment_method", action: "created", subjectId: "khalti", subject: "Khalti", after: { accountId: "9801234567" } });
    data(await savePaymentMethodAction(form({ kind: "khalti", accountName: "Aarav", accountId: "9807654321" })));
    expect((await latest())[0]).toMatchObject({ action: "updated", before: { accountId: "9801234567" }, after: { accountId: "9807654321" } });
    data(await removePaymentMethodAction({ kind: "khalti" }));
    expect((await latest())[0]).toMatchObject({ action: "deleted", subject: "Khalti", before: { accountName: "Aarav", accountId: "9807654321" } });
    data(await saveOnlinePaymentSettingsAction({ esewa: true, khalti: false }));
    expect((await latest())[0]).toMatchObject({ kind: "payment_method", subject: "Online payment", before: { esewaEnabled: false }, after: { esewaEnabled: true } });
  });
});

describe("print and frame prices", () => {
  it("a size added, a frame's price changed and a frame removed are one entry each; the rest none", async () => {
    const form = priceListFormText(await loadPriceLists(db));
    expect(form.frames.length).toBeGreaterThanOrEqual(2);
    const [changed, removed, ...keptFrames] = form.frames;
    const count = await db.activityLog.count();
    data(
      await savePriceListsAction({
        sizes: [...form.sizes, { key: "", name: "Tiny", dimensions: "4x6", share: "5", minimum: "900", enabled: true }],
        frames: [{ ...changed, price: "777" }, ...keptFrames],
      }),
    );
    const entries = await db.activityLog.findMany({ orderBy: { id: "asc" }, skip: count });
    expect(entries.map((e) => [e.kind, e.action, e.subject])).toEqual([
      ["price_list", "created", "Print size: Tiny"],
      ["price_list", "updated", `Frame: ${changed.name}`],
      ["price_list", "deleted", `Frame: ${removed.name}`],
    ]);
    expect(entries[0].after).toMatchObject({ shareBps: 500, minimumPaisa: 900_00, dimensions: "4x6" });
    expect(entries[1].after).toEqual({ pricePaisa: 777_00 });
    expect(entries[1].before).toEqual({ pricePaisa: Number(changed.price) * 100 });
    expect(entries[2].before).toMatchObject({ name: removed.name });
    expect(entries.every((e) => e.actorEmail === admin.email)).toBe(true);
  });
});

describe("roles", () => {
  it("each change of role is an entry with the role before and after", async () => {
    await createProfile("helper-log@example.com", "user");
    data(await setCustomerRole({ email: "helper-log@example.com", role: "assistant" }));
    const [r] = await latest();
    expect(r).toMatchObject({ kind: "role", action: "role_changed", subject: "helper-log@example.com", actorEmail: admin.email, before: { role: "user" }, after: { role: "assistant" } });
    data(await setCustomerRole({ email: "helper-log@example.com", role: "user" }));
    expect((await latest())[0]).toMatchObject({ before: { role: "assistant" }, after: { role: "user" } });
  });
});

describe("the Activity page's read", () => {
  it("newest first, one kind, a page at a time", async () => {
    const all = await listActivity({ kind: null, olderThan: null });
    expect(all.entries.length).toBeGreaterThan(10);
    const ids = all.entries.map((e) => BigInt(e.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : 1))).toEqual(ids);

    const artworks = await listActivity({ kind: "artwork", olderThan: null });
    expect(artworks.entries.length).toBeGreaterThan(0);
    expect(artworks.entries.every((e) => e.kind === "artwork")).toBe(true);
    expect(artworks.entries[0].action).toBe("deleted");

    const first = await listActivity({ kind: null, olderThan: null }, 3);
    expect(first.entries).toHaveLength(3);
    expect(first.olderThan).toBe(first.entries[2].id);
    const second = await listActivity({ kind: null, olderThan: first.olderThan }, 3);
    expect(second.entries.map((e) => e.id)).toEqual(all.entries.slice(3, 6).map((e) => e.id));
  });

  it("is for administrators only: an assistant is refused, and cannot write the log through a refused action", async () => {
    const helper = await createProfile("helper-read@studio.test", "assistant");
    signInAs(helper);
    await expect(listActivity({ kind: null, olderThan: null })).rejects.toBeInstanceOf(AdminAccessError);
    const count = await db.activityLog.count();
    expect(await saveOnlinePaymentSettingsAction({ esewa: false, khalti: true })).toEqual({ ok: false, message: ACCESS_DENIED_MESSAGE });
    expect(await db.activityLog.count()).toBe(count);
  });
});

describe("kept for a year", () => {
  it("the retention pass deletes entries older than a year and keeps the rest", async () => {
    const day = 24 * 60 * 60_000;
    const now = new Date();
    const make = (daysAgo: number, subject: string) =>
      db.activityLog.create({
        data: { createdAt: new Date(now.getTime() - daysAgo * day), actorEmail: "old@studio.test", kind: "settings", action: "updated", subject },
      });
    await make(ACTIVITY_RETENTION_DAYS + 30, "two months past a year");
    await make(ACTIVITY_RETENTION_DAYS + 1, "a day past a year");
    await make(ACTIVITY_RETENTION_DAYS - 1, "a day short of a year");
    const before = await db.activityLog.count();

    expect(await deleteExpiredActivity(now)).toBe(2);
    expect(await db.activityLog.count()).toBe(before - 2);
    const subjects = (await db.activityLog.findMany({ where: { actorEmail: "old@studio.test" } })).map((e) => e.subject);
    expect(subjects).toEqual(["a day short of a year"]);

    // The periodic pass (instrumentation.ts) runs the same deletion and never throws.
    await make(ACTIVITY_RETENTION_DAYS + 2, "found by the periodic pass");
    await runActivityCleanup();
    expect(await db.activityLog.count({ where: { subject: "found by the periodic pass" } })).toBe(0);
    expect(await db.activityLog.count({ where: { subject: "a day short of a year" } })).toBe(1);
  });
});
