/**
 * A commission's cancellation policy and its deposit's acknowledgement on the real PostgreSQL:
 * each policy choice at each stage refunds exactly what it says, in paisa, through the ledger;
 * the policy is copied onto the order when it is placed (a later change of Settings leaves the
 * order alone); the buyer's "deposit received" email is queued once per deposit, whether it was
 * paid with Khalti, eSewa or by QR and Mark Paid, and in Nepali for an order placed in Nepali;
 * the checkout's first step is told the deposit and balance that placing the order then fixes.
 */
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyMigrations, defaultMigrationsDir } from "@/lib/db/migrations";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { placePendingOrder, type PlacedOrder, type PlaceOrderResult } from "@/lib/orders/place-order";
import { attachPaymentScreenshot } from "@/lib/orders/attach-payment";
import { markOrderPaid, recordPayment } from "@/lib/orders/transitions";
import { handleEsewaReturn, handleKhaltiReturn, startOnlinePayment, type StartResult } from "@/lib/payments/online";
import { cancelCommission, commissionRefundable, moveCommissionStage, postCommissionUpdate, respondToCommission } from "@/lib/orders/commission";
import { getCommissionView } from "@/lib/data/commissions";
import { readOrderMoney } from "@/lib/orders/ledger";
import { drainOutbox } from "@/lib/email/worker";
import { renderEmail } from "@/lib/email/templates";
import { loadEmailSite } from "@/lib/email/site";
import { setStorageForTests } from "@/lib/storage";
import { quoteCheckoutDeposit } from "@/lib/actions/commission-deposit";
import type { RefundUntil } from "@/lib/domain/commission-policy";
import { policySentence } from "@/lib/domain/commission-policy-sentence";
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
  for (const [key, value] of Object.entries({ ...providers.env, AUTH_SECRET: "commission-policy-secret-0123456789abcdef" })) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  resetEnvForTests();
});

