/**
 * The authorization sweep for the Assistant role (lib/domain/admin-permissions.ts), on the real
 * PostgreSQL: every admin server action, read, route and page, found by listing the files as in
 * admin-authorization.test.ts. Outside the Assistant's part of the back office (orders,
 * fulfilment, inquiries, the dashboard and its own account; not the money decisions on an order)
 * each one is refused with the access-denied message (403 for routes, the "Not allowed" page for
 * pages) and changes no table, the activity log included. Inside it, each still works for the
 * assistant.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ACCESS_DENIED_MESSAGE, AdminAccessError, NOT_ALLOWED_PATH, requireAdmin } from "@/lib/auth/require-admin";
import { startSession } from "@/lib/auth/admin-sessions";
import { ADMIN_PASSWORD, createArtwork, createOrder, createProfile, signInAs } from "./admin-fixtures";
import {
  actionModules,
  callRead,
  createSweepRecords,
  dataModules,
  pageModules,
  routeModules,
  sampleArgs,
  sampleInput,
  snapshot,
  type SweepRecords,
} from "./sweep-fixtures";

type Action = (input: unknown) => Promise<{ ok: boolean; message?: string; data?: unknown }>;

/** The files whose actions an assistant may run (but those named below); any other admin action is refused. */
const ASSISTANT_ACTION_FILES = ["/lib/actions/admin/orders.ts", "/lib/actions/admin/inquiries.ts", "/lib/actions/admin/account.ts", "/lib/actions/admin/commissions.ts", "/lib/actions/admin/cash-on-delivery.ts"];
/** Money and stock decisions on orders stay with administrators ("orderMoney"). */
const ADMIN_ORDER_ACTIONS = new Set(["refundOrderPayment", "voidOrderPayment", "restockOrderOriginals", "adjustUnpaidOrder", "recordStudioSaleAction", "cancelCommissionAction"]);
const assistantMay = (file: string, name: string) => ASSISTANT_ACTION_FILES.includes(file) && !ADMIN_ORDER_ACTIONS.has(name);
/** The reads an assistant may make (by file; names listed are refused even there). */
const ASSISTANT_READ_FILES = ["/lib/data/admin/orders.ts", "/lib/data/admin/inquiries.ts", "/lib/data/admin/dashboard.ts", "/lib/data/admin/account.ts", "/lib/data/admin/commissions.ts", "/lib/data/admin/cash-on-delivery.ts", "/lib/data/admin/certificates.ts"];
const REFUSED_READS = new Set(["exportAdminOrders", "listSellableOriginals"]);
const ASSISTANT_PAGES = [
  "/app/admin/layout.tsx",
  "/app/admin/page.tsx",
  "/app/admin/orders/page.tsx",
  "/app/admin/orders/[id]/page.tsx",
  "/app/admin/orders/verification/page.tsx",
  "/app/admin/commissions/page.tsx",
  "/app/admin/inquiries/page.tsx",
  "/app/admin/account/page.tsx",
  "/app/admin/[...missing]/page.tsx",
  "/app/admin/not-allowed/page.tsx",
];
/** Routes an assistant may use: the orders list's rows, an order's reference photos and its receipt. */
const ASSISTANT_ROUTES = [
  "/app/admin/orders/rows/route.ts",
  "/app/admin/orders/[id]/reference-photos/[photoId]/route.ts",
  "/app/admin/orders/[id]/receipt/route.ts",
];

let ids: SweepRecords;
let assistant: { id: string; email: string };

beforeAll(async () => {
  await db.settings.upsert({
    where: { id: 1 },
    create: { id: 1, siteName: "Studio", siteDescription: "Test", contactEmail: "studio@example.com", supportEmail: "support@example.com" },
    update: {},
  });
  await createProfile("buyer@example.com", "user");
  assistant = await createProfile("helper@studio.test", "assistant");
  ids = await createSweepRecords();
});

