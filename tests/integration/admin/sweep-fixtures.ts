/**
 * What the authorization sweeps share (admin-authorization.test.ts for strangers,
 * assistant-authorization.test.ts for the Assistant role): every admin action, read, route and
 * page found by listing the files, valid inputs for them (so a missing check would really change
 * something), and a snapshot of every table they could change.
 */
import { db } from "@/lib/db";
import { parseAdminOrderQuery } from "@/lib/domain/admin-order-query";
import { createArtwork, createOrder } from "./admin-fixtures";

export type Module = Record<string, unknown>;
export const actionModules = import.meta.glob<Module>(["/lib/actions/admin/*.ts", "!/lib/actions/admin/client.ts"], { eager: true });
export const dataModules = import.meta.glob<Module>("/lib/data/admin/*.ts", { eager: true });
export const routeModules = import.meta.glob<Module>("/app/admin/**/route.ts", { eager: true });
export const pageModules = import.meta.glob<Module>(["/app/admin/**/page.tsx", "/app/admin/layout.tsx"], { eager: true });

export interface SweepRecords {
  orderId: string;
  inquiryId: string;
  buyerEmail: string;
  categoryId: string;
  artworkId: string;
  serviceId: string;
  aboutId: string;
}

/** One record of each kind the actions change: an order (with a reserved original), an inquiry... */
export async function createSweepRecords(buyerEmail = "buyer@example.com"): Promise<SweepRecords> {
  const art = await createArtwork("Guarded Original");
  const order = await createOrder({ originals: [art], email: buyerEmail });
  const inquiry = await db.contactSubmission.create({
    data: { name: "Nima", email: "nima@example.com", message: "Hello", serviceType: "workshop" },
  });
  const category = await db.category.create({ data: { name: "Guarded Category", slug: "guarded-category" } });
  const service = await db.service.create({ data: { title: "Guarded Workshop", slug: "guarded-workshop", category: "workshop" } });
  const about = await db.aboutContent.create({ data: { sectionType: "skills", contentKey: "guarded-skill", contentValue: { text: "Ink" } } });
  await db.paymentMethod.upsert({ where: { kind: "esewa" }, update: {}, create: { kind: "esewa", accountName: "Guarded", accountId: "9800000001" } });
  return { orderId: order.id, inquiryId: inquiry.id, buyerEmail, categoryId: category.id, artworkId: art.id, serviceId: service.id, aboutId: about.id };
}

/** Valid inputs: a missing check would really change something with these. Others get {}. */
export function sampleInput(name: string, ids: SweepRecords): unknown {
  const { orderId, inquiryId, buyerEmail, categoryId, artworkId, serviceId, aboutId } = ids;
  const artworkForm = { title: "Guarded Artwork", categoryId, price: "1000" };
  const settingsForm = { siteName: "Hacked", contactEmail: "a@b.np", supportEmail: "c@d.np", maintenanceMode: true };
  const samples: Record<string, unknown> = {
    updateOrderStatus: { orderId, status: "cancelled" },
    moveCommissionStageAction: { orderId, stage: "accepted" },
    postCommissionUpdateAction: { orderId, note: "guarded", photos: [] },
    allowShipAnywayAction: { orderId },
    cancelCommissionAction: { orderId, method: "cash", reason: "guarded" },
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
    confirmCodByPhone: { orderId },
    cancelCodByPhone: { orderId },
    recordCodCash: { orderId, by: "courier" },
    recordCodRefused: { orderId },
    recordCodReturn: { orderId },
    bookNcmShipment: { orderId },
    checkNcmStatus: { orderId },
    saveDeliverySettings: {
      zones: [
        {
          id: "",
          name: "Guarded zone",
          districts: ["kaski"],
          international: false,
          rates: { original: { mode: "flat", rupees: "1" }, print: { mode: "flat", rupees: "1" }, commission: { mode: "flat", rupees: "1" } },
          codTypes: ["print"],
          promise: "",
          open: true,
        },
      ],
      collectionEnabled: false,
      codFee: "1",
      codMaxPerPhone: "1",
      codMaxPerAddress: "1",
      codConfirmHours: "1",
    },
  };
  return samples[name] ?? {};
}

function paymentMethodForm(): FormData {
  const form = new FormData();
  form.set("kind", "khalti");
  form.set("accountId", "9800000000");
  return form;
}

export function sampleArgs(name: string, ids: SweepRecords): unknown[] {
  const samples: Record<string, unknown[]> = {
    listAdminOrders: [parseAdminOrderQuery({})],
    listAdminOrdersWithQueue: [parseAdminOrderQuery({})],
    exportAdminOrders: [{ status: null, paymentStatus: null, search: null }],
    getAdminOrder: [ids.orderId],
    getAdminCommission: [ids.orderId],
    getAdminOrderDelivery: [ids.orderId],
    getAnalytics: ["30d"],
    listInquiries: [{ search: null, status: null, serviceType: null }],
    listActivity: [{ kind: null, olderThan: null }],
  };
  return samples[name] ?? [];
}

/** Calls a read; an async generator (the export) is asked for its first batch. */
export async function callRead(fn: unknown, args: unknown[]): Promise<unknown> {
  const value = (fn as (...a: unknown[]) => unknown)(...args);
  if (value && typeof value === "object" && Symbol.asyncIterator in value) return (value as AsyncGenerator).next();
  return value;
}

/** Every table an admin action can change, as one string to compare before and after. */
export async function snapshot(): Promise<string> {
  const [orders, artworks, inquiries, profiles, counts, categories, services, about, settings, paymentMethods, printSizes, frames, zones, delivery] = await Promise.all([
    db.order.findMany({ select: { id: true, status: true, paymentStatus: true, transactionReference: true, fulfilmentStatus: true, updatedAt: true }, orderBy: { id: "asc" } }),
    db.artwork.findMany({ select: { id: true, title: true, status: true, reservedByOrderId: true }, orderBy: { id: "asc" } }),
    db.contactSubmission.findMany({ select: { id: true, status: true }, orderBy: { id: "asc" } }),
    db.profile.findMany({ select: { email: true, role: true, passwordHash: true }, orderBy: { email: "asc" } }),
    Promise.all([
      db.orderHistory.count(),
      db.orderNote.count(),
      db.emailOutbox.count(),
      db.loginToken.count(),
      db.ledgerEntry.count(),
      db.orderLine.count(),
      db.activityLog.count(),
      db.inquiryReply.count(),
    ]),
    db.category.findMany({ select: { id: true, name: true, displayOrder: true }, orderBy: { id: "asc" } }),
    db.service.findMany({ select: { id: true, title: true, available: true }, orderBy: { id: "asc" } }),
    db.aboutContent.findMany({ select: { id: true, contentKey: true, isActive: true, displayOrder: true }, orderBy: { id: "asc" } }),
    db.settings.findMany({ select: { siteName: true, maintenanceMode: true, esewaEnabled: true, khaltiEnabled: true } }),
    db.paymentMethod.findMany({ orderBy: { kind: "asc" } }),
    db.printSize.findMany({ orderBy: { key: "asc" } }),
    db.frameOption.findMany({ orderBy: { key: "asc" } }),
    db.deliveryZone.findMany({ orderBy: { id: "asc" } }),
    db.orderDelivery.findMany({ orderBy: { orderId: "asc" } }),
  ]);
  return JSON.stringify({ orders, artworks, inquiries, profiles, counts, categories, services, about, settings, paymentMethods, printSizes, frames, zones, delivery }, (_, v) =>
    typeof v === "bigint" ? v.toString() : v,
  );
}
