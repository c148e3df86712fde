/**
 * Commissions on the real PostgreSQL: the deposit at checkout (exact paisa), the stages in order,
 * the buyer's answers and the change rounds, the balance paid through the Khalti stand-in, the
 * emails of each stage in the outbox, the "ship anyway" override and private update photos.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { markOrderPaid, recordPayment } from "@/lib/orders/transitions";
import { handleKhaltiReturn, startOnlinePayment, type StartResult } from "@/lib/payments/online";
import { allowShipAnyway, cancelCommission, moveCommissionStage, postCommissionUpdate, respondToCommission } from "@/lib/orders/commission";
import { storeUpdatePhotos } from "@/lib/orders/commission-photos";
import { markOrderShipped } from "@/lib/orders/fulfilment";
import { getCommissionView } from "@/lib/data/commissions";
import { getOrderForPaymentPage } from "@/lib/data/orders";
import { readOrderMoney } from "@/lib/orders/ledger";
import { drainOutbox } from "@/lib/email/worker";
import { setStorageForTests } from "@/lib/storage";
import { STAGE_MESSAGES } from "@/lib/domain/commission";
import { GET as privateGet } from "@/app/private-files/[...path]/route";
import { readFixture } from "@/tests/fixtures/images";
import { startPaymentStandIns, type PaymentStandIns } from "../support/payment-providers";
import { commissionLine, createShop, emptyShop, orderInput, screenshotPng, useTemporaryStorage, type Shop } from "./checkout-fixtures";

const admin = { id: "00000000-0000-4000-8000-0000000000a1", email: "owner@studio.test" };
const COUPLE_A3 = { category: "Couple", size: "A3", withFrame: false };

let shop: Shop;
let providers: PaymentStandIns;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  shop = await createShop();
  providers = await startPaymentStandIns();
  for (const [key, value] of Object.entries({ ...providers.env, AUTH_SECRET: "commission-test-secret-0123456789abcdef" })) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  resetEnvForTests();
});

beforeEach(async () => {
  await emptyShop();
  await db.service.update({ where: { id: shop.portrait.id }, data: { depositPercent: 50 } });
  await db.settings.update({ where: { id: 1 }, data: { esewaEnabled: true, khaltiEnabled: true, commissionChangeRounds: 2 } });
  providers.khalti.nextOutcome = "Completed";
  useTemporaryStorage();
});

afterAll(async () => {
  await drainOutbox();
  setStorageForTests();
  await providers.close();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
});

function placed(result: PlaceOrderResult): PlacedOrder {
  if (!result.ok) throw new Error(`expected an order, got ${result.code}: ${result.message}`);
  return result;
}

/** A Couple A3 commission (NPR 6,000 + NPR 300 shipping = NPR 6,300), its deposit paid by QR and verified. */
async function commissionWithDeposit(): Promise<PlacedOrder> {
  const order = placed(await placePendingOrder(orderInput({ lines: [commissionLine(shop.portrait, COUPLE_A3)], screenshot: undefined })));
  const attached = await attachPaymentScreenshot({ accessToken: order.accessToken, screenshot: screenshotPng(), clientAddress: "203.0.113.40" });
  expect(attached.ok).toBe(true);
  await markOrderPaid(order.orderId, { actor: admin, transactionReference: `QR-${order.orderNumber}` });
  return order;
}

async function moneyOf(orderId: string) {
  return (await readOrderMoney(db, orderId))!.money;
}

async function payOnKhalti(start: StartResult): Promise<string> {
  if (!start.ok || start.kind !== "redirect") throw new Error(`expected a Khalti redirect, got ${JSON.stringify(start)}`);
  const response = await fetch(start.url, { redirect: "manual" });
  return new URL(response.headers.get("location") as string).searchParams.get("pidx") as string;
}

async function sketchApproved(order: PlacedOrder) {
  await moveCommissionStage(order.orderId, "accepted", { actor: admin });
  await postCommissionUpdate(order.orderId, { note: "First sketch", photos: [] }, { actor: admin });
  expect(await respondToCommission(order.accessToken, { decision: "approve", comment: "" })).toMatchObject({ ok: true });
}

