/**
 * Online payment of an order with eSewa ePay v2 or Khalti KPG-2.
 *
 *   onlineProviders       which providers the payment page offers: configured in the environment,
 *                         enabled in Settings -> Payment, never in demo mode, amount convertible
 *   startOnlinePayment    one attempt per click: eSewa's signed form, or Khalti's payment_url
 *   handleEsewaReturn /   the provider's redirect back: checked (signature, order, amount), then
 *   handleKhaltiReturn    confirmed with the provider's own status/lookup API
 *   confirmAttempt        the server's verification call; only COMPLETE / Completed with the
 *                         exact amount marks the order paid (originals sold, approval email)
 *   checkPendingAttempts  the later status check of attempts still pending (worker)
 *
 * One provider transaction pays one order (unique provider_transaction_id). Whatever is refused
 * (replayed, foreign or mismatched transaction, bad signature) is written to the order's
 * history for the administrator.
 */
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { siteUrl } from "@/lib/env";
import { isDemoMode } from "@/lib/demo";
import { isLapsed, isOpenOrder, PAYMENT_NOT_RECEIVED } from "@/lib/domain/order-hold";
import {
  esewaAmount,
  esewaTransactionUuid,
  khaltiAmount,
  paidOnlineText,
  PROVIDER_LABELS,
  type AttemptStatus,
  type OnlineProvider,
  type ReturnOutcome,
} from "@/lib/domain/online-payment";
import { ACCESS_TOKEN_PATTERN, CHECKOUT_MESSAGES } from "@/lib/validation/checkout-rules";
import { OrderTransitionError, recordPayment, reopenOrder } from "@/lib/orders/transitions";
import { esewaConfig, esewaForm, esewaStatus, decodeEsewaSuccess } from "@/lib/payments/esewa/client";
import { khaltiConfig, khaltiInitiate, khaltiLookup } from "@/lib/payments/khalti/client";
import { PROVIDER_TIMEOUT_MS } from "@/lib/payments/http";
import { consumeRateLimit } from "@/lib/rate-limit";
import { notifyAdministratorsOfOnlinePayment } from "@/lib/orders/attach-payment";
import { kickEmailWorker } from "@/lib/email/outbox";
import { customerNameOf } from "@/lib/domain/customer-name";
import { HELD_ORDER_SELECT } from "@/lib/orders/order-selects";
import { onlinePaymentPending, readOrderMoney, RETURNED_UNPAID } from "@/lib/orders/ledger";

export interface OnlineOptions {
  /** Time limit of each provider call (10 s). */
  timeoutMs?: number;
  now?: Date;
}

/** An eSewa NOT_FOUND this young may still be a buyer on eSewa's page: asked again later. */
const ESEWA_NOT_FOUND_GRACE_MS = 60 * 60_000;

function readToken(value: unknown): string | null {
  return typeof value === "string" && value.length <= 64 && ACCESS_TOKEN_PATTERN.test(value) ? value : null;
}

function isProvider(value: unknown): value is OnlineProvider {
  return value === "esewa" || value === "khalti";
}

/** Providers offered for an order of `totalPaisa` (empty in demo mode). */
export async function onlineProviders(totalPaisa: bigint | number): Promise<OnlineProvider[]> {
  if (isDemoMode()) return [];
  const settings = await db.settings
    .findUnique({ where: { id: 1 }, select: { esewaEnabled: true, khaltiEnabled: true } })
    .catch(() => null);
  const out: OnlineProvider[] = [];
  if (settings?.esewaEnabled && esewaConfig() && esewaAmount(totalPaisa)) out.push("esewa");
  if (settings?.khaltiEnabled && khaltiConfig() && khaltiAmount(totalPaisa)) out.push("khalti");
  return out;
}

/** Whether each provider's environment variables are set (never the values themselves). */
export function onlineProvidersConfigured(): Record<OnlineProvider, boolean> {
  return { esewa: esewaConfig() !== null, khalti: khaltiConfig() !== null };
}

export type StartResult =
  | { ok: true; kind: "form"; url: string; fields: Record<string, string>; attemptId: string }
  | { ok: true; kind: "redirect"; url: string; attemptId: string }
  | { ok: false; message: string };

/** Online attempts one order may make (each one is a call to the provider). */
export const MAX_ATTEMPTS_PER_ORDER = 20;

