/**
 * Back-office writes against a real PostgreSQL and local storage: artworks (validation,
 * fallbacks, slugs and old-slug redirects, image sizes, replaced and deleted images removing
 * their files, the sold toggle), services (pricing text, features, commission tiers, slug,
 * Hide/Show, image replacement), about content (display order, reorder, toggle, images) and
 * settings (fallbacks, persisted). Demo-mode refusals change nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createLocalStorage, setStorageForTests, storage } from "@/lib/storage";
import { resetEnvForTests } from "@/lib/env";
import { readFixture } from "@/tests/fixtures/images";
import { createArtworkAction, deleteArtworkAction, toggleArtworkStatusAction, updateArtworkAction } from "@/lib/actions/admin/artworks";
import { createServiceAction, deleteServiceAction, toggleServiceAvailabilityAction, updateServiceAction } from "@/lib/actions/admin/services";
import {
  createAboutItemAction,
  deleteAboutItemAction,
  reorderAboutItemsAction,
  toggleAboutItemAction,
  updateAboutItemAction,
} from "@/lib/actions/admin/about";
import { saveSettingsAction } from "@/lib/actions/admin/settings";
import { discardUploadsAction } from "@/lib/actions/admin/uploads";
import { POST as uploadRoute } from "@/app/admin/uploads/route";
import { findArtworkRedirect } from "@/lib/data/artworks";
import { getSettings } from "@/lib/data/settings";
import { DEMO_MESSAGES } from "@/lib/domain/demo-mode";
import type { AdminActionResult } from "@/lib/actions/admin/client";
import type { AdminUploadTarget } from "@/lib/domain/admin/uploads";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-content-"));
const localStorage = createLocalStorage(dir);
let categoryId = "";

beforeAll(async () => {
  setStorageForTests(localStorage);
  const category = await db.category.create({ data: { name: "Paintings", slug: "paintings" } });
  categoryId = category.id;
  signInAs(await createProfile("owner-content@studio.test", "admin"));
});

afterAll(() => {
  signOutForTests();
  setStorageForTests(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

function data<R>(result: AdminActionResult<R>): R {
  if (!result.ok) throw new Error(`expected success, got ${result.message} ${JSON.stringify(result.fieldErrors ?? {})}`);
  return result.data;
}

type Fixture = "png" | "webp" | "svg";

/** One image through POST /admin/uploads, as the dialogs send it. */
async function post(target: AdminUploadTarget, name: Fixture): Promise<Response> {
  const body = new FormData();
  body.set("target", target);
  body.set("file", new File([new Uint8Array(readFixture(name))], `a.${name}`, { type: `image/${name}` }));
  const url = new URL("http://localhost/admin/uploads");
  return uploadRoute(Object.assign(new Request(url, { method: "POST", body }), { nextUrl: url }) as never);
}

async function uploadOne(target: AdminUploadTarget, name: Fixture): Promise<{ url: string; width: number; height: number }> {
  const response = await post(target, name);
  if (response.status !== 201) throw new Error(`expected 201, got ${response.status} ${await response.text()}`);
  return (await response.json()) as { url: string; width: number; height: number };
}

async function upload(names: Fixture[]): Promise<{ url: string; width: number; height: number }[]> {
  const stored = [];
  for (const name of names) stored.push(await uploadOne("artwork", name));
  return stored;
}

async function fileExists(url: string): Promise<boolean> {
  return (await storage().read(url)) !== null;
}

const base = () => ({ title: "Evening Over Patan", categoryId, price: "85000", yearCreated: "2024", status: "available" });