async function commissionEmails(orderNumber: string): Promise<string[]> {
  const rows = await db.emailOutbox.findMany({ where: { type: "commission_update" }, orderBy: { createdAt: "asc" }, select: { payload: true } });
  return rows.map((r) => r.payload as { orderId: string; stage: string }).filter((p) => p.orderId === orderNumber).map((p) => p.stage);
}

describe("the deposit", () => {
  it("asks 50% of NPR 6,300 = 315,000 paisa now and holds 315,000 paisa until the work is ready", async () => {
    const order = placed(await placePendingOrder(orderInput({ lines: [commissionLine(shop.portrait, COUPLE_A3)], screenshot: undefined })));
    expect(order.totalPaisa).toBe(630_000);
    const commission = await db.commission.findUniqueOrThrow({ where: { orderId: order.orderId } });
    expect(commission.depositPaisa).toBe(315_000n);
    expect(commission.balanceHeldPaisa).toBe(315_000n);
    const page = await getOrderForPaymentPage(order.accessToken);
    expect(page?.amountToPayPaisa).toBe(315_000);
    // Online providers are asked for the amount due now, decided on the server.
    const start = await startOnlinePayment({ token: order.accessToken, provider: "khalti" });
    expect(start.ok).toBe(true);
    expect(providers.khalti.initiations.at(-1)?.body).toMatchObject({ amount: 315_000 });
  });

  it("rounds an odd amount down to the paisa, deposit + balance = total", async () => {
    await db.service.update({ where: { id: shop.portrait.id }, data: { depositPercent: 33 } });
    const order = placed(await placePendingOrder(orderInput({ lines: [commissionLine(shop.portrait, COUPLE_A3)], screenshot: undefined })));
    const commission = await db.commission.findUniqueOrThrow({ where: { orderId: order.orderId } });
    // 33% of 630,000 = 207,900 exactly; the balance is the rest.
    expect(commission.depositPaisa + commission.balanceHeldPaisa).toBe(630_000n);
    expect(commission.depositPaisa).toBe(207_900n);
    await db.service.update({ where: { id: shop.portrait.id }, data: { depositPercent: 37 } });
    const odd = placed(await placePendingOrder(orderInput({ lines: [commissionLine(shop.portrait, { category: "Single Person", size: "A5 (Small)", withFrame: false })], screenshot: undefined })));
    const c2 = await db.commission.findUniqueOrThrow({ where: { orderId: odd.orderId } });
    // 37% of 180,000 paisa (NPR 1,500 + NPR 300) = 66,600; of an odd 180,001 it would be 66,600.37 -> 66,600.
    expect(c2.depositPaisa).toBe(66_600n);
    expect(c2.depositPaisa + c2.balanceHeldPaisa).toBe(180_000n);
  });

  it("records the verified deposit in the ledger: the order reads 'Deposit paid', nothing more due now", async () => {
    const order = await commissionWithDeposit();
    const money = await moneyOf(order.orderId);
    expect(money.paidPaisa).toBe(315_000n);
    expect(money.duePaisa).toBe(315_000n);
    expect(money.dueNowPaisa).toBe(0n);
    expect(money.status).toBe("partly_paid");
    const view = await getCommissionView(order.orderId, "buyer");
    expect(view?.moneyLabel).toBe("Deposit paid");
    // The payment page asks for nothing now: the buyer is sent to the order page.
    expect((await getOrderForPaymentPage(order.accessToken))?.state).toBe("submitted");
    const confirmation = await db.emailOutbox.findFirstOrThrow({ where: { type: "order_confirmation" } });
    expect(confirmation.payload).toMatchObject({ commission: { depositAmount: 315_000, balanceAmount: 315_000, policy: expect.stringContaining("refunded in full until you approve the sketch") } });
  });
});