const UNAVAILABLE = "Online payment is not available for this order right now. Please pay by QR below.";
export const ONLINE_PAYMENT_PENDING = CHECKOUT_MESSAGES.onlinePaymentPending;
const PROVIDER_DOWN = (provider: OnlineProvider) =>
  `${PROVIDER_LABELS[provider]} is not answering right now. Please try again in a moment, or pay by QR below.`;

function returnUrls(token: string) {
  const site = siteUrl();
  return {
    esewaSuccess: `${site}/api/payments/esewa/success/${token}`,
    esewaFailure: `${site}/api/payments/esewa/failure/${token}`,
    khaltiReturn: `${site}/api/payments/khalti/return/${token}`,
  };
}

/** 'Pay with eSewa' / 'Pay with Khalti': a new attempt for the order behind `token`. */
export async function startOnlinePayment(input: { token: unknown; provider: unknown }, options: OnlineOptions = {}): Promise<StartResult> {
  const token = readToken(input.token);
  if (!token || !isProvider(input.provider)) return { ok: false, message: UNAVAILABLE };
  const provider = input.provider;
  const now = options.now ?? new Date();
  const found = await db.order.findUnique({
    where: { accessToken: token },
    select: { ...HELD_ORDER_SELECT, totalPaisa: true },
  });
  if (!found || !isOpenOrder(found) || isLapsed(found, now)) return { ok: false, message: UNAVAILABLE };
  const state = await readOrderMoney(db, found.id);
  // A screenshot waiting for the shop, or another online payment being confirmed: no second payment.
  if (!state || state.money.claim === "submitted") return { ok: false, message: UNAVAILABLE };
  if (await onlinePaymentPending(db, found.id, now)) return { ok: false, message: ONLINE_PAYMENT_PENDING };
  // What is paid online is what is due now (the whole total until something is paid; a
  // commission's deposit until its work is ready, then its balance).
  const order = { ...found, totalPaisa: state.money.dueNowPaisa };
  if (order.totalPaisa <= BigInt(0)) return { ok: false, message: UNAVAILABLE };
  if (!(await onlineProviders(order.totalPaisa)).includes(provider)) return { ok: false, message: UNAVAILABLE };
  if ((await db.paymentAttempt.count({ where: { orderId: order.id } })) >= MAX_ATTEMPTS_PER_ORDER) return { ok: false, message: UNAVAILABLE };
  const urls = returnUrls(order.accessToken);

  if (provider === "esewa") {
    const config = esewaConfig();
    if (!config) return { ok: false, message: UNAVAILABLE };
    const transactionUuid = esewaTransactionUuid(order.orderNumber, randomBytes(6).toString("hex"));
    const form = esewaForm(config, { amountPaisa: order.totalPaisa, transactionUuid, successUrl: urls.esewaSuccess, failureUrl: urls.esewaFailure });
    if (!form) return { ok: false, message: UNAVAILABLE };
    const attempt = await db.paymentAttempt.create({
      data: { orderId: order.id, provider, reference: transactionUuid, amountPaisa: order.totalPaisa, status: "pending" },
      select: { id: true },
    });
    return { ok: true, kind: "form", url: form.url, fields: form.fields, attemptId: attempt.id };
  }

  const config = khaltiConfig();
  const amount = khaltiAmount(order.totalPaisa);
  if (!config || amount === null) return { ok: false, message: UNAVAILABLE };
  // Stored before the call: an initiation that fails is on the order's record too.
  const attempt = await db.paymentAttempt.create({
    data: { orderId: order.id, provider, reference: `init:${randomBytes(12).toString("hex")}`, amountPaisa: order.totalPaisa, status: "pending" },
    select: { id: true },
  });
  const info = (order.customerInfo ?? {}) as { name?: unknown; phone?: unknown };
  const initiated = await khaltiInitiate(
    config,
    {
      returnUrl: urls.khaltiReturn,
      websiteUrl: siteUrl(),
      amountPaisa: amount,
      purchaseOrderId: order.orderNumber,
      purchaseOrderName: `Order ${order.orderNumber}`,
      customerInfo: {
        name: customerNameOf(order.customerInfo, order.customerEmail),
        email: order.customerEmail,
        phone: typeof info.phone === "string" && info.phone.trim() ? info.phone.trim() : undefined,
      },
    },
    options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
  );
  if (initiated.kind !== "initiated") {
    await db.paymentAttempt.update({
      where: { id: attempt.id },
      data: {
        status: "failed",
        detail: `initiation: ${initiated.error}`.slice(0, 500),
        rawAnswer: initiated.kind === "refused" ? (initiated.raw as Prisma.InputJsonValue) : undefined,
        checkedAt: now,
      },
    });
    return { ok: false, message: PROVIDER_DOWN(provider) };
  }
  await db.paymentAttempt.update({
    where: { id: attempt.id },
    data: { reference: initiated.pidx, rawAnswer: initiated.raw as Prisma.InputJsonValue },
  });
  return { ok: true, kind: "redirect", url: initiated.paymentUrl, attemptId: attempt.id };
}

