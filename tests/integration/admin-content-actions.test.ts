/**
 * The content actions as the browser calls them: refused for visitors and customers (nothing
 * changed), working for administrators; settings saved through the action take effect
 * (checkout paused, admin notifications off, maintenance page for visitors only); demo mode
 * refuses orders and contact messages and the database itself refuses writes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowSetupWrites, db } from "@/lib/db";
import { createLocalStorage, setStorageForTests } from "@/lib/storage";
import { resetEnvForTests } from "@/lib/env";
import { ACCESS_DENIED_MESSAGE } from "@/lib/auth/require-admin";
import * as artworkActions from "@/lib/actions/admin/artworks";
import * as serviceActions from "@/lib/actions/admin/services";
import * as aboutActions from "@/lib/actions/admin/about";
import * as settingsActions from "@/lib/actions/admin/settings";
import { discardUploadsAction } from "@/lib/actions/admin/uploads";
import { listAdminArtworks, listAdminCategories } from "@/lib/data/admin/artworks";
import { parseAdminArtworkQuery } from "@/lib/domain/admin/artwork-query";
import { listAdminServices } from "@/lib/data/admin/services";
import { listAboutItems } from "@/lib/data/admin/about";
import { getSettingsForm } from "@/lib/data/admin/settings";
import { visitorSeesMaintenance } from "@/lib/maintenance";
import { placeOrder } from "@/lib/orders/place-order";
import { submitOrder } from "@/lib/actions/checkout";
import { submitContactForm } from "@/lib/actions/contact";
import { INITIAL_FORM_STATE } from "@/lib/validation/contact";
import { DEMO_MESSAGES } from "@/lib/domain/demo-mode";
import { ensureDemoAccount } from "@/lib/demo-account";
import { demoCredentials } from "@/lib/demo";
import { authenticate } from "@/lib/auth/sign-in";
import { createProfile, signInAs, signOutForTests } from "@/tests/integration/admin/admin-fixtures";
import { artworkLine, createShop, orderInput, type Shop } from "@/tests/integration/checkout-fixtures";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-actions-"));
let admin: { id: string; email: string };
let customer: { id: string; email: string };
let shop: Shop;

beforeAll(async () => {
  setStorageForTests(createLocalStorage(dir));
  shop = await createShop();
  admin = await createProfile("owner-admin@studio.test", "admin");
  customer = await createProfile("buyer@example.com", "user");
});

afterAll(() => {
  signOutForTests();
  setStorageForTests(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

const settingsInput = (overrides: Record<string, unknown> = {}) => ({
  siteName: "Studio Patan", siteDescription: "Paintings", contactEmail: "studio@artist.test", supportEmail: "help@artist.test",
  taxRate: "13", shippingFee: "150", enableOrders: true, enableNotifications: true, maintenanceMode: false, paymentCheckHours: "24",
  ...overrides,
});

describe("authorization", () => {
  it("refuses every action and read to visitors and customers, changing nothing", async () => {
    const artwork = await db.artwork.findFirstOrThrow();
    const service = await db.service.findFirstOrThrow();
    const before = { artwork, service, settings: await db.settings.findUnique({ where: { id: 1 } }), about: await db.aboutContent.count() };
    const denied = { ok: false, message: ACCESS_DENIED_MESSAGE };
    for (const who of [null, customer]) {
      signInAs(who);
      expect(await artworkActions.createArtworkAction({ title: "X", categoryId: artwork.categoryId })).toEqual(denied);
      expect(await artworkActions.updateArtworkAction({ id: artwork.id, title: "X", categoryId: artwork.categoryId })).toEqual(denied);
      expect(await artworkActions.deleteArtworkAction({ id: artwork.id })).toEqual(denied);
      expect(await artworkActions.toggleArtworkStatusAction({ id: artwork.id })).toEqual(denied);
      expect(await serviceActions.createServiceAction({ title: "X" })).toEqual(denied);
      expect(await serviceActions.updateServiceAction({ id: service.id, title: "X" })).toEqual(denied);
      expect(await serviceActions.deleteServiceAction({ id: service.id })).toEqual(denied);
      expect(await serviceActions.toggleServiceAvailabilityAction({ id: service.id })).toEqual(denied);
      expect(await aboutActions.createAboutItemAction({ sectionType: "skills", contentKey: "x" })).toEqual(denied);
      expect(await aboutActions.updateAboutItemAction({ id: artwork.id })).toEqual(denied);
      expect(await aboutActions.deleteAboutItemAction({ id: artwork.id })).toEqual(denied);
      expect(await aboutActions.toggleAboutItemAction({ id: artwork.id })).toEqual(denied);
      expect(await aboutActions.reorderAboutItemsAction({ section: "skills", ids: [] })).toEqual(denied);
      expect(await settingsActions.saveSettingsAction(settingsInput({ siteName: "Hacked" }))).toEqual(denied);
      expect(await discardUploadsAction(artwork.images)).toEqual(denied);
      await expect(listAdminArtworks(parseAdminArtworkQuery({}))).rejects.toThrow(ACCESS_DENIED_MESSAGE);
      await expect(listAdminCategories()).rejects.toThrow(ACCESS_DENIED_MESSAGE);
      await expect(listAdminServices()).rejects.toThrow(ACCESS_DENIED_MESSAGE);
      await expect(listAboutItems()).rejects.toThrow(ACCESS_DENIED_MESSAGE);
      await expect(getSettingsForm()).rejects.toThrow(ACCESS_DENIED_MESSAGE);
    }
    expect(await db.artwork.findUniqueOrThrow({ where: { id: artwork.id } })).toEqual(before.artwork);
    expect(await db.service.findUniqueOrThrow({ where: { id: service.id } })).toEqual(before.service);
    expect(await db.settings.findUnique({ where: { id: 1 } })).toEqual(before.settings);
    expect(await db.aboutContent.count()).toBe(before.about);
  });

  it("an administrator demoted to customer is refused at once", async () => {
    const demoted = await createProfile("was-admin@studio.test", "admin");
    signInAs(demoted);
    expect((await artworkActions.toggleArtworkStatusAction({ id: shop.mandala.id })).ok).toBe(true);
    await db.profile.update({ where: { id: demoted.id }, data: { role: "user" } });
    expect(await artworkActions.toggleArtworkStatusAction({ id: shop.mandala.id })).toEqual({ ok: false, message: ACCESS_DENIED_MESSAGE });
  });
});

describe("administrator reads", () => {
  it("lists artworks with search, status filter and pages; services; settings form values", async () => {
    signInAs(admin);
    const all = await listAdminArtworks(parseAdminArtworkQuery({}));
    expect(all.total).toBe(await db.artwork.count());
    const sold = await listAdminArtworks(parseAdminArtworkQuery({ status: "sold" }));
    expect(sold.items.length).toBeGreaterThan(0);
    expect(sold.items.every((a) => a.status === "sold")).toBe(true);
    const found = await listAdminArtworks(parseAdminArtworkQuery({ q: shop.dawn.title.slice(0, 6).toUpperCase() }));
    expect(found.items.map((a) => a.id)).toContain(shop.dawn.id);
    const odd = parseAdminArtworkQuery({ status: "stolen", page: "-3", q: "x".repeat(500) });
    expect(odd).toEqual({ q: "", category: "", status: "", page: 1 });
    const farPage = await listAdminArtworks({ ...odd, page: 999 });
    expect(farPage.page).toBe(farPage.totalPages);
    expect((await listAdminServices()).length).toBe(await db.service.count());
    await settingsActions.saveSettingsAction(settingsInput({ taxRate: "13", shippingFee: "150" }));
    expect(await getSettingsForm()).toMatchObject({ taxRate: "13", shippingFee: "150", currency: "NPR", paymentCheckHours: "24", maxReservedOriginals: "3" });
  });
});

describe("settings applied", () => {
  it("enableOrders false pauses checkout", async () => {
    signInAs(admin);
    expect(await settingsActions.saveSettingsAction(settingsInput({ enableOrders: false }))).toMatchObject({ ok: true, message: "Settings saved successfully" });
    const before = await db.order.count();
    expect(await placeOrder(orderInput({ lines: [artworkLine(shop.mandala)] }))).toMatchObject({ ok: false, code: "paused" });
    expect(await db.order.count()).toBe(before);
    await settingsActions.saveSettingsAction(settingsInput({ enableOrders: true }));
  });

  it("enableNotifications false stops only the admin notification emails", async () => {
    signInAs(admin);
    await settingsActions.saveSettingsAction(settingsInput({ enableNotifications: false }));
    await db.emailOutbox.deleteMany();
    const placed = await placeOrder(orderInput({ email: "quiet@example.com", lines: [artworkLine(shop.dawn)] }));
    expect(placed).toMatchObject({ ok: true });
    expect((await db.emailOutbox.findMany({ select: { type: true } })).map((e) => e.type).sort()).toEqual(["order_confirmation", "payment_link"]);
    await settingsActions.saveSettingsAction(settingsInput({ enableNotifications: true }));
    expect(await placeOrder(orderInput({ email: "loud@example.com", lines: [artworkLine(shop.boudha)] }))).toMatchObject({ ok: true });
    expect((await db.emailOutbox.findMany({ select: { type: true } })).map((e) => e.type).sort()).toEqual([
      "admin_notification",
      "order_confirmation",
      "order_confirmation",
      "payment_link",
      "payment_link",
    ]);
  });

  it("maintenance mode shows visitors and customers the maintenance page, not administrators", async () => {
    signInAs(admin);
    await settingsActions.saveSettingsAction(settingsInput({ maintenanceMode: true }));
    const { maintenanceMode } = (await db.settings.findUniqueOrThrow({ where: { id: 1 } }));
    expect(maintenanceMode).toBe(true);
    expect(await visitorSeesMaintenance(maintenanceMode)).toBe(false);
    signInAs(customer);
    expect(await visitorSeesMaintenance(maintenanceMode)).toBe(true);
    signInAs(null);
    expect(await visitorSeesMaintenance(maintenanceMode)).toBe(true);
    expect(await visitorSeesMaintenance(false)).toBe(false);
  });
});

/** Drops the process's database client so that the next query creates one for the current environment. */
async function resetClient(): Promise<void> {
  const g = globalThis as unknown as { __prisma?: { $disconnect(): Promise<void> } };
  await g.__prisma?.$disconnect();
  g.__prisma = undefined;
}