describe("the stages", () => {
  it("refuse out-of-order moves with a named message", async () => {
    const unpaid = placed(await placePendingOrder(orderInput({ lines: [commissionLine(shop.portrait, COUPLE_A3)], screenshot: undefined })));
    await expect(moveCommissionStage(unpaid.orderId, "accepted", { actor: admin })).rejects.toThrow(STAGE_MESSAGES.depositUnpaid);
    const order = await commissionWithDeposit();
    await expect(moveCommissionStage(order.orderId, "ready", { actor: admin })).rejects.toThrow(/one stage at a time: from "Awaiting deposit" it goes to "Accepted", not "Ready \(balance due\)"/);
    await moveCommissionStage(order.orderId, "accepted", { actor: admin });
    await expect(moveCommissionStage(order.orderId, "sketch", { actor: admin })).rejects.toThrow(STAGE_MESSAGES.noSketch);
    await postCommissionUpdate(order.orderId, { note: "Sketch", photos: [] }, { actor: admin });
    await expect(moveCommissionStage(order.orderId, "in_progress", { actor: admin })).rejects.toThrow(STAGE_MESSAGES.notApproved);
    await expect(moveCommissionStage(order.orderId, "done", { actor: admin })).rejects.toThrow(/one stage at a time/);
    const view = await getCommissionView(order.orderId, "admin");
    expect(view?.stage).toBe("sketch");
    // The artist is offered only the moves the table allows: none until the buyer approves.
    expect(view?.allowedMoves).toEqual([]);
    expect(await respondToCommission(order.accessToken, { decision: "approve", comment: "" })).toMatchObject({ ok: true });
    expect((await getCommissionView(order.orderId, "admin"))?.allowedMoves).toEqual(["in_progress"]);
  });

  it("a third change request past 2 included rounds is taken and offers a priced line", async () => {
    const order = await commissionWithDeposit();
    await moveCommissionStage(order.orderId, "accepted", { actor: admin });
    for (let round = 1; round <= 3; round++) {
      await postCommissionUpdate(order.orderId, { note: `Sketch ${round}`, photos: [] }, { actor: admin });
      expect(await respondToCommission(order.accessToken, { decision: "changes", comment: `Change ${round}` })).toMatchObject({ ok: true });
      const view = await getCommissionView(order.orderId, "admin");
      expect(view?.roundsUsed).toBe(round);
      expect(view?.offerPricedLine).toBe(round > 2);
    }
    // The same request twice before a new sketch is refused.
    expect(await respondToCommission(order.accessToken, { decision: "changes", comment: "Again" })).toMatchObject({ ok: false });
  });

  it("the balance paid through the Khalti stand-in moves the order to 'Ready to ship'; every stage's email is in the outbox", async () => {
    const order = await commissionWithDeposit();
    await sketchApproved(order);
    await moveCommissionStage(order.orderId, "in_progress", { actor: admin });
    await moveCommissionStage(order.orderId, "ready", { actor: admin });
    expect((await moneyOf(order.orderId)).dueNowPaisa).toBe(315_000n);
    expect((await getOrderForPaymentPage(order.accessToken))?.amountToPayPaisa).toBe(315_000);
    // Shipping is refused while the balance is due.
    await expect(markOrderShipped(order.orderId, { courier: "Nepal Post", trackingNumber: "EE1", trackingUrl: null }, { actor: admin })).rejects.toThrow(/paid order/);

    const start = await startOnlinePayment({ token: order.accessToken, provider: "khalti" });
    expect(providers.khalti.initiations.at(-1)?.body).toMatchObject({ amount: 315_000 });
    const pidx = await payOnKhalti(start);
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx })).outcome).toBe("paid");
    const money = await moneyOf(order.orderId);
    expect(money.paidPaisa).toBe(630_000n);
    expect(money.status).toBe("paid");
    expect((await getCommissionView(order.orderId, "buyer"))?.moneyLabel).toBe("Ready to ship");

    await markOrderShipped(order.orderId, { courier: "Nepal Post", trackingNumber: "EE1", trackingUrl: null }, { actor: admin });
    expect((await getCommissionView(order.orderId, "admin"))?.stage).toBe("shipped");
    await moveCommissionStage(order.orderId, "done", { actor: admin });
    expect(await commissionEmails(order.orderNumber)).toEqual(["deposit_received", "accepted", "sketch", "in_progress", "ready", "done"]);
    const ready = await db.emailOutbox.findFirstOrThrow({ where: { type: "commission_update", payload: { path: ["stage"], equals: "ready" } } });
    expect(ready.payload).toMatchObject({ balanceAmount: 315_000, paymentUrl: expect.stringContaining(`/checkout/pay/${order.accessToken}`) });
    expect(await db.emailOutbox.count({ where: { type: "order_shipped" } })).toBe(1);
  });

  it("'ship anyway' lets the work ship with its balance due, recorded with who and when", async () => {
    const order = await commissionWithDeposit();
    await sketchApproved(order);
    await moveCommissionStage(order.orderId, "in_progress", { actor: admin });
    await moveCommissionStage(order.orderId, "ready", { actor: admin });
    await allowShipAnyway(order.orderId, { actor: admin });
    await markOrderShipped(order.orderId, { courier: "Nepal Post", trackingNumber: "EE2", trackingUrl: null }, { actor: admin });
    const view = await getCommissionView(order.orderId, "admin");
    expect(view?.stage).toBe("shipped");
    const override = view?.timeline.find((e) => e.kind === "ship_override");
    expect(override?.actor).toBe(admin.email);
    expect((await moneyOf(order.orderId)).duePaisa).toBe(315_000n);
  });
});