/** Writes a refused or questionable online payment into the order's history (and the log). */
async function logForAdministrator(orderId: string, provider: OnlineProvider, detail: string): Promise<void> {
  console.warn(`[payments] ${provider} on order ${orderId}: ${detail}`);
  await db.orderHistory
    .create({ data: { orderId, actorEmail: null, field: "online_payment", fromValue: null, toValue: provider, detail: detail.slice(0, 500) } })
    .catch((err: unknown) => console.error("[payments] could not log for the administrator:", err instanceof Error ? err.message : err));
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === "P2002";
}

export interface ConfirmResult {
  attemptId: string;
  orderId: string;
  status: AttemptStatus;
  /** The order is paid (now or already, by this attempt). */
  paid: boolean;
}

/**
 * The server's own verification of one attempt with the provider. Completed attempts and
 * refused ones are final and not asked again.
 */
export async function confirmAttempt(attemptId: string, options: OnlineOptions = {}): Promise<ConfirmResult | null> {
  const now = options.now ?? new Date();
  const attempt = await db.paymentAttempt.findUnique({ where: { id: attemptId } });
  if (!attempt) return null;
  const provider = attempt.provider as OnlineProvider;
  const base = { attemptId: attempt.id, orderId: attempt.orderId };
  if (attempt.status === "completed" || attempt.status === "refused") {
    const order = await db.order.findUnique({ where: { id: attempt.orderId }, select: { paymentStatus: true } });
    return { ...base, status: attempt.status, paid: attempt.status === "completed" && order?.paymentStatus === "paid" };
  }
  if (attempt.reference.startsWith("init:")) return { ...base, status: attempt.status, paid: false };

  let status: AttemptStatus;
  let totalPaisa: bigint | null;
  let transactionId: string | null;
  let raw: Record<string, unknown>;
  if (provider === "esewa") {
    const config = esewaConfig();
    if (!config) return { ...base, status: attempt.status, paid: false };
    const answer = await esewaStatus(config, { transactionUuid: attempt.reference, amountPaisa: attempt.amountPaisa }, options.timeoutMs);
    if (answer.kind === "unreachable") {
      await db.paymentAttempt.update({ where: { id: attempt.id }, data: { checkedAt: now, detail: `status check: ${answer.error}`.slice(0, 500) } });
      return { ...base, status: attempt.status, paid: false };
    }
    status = answer.status;
    if (status === "failed" && now.getTime() - attempt.createdAt.getTime() < ESEWA_NOT_FOUND_GRACE_MS) status = "pending";
    ({ totalPaisa, raw } = answer);
    transactionId = answer.refId;
  } else {
    const config = khaltiConfig();
    if (!config) return { ...base, status: attempt.status, paid: false };
    const answer = await khaltiLookup(config, attempt.reference, options.timeoutMs);
    if (answer.kind === "unreachable") {
      await db.paymentAttempt.update({ where: { id: attempt.id }, data: { checkedAt: now, detail: `lookup: ${answer.error}`.slice(0, 500) } });
      return { ...base, status: attempt.status, paid: false };
    }
    ({ status, totalPaisa, transactionId, raw } = answer);
  }

  const rawAnswer = raw as Prisma.InputJsonValue;
  if (status !== "completed") {
    const detail = status === "refused" ? "the provider answered about another transaction" : null;
    await db.paymentAttempt.update({ where: { id: attempt.id }, data: { status, rawAnswer, checkedAt: now, ...(detail || status !== "pending" ? { detail } : {}) } });
    if (status === "refused") await logForAdministrator(attempt.orderId, provider, `attempt ${attempt.reference}: ${detail}`);
    return { ...base, status, paid: false };
  }
  if (totalPaisa !== attempt.amountPaisa || !transactionId) {
    const detail = totalPaisa !== attempt.amountPaisa
      ? `completed for ${totalPaisa ?? "an unknown amount"} paisa, the attempt was for ${attempt.amountPaisa} paisa`
      : "completed without a transaction reference";
    await db.paymentAttempt.update({ where: { id: attempt.id }, data: { status: "refused", rawAnswer, checkedAt: now, detail } });
    await logForAdministrator(attempt.orderId, provider, `refused ${attempt.reference}: ${detail}`);
    return { ...base, status: "refused", paid: false };
  }

  // One provider transaction pays one order: the unique index refuses a second attempt with it.
  try {
    await db.paymentAttempt.update({
      where: { id: attempt.id },
      data: { status: "completed", providerTransactionId: transactionId, rawAnswer, checkedAt: now, detail: null },
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const other = await db.paymentAttempt.findFirst({
      where: { provider: attempt.provider, providerTransactionId: transactionId },
      select: { order: { select: { orderNumber: true } } },
    });
    const detail = `transaction ${transactionId} already paid order ${other?.order.orderNumber ?? "another order"}`;
    await db.paymentAttempt.update({ where: { id: attempt.id }, data: { status: "refused", rawAnswer, checkedAt: now, detail } });
    await logForAdministrator(attempt.orderId, provider, `refused: ${detail}`);
    return { ...base, status: "refused", paid: false };
  }
  const paid = await payOrder(attempt.orderId, provider, transactionId, attempt.id, attempt.amountPaisa, now);
  return { ...base, status: "completed", paid };
}

/**
 * The verified payment is a row of the order's ledger, whatever the order's state: the money moved.
 * An open order becomes paid (its originals sold). An order that expired while the buyer was on
 * the provider's page is taken up again when its originals are still free. Otherwise (the work
 * went to another buyer, the order was already paid or closed) the money becomes a refund due:
 * the administrators are alerted and the buyer is told what was received (lib/orders/ledger.ts).
 */
async function payOrder(orderId: string, provider: OnlineProvider, reference: string, attemptId: string, amountPaisa: bigint, now: Date): Promise<boolean> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: { status: true, paymentStatus: true, cancelReason: true, metadata: true },
  });
  if (!order) return false;
  const recorded = await db.ledgerEntry.findUnique({ where: { attemptId }, select: { id: true } });
  if (recorded) return (await db.order.findUnique({ where: { id: orderId }, select: { paymentStatus: true } }))?.paymentStatus === "paid";
  const expired = order.status === "cancelled" && order.cancelReason === PAYMENT_NOT_RECEIVED;
  if (expired) {
    // Taken up again if its originals are free; if not, it stays cancelled and the money is due back.
    await reopenOrder(orderId).catch((err: unknown) => {
      if (!(err instanceof OrderTransitionError)) throw err;
    });
  }
  const metadata = { ...((order.metadata ?? {}) as Record<string, unknown>) };
  if (isOpenOrder(order) || expired) {
    metadata.payment_method = provider;
    metadata.online_payment = { provider, reference, attempt_id: attemptId, paid_at: now.toISOString() };
    await db.order.update({ where: { id: orderId }, data: { metadata: metadata as Prisma.InputJsonValue, paymentSubmittedAt: now } });
  }
  let result;
  try {
    // The amount the provider confirmed (the attempt's, checked above), whatever is due now.
    result = await recordPayment(orderId, { method: provider, reference, attemptId, amountPaisa }, { fromProvider: true, now });
  } catch (err) {
    if (isUniqueViolation(err)) return false; // recorded by a concurrent confirmation of the same attempt
    throw err;
  }
  await db.orderHistory.create({
    data: { orderId, actorEmail: null, field: "online_payment", fromValue: null, toValue: provider, detail: paidOnlineText(provider, reference) },
  });
  const paid = result.paymentStatus === "paid" && result.status !== "cancelled";
  if (paid) await notifyAdministratorsOfOnlinePayment(orderId, paidOnlineText(provider, reference));
  kickEmailWorker();
  return paid;
}

