import { paisaFromDb } from "@/lib/money";
import "server-only";
import { db } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";
import { approvalEmailKey, confirmationEmailKey } from "@/lib/orders/email-keys";
import { deriveMoney, type LedgerMethodValue } from "@/lib/domain/ledger";
import { heldBalance } from "@/lib/domain/cod-deposit";
import { COMMISSION_HOLD_SELECT, commissionHold } from "@/lib/domain/commission";
import { ONLINE_PENDING_HOLD_MS, RETURNED_UNPAID } from "@/lib/domain/online-payment";
import { awaitsPayment, isLapsed, PAYMENT_NOT_RECEIVED } from "@/lib/domain/order-hold";
import type { CartItemInput } from "@/lib/domain/cart";

/**
 * What the order-success page shows. The order is found by its access token, an unguessable
 * random string handed to the customer's browser when the order was placed (and in the
 * confirmation email): never by the sequential order number or the database id. Only what the
 * customer entered and what they ordered is returned.
 */
export interface CustomerOrderView {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  subtotalPaisa: number;
  shippingPaisa: number;
  taxPaisa: number;
  totalPaisa: number;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  /** ISO date. */
  createdAt: string;
  /** false when the confirmation email could not be queued or finally failed to send. */
  emailSent: boolean;
  /** false when storage refused the screenshot: the customer should email it. */
  screenshotReceived: boolean;
  lines: {
    title: string;
    quantity: number;
    unitPricePaisa: number;
    lineTotalPaisa: number;
    imageUrl: string | null;
    /** e.g. "Small print (8x10), Wooden frame" or "Single Person, A4, with frame". */
    options: string | null;
  }[];
  /** Set when a provider confirmed an online payment: nothing is checked by hand. */
  paidOnline: { provider: "eSewa" | "Khalti"; reference: string } | null;
  /** A payment screenshot waits for the shop's check. */
  claimSubmitted: boolean;
  /** Every payment and refund, oldest first; `method` is the ledger's key, named in the page's language by the page. */
  payments: { kind: "payment" | "refund"; method: LedgerMethodValue; amountPaisa: number; reference: string | null; reason: string | null; at: string }[];
  paidPaisa: number;
  refundedPaisa: number;
  duePaisa: number;
  /** What is asked for now: a commission's deposit until its work is ready; duePaisa otherwise. */
  dueNowPaisa: number;
  refundDuePaisa: number;
  cancelled: boolean;
  fulfilment: { status: string; courier: string | null; trackingNumber: string | null; trackingUrl: string | null; shippedAt: string | null };
  /** The order's payment page (a balance can be paid there). */
  accessToken: string;
}