beforeEach(async () => {
  await emptyShop();
  await db.service.update({ where: { id: shop.portrait.id }, data: { depositPercent: 50 } });
  await db.settings.update({
    where: { id: 1 },
    data: { esewaEnabled: true, khaltiEnabled: true, commissionChangeRounds: 2, commissionRefundUntil: "sketch_approved", commissionKeepPercent: 100, commissionCancellationPolicy: "" },
  });
  providers.khalti.nextOutcome = "Completed";
  providers.esewa.nextOutcome = "COMPLETE";
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

/** A Couple A3 commission: NPR 6,000 + NPR 300 shipping = 630,000 paisa, its deposit 315,000. */
async function placeCommission(locale: "en" | "ne" = "en"): Promise<PlacedOrder> {
  return placed(await placePendingOrder({ ...orderInput({ lines: [commissionLine(shop.portrait, COUPLE_A3)], screenshot: undefined }), locale }));
}

async function payDepositByQr(order: PlacedOrder) {
  const attached = await attachPaymentScreenshot({ accessToken: order.accessToken, screenshot: screenshotPng(), clientAddress: "203.0.113.41" });
  expect(attached.ok).toBe(true);
  return markOrderPaid(order.orderId, { actor: admin, transactionReference: `QR-${order.orderNumber}` });
}

type Stage = "deposit paid" | "accepted" | "sketch approved";

async function bringTo(order: PlacedOrder, stage: Stage): Promise<void> {
  if (stage === "deposit paid") return;
  await moveCommissionStage(order.orderId, "accepted", { actor: admin });
  if (stage === "accepted") return;
  await postCommissionUpdate(order.orderId, { note: "First sketch", photos: [] }, { actor: admin });
  expect(await respondToCommission(order.accessToken, { decision: "approve", comment: "" })).toMatchObject({ ok: true });
}

async function depositEmails(orderNumber: string) {
  const rows = await db.emailOutbox.findMany({ where: { type: "commission_update" }, orderBy: { createdAt: "asc" }, select: { id: true, payload: true, subject: true } });
  return rows.filter((r) => (r.payload as { orderId: string; stage: string }).orderId === orderNumber && (r.payload as { stage: string }).stage === "deposit_received");
}

describe("a cancellation refunds exactly what the policy says", () => {
  // Deposit 315,000 paisa paid; each choice at each stage: the refund, in paisa.
  const cases: { until: RefundUntil; keep: number; stage: Stage; refund: bigint }[] = [
    { until: "accepted", keep: 100, stage: "deposit paid", refund: 315_000n },
    { until: "accepted", keep: 100, stage: "accepted", refund: 0n },
    { until: "accepted", keep: 100, stage: "sketch approved", refund: 0n },
    { until: "sketch_approved", keep: 100, stage: "deposit paid", refund: 315_000n },
    { until: "sketch_approved", keep: 100, stage: "accepted", refund: 315_000n },
    { until: "sketch_approved", keep: 100, stage: "sketch approved", refund: 0n },
    { until: "never", keep: 100, stage: "deposit paid", refund: 0n },
    { until: "never", keep: 100, stage: "accepted", refund: 0n },
    { until: "never", keep: 100, stage: "sketch approved", refund: 0n },
    // A share kept: 30 % of 315,000 = 94,500 kept, 220,500 refunded.
    { until: "accepted", keep: 30, stage: "accepted", refund: 220_500n },
    { until: "sketch_approved", keep: 30, stage: "accepted", refund: 315_000n },
    { until: "never", keep: 30, stage: "deposit paid", refund: 220_500n },
  ];

  for (const c of cases) {
    it(`refunded in full until ${c.until}, ${c.keep}% kept after, cancelled at "${c.stage}": ${c.refund} paisa`, async () => {
      await db.settings.update({ where: { id: 1 }, data: { commissionRefundUntil: c.until, commissionKeepPercent: c.keep } });
      const order = await placeCommission();
      await payDepositByQr(order);
      await bringTo(order, c.stage);
      expect(await commissionRefundable(order.orderId)).toBe(c.refund);
      const result = await cancelCommission(order.orderId, { method: "bank", reference: `RF-${order.orderNumber}`, reason: "Changed my mind" }, { actor: admin });
      expect(result.refundedPaisa).toBe(c.refund);
      // Through the ledger: the refund row is the amount, and refund + kept is what was paid.
      const refunds = await db.ledgerEntry.findMany({ where: { orderId: order.orderId, kind: "refund" }, select: { amountPaisa: true } });
      expect(refunds.reduce((sum, r) => sum + r.amountPaisa, 0n)).toBe(c.refund);
      const money = (await readOrderMoney(db, order.orderId))!.money;
      expect(money.paidPaisa).toBe(315_000n);
      expect(money.refundedPaisa + money.keptPaisa).toBe(315_000n);
      expect(money.refundedPaisa).toBe(c.refund);
      expect((await db.order.findUniqueOrThrow({ where: { id: order.orderId } })).status).toBe("cancelled");
    });
  }

  it("refunds a balance already paid and keeps only the policy's share of the deposit", async () => {
    await db.settings.update({ where: { id: 1 }, data: { commissionRefundUntil: "sketch_approved", commissionKeepPercent: 100 } });
    const order = await placeCommission();
    await payDepositByQr(order);
    await bringTo(order, "sketch approved");
    await recordPayment(order.orderId, { method: "cash", amountPaisa: 100_000n }, { actor: admin });
    const result = await cancelCommission(order.orderId, { method: "cash", reference: null, reason: "Moving abroad" }, { actor: admin });
    expect(result.refundedPaisa).toBe(100_000n);
  });

  it("follows the policy in force when the order was placed, not a later change of the settings", async () => {
    const order = await placeCommission();
    await payDepositByQr(order);
    await db.settings.update({ where: { id: 1 }, data: { commissionRefundUntil: "never", commissionKeepPercent: 100, commissionCancellationPolicy: "No refunds." } });
    const commission = await db.commission.findUniqueOrThrow({ where: { orderId: order.orderId } });
    expect({ refundUntil: commission.refundUntil, keepPercent: commission.keepPercent, note: commission.cancellationPolicy }).toEqual({
      refundUntil: "sketch_approved",
      keepPercent: 100,
      note: "",
    });
    const view = await getCommissionView(order.orderId, "buyer");
    expect(view?.policy).toBe(policySentence({ refundUntil: "sketch_approved", keepPercent: 100 }, "en"));
    expect(await commissionRefundable(order.orderId)).toBe(315_000n);
    // An order placed after the change carries the new policy and its note.
    const later = await placeCommission();
    expect((await getCommissionView(later.orderId, "buyer"))?.policy).toBe("The deposit is not refundable. No refunds.");
  });

  it("shows the sentence in the order confirmation email, in the order's language", async () => {
    const order = await placeCommission("ne");
    await payDepositByQr(order);
    const confirmation = await db.emailOutbox.findFirstOrThrow({ where: { type: "order_confirmation", payload: { path: ["orderId"], equals: order.orderNumber } } });
    const payload = confirmation.payload as { commission?: { policy: string }; locale?: string };
    expect(payload.commission?.policy).toBe(policySentence({ refundUntil: "sketch_approved", keepPercent: 100 }, "ne"));
    const html = (await renderEmail("order_confirmation", payload, await loadEmailSite(db))).html;
    expect(html).toContain(policySentence({ refundUntil: "sketch_approved", keepPercent: 100 }, "ne"));
  });
});

describe("the deposit's acknowledgement", () => {
  async function payOnKhalti(start: StartResult): Promise<string> {
    if (!start.ok || start.kind !== "redirect") throw new Error(`expected a Khalti redirect, got ${JSON.stringify(start)}`);
    const response = await fetch(start.url, { redirect: "manual" });
    return new URL(response.headers.get("location") as string).searchParams.get("pidx") as string;
  }

  it("is queued once when Khalti confirms the deposit, with the payment row, and not again on a second confirmation", async () => {
    const order = await placeCommission();
    const pidx = await payOnKhalti(await startOnlinePayment({ token: order.accessToken, provider: "khalti" }));
    // The deposit is received; the order is not paid in full.
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx })).outcome).toBe("received");
    expect((await handleKhaltiReturn({ token: order.accessToken, pidx })).outcome).toBe("received");
    const emails = await depositEmails(order.orderNumber);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.payload).toMatchObject({ depositAmount: 315_000, balanceAmount: 315_000, locale: "en", paidWith: expect.stringContaining("Khalti") });
    expect(emails[0]!.subject).toContain("Your deposit is received");
    expect(await db.ledgerEntry.count({ where: { orderId: order.orderId, kind: "payment" } })).toBe(1);
    // The order is not paid in full: no approval email.
    expect(await db.emailOutbox.count({ where: { type: "payment_approved", payload: { path: ["orderId"], equals: order.orderNumber } } })).toBe(0);
  });

  it("is queued once when eSewa confirms the deposit", async () => {
    const order = await placeCommission();
    const start = await startOnlinePayment({ token: order.accessToken, provider: "esewa" });
    if (!start.ok || start.kind !== "form") throw new Error(`expected an eSewa form, got ${JSON.stringify(start)}`);
    const response = await fetch(start.url, { method: "POST", body: new URLSearchParams(start.fields), redirect: "manual" });
    const data = new URL(response.headers.get("location") as string).searchParams.get("data");
    expect((await handleEsewaReturn({ token: order.accessToken, data })).outcome).toBe("received");
    expect(await depositEmails(order.orderNumber)).toHaveLength(1);
  });

  it("is queued once when the QR deposit is marked paid, and the balance paid later sends the approval, not a second one", async () => {
    const order = await placeCommission();
    const marked = await payDepositByQr(order);
    const emails = await depositEmails(order.orderNumber);
    expect(emails).toHaveLength(1);
    // Mark Paid tells the back office the buyer was emailed (its toast).
    expect(marked.depositEmailId).toBe(emails[0]!.id);
    expect(marked.approvalEmailId).toBeNull();
    await bringTo(order, "sketch approved");
    await moveCommissionStage(order.orderId, "in_progress", { actor: admin });
    await moveCommissionStage(order.orderId, "ready", { actor: admin });
    await recordPayment(order.orderId, { method: "cash", amountPaisa: 315_000n }, { actor: admin });
    expect(await depositEmails(order.orderNumber)).toHaveLength(1);
    expect(await db.emailOutbox.count({ where: { type: "payment_approved", payload: { path: ["orderId"], equals: order.orderNumber } } })).toBe(1);
  });

  it("is not sent for a part of the deposit, nor for a commission paid in full at once", async () => {
    const order = await placeCommission();
    await recordPayment(order.orderId, { method: "cash", amountPaisa: 100_000n }, { actor: admin });
    expect(await depositEmails(order.orderNumber)).toHaveLength(0);
    await recordPayment(order.orderId, { method: "cash", amountPaisa: 215_000n }, { actor: admin });
    expect(await depositEmails(order.orderNumber)).toHaveLength(1);

    await db.service.update({ where: { id: shop.portrait.id }, data: { depositPercent: 100 } });
    const full = await placeCommission();
    await payDepositByQr(full);
    expect(await depositEmails(full.orderNumber)).toHaveLength(0);
    expect(await db.emailOutbox.count({ where: { type: "payment_approved", payload: { path: ["orderId"], equals: full.orderNumber } } })).toBe(1);
  });

  it("is written in Nepali for an order placed in Nepali", async () => {
    const order = await placeCommission("ne");
    await payDepositByQr(order);
    const [email] = await depositEmails(order.orderNumber);
    expect(email!.payload).toMatchObject({ locale: "ne", policy: policySentence({ refundUntil: "sketch_approved", keepPercent: 100 }, "ne") });
    expect(email!.subject).toContain("तपाईंको धरौटी प्राप्त भयो");
    const html = (await renderEmail("commission_update", email!.payload, await loadEmailSite(db))).html;
    expect(html).toContain("अब के हुन्छ");
    expect(html).toContain("रू");
  });
});