// A fresh session for each test (signOutEverywhere ends the assistant's sessions).
beforeEach(() => signInAs(assistant));

describe("the Assistant role", () => {
  it("is a back-office account whose role is read from the database", async () => {
    const admin = await requireAdmin("orders");
    expect(admin).toMatchObject({ id: assistant.id, email: assistant.email, role: "assistant" });
    await expect(requireAdmin()).rejects.toMatchObject({ reason: "forbidden", role: "assistant" });
    await expect(requireAdmin("settings")).rejects.toBeInstanceOf(AdminAccessError);
  });

  it("the sweep knows every allowed file", () => {
    for (const file of ASSISTANT_ACTION_FILES) expect(Object.keys(actionModules)).toContain(file);
    for (const file of ASSISTANT_READ_FILES) expect(Object.keys(dataModules)).toContain(file);
    for (const file of ASSISTANT_PAGES) expect(Object.keys(pageModules)).toContain(file);
    for (const file of ASSISTANT_ROUTES) expect(Object.keys(routeModules)).toContain(file);
  });
});

describe("refused for an assistant, and nothing changes", () => {
  for (const [file, mod] of Object.entries(actionModules)) {
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn !== "function" || assistantMay(file, name)) continue;
      it(`action ${name} (${file})`, async () => {
        const before = await snapshot();
        const result = await (fn as Action)(sampleInput(name, ids));
        expect(result).toEqual({ ok: false, message: ACCESS_DENIED_MESSAGE });
        expect(await snapshot()).toBe(before);
      });
    }
  }

  for (const [file, mod] of Object.entries(dataModules)) {
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn !== "function") continue;
      if (ASSISTANT_READ_FILES.includes(file) && !REFUSED_READS.has(name)) continue;
      it(`read ${name} (${file})`, async () => {
        const error = await callRead(fn, sampleArgs(name, ids)).then(() => null, (e: unknown) => e);
        expect(error).toBeInstanceOf(AdminAccessError);
        expect((error as Error).message).toBe(ACCESS_DENIED_MESSAGE);
      });
    }
  }

  for (const [file, mod] of Object.entries(routeModules)) {
    if (ASSISTANT_ROUTES.includes(file)) continue;
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const handler = mod[method];
      if (typeof handler !== "function") continue;
      it(`route ${method} ${file}: 403`, async () => {
        const before = await snapshot();
        const url = new URL("http://localhost/admin/route");
        const request = Object.assign(new Request(url, { method, ...(method === "GET" ? {} : { body: "{}" }) }), { nextUrl: url });
        const response = await (handler as (r: Request, c: unknown) => Promise<Response>)(request, { params: Promise.resolve({ id: ids.orderId }) });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: ACCESS_DENIED_MESSAGE });
        expect(await snapshot()).toBe(before);
      });
    }
  }

  for (const [file, mod] of Object.entries(pageModules)) {
    if (ASSISTANT_PAGES.includes(file)) continue;
    it(`page ${file}: to the "Not allowed" page`, async () => {
      const render = mod.default as (props: unknown) => Promise<unknown>;
      const error = (await render({ params: Promise.resolve({ id: ids.orderId }), searchParams: Promise.resolve({}), children: null }).then(
        () => null,
        (e: unknown) => e,
      )) as { digest?: string } | null;
      expect(error?.digest?.split(";")[2]).toBe(NOT_ALLOWED_PATH);
    });
  }
});