export interface ReturnResult {
  /** received: the provider confirmed the money, but no sale takes it (a refund due; the order page says so). */
  outcome: "paid" | "received" | ReturnOutcome | "not_found";
  provider: OnlineProvider;
  /** The order's access token (where to send the buyer). */
  token: string | null;
}

async function orderByToken(token: unknown) {
  const valid = readToken(token);
  if (!valid) return null;
  return db.order.findUnique({ where: { accessToken: valid }, select: { id: true, accessToken: true, paymentStatus: true } });
}

function outcomeOf(result: ConfirmResult | null): ReturnOutcome | "paid" | "received" {
  if (!result) return "failed";
  if (result.paid) return "paid";
  if (result.status === "completed") return "received";
  switch (result.status) {
    case "pending":
      return "pending";
    case "canceled":
      return "canceled";
    case "refused":
      return "refused";
    default:
      return "failed";
  }
}

/** Provider returns handled per order in RETURN_WINDOW_MS; more are answered "pending" unchecked. */
export const RETURN_LIMIT = 30;
const RETURN_WINDOW_MS = 10 * 60_000;

/**
 * Each return may call the provider and write to the order's record: a return URL replayed in a
 * loop is counted per order, so it can neither flood the provider's API nor the history.
 */
async function returnAllowed(orderId: string, now: Date): Promise<boolean> {
  const result = await db.$transaction((tx) =>
    consumeRateLimit(tx, { bucket: "online-return", key: orderId, limit: RETURN_LIMIT, windowMs: RETURN_WINDOW_MS }, { now }),
  );
  return result.allowed;
}