describe("the checkout's deposit quote", () => {
  it("is what placing the order fixes, computed on the server: prices sent by the browser are not read", async () => {
    await db.service.update({ where: { id: shop.portrait.id }, data: { depositPercent: 33 } });
    const line = { ...commissionLine(shop.portrait, COUPLE_A3), price: 1, unitPricePaisa: 1 };
    for (const delivery of [{ district: "kathmandu", country: "", payment: "prepaid" }, { district: "collect", country: "", payment: "prepaid" }]) {
      const quote = await quoteCheckoutDeposit([line], delivery);
      const order = placed(await placePendingOrder({ ...orderInput({ lines: [commissionLine(shop.portrait, COUPLE_A3)], screenshot: undefined }), delivery }));
      const commission = await db.commission.findUniqueOrThrow({ where: { orderId: order.orderId } });
      expect(quote).toMatchObject({ depositPaisa: Number(commission.depositPaisa), balancePaisa: Number(commission.balanceHeldPaisa), totalPaisa: order.totalPaisa });
      expect(quote!.depositPaisa + quote!.balancePaisa).toBe(order.totalPaisa);
    }
  });

  it("is null for a cart without a commission, a commission paid in full, or input it cannot read", async () => {
    expect(await quoteCheckoutDeposit("not a cart", null)).toBeNull();
    expect(await quoteCheckoutDeposit([{ kind: "service", serviceId: "x" }], null)).toBeNull();
    await db.service.update({ where: { id: shop.portrait.id }, data: { depositPercent: 100 } });
    expect(await quoteCheckoutDeposit([commissionLine(shop.portrait, COUPLE_A3)], { district: "kathmandu" })).toBeNull();
  });
});