describe("artworks", () => {
  it("refuses a missing title or category with the field messages, and stores nothing", async () => {
    const before = await db.artwork.count();
    const r = await createArtworkAction({ title: "  ", categoryId: "" });
    expect(r).toEqual({ ok: false, message: "Could not save artwork", fieldErrors: { title: "Title is required", categoryId: "Category is required" } });
    const unknown = await createArtworkAction({ ...base(), categoryId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.ok === false && unknown.fieldErrors?.categoryId).toBe("Please choose one of the categories");
    expect(await db.artwork.count()).toBe(before);
  });

  it("creates with the spec's fallbacks, ordered images and their pixel sizes", async () => {
    const images = await upload(["png", "webp"]);
    expect(images[0].width).toBeGreaterThan(0);
    const r = await createArtworkAction({
      title: "Morning   Light", categoryId, price: "", yearCreated: "someday", shippingType: "free", shippingCharge: "700",
      taxRate: "abc", tags: "oil, sky", images: images.map((i) => i.url),
    });
    expect(r.ok && r.message).toBe("Artwork created successfully");
    const row = await db.artwork.findUniqueOrThrow({ where: { id: data(r).id } });
    expect(row.slug).toBe("morning-light");
    expect(row.pricePaisa).toBeNull();
    expect(row.yearCreated).toBe(new Date().getFullYear());
    expect(Number(row.shippingChargePaisa)).toBe(0);
    expect(row.taxRateBps).toBe(0);
    expect(row.tags).toEqual(["oil", "sky"]);
    expect(row.images).toEqual(images.map((i) => i.url));
    expect(row.imageSizes).toEqual(images.map((i) => ({ width: i.width, height: i.height })));
  });

  it("refuses an image URL that storage does not hold", async () => {
    const r = await createArtworkAction({ ...base(), images: ["/media/artworks/nope.png"] });
    expect(r.ok === false && r.fieldErrors?.images).toBe("An image could not be found; please upload it again");
  });

  it("makes slugs unique and keeps old slugs leading to the renamed work", async () => {
    const a = data(await createArtworkAction(base()));
    const b = data(await createArtworkAction(base()));
    expect(a.slug).toBe("evening-over-patan");
    expect(b.slug).toBe("evening-over-patan-2");
    const renamed = await updateArtworkAction({ id: a.id, ...base(), title: "Dusk Over Patan" });
    expect(renamed.ok && renamed.message).toBe("Artwork updated successfully");
    expect(data(renamed).slug).toBe("dusk-over-patan");
    expect(await findArtworkRedirect("evening-over-patan")).toBe("dusk-over-patan");
    // A new work never takes the old slug of another.
    const c = data(await createArtworkAction(base()));
    expect(c.slug).toBe("evening-over-patan-3");
    // Renaming twice: both old slugs lead to the current one.
    data(await updateArtworkAction({ id: a.id, ...base(), title: "Night Over Patan" }));
    expect(await findArtworkRedirect("evening-over-patan")).toBe("night-over-patan");
    expect(await findArtworkRedirect("dusk-over-patan")).toBe("night-over-patan");
    // Back to a former title: that slug is live again, no longer a redirect.
    data(await updateArtworkAction({ id: a.id, ...base(), title: "Evening Over Patan" }));
    expect((await db.artwork.findUniqueOrThrow({ where: { id: a.id } })).slug).toBe("evening-over-patan");
    expect(await findArtworkRedirect("evening-over-patan")).toBeNull();
    expect(await findArtworkRedirect("night-over-patan")).toBe("evening-over-patan");
  });

  it("replacing an image removes the old file; deleting the artwork removes its files and redirects", async () => {
    const [first, second] = await upload(["png", "webp"]);
    const created = data(await createArtworkAction({ ...base(), title: "Temple Bells", images: [first.url, second.url] }));
    const [third] = await upload(["png"]);
    data(await updateArtworkAction({ id: created.id, ...base(), title: "Temple Bells II", images: [third.url, second.url] }));
    expect(await fileExists(first.url)).toBe(false);
    expect(await fileExists(second.url)).toBe(true);
    const row = await db.artwork.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.images).toEqual([third.url, second.url]);
    expect(row.imageSizes).toEqual([{ width: third.width, height: third.height }, { width: second.width, height: second.height }]);

    const deleted = await deleteArtworkAction({ id: created.id });
    expect(deleted).toEqual({ ok: true, data: { id: created.id }, message: "Artwork deleted successfully" });
    expect(await fileExists(second.url)).toBe(false);
    expect(await fileExists(third.url)).toBe(false);
    expect(await findArtworkRedirect("temple-bells")).toBeNull();
    expect(await deleteArtworkAction({ id: created.id })).toEqual({ ok: false, message: "Artwork not found" });
  });

  it("toggles between available and sold", async () => {
    const a = data(await createArtworkAction({ ...base(), title: "Prayer Flags" }));
    expect(await toggleArtworkStatusAction({ id: a.id })).toMatchObject({ ok: true, message: "Artwork marked as sold" });
    expect(await toggleArtworkStatusAction({ id: a.id })).toMatchObject({ ok: true, message: "Artwork marked as available" });
    expect(await toggleArtworkStatusAction({ id: "not-an-id" })).toEqual({ ok: false, message: "Artwork not found" });
  });

  it("refuses an image that is not an image", async () => {
    const response = await post("artwork", "svg");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "Only image files are allowed" });
  });
});