/** eSewa's success URL: its signed data checked, then the status API asked. */
export async function handleEsewaReturn(input: { token: unknown; data: unknown }, options: OnlineOptions = {}): Promise<ReturnResult> {
  const order = await orderByToken(input.token);
  if (!order) return { outcome: "not_found", provider: "esewa", token: null };
  const result = { provider: "esewa" as const, token: order.accessToken };
  if (!(await returnAllowed(order.id, options.now ?? new Date()))) return { ...result, outcome: "pending" };
  const config = esewaConfig();
  if (!config) return { ...result, outcome: "failed" };
  const data = decodeEsewaSuccess(config, input.data);
  if (!data.ok) {
    await logForAdministrator(order.id, "esewa", `return refused: ${data.reason}`);
    return { ...result, outcome: "refused" };
  }
  const attempt = await db.paymentAttempt.findUnique({ where: { provider_reference: { provider: "esewa", reference: data.transactionUuid } } });
  if (!attempt || attempt.orderId !== order.id) {
    await logForAdministrator(order.id, "esewa", `return refused: transaction ${data.transactionUuid.slice(0, 80)} is not an attempt of this order`);
    return { ...result, outcome: "refused" };
  }
  if (data.totalPaisa !== attempt.amountPaisa) {
    await logForAdministrator(order.id, "esewa", `return refused: ${data.totalPaisa} paisa in the return data, the attempt was for ${attempt.amountPaisa}`);
    return { ...result, outcome: "refused" };
  }
  return { ...result, outcome: outcomeOf(await confirmAttempt(attempt.id, options)) };
}