describe("the migration to the structured policy", () => {
  const POLICY_MIGRATION = "20261128010000_commission_policy";
  const OLD_TEXT = "The deposit is refundable until you approve the sketch; after that it is kept.";

  it("gives existing settings and commissions the rule they followed, keeping a note the artist wrote", async () => {
    const databaseUrl = process.env.DATABASE_URL!;
    const probe = `t_policy_${process.pid}_${Date.now()}`;
    const url = new URL(databaseUrl);
    url.pathname = `/${probe}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const before = await mkdtemp(path.join(os.tmpdir(), "migrations-before-"));
    await admin.query(`CREATE DATABASE "${probe}"`);
    try {
      // Every migration before this one, then rows as they were, then this one.
      for (const name of (await readdir(defaultMigrationsDir())).filter((n) => /^\d{14}_/.test(n) && n < POLICY_MIGRATION)) {
        await cp(path.join(defaultMigrationsDir(), name), path.join(before, name), { recursive: true });
      }
      await applyMigrations(url.toString(), { dir: before });
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(
          "INSERT INTO settings (id, site_name, site_description, contact_email, support_email, updated_at) VALUES (1, 'Studio', '', 'studio@example.com', 'studio@example.com', now()) ON CONFLICT (id) DO NOTHING",
        );
        expect((await client.query("SELECT commission_cancellation_policy AS p FROM settings WHERE id = 1")).rows[0].p).toBe(OLD_TEXT);
        const insertOrder = async (n: number) =>
          (
            await client.query<{ id: string }>(
              `INSERT INTO orders (id, order_number, access_token, customer_email, customer_info, subtotal_paisa, tax_paisa, shipping_paisa, total_paisa, updated_at)
               VALUES (gen_random_uuid(), $1, $2, 'buyer@example.com', '{}', 630000, 0, 0, 630000, now()) RETURNING id`,
              [`ORD-MIGRATION-${n}`, `migration-token-${n}-0123456789abcdef0123456789`],
            )
          ).rows[0]!.id;
        await client.query(
          `INSERT INTO commissions (id, order_id, balance_held_paisa, deposit_paisa, included_rounds, cancellation_policy)
           VALUES (gen_random_uuid(), $1, 315000, 315000, 2, $2), (gen_random_uuid(), $3, 315000, 315000, 2, 'Reference photos are returned.')`,
          [await insertOrder(1), OLD_TEXT, await insertOrder(2)],
        );
        await applyMigrations(url.toString());
        expect((await client.query("SELECT commission_refund_until AS u, commission_keep_percent AS k, commission_cancellation_policy AS p FROM settings WHERE id = 1")).rows[0]).toEqual({
          u: "sketch_approved",
          k: 100,
          p: "",
        });
        const rows = (await client.query("SELECT refund_until AS u, keep_percent AS k, cancellation_policy AS p FROM commissions ORDER BY cancellation_policy")).rows;
        expect(rows).toEqual([
          { u: "sketch_approved", k: 100, p: "" },
          { u: "sketch_approved", k: 100, p: "Reference photos are returned." },
        ]);
        // Only the known rules are stored.
        await expect(client.query("UPDATE settings SET commission_refund_until = 'someday' WHERE id = 1")).rejects.toThrow(/check/);
      } finally {
        await client.end();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${probe}" WITH (FORCE)`);
      await admin.end();
      await rm(before, { recursive: true, force: true });
    }
  });
});