describe("demo mode", () => {
  it("refuses orders and contact messages with the demo-mode messages; the database refuses other writes", async () => {
    process.env.DEMO_MODE = "true";
    resetEnvForTests();
    await resetClient(); // the next query builds the demo-mode client
    try {
      const counts = async () => [await db.order.count(), await db.contactSubmission.count(), await db.emailOutbox.count()];
      const before = await counts();
      const form = new FormData();
      for (const [k, v] of Object.entries({ name: "Sita", email: "sita@example.com", phone: "+977 980-1234567", address: "", notes: "" })) form.set(k, v);
      form.set("lines", JSON.stringify([artworkLine(shop.mandala)]));
      expect(await submitOrder(form)).toEqual({ ok: false, code: "paused", message: DEMO_MESSAGES.createOrder });
      const contact = new FormData();
      for (const [k, v] of Object.entries({ name: "Sita Gurung", email: "sita@example.com", serviceType: "commission", subject: "Hello", message: "A portrait please" })) contact.set(k, v);
      const state = await submitContactForm(INITIAL_FORM_STATE, contact);
      expect(state).toMatchObject({ status: "error", message: "Creating contact submissions not available in demo mode" });
      // The demo administrator the site shows can sign in (set up by the start script).
      const shown = demoCredentials();
      expect(shown).toEqual({ email: "demo@example.com", password: "demo-gallery" });
      // The demo-mode client refuses the account's creation unless the setup flag is on.
      await expect(ensureDemoAccount(db, shown!)).rejects.toThrow(DEMO_MESSAGES.role);
      allowSetupWrites();
      await ensureDemoAccount(db, shown!);
      (globalThis as unknown as { __setupWrites?: boolean }).__setupWrites = false;
      const signedIn = await authenticate({ email: shown!.email, password: shown!.password, address: "127.0.0.9" });
      expect(signedIn).toMatchObject({ ok: true });
      // Any other write path (e.g. an order update) is refused by the database client itself.
      await expect(db.profile.update({ where: { id: customer.id }, data: { role: "admin" } })).rejects.toThrow("Role update not available in demo mode");
      await expect(db.order.updateMany({ data: { status: "cancelled" } })).rejects.toThrow("Order updates not available in demo mode");
      await expect(db.emailOutbox.deleteMany()).rejects.toThrow(DEMO_MESSAGES.readOnly);
      expect(await counts()).toEqual(before);
      expect((await db.profile.findUniqueOrThrow({ where: { id: customer.id } })).role).toBe("user");
    } finally {
      delete process.env.DEMO_MODE;
      resetEnvForTests();
      await resetClient();
    }
  });
});