describe("services", () => {
  const service = () => ({
    title: "Portrait   Commission", description: "Hand-drawn portraits", features: " Pencil \n\n Framed \n", pricing: { standard: "2500" },
    commissionPricing: [{ category: "Single", tiers: [{ size: "A4", dimensions: "10 x 14", price: "2500" }, { size: "A3", dimensions: "14 x 18", price: "3500.50" }] }],
  });

  it("creates a commission with the defaults and the dialog's parsing rules", async () => {
    const r = await createServiceAction(service());
    expect(r.ok && r.message).toBe("Service created successfully");
    const row = await db.service.findUniqueOrThrow({ where: { id: data(r).id } });
    expect(row).toMatchObject({ slug: "portrait-commission", category: "commission", duration: "TBD", available: true, featured: false, features: ["Pencil", "Framed"] });
    expect(row.pricing).toEqual({ standard: 250_000 });
    expect(row.commissionPricing).toEqual([{ category: "Single", tiers: [{ size: "A4", dimensions: "10 x 14", pricePaisa: 250_000 }, { size: "A3", dimensions: "14 x 18", pricePaisa: 350_050 }] }]);
    const again = data(await createServiceAction(service()));
    expect(again.slug).toBe("portrait-commission-2");
    expect(await createServiceAction({ title: "" })).toEqual({ ok: false, message: "Could not save service", fieldErrors: { title: "Title is required" } });
  });

  it("pricing fields are rupees stored as paisa; clearing them is 'Price on request'; workshops keep no commission tiers", async () => {
    const a = data(await createServiceAction({ ...service(), title: "Watercolour Workshop", category: "workshop", pricing: { startingAt: "3000", note: "per person" } }));
    const row = await db.service.findUniqueOrThrow({ where: { id: a.id } });
    expect(row.pricing).toEqual({ starting_at: 300_000, note: "per person" });
    expect(row.commissionPricing).toEqual([]);
    data(await updateServiceAction({ id: a.id, ...service(), title: "Watercolour Workshop", category: "workshop", pricing: {} }));
    expect((await db.service.findUniqueOrThrow({ where: { id: a.id } })).pricing).toEqual({});
  });

  it("Hide/Show, image replacement and delete remove files", async () => {
    const image = await uploadOne("service", "png");
    const s = data(await createServiceAction({ ...service(), title: "Restoration", category: "restoration", imageUrl: image.url }));
    expect(await toggleServiceAvailabilityAction({ id: s.id })).toMatchObject({ ok: true, message: "Service marked as unavailable", data: { available: false } });
    expect(await toggleServiceAvailabilityAction({ id: s.id })).toMatchObject({ ok: true, message: "Service marked as available", data: { available: true } });
    const replacement = await uploadOne("service", "webp");
    expect(await updateServiceAction({ id: s.id, ...service(), title: "Restoration", category: "restoration", imageUrl: replacement.url })).toMatchObject({ ok: true, message: "Service updated successfully" });
    expect(await fileExists(image.url)).toBe(false);
    expect(await deleteServiceAction({ id: s.id })).toMatchObject({ ok: true, message: "Service deleted successfully" });
    expect(await fileExists(replacement.url)).toBe(false);
  });
});