describe("cancellation follows the policy through the ledger", () => {
  it("refunds the whole deposit before the sketch is approved", async () => {
    const order = await commissionWithDeposit();
    const result = await cancelCommission(order.orderId, { method: "bank", reference: "RF-1", reason: "Changed my mind" }, { actor: admin });
    expect(result.refundedPaisa).toBe(315_000n);
    const money = await moneyOf(order.orderId);
    expect(money.refundedPaisa).toBe(315_000n);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).status).toBe("cancelled");
  });

  it("keeps the deposit once the sketch is approved, refunding only what was paid beyond it", async () => {
    const order = await commissionWithDeposit();
    await sketchApproved(order);
    await recordPayment(order.orderId, { method: "cash", amountPaisa: 100_000n }, { actor: admin });
    const result = await cancelCommission(order.orderId, { method: "cash", reference: null, reason: "Moving abroad" }, { actor: admin });
    expect(result.refundedPaisa).toBe(100_000n);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).status).toBe("cancelled");
  });
});

describe("update photos", () => {
  it("are stored privately and served only through signed links", async () => {
    const order = await commissionWithDeposit();
    await moveCommissionStage(order.orderId, "accepted", { actor: admin });
    const files = [new File([new Uint8Array(readFixture("png"))], "sketch-1.png", { type: "image/png" }), new File([new Uint8Array(readFixture("png"))], "sketch-2.png", { type: "image/png" })];
    const stored = await storeUpdatePhotos(files);
    if (!stored.ok) throw new Error(stored.message);
    await postCommissionUpdate(order.orderId, { note: "Two sketches", photos: stored.photos }, { actor: admin });
    const view = await getCommissionView(order.orderId, "buyer");
    const update = view?.timeline.find((e) => e.kind === "update");
    expect(update?.photos).toHaveLength(2);
    const fetchApp = (url: string) => {
      const u = new URL(url, "http://localhost:3000");
      return privateGet(new Request(u), { params: Promise.resolve({ path: u.pathname.split("/").slice(2).map(decodeURIComponent) }) });
    };
    const signedUrl = update!.photos[0]!.url;
    expect(signedUrl).toMatch(/^\/private-files\/reference-photos\/updates\/.+\?.*sig=/);
    const ok = await fetchApp(signedUrl);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toContain("no-store");
    // Unsigned, tampered or expired: refused.
    const bare = signedUrl.split("?")[0]!;
    expect([403, 404]).toContain((await fetchApp(bare)).status);
    expect([403, 404]).toContain((await fetchApp(signedUrl.replace(/sig=[^&]+/, "sig=AAAA"))).status);
    const u = new URL(signedUrl, "http://localhost:3000");
    u.searchParams.set("expires", String(Math.floor(Date.now() / 1000) - 10));
    expect([403, 404]).toContain((await fetchApp(u.pathname + u.search)).status);
    // Never under the public media route.
    const { GET: mediaGet } = await import("@/app/media/[...path]/route");
    const media = await mediaGet(new Request(new URL(`/media/${stored.photos[0]!.path}`, "http://localhost:3000")), {
      params: Promise.resolve({ path: stored.photos[0]!.path.split("/") }),
    });
    expect(media.status).toBe(404);
  });
});