/** Tokens are 32 base64url characters; anything else is not looked up at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

function lineOptions(customizations: unknown, commission: unknown): string | null {
  const parts: string[] = [];
  if (customizations && typeof customizations === "object") {
    const c = customizations as { sizeLabel?: unknown; framing?: unknown; framingLabel?: unknown; notes?: unknown };
    if (typeof c.sizeLabel === "string") parts.push(c.sizeLabel);
    if (typeof c.framingLabel === "string" && c.framing !== "none") parts.push(c.framingLabel);
  }
  if (commission && typeof commission === "object") {
    const c = commission as { commissionCategory?: unknown; size?: unknown; withFrame?: unknown };
    if (typeof c.commissionCategory === "string") parts.push(c.commissionCategory);
    if (typeof c.size === "string") parts.push(c.size);
    parts.push(c.withFrame ? "with frame" : "without frame");
  }
  return parts.length ? parts.join(", ") : null;
}

export async function getOrderByAccessToken(token: string | null | undefined): Promise<CustomerOrderView | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const order = await db.order.findUnique({
    where: { accessToken: token },
    select: {
      id: true,
      orderNumber: true,
      customerEmail: true,
      customerInfo: true,
      subtotalPaisa: true,
      shippingPaisa: true,
      taxPaisa: true,
      totalPaisa: true,
      status: true,
      paymentStatus: true,
      createdAt: true,
      metadata: true,
      accessToken: true,
      paymentSubmittedAt: true,
      claimRejectedAt: true,
      fulfilmentStatus: true,
      courier: true,
      trackingNumber: true,
      trackingUrl: true,
      shippedAt: true,
      commission: COMMISSION_HOLD_SELECT,
      delivery: { select: { cashOnDelivery: true, codDepositPaisa: true, depositKeptPaisa: true } },
      lines: {
        orderBy: { position: "asc" },
        select: { title: true, quantity: true, unitPricePaisa: true, lineTotalPaisa: true, imageUrl: true, customizations: true, commission: true },
      },
      ledger: {
        where: { voidedAt: null },
        orderBy: { createdAt: "asc" },
        select: { kind: true, method: true, amountPaisa: true, reference: true, reason: true, createdAt: true },
      },
    },
  });
  if (!order) return null;
  const online = order.ledger.find((r) => r.kind === "payment" && (r.method === "esewa" || r.method === "khalti"));
  // Paid online, the buyer's email is the approval (no confirmation of a screenshot is sent).
  const email = await db.emailOutbox.findFirst({
    where: { idempotencyKey: online ? { startsWith: approvalEmailKey(order.id) } : confirmationEmailKey(order.id) },
    select: { status: true },
  });
  const money = deriveMoney({
    totalPaisa: order.totalPaisa,
    cancelled: order.status === "cancelled",
    rows: order.ledger,
    submittedAt: order.paymentSubmittedAt,
    rejectedAt: order.claimRejectedAt,
    // What is due now, as the ledger asks it: a pay-on-delivery deposit, else a commission's deposit.
    commission: heldBalance(order.totalPaisa, order.delivery, commissionHold(order.commission)),
    retainedPaisa: order.delivery?.depositKeptPaisa ?? BigInt(0),
  });
  const info = (order.customerInfo ?? {}) as { name?: unknown };
  const metadata = (order.metadata ?? {}) as { payment_screenshot?: unknown };
  return {
    orderNumber: order.orderNumber,
    customerName: typeof info.name === "string" ? info.name : "",
    customerEmail: order.customerEmail,
    subtotalPaisa: paisaFromDb(order.subtotalPaisa),
    shippingPaisa: paisaFromDb(order.shippingPaisa),
    taxPaisa: paisaFromDb(order.taxPaisa),
    totalPaisa: paisaFromDb(order.totalPaisa),
    status: order.status,
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt.toISOString(),
    // Paid online and its approval not queued yet (the provider confirmed a moment ago): nothing failed.
    emailSent: online && email === null ? true : email !== null && email.status !== "failed",
    screenshotReceived: Boolean(online) || (typeof metadata.payment_screenshot === "string" && metadata.payment_screenshot !== ""),
    paidOnline: online ? { provider: online.method === "esewa" ? "eSewa" : "Khalti", reference: online.reference ?? "" } : null,
    claimSubmitted: money.claim === "submitted",
    payments: order.ledger.map((r) => ({
      kind: r.kind,
      method: r.method,
      amountPaisa: paisaFromDb(r.amountPaisa),
      reference: r.reference,
      reason: r.kind === "refund" ? r.reason : null,
      at: r.createdAt.toISOString(),
    })),
    paidPaisa: paisaFromDb(money.paidPaisa),
    refundedPaisa: paisaFromDb(money.refundedPaisa),
    duePaisa: paisaFromDb(money.duePaisa),
    dueNowPaisa: paisaFromDb(money.dueNowPaisa),
    refundDuePaisa: paisaFromDb(money.refundDuePaisa),
    cancelled: order.status === "cancelled",
    fulfilment: {
      status: order.fulfilmentStatus,
      courier: order.courier,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
      shippedAt: order.shippedAt?.toISOString() ?? null,
    },
    accessToken: order.accessToken,
    lines: order.lines.map((line) => ({
      title: line.title,
      quantity: line.quantity,
      unitPricePaisa: paisaFromDb(line.unitPricePaisa),
      lineTotalPaisa: paisaFromDb(line.lineTotalPaisa),
      imageUrl: line.imageUrl,
      options: lineOptions(line.customizations, line.commission),
    })),
  };
}

/** What /order-success can show for a link: the order, no order, or no answer from the database. */
export type OrderSuccessLookup =
  | { status: "found"; order: CustomerOrderView }
  | { status: "missing" }
  | { status: "unavailable" };

/**
 * The order of an /order-success link, telling "no such order" apart from "the database did not
 * answer": in the second case the order is safe and only the page is unavailable for now.
 */
export async function lookUpOrderForSuccessPage(token: string | null | undefined): Promise<OrderSuccessLookup> {
  try {
    const order = await getOrderByAccessToken(token);
    return order ? { status: "found", order } : { status: "missing" };
  } catch (error) {
    console.error("[order-success] could not read the order:", error instanceof Error ? error.message : error);
    return { status: "unavailable" };
  }
}