describe("allowed for an assistant, and they work", () => {
  /** A fresh order for each order action: pending, its original held; paid when asked. */
  async function freshOrder(paymentStatus: "pending" | "paid" = "pending") {
    const art = await createArtwork(`Assistant Order Work ${Math.random().toString(36).slice(2, 8)}`);
    return createOrder({ originals: [art], email: "buyer@example.com", paymentStatus, screenshotPath: "payment-screenshots/x.png" });
  }
  /** A commission order: its deposit (all of it, or half of the total) recorded, at `stage` (none: awaiting deposit). */
  async function freshCommission(options: { paidShare: 1 | 0.5; stage?: string }) {
    const o = await freshOrder();
    await db.order.update({ where: { id: o.id }, data: { paymentStatus: options.paidShare === 1 ? "paid" : "partly_paid" } });
    const order = await db.order.findUniqueOrThrow({ where: { id: o.id }, select: { totalPaisa: true } });
    const paid = options.paidShare === 1 ? order.totalPaisa : order.totalPaisa / 2n;
    await db.ledgerEntry.create({ data: { orderId: o.id, kind: "payment", method: "cash", amountPaisa: paid } });
    const commission = await db.commission.create({
      data: { orderId: o.id, depositPaisa: paid, balanceHeldPaisa: order.totalPaisa - paid, includedRounds: 2, cancellationPolicy: "Kept after the sketch." },
    });
    if (options.stage) await db.commissionEvent.create({ data: { commissionId: commission.id, kind: "stage", stage: options.stage } });
    return { orderId: o.id, commissionId: commission.id };
  }

  /** A pay-on-delivery order: confirmed by phone and shipped, or refused too, when asked. */
  async function codOrder(stage: "placed" | "shipped" | "refused" = "placed") {
    const o = await freshOrder();
    const now = new Date();
    await db.orderDelivery.create({
      data: { orderId: o.id, cashOnDelivery: true, phoneKey: "9800000000", confirmedAt: stage === "placed" ? null : now, refusedAt: stage === "refused" ? now : null },
    });
    if (stage !== "placed") await db.order.update({ where: { id: o.id }, data: { fulfilmentStatus: "shipped", status: "processing", courier: "Pathao" } });
    return o;
  }
  async function freshInquiry() {
    return db.contactSubmission.create({ data: { name: "Mina", email: "mina@example.com", message: "Hi", serviceType: "workshop" } });
  }

  /** Valid input for each allowed action, and what its success changed. */
  const works: Record<string, () => Promise<{ input: unknown; check?: () => Promise<void> }>> = {
    updateOrderStatus: async () => {
      const o = await freshOrder();
      return { input: { orderId: o.id, status: "cancelled" }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.status).toBe("cancelled") };
    },
    updatePaymentStatus: async () => {
      const o = await freshOrder();
      return { input: { orderId: o.id, paymentStatus: "paid" }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.paymentStatus).toBe("paid") };
    },
    recordOrderPayment: async () => {
      const o = await freshOrder();
      return {
        input: { orderId: o.id, method: "cash", amount: null, reference: "CASH-ASSIST-1" },
        check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.paymentStatus).toBe("paid"),
      };
    },
    reopenCancelledOrder: async () => {
      const art = await createArtwork(`Assistant Reopen Work ${Math.random().toString(36).slice(2, 8)}`);
      const o = await createOrder({ originals: [art], email: "buyer@example.com", status: "cancelled" });
      return { input: { orderId: o.id }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.status).toBe("pending") };
    },
    markPaid: async () => {
      const o = await freshOrder();
      return { input: { orderId: o.id, transactionReference: "ESW-ASSIST-1" }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.paymentStatus).toBe("paid") };
    },
    rejectOrderPayment: async () => {
      const o = await freshOrder();
      return { input: { orderId: o.id, notifyCustomer: false, reason: "Not received" }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.paymentStatus).toBe("failed") };
    },
    cancelOrderWithReason: async () => {
      const o = await freshOrder();
      return { input: { orderId: o.id, notifyCustomer: false, reason: "Asked" }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.status).toBe("cancelled") };
    },
    previewOrderChange: async () => ({ input: { orderId: (await freshOrder()).id, paymentStatus: "paid" } }),
    addOrderNote: async () => {
      const o = await freshOrder();
      return { input: { orderId: o.id, body: "Packed with care" }, check: async () => expect(await db.orderNote.count({ where: { orderId: o.id } })).toBe(1) };
    },
    shipOrder: async () => {
      const o = await freshOrder("paid");
      return { input: { orderId: o.id, courier: "Nepal Post", trackingNumber: "EE123NP" }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.fulfilmentStatus).toBe("shipped") };
    },
    markOrderFulfilled: async () => {
      const o = await freshOrder("paid");
      return { input: { orderId: o.id, fulfilmentStatus: "collected" }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.fulfilmentStatus).toBe("collected") };
    },
    previewOrderFulfilment: async () => ({ input: { orderId: (await freshOrder("paid")).id, fulfilmentStatus: "shipped" } }),
    moveCommissionStageAction: async () => {
      const c = await freshCommission({ paidShare: 1 });
      return {
        input: { orderId: c.orderId, stage: "accepted" },
        check: async () => expect(await db.commissionEvent.count({ where: { commissionId: c.commissionId, kind: "stage", stage: "accepted" } })).toBe(1),
      };
    },
    postCommissionUpdateAction: async () => {
      const c = await freshCommission({ paidShare: 1, stage: "accepted" });
      return {
        input: { orderId: c.orderId, note: "The first sketch", photos: [] },
        check: async () => expect(await db.commissionEvent.count({ where: { commissionId: c.commissionId, kind: "update" } })).toBe(1),
      };
    },
    allowShipAnywayAction: async () => {
      const c = await freshCommission({ paidShare: 0.5, stage: "ready" });
      return {
        input: { orderId: c.orderId },
        check: async () => expect(await db.commissionEvent.findFirst({ where: { commissionId: c.commissionId, kind: "ship_override" }, select: { actorEmail: true } })).toEqual({ actorEmail: assistant.email }),
      };
    },
    confirmCodByPhone: async () => {
      const o = await codOrder();
      return { input: { orderId: o.id }, check: async () => expect((await db.orderDelivery.findUnique({ where: { orderId: o.id } }))?.confirmedAt).not.toBeNull() };
    },
    cancelCodByPhone: async () => {
      const o = await codOrder();
      return { input: { orderId: o.id }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.status).toBe("cancelled") };
    },
    recordCodCash: async () => {
      const o = await codOrder("shipped");
      return { input: { orderId: o.id, by: "courier" }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.paymentStatus).toBe("paid") };
    },
    recordCodRefused: async () => {
      const o = await codOrder("shipped");
      return { input: { orderId: o.id }, check: async () => expect((await db.orderDelivery.findUnique({ where: { orderId: o.id } }))?.refusedAt).not.toBeNull() };
    },
    recordCodReturn: async () => {
      const o = await codOrder("refused");
      return { input: { orderId: o.id }, check: async () => expect((await db.order.findUnique({ where: { id: o.id } }))?.status).toBe("cancelled") };
    },
    viewInquiry: async () => {
      const i = await freshInquiry();
      return { input: { id: i.id }, check: async () => expect((await db.contactSubmission.findUnique({ where: { id: i.id } }))?.status).toBe("read") };
    },
    replyToInquiry: async () => {
      const i = await freshInquiry();
      return {
        input: { id: i.id, replyText: "Thank you, the workshop is on Saturday." },
        check: async () => expect(await db.inquiryReply.findMany({ where: { submissionId: i.id }, select: { authorEmail: true } })).toEqual([{ authorEmail: assistant.email }]),
      };
    },
    closeInquiry: async () => {
      const i = await freshInquiry();
      return { input: { id: i.id }, check: async () => expect((await db.contactSubmission.findUnique({ where: { id: i.id } }))?.status).toBe("closed") };
    },
    setInquiryStatus: async () => {
      const i = await freshInquiry();
      return { input: { id: i.id, status: "replied" }, check: async () => expect((await db.contactSubmission.findUnique({ where: { id: i.id } }))?.status).toBe("replied") };
    },
    endSession: async () => {
      const other = await startSession({ profileId: assistant.id, address: "10.0.0.9", userAgent: "phone", method: "password" });
      return { input: { sessionId: other.id }, check: async () => expect((await db.adminSession.findUnique({ where: { id: other.id } }))?.revokedAt).not.toBeNull() };
    },
    signOutEverywhere: async () => ({
      input: {},
      check: async () => expect(await db.adminSession.count({ where: { profileId: assistant.id, revokedAt: null } })).toBe(0),
    }),
    changeOwnPassword: async () => ({
      input: { current: ADMIN_PASSWORD, password: "a-new-long-passphrase", confirm: "a-new-long-passphrase" },
      check: async () => {
        // Back to the fixture's password for the tests after this one.
        await createProfile(assistant.email, "assistant");
      },
    }),
  };

  for (const file of ASSISTANT_ACTION_FILES) {
    it(`every action of ${file} an assistant may run has a working sample here`, () => {
      for (const name of Object.keys(actionModules[file]).filter((n) => assistantMay(file, n))) expect(Object.keys(works), name).toContain(name);
    });
    for (const [name, fn] of Object.entries(actionModules[file] ?? {})) {
      if (typeof fn !== "function" || !assistantMay(file, name)) continue;
      it(`action ${name}`, async () => {
        const sample = works[name] ? await works[name]() : { input: sampleInput(name, ids) };
        const result = await (fn as Action)(sample.input);
        expect(result.message).not.toBe(ACCESS_DENIED_MESSAGE);
        expect(result.ok, result.message).toBe(true);
        await sample.check?.();
      });
    }
  }

  for (const file of ASSISTANT_READ_FILES) {
    for (const [name, fn] of Object.entries(dataModules[file] ?? {})) {
      if (typeof fn !== "function" || REFUSED_READS.has(name)) continue;
      it(`read ${name} (${file})`, async () => {
        await expect(callRead(fn, sampleArgs(name, ids))).resolves.toBeDefined();
      });
    }
  }

  it("route GET /admin/orders/rows answers the list", async () => {
    const { GET } = routeModules["/app/admin/orders/rows/route.ts"] as { GET: (r: Request) => Promise<Response> };
    const url = new URL("http://localhost/admin/orders/rows");
    const response = await GET(Object.assign(new Request(url), { nextUrl: url }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { orders: { id: string }[] }).orders.map((o) => o.id)).toContain(ids.orderId);
  });

  it("route GET reference photo: past the check (404 for a photo the order does not have)", async () => {
    const { GET } = routeModules["/app/admin/orders/[id]/reference-photos/[photoId]/route.ts"] as { GET: (r: Request, c: unknown) => Promise<Response> };
    const response = await GET(new Request("http://localhost/x"), { params: Promise.resolve({ id: ids.orderId, photoId: "00000000-0000-4000-8000-000000000001" }) });
    expect(response.status).toBe(404);
  });

  it("route GET an order's receipt: the PDF", async () => {
    const { GET } = routeModules["/app/admin/orders/[id]/receipt/route.ts"] as { GET: (r: Request, c: unknown) => Promise<Response> };
    const response = await GET(new Request("http://localhost/x"), { params: Promise.resolve({ id: ids.orderId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/pdf/);
  });

  for (const file of ASSISTANT_PAGES) {
    it(`page ${file} renders`, async () => {
      const render = pageModules[file].default as (props: unknown) => Promise<unknown>;
      const outcome = await render({ params: Promise.resolve({ id: ids.orderId }), searchParams: Promise.resolve({}), children: null }).then(
        (value) => ({ value, digest: null }),
        (e: { digest?: string }) => ({ value: null, digest: e?.digest ?? String(e) }),
      );
      // Any other address under /admin is the not-found page, for an assistant as for an admin.
      if (file === "/app/admin/[...missing]/page.tsx") expect(outcome.digest).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
      else expect(outcome.digest).toBeNull();
    });
  }
});
