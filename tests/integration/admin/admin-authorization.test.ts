/**
 * Every admin server action, admin read, admin route handler and admin page, found by listing
 * the files (so a new one is covered the day it is added), refuses an anonymous visitor and a
 * signed-in non-admin, answers 'Access Denied: Admin privileges required for this action' (or
 * redirects, for pages), and changes nothing in the database.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ACCESS_DENIED_MESSAGE, AdminAccessError } from "@/lib/auth/require-admin";
import { parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { createArtwork, createOrder, createProfile, signInAs } from "./admin-fixtures";

type Module = Record<string, unknown>;
const actionModules = import.meta.glob<Module>(["/lib/actions/admin/*.ts", "!/lib/actions/admin/client.ts"], { eager: true });
const dataModules = import.meta.glob<Module>("/lib/data/admin/*.ts", { eager: true });
const routeModules = import.meta.glob<Module>("/app/admin/**/route.ts", { eager: true });
const pageModules = import.meta.glob<Module>(["/app/admin/**/page.tsx", "/app/admin/layout.tsx"], { eager: true });

let ids: { orderId: string; inquiryId: string; buyerEmail: string; categoryId: string; artworkId: string; serviceId: string; aboutId: string };
let buyer: { id: string; email: string };

/** Valid inputs: a missing check would really change something with these. Others get {}. */
function sampleInput(name: string): unknown {
  const { orderId, inquiryId, buyerEmail, categoryId, artworkId, serviceId, aboutId } = ids;
  const artworkForm = { title: "Guarded Artwork", categoryId, price: "1000" };
  const settingsForm = { siteName: "Hacked", contactEmail: "a@b.np", supportEmail: "c@d.np", maintenanceMode: true };
  const samples: Record<string, unknown> = {
    updateOrderStatus: { orderId, status: "cancelled" },
    updatePaymentStatus: { orderId, paymentStatus: "paid" },
    markPaid: { orderId, transactionReference: "ESEWA-1" },
    recordOrderPayment: { orderId, method: "cash", amount: "100", reference: "CASH-1" },
    refundOrderPayment: { orderId, method: "cash", amount: "100", reason: "guarded" },
    voidOrderPayment: { orderId, entryId: orderId, reason: "guarded" },
    restockOrderOriginals: { orderId },
    reopenCancelledOrder: { orderId },
    adjustUnpaidOrder: { orderId, adjustment: { kind: "add_line", title: "Guarded frame", unitPrice: "500", quantity: 1 } },
    recordStudioSaleAction: { customer: { name: "Guarded" }, lines: [{ kind: "original", artworkId }], payment: { method: "cash" } },
    rejectOrderPayment: { orderId, notifyCustomer: true, reason: "no" },
    addOrderNote: { orderId, body: "note" },
    cancelOrderWithReason: { orderId, notifyCustomer: true, reason: "no" },
    previewOrderChange: { orderId, paymentStatus: "paid" },
    shipOrder: { orderId, courier: "Nepal Post", trackingNumber: "EE1NP" },
    markOrderFulfilled: { orderId, fulfilmentStatus: "collected" },
    previewOrderFulfilment: { orderId, fulfilmentStatus: "shipped" },
    setCustomerRole: { email: buyerEmail, role: "admin" },
    viewInquiry: { id: inquiryId },
    replyToInquiry: { id: inquiryId, replyText: "Hello" },
    closeInquiry: { id: inquiryId },
    setInquiryStatus: { id: inquiryId, status: "closed" },
    createCategory: { name: "Guarded New Category" },
    renameCategory: { id: categoryId, name: "Guarded Renamed" },
    reorderCategories: { ids: [categoryId] },
    deleteCategory: { id: categoryId },
    createArtworkAction: artworkForm,
    updateArtworkAction: { id: artworkId, ...artworkForm },
    deleteArtworkAction: { id: artworkId },
    toggleArtworkStatusAction: { id: artworkId },
    createServiceAction: { title: "Guarded Service" },
    updateServiceAction: { id: serviceId, title: "Guarded Service" },
    deleteServiceAction: { id: serviceId },
    toggleServiceAvailabilityAction: { id: serviceId },
    createAboutItemAction: { sectionType: "skills", contentKey: "guarded" },
    updateAboutItemAction: { id: aboutId, contentKey: "guarded" },
    deleteAboutItemAction: { id: aboutId },
    toggleAboutItemAction: { id: aboutId },
    reorderAboutItemsAction: { section: "skills", ids: [aboutId] },
    saveSettingsAction: settingsForm,
    saveOnlinePaymentSettingsAction: { esewa: true, khalti: true },
    savePriceListsAction: { sizes: [{ key: "", name: "Guarded print", dimensions: "1x1", share: "0", minimum: "1", enabled: true }], frames: [] },
    removePaymentMethodAction: { kind: "esewa" },
    savePaymentMethodAction: paymentMethodForm(),
    discardUploadsAction: [],
  };
  return samples[name] ?? {};
}