/**
 * Whether the order behind `token` has not been paid for yet (placed at 'Proceed to Payment',
 * no screenshot, not paid online): its page is the payment page, not the success page.
 */
export async function orderAwaitsItsPayment(token: string | null | undefined): Promise<boolean> {
  if (!token || !TOKEN_PATTERN.test(token)) return false;
  const order = await db.order.findUnique({
    where: { accessToken: token },
    select: { paymentSubmittedAt: true, paymentDueAt: true, paymentStatus: true },
  });
  return !!order && order.paymentSubmittedAt === null && order.paymentDueAt !== null && (order.paymentStatus === "pending" || order.paymentStatus === "processing");
}

/** Where an order stands on its payment page. */
export type PaymentPageState = "awaiting_payment" | "submitted" | "expired" | "closed";

/** A cart line rebuilt from an order line (to put an expired or changed order back in the cart). */
export type RestorableLine = CartItemInput & { quantity: number };

export interface PaymentPageOrder extends CustomerOrderView {
  state: PaymentPageState;
  /** ISO: the end of the payment window (awaiting payment only). */
  paymentDueAt: string | null;
  /** Whether it holds one-of-a-kind originals for the buyer. */
  holdsOriginals: boolean;
  /** The order's lines as cart lines (prices are checked again by the cart). */
  restorableLines: RestorableLine[];
  /** What this page asks for: what is due now (the whole total until something is paid; a commission's deposit, then its balance). */
  amountToPayPaisa: number;
  /** An eSewa or Khalti payment being confirmed: every other way to pay waits for it. */
  pendingOnline: { provider: "eSewa" | "Khalti"; amountPaisa: number; startedAt: string; nextCheckAt: string } | null;
}

/**
 * The order of a payment page (/checkout/pay/<token>): its lines, amount and state. An order
 * past its window is shown as expired even when the worker has not cancelled it yet.
 */