describe("about content", () => {
  it("adds with display order highest + 1 (1 in an empty section), reorders from 1, toggles and deletes", async () => {
    const first = data(await createAboutItemAction({ sectionType: "skills", contentKey: "oil", contentValue: { text: "Oil painting" } }));
    expect(first.displayOrder).toBe(1);
    await db.aboutContent.update({ where: { id: first.id }, data: { displayOrder: 7 } });
    const second = data(await createAboutItemAction({ sectionType: "skills", contentKey: "ink", contentValue: { text: "Ink" } }));
    expect(second.displayOrder).toBe(8);
    const third = await createAboutItemAction({ sectionType: "skills", contentKey: "pencil", contentValue: { text: "Pencil" } });
    expect(third.ok && third.message).toBe("Content created successfully");

    const order = [data(third).id, first.id, second.id];
    expect(await reorderAboutItemsAction({ section: "skills", ids: order })).toMatchObject({ ok: true });
    const rows = await db.aboutContent.findMany({ where: { sectionType: "skills" }, orderBy: { displayOrder: "asc" } });
    expect(rows.map((r) => [r.id, r.displayOrder])).toEqual([[order[0], 1], [order[1], 2], [order[2], 3]]);
    // A list that misses an item changes nothing.
    expect(await reorderAboutItemsAction({ section: "skills", ids: [first.id, second.id] })).toEqual({ ok: false, message: "Failed to save content" });

    expect(await toggleAboutItemAction({ id: first.id })).toMatchObject({ ok: true, data: { isActive: false } });
    expect(await updateAboutItemAction({ id: first.id, contentKey: "oil-paint", contentValue: { text: "Oils" }, displayOrder: "x" })).toMatchObject({
      ok: true, message: "Content updated successfully", data: { contentKey: "oil-paint", displayOrder: 0 },
    });
    expect(await deleteAboutItemAction({ id: second.id })).toMatchObject({ ok: true, message: "Content deleted successfully" });
    expect(await createAboutItemAction({ sectionType: "skills", contentKey: " " })).toEqual({ ok: false, message: "Failed to save content", fieldErrors: { contentKey: "Content key is required" } });
  });

  it("achievements and quick facts keep their fields; hero images are uploaded and removed with their item", async () => {
    const award = data(await createAboutItemAction({ sectionType: "achievements", contentKey: "award", contentValue: { year: "2023", title: "National Art Prize", venue: "Kathmandu" } }));
    expect(award.contentValue).toEqual({ year: "2023", title: "National Art Prize", venue: "Kathmandu" });
    const fact = data(await createAboutItemAction({ sectionType: "quick_facts", contentKey: "years", contentValue: { icon: "Calendar", text: "10+ years" } }));
    expect(fact.contentValue).toEqual({ icon: "Calendar", text: "10+ years" });

    const urls = [(await uploadOne("about-profile", "png")).url, (await uploadOne("about-profile", "webp")).url];
    expect(urls[0]).toContain("/about-images/profile/");
    const hero = data(await createAboutItemAction({ sectionType: "hero", contentKey: "profile_images", contentValue: { images: urls } }));
    data(await updateAboutItemAction({ id: hero.id, contentKey: "profile_images", contentValue: { images: [urls[1]] } }));
    expect(await fileExists(urls[0])).toBe(false);
    data(await deleteAboutItemAction({ id: hero.id }));
    expect(await fileExists(urls[1])).toBe(false);
  });
});