function paymentMethodForm(): FormData {
  const form = new FormData();
  form.set("kind", "khalti");
  form.set("accountId", "9800000000");
  return form;
}

function sampleArgs(name: string): unknown[] {
  const samples: Record<string, unknown[]> = {
    listAdminOrders: [parseAdminOrderQuery({})],
    exportAdminOrders: [{ status: null, paymentStatus: null, search: null }],
    getAdminOrder: [ids.orderId],
    getAnalytics: ["30d"],
    listInquiries: [{ search: null, status: null, serviceType: null }],
  };
  return samples[name] ?? [];
}

async function snapshot() {
  const [orders, artworks, inquiries, profiles, counts, categories, services, about, settings, paymentMethods, printSizes, frames] = await Promise.all([
    db.order.findMany({ select: { id: true, status: true, paymentStatus: true, transactionReference: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db.artwork.findMany({ select: { id: true, title: true, status: true, reservedByOrderId: true }, orderBy: { id: "asc" } }),
    db.contactSubmission.findMany({ select: { id: true, status: true }, orderBy: { id: "asc" } }),
    db.profile.findMany({ select: { email: true, role: true, passwordHash: true }, orderBy: { email: "asc" } }),
    Promise.all([db.orderHistory.count(), db.orderNote.count(), db.emailOutbox.count(), db.loginToken.count(), db.ledgerEntry.count(), db.orderLine.count()]),
    db.category.findMany({ select: { id: true, name: true, displayOrder: true }, orderBy: { id: "asc" } }),
    db.service.findMany({ select: { id: true, title: true, available: true }, orderBy: { id: "asc" } }),
    db.aboutContent.findMany({ select: { id: true, contentKey: true, isActive: true, displayOrder: true }, orderBy: { id: "asc" } }),
    db.settings.findMany({ select: { siteName: true, maintenanceMode: true, esewaEnabled: true, khaltiEnabled: true } }),
    db.paymentMethod.findMany({ orderBy: { kind: "asc" } }),
    db.printSize.findMany({ orderBy: { key: "asc" } }),
    db.frameOption.findMany({ orderBy: { key: "asc" } }),
  ]);
  return JSON.stringify({ orders, artworks, inquiries, profiles, counts, categories, services, about, settings, paymentMethods, printSizes, frames }, (_, v) =>
    typeof v === "bigint" ? v.toString() : v,
  );
}

beforeAll(async () => {
  buyer = await createProfile("buyer@example.com", "user");
  const art = await createArtwork("Guarded Original");
  const order = await createOrder({ originals: [art], email: "buyer@example.com" });
  const inquiry = await db.contactSubmission.create({
    data: { name: "Nima", email: "nima@example.com", message: "Hello", serviceType: "workshop" },
  });
  const category = await db.category.create({ data: { name: "Guarded Category", slug: "guarded-category" } });
  const service = await db.service.create({ data: { title: "Guarded Workshop", slug: "guarded-workshop", category: "workshop" } });
  const about = await db.aboutContent.create({ data: { sectionType: "skills", contentKey: "guarded-skill", contentValue: { text: "Ink" } } });
  await db.paymentMethod.upsert({ where: { kind: "esewa" }, update: {}, create: { kind: "esewa", accountName: "Guarded", accountId: "9800000001" } });
  ids = { orderId: order.id, inquiryId: inquiry.id, buyerEmail: "buyer@example.com", categoryId: category.id, artworkId: art.id, serviceId: service.id, aboutId: about.id };
});

const callers = [
  { who: "an anonymous visitor", as: () => signInAs(null), status: 401, redirect: "/?admin=signin" },
  { who: "a signed-in non-admin", as: () => signInAs(buyer), status: 403, redirect: "/" },
  { who: "an expired administrator session", as: () => signInAs({ id: "00000000-0000-4000-8000-000000000000", email: "x@y.z" }, { expired: true }), status: 401, redirect: "/?admin=expired" },
] as const;

describe("the files are found", () => {
  it("lists the admin actions, reads, routes and pages", () => {
    const actions = Object.values(actionModules).flatMap((m) => Object.keys(m));
    expect(actions).toEqual(
      expect.arrayContaining([
        "markPaid", "rejectOrderPayment", "setCustomerRole", "replyToInquiry", "closeInquiry",
        "createArtworkAction", "updateServiceAction", "reorderAboutItemsAction", "saveSettingsAction", "savePaymentMethodAction", "discardUploadsAction",
      ]),
    );
    // The content actions get valid inputs below: a missing check would really change something.
    const content = Object.entries(actionModules).filter(([file]) => /\/(artworks|services|about|settings|settings-payment|settings-prices|uploads)\.ts$/.test(file));
    expect(content).toHaveLength(7);
    for (const name of content.flatMap(([, m]) => Object.keys(m))) expect(sampleInput(name), name).not.toEqual({});
    expect(Object.keys(dataModules).length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(routeModules)).toContain("/app/admin/orders/export/route.ts");
    expect(Object.keys(routeModules)).toContain("/app/admin/orders/rows/route.ts");
    expect(Object.keys(pageModules).length).toBeGreaterThanOrEqual(8);
  });
});

for (const caller of callers) {
  describe(`refused for ${caller.who}`, () => {
    for (const [file, mod] of Object.entries(actionModules)) {
      for (const [name, fn] of Object.entries(mod)) {
        if (typeof fn !== "function") continue;
        it(`action ${name} (${file})`, async () => {
          const before = await snapshot();
          caller.as();
          const result = await (fn as (input: unknown) => Promise<unknown>)(sampleInput(name));
          expect(result).toEqual({ ok: false, message: ACCESS_DENIED_MESSAGE });
          expect(await snapshot()).toBe(before);
        });
      }
    }

    for (const [file, mod] of Object.entries(dataModules)) {
      for (const [name, fn] of Object.entries(mod)) {
        if (typeof fn !== "function") continue;
        it(`read ${name} (${file})`, async () => {
          caller.as();
          const run = async () => {
            const value = (fn as (...args: unknown[]) => unknown)(...sampleArgs(name));
            if (value && typeof value === "object" && Symbol.asyncIterator in value) {
              return (value as AsyncGenerator).next();
            }
            return value;
          };
          const error = await run().then(() => null, (e: unknown) => e);
          expect(error).toBeInstanceOf(AdminAccessError);
          expect((error as Error).message).toBe(ACCESS_DENIED_MESSAGE);
        });
      }
    }

    for (const [file, mod] of Object.entries(routeModules)) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        const handler = mod[method];
        if (typeof handler !== "function") continue;
        it(`route ${method} ${file}`, async () => {
          const before = await snapshot();
          caller.as();
          const url = new URL("http://localhost/admin/route");
          const request = Object.assign(new Request(url, { method, ...(method === "GET" ? {} : { body: "{}" }) }), { nextUrl: url });
          const response = (await (handler as (r: Request, c: unknown) => Promise<Response>)(request, { params: Promise.resolve({ id: ids.orderId }) }));
          expect(response.status).toBe(caller.status);
          expect(await response.json()).toEqual({ error: ACCESS_DENIED_MESSAGE });
          expect(await snapshot()).toBe(before);
        });
      }
    }

    for (const [file, mod] of Object.entries(pageModules)) {
      it(`page ${file}`, async () => {
        caller.as();
        const render = mod.default as (props: unknown) => Promise<unknown>;
        const error = (await render({
          params: Promise.resolve({ id: ids.orderId }),
          searchParams: Promise.resolve({}),
          children: null,
        }).then(() => null, (e: unknown) => e)) as { digest?: string } | null;
        expect(error?.digest?.split(";")[2]).toBe(caller.redirect);
      });
    }
  });
}