/** eSewa's failure URL: nothing is trusted from the browser; the latest attempt is asked about. */
export async function handleEsewaFailure(input: { token: unknown }, options: OnlineOptions = {}): Promise<ReturnResult> {
  const order = await orderByToken(input.token);
  if (!order) return { outcome: "not_found", provider: "esewa", token: null };
  if (!(await returnAllowed(order.id, options.now ?? new Date()))) return { provider: "esewa", token: order.accessToken, outcome: "failed" };
  const attempt = await db.paymentAttempt.findFirst({
    where: { orderId: order.id, provider: "esewa" },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  const outcome = attempt ? outcomeOf(await confirmAttempt(attempt.id, options)) : "failed";
  if (attempt && outcome === "pending") {
    // Still asked about by the status check, but no longer holding back the other ways to pay.
    await db.paymentAttempt.updateMany({ where: { id: attempt.id, status: "pending" }, data: { detail: RETURNED_UNPAID } });
  }
  // The buyer saw eSewa fail: a still-unknown attempt is shown as not gone through.
  return { provider: "esewa", token: order.accessToken, outcome: outcome === "pending" ? "failed" : outcome };
}

/** Khalti's return URL: the attempt found by its pidx, confirmed by the lookup API. */
export async function handleKhaltiReturn(input: { token: unknown; pidx: unknown }, options: OnlineOptions = {}): Promise<ReturnResult> {
  const order = await orderByToken(input.token);
  if (!order) return { outcome: "not_found", provider: "khalti", token: null };
  const result = { provider: "khalti" as const, token: order.accessToken };
  if (!(await returnAllowed(order.id, options.now ?? new Date()))) return { ...result, outcome: "pending" };
  const pidx = typeof input.pidx === "string" && input.pidx.length > 0 && input.pidx.length <= 100 ? input.pidx : null;
  const attempt = pidx ? await db.paymentAttempt.findUnique({ where: { provider_reference: { provider: "khalti", reference: pidx } } }) : null;
  if (!attempt || attempt.orderId !== order.id) {
    await logForAdministrator(order.id, "khalti", `return refused: pidx ${(pidx ?? "(none)").slice(0, 80)} is not an attempt of this order`);
    return { ...result, outcome: "refused" };
  }
  return { ...result, outcome: outcomeOf(await confirmAttempt(attempt.id, options)) };
}

/** Attempts younger than this are left to the buyer's return (eSewa: five minutes). */
export const STATUS_CHECK_MIN_AGE_MS = 5 * 60_000;
/** Pending attempts are asked about for two days. */
export const STATUS_CHECK_MAX_AGE_MS = 2 * 24 * 3_600_000;

/** The later status check: every pending attempt old enough, not asked in the last minute. */
export async function checkPendingAttempts(options: OnlineOptions & { minAgeMs?: number } = {}): Promise<ConfirmResult[]> {
  const now = options.now ?? new Date();
  const minAge = options.minAgeMs ?? STATUS_CHECK_MIN_AGE_MS;
  const attempts = await db.paymentAttempt.findMany({
    where: {
      status: "pending",
      NOT: { reference: { startsWith: "init:" } },
      createdAt: { lte: new Date(now.getTime() - minAge), gte: new Date(now.getTime() - STATUS_CHECK_MAX_AGE_MS) },
      OR: [{ checkedAt: null }, { checkedAt: { lte: new Date(now.getTime() - 60_000) } }],
    },
    orderBy: { createdAt: "asc" },
    take: 50,
    select: { id: true },
  });
  const results: ConfirmResult[] = [];
  for (const { id } of attempts) {
    try {
      const result = await confirmAttempt(id, options);
      if (result) results.push(result);
    } catch (err) {
      console.error("[payments] status check failed:", err instanceof Error ? err.message : err);
    }
  }
  return results;
}

/** Checks again per order in CHECK_AGAIN_WINDOW_MS, at most: each one asks the provider. */
export const CHECK_AGAIN_LIMIT = 10;
const CHECK_AGAIN_WINDOW_MS = 10 * 60_000;

/**
 * 'Check again' on the payment page while an online payment is being confirmed: the order's
 * pending attempts are asked about now (the status check would otherwise ask within minutes).
 * Answers whether the order is paid now.
 */
export async function checkOrderPaymentAgain(input: { token: unknown }, options: OnlineOptions = {}): Promise<{ ok: boolean; paid: boolean; message?: string }> {
  const order = await orderByToken(input.token);
  if (!order) return { ok: false, paid: false, message: UNAVAILABLE };
  const now = options.now ?? new Date();
  const allowed = await db.$transaction((tx) =>
    consumeRateLimit(tx, { bucket: "online-check-again", key: order.id, limit: CHECK_AGAIN_LIMIT, windowMs: CHECK_AGAIN_WINDOW_MS }, { now }),
  );
  if (!allowed.allowed) return { ok: true, paid: false, message: "We are still waiting for the provider. This page checks again by itself." };
  const attempts = await db.paymentAttempt.findMany({
    where: { orderId: order.id, status: "pending", NOT: { reference: { startsWith: "init:" } } },
    orderBy: { createdAt: "desc" },
    take: 3,
    select: { id: true },
  });
  let paid = false;
  for (const attempt of attempts) paid = (await confirmAttempt(attempt.id, options))?.paid || paid;
  return { ok: true, paid };
}