export async function getOrderForPaymentPage(token: string | null | undefined, now: Date = new Date()): Promise<PaymentPageOrder | null> {
  const view = await getOrderByAccessToken(token);
  if (!view || !token) return null;
  const order = await db.order.findUnique({
    where: { accessToken: token },
    select: {
      id: true,
      status: true,
      paymentStatus: true,
      paymentDueAt: true,
      paymentSubmittedAt: true,
      cancelReason: true,
      reservedArtworks: { select: { id: true } },
      lines: {
        orderBy: { position: "asc" },
        select: {
          lineType: true,
          title: true,
          quantity: true,
          unitPricePaisa: true,
          imageUrl: true,
          customizations: true,
          commission: true,
          artwork: { select: { id: true, slug: true, images: true, shippingType: true, shippingChargePaisa: true, taxRateBps: true, taxIncluded: true } },
          service: { select: { id: true, category: true, shippingType: true, shippingChargePaisa: true, taxRateBps: true, taxIncluded: true } },
          // Their tokens go back into the restored cart line (this page is the buyer's own).
          referencePhotos: { orderBy: { createdAt: "asc" }, select: { token: true, fileName: true } },
        },
      },
    },
  });
  if (!order) return null;
  let state: PaymentPageState;
  if (view.claimSubmitted || (view.paidPaisa > 0 && (view.dueNowPaisa === 0 || view.cancelled))) state = "submitted";
  else if (view.paidPaisa > 0 && order.status !== "cancelled") state = "awaiting_payment"; // a balance to pay
  else if (order.paymentSubmittedAt) state = "submitted";
  else if (isLapsed(order, now) || (order.status === "cancelled" && order.cancelReason === PAYMENT_NOT_RECEIVED)) state = "expired";
  else if (awaitsPayment(order)) state = "awaiting_payment";
  else state = "closed";
  const addedAt = now.getTime();
  const restorableLines: RestorableLine[] = order.lines.flatMap((line, index): RestorableLine[] => {
    const price = paisaFromDb(line.unitPricePaisa);
    if (line.lineType === "artwork" && line.artwork) {
      const c = (line.customizations ?? {}) as { size?: unknown; framing?: unknown; notes?: unknown; sizeLabel?: unknown; framingLabel?: unknown; framingOnQuote?: unknown };
      return [
        {
          id: line.artwork.id,
          title: line.title,
          price,
          quantity: line.quantity,
          type: "artwork",
          images: line.artwork.images,
          image: line.imageUrl ?? undefined,
          customizations: {
            size: typeof c.size === "string" ? c.size : undefined,
            framing: typeof c.framing === "string" ? c.framing : undefined,
            notes: typeof c.notes === "string" ? c.notes : undefined,
            sizeLabel: typeof c.sizeLabel === "string" ? c.sizeLabel : undefined,
            framingLabel: typeof c.framingLabel === "string" ? c.framingLabel : undefined,
            framingOnQuote: c.framingOnQuote === true,
          },
          shippingType: line.artwork.shippingType,
          shippingCharge: paisaFromDb(line.artwork.shippingChargePaisa),
          taxRate: line.artwork.taxRateBps / 100,
          taxIncluded: line.artwork.taxIncluded,
        },
      ];
    }
    if (line.lineType === "service" && line.service) {
      const c = (line.commission ?? {}) as { commissionCategory?: unknown; size?: unknown; withFrame?: unknown; framePricePaisa?: unknown; basePricePaisa?: unknown };
      return [
        {
          id: `${line.service.id}-${addedAt + index}`,
          serviceId: line.service.id,
          title: line.title,
          price,
          quantity: line.quantity,
          type: "service",
          category: line.service.category,
          image: line.imageUrl ?? undefined,
          shippingType: line.service.shippingType,
          shippingCharge: paisaFromDb(line.service.shippingChargePaisa),
          taxRate: line.service.taxRateBps / 100,
          taxIncluded: line.service.taxIncluded,
          commissionCategory: typeof c.commissionCategory === "string" ? c.commissionCategory : undefined,
          size: typeof c.size === "string" ? c.size : undefined,
          withFrame: typeof c.withFrame === "boolean" ? c.withFrame : undefined,
          framePrice: typeof c.framePricePaisa === "number" ? c.framePricePaisa : undefined,
          basePrice: typeof c.basePricePaisa === "number" ? c.basePricePaisa : undefined,
          referencePhotos: line.referencePhotos.map((photo) => ({ token: photo.token, name: photo.fileName ?? "" })),
        },
      ];
    }
    return [];
  });
  const attempt =
    state === "awaiting_payment"
      ? await db.paymentAttempt.findFirst({
          where: {
            orderId: order.id,
            status: "pending",
            NOT: { reference: { startsWith: "init:" } },
      // (NOT detail = x would leave out the attempts without a detail: NULL is not "not x" in SQL.)
      OR: [{ detail: null }, { detail: { not: RETURNED_UNPAID } }],
            createdAt: { gte: new Date(now.getTime() - ONLINE_PENDING_HOLD_MS) },
          },
          orderBy: { createdAt: "desc" },
          select: { provider: true, amountPaisa: true, createdAt: true, checkedAt: true },
        })
      : null;
  const lastAsked = attempt ? (attempt.checkedAt ?? attempt.createdAt).getTime() : 0;
  return {
    ...view,
    state,
    paymentDueAt: state === "awaiting_payment" && order.paymentDueAt && view.paidPaisa === 0 ? order.paymentDueAt.toISOString() : null,
    holdsOriginals: order.reservedArtworks.length > 0,
    restorableLines,
    amountToPayPaisa: view.paidPaisa > 0 || view.dueNowPaisa < view.duePaisa ? view.dueNowPaisa : view.totalPaisa,
    pendingOnline: attempt
      ? {
          provider: attempt.provider === "esewa" ? "eSewa" : "Khalti",
          amountPaisa: paisaFromDb(attempt.amountPaisa),
          startedAt: attempt.createdAt.toISOString(),
          // The status check asks every few minutes, from five minutes after the attempt began.
          nextCheckAt: new Date(Math.max(attempt.createdAt.getTime() + 5 * 60_000, lastAsked + 2 * 60_000, now.getTime())).toISOString(),
        }
      : null,
  };
}

/** The language an order was placed in (orders.locale), found by its access token; English when unknown. */
export async function orderLocaleByToken(token: unknown): Promise<Locale> {
  if (typeof token !== "string" || token.length === 0 || token.length > 64) return DEFAULT_LOCALE;
  const order = await db.order.findUnique({ where: { accessToken: token }, select: { locale: true } });
  return isLocale(order?.locale) ? order.locale : DEFAULT_LOCALE;
}