describe("settings", () => {
  it("saves with the fallbacks and reports bad fields without saving", async () => {
    const saved = await saveSettingsAction({
      siteName: "Studio Patan", siteDescription: "Paintings", contactEmail: "Hello@Studio.np", supportEmail: "help@studio.np",
      taxRate: "abc", shippingFee: "250", enableOrders: false, enableNotifications: "on", maintenanceMode: "on", paymentCheckHours: "12", maxReservedOriginals: "5",
      paymentWindowMinutes: "45",
    });
    expect(saved.ok && saved.message).toBe("Settings saved successfully");
    const settings = await getSettings();
    expect(settings).toMatchObject({
      siteName: "Studio Patan", contactEmail: "hello@studio.np", taxRateBps: 0, shippingFeePaisa: 25_000,
      enableOrders: false, enableNotifications: true, maintenanceMode: true, paymentCheckHours: 12,
    });
    expect(await db.settings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({ maxReservedOriginals: 5, paymentWindowMinutes: 45 });
    data(await saveSettingsAction({ siteName: "Studio Patan", contactEmail: "a@studio.np", supportEmail: "b@studio.np", maxReservedOriginals: "many", paymentWindowMinutes: "2" }));
    // Not a number: the default (3 originals); below the range: its least (a 5-minute window).
    expect(await db.settings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({ maxReservedOriginals: 3, paymentWindowMinutes: 5 });
    const bad = await saveSettingsAction({ siteName: "", contactEmail: "x", supportEmail: "help@studio.np" });
    expect(bad).toEqual({ ok: false, message: "Failed to save settings", fieldErrors: { siteName: "Site name is required", contactEmail: "Please enter a valid email address" } });
    expect((await getSettings()).siteName).toBe("Studio Patan");
  });
});

describe("demo mode", () => {
  beforeEach(() => {
    process.env.DEMO_MODE = "true";
    resetEnvForTests();
    return () => {
      delete process.env.DEMO_MODE;
      resetEnvForTests();
    };
  });

  it("refuses every write with the demo-mode messages and changes nothing", async () => {
    const artwork = await db.artwork.findFirstOrThrow();
    const service = await db.service.findFirstOrThrow();
    const about = await db.aboutContent.findFirstOrThrow();
    const counts = async () => [await db.artwork.count(), await db.service.count(), await db.aboutContent.count(), fs.readdirSync(dir, { recursive: true }).length];
    const before = await counts();
    const settingsBefore = await getSettings();
    const refusedUpload = async (target: AdminUploadTarget) => {
      const response = await post(target, "png");
      return { status: response.status, body: await response.json() };
    };
    const demoUpload = { status: 403, body: { error: DEMO_MESSAGES.imageUpload } };

    expect(await createArtworkAction(base())).toEqual({ ok: false, message: DEMO_MESSAGES.createArtwork });
    expect(await updateArtworkAction({ id: artwork.id, ...base() })).toEqual({ ok: false, message: "Updating artworks not available in demo mode" });
    expect(await deleteArtworkAction({ id: artwork.id })).toEqual({ ok: false, message: "Deleting artworks not available in demo mode" });
    expect(await toggleArtworkStatusAction({ id: artwork.id })).toEqual({ ok: false, message: "Updating artworks not available in demo mode" });
    expect(DEMO_MESSAGES.imageUpload).toBe("Supabase not configured. Image upload not available in demo mode.");
    expect(await refusedUpload("artwork")).toEqual(demoUpload);
    expect(await createServiceAction({ title: "X" })).toEqual({ ok: false, message: "Creating services not available in demo mode" });
    expect(await updateServiceAction({ id: service.id, title: "X" })).toEqual({ ok: false, message: "Updating services not available in demo mode" });
    expect(await toggleServiceAvailabilityAction({ id: service.id })).toEqual({ ok: false, message: "Updating services not available in demo mode" });
    expect(await deleteServiceAction({ id: service.id })).toEqual({ ok: false, message: "Deleting services not available in demo mode" });
    expect(await refusedUpload("service")).toEqual(demoUpload);
    expect(await createAboutItemAction({ sectionType: "hero", contentKey: "k" })).toEqual({ ok: false, message: DEMO_MESSAGES.updateContent });
    expect(await updateAboutItemAction({ id: about.id, contentKey: "k" })).toEqual({ ok: false, message: DEMO_MESSAGES.updateContent });
    expect(await toggleAboutItemAction({ id: about.id })).toEqual({ ok: false, message: DEMO_MESSAGES.updateContent });
    expect(await deleteAboutItemAction({ id: about.id })).toEqual({ ok: false, message: DEMO_MESSAGES.updateContent });
    expect(await reorderAboutItemsAction({ section: about.sectionType, ids: [about.id] })).toEqual({ ok: false, message: DEMO_MESSAGES.updateContent });
    expect(await refusedUpload("about-profile")).toEqual(demoUpload);
    expect(await saveSettingsAction({ ...settingsBefore, siteName: "Changed" })).toEqual({ ok: false, message: DEMO_MESSAGES.updateSettings });

    expect(await counts()).toEqual(before);
    expect(await db.artwork.findUniqueOrThrow({ where: { id: artwork.id } })).toEqual(artwork);
    expect(await db.service.findUniqueOrThrow({ where: { id: service.id } })).toEqual(service);
    expect(await db.aboutContent.findUniqueOrThrow({ where: { id: about.id } })).toEqual(about);
    expect(await getSettings()).toEqual(settingsBefore);
  });
});

describe("public pages follow every change at once", () => {
  it("cached artwork, service, about and settings reads are refreshed by the writes", async () => {
    const { getArtworkBySlug } = await import("@/lib/data/artworks");
    const { getAvailableServices } = await import("@/lib/data/services");
    const { getAboutContent } = await import("@/lib/data/about");
    const { getPublicSettings } = await import("@/lib/data/public-settings");

    const a = data(await createArtworkAction({ ...base(), title: "Cache Check" }));
    expect((await getArtworkBySlug(a.slug))?.status).toBe("available");
    data(await toggleArtworkStatusAction({ id: a.id }));
    expect((await getArtworkBySlug(a.slug))?.status).toBe("sold");
    data(await updateArtworkAction({ id: a.id, ...base(), title: "Cache Check Renamed", status: "sold" }));
    expect(await getArtworkBySlug(a.slug)).toBeNull();
    expect((await getArtworkBySlug("cache-check-renamed"))?.title).toBe("Cache Check Renamed");

    const s = data(await createServiceAction({ title: "Cache Class", category: "workshop" }));
    expect((await getAvailableServices()).map((x) => x.id)).toContain(s.id);
    data(await toggleServiceAvailabilityAction({ id: s.id }));
    expect((await getAvailableServices()).map((x) => x.id)).not.toContain(s.id);

    const before = (await getAboutContent()).content.story.length;
    data(await createAboutItemAction({ sectionType: "my_story", contentKey: "cache", contentValue: { text: "A new paragraph." } }));
    expect((await getAboutContent()).content.story).toHaveLength(before + 1);

    await getPublicSettings();
    data(await saveSettingsAction({ siteName: "Fresh Name", contactEmail: "a@studio.np", supportEmail: "b@studio.np" }));
    expect((await getPublicSettings()).siteName).toBe("Fresh Name");
  });
});

describe("uploads a dialog did not keep", () => {
  it("are removed, unless an artwork, a service or an about item uses them; other URLs are ignored", async () => {
    const [kept, dropped] = await upload(["png", "webp"]);
    const forService = await uploadOne("service", "png");
    const forAbout = await uploadOne("about", "png");
    data(await createArtworkAction({ ...base(), title: "Keeps One", images: [kept.url] }));
    data(await createServiceAction({ title: "Keeps Image", imageUrl: forService.url }));
    data(await createAboutItemAction({ sectionType: "hero", contentKey: "background_image", contentValue: { images: [forAbout.url] } }));
    const removed = await discardUploadsAction([kept.url, dropped.url, forService.url, forAbout.url, "/private-files/payment-screenshots/x.png", 42]);
    expect(removed).toEqual({ ok: true, data: { removed: 1 } });
    expect(await fileExists(dropped.url)).toBe(false);
    for (const url of [kept.url, forService.url, forAbout.url]) expect(await fileExists(url)).toBe(true);
    expect(await discardUploadsAction("nope")).toEqual({ ok: true, data: { removed: 0 } });
  });
});
