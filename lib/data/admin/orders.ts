/**
 * Back-office reads of orders: the list (filters, search, keyset pages; fast with 50,000 orders),
 * the payment verification queue, one order in full, and the rows of the CSV export.
 * Every exported function checks the administrator first.
 */
import "server-only";
import { paidOnlineText } from "@/lib/domain/online-payment";
import { isPaymentCheckOverdue, PAYMENT_NOT_RECEIVED } from "@/lib/domain/order-hold";
import { db, Prisma } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import { storage } from "@/lib/storage";
import {
  encodeCursor,
  likePattern,
  ORDERS_PAGE_SIZE,
  type AdminOrderQuery,
} from "@/lib/domain/admin-order-query";
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";
import type { FulfilmentStatusValue } from "@/lib/domain/fulfilment";
import type { LedgerMethodValue } from "@/lib/domain/ledger";
import { allowedActions, type OrderAction } from "@/lib/domain/order-flow";
import { readOrderMoney, referenceKey } from "@/lib/orders/ledger";
import { approvalEmailKey } from "@/lib/orders/email-keys";
import { lineVariant } from "@/lib/domain/order-line-words";

export interface AdminOrderRow {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  totalPaisa: number;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  fulfilmentStatus: FulfilmentStatusValue;
  transactionReference: string | null;
  createdAt: Date;
  /** The buyer's phone (the list's "Awaiting call" view shows it). */
  customerPhone?: string | null;
}

interface RawRow {
  id: string;
  order_number: string;
  customer_name: string | null;
  customer_email: string;
  total_paisa: number | bigint;
  status: OrderStatusValue;
  payment_status: PaymentStatusValue;
  fulfilment_status: FulfilmentStatusValue;
  transaction_reference: string | null;
  created_at: Date;
  customer_phone: string | null;
}

function toRow(r: RawRow): AdminOrderRow {
  return {
    id: r.id,
    orderNumber: r.order_number,
    customerName: r.customer_name ?? "",
    customerEmail: r.customer_email,
    totalPaisa: Number(r.total_paisa),
    status: r.status,
    paymentStatus: r.payment_status,
    fulfilmentStatus: r.fulfilment_status,
    transactionReference: r.transaction_reference,
    createdAt: r.created_at,
    customerPhone: r.customer_phone,
  };
}

/**
 * Pay-on-delivery orders to phone: standing, not sent, not confirmed or refused, and their
 * deposit paid when one was asked (the call comes after it).
 */
export const AWAITING_CALL = Prisma.sql`status IN ('pending', 'processing') AND fulfilment_status = 'unfulfilled' AND EXISTS (
  SELECT 1 FROM order_deliveries d WHERE d.order_id = orders.id AND d.cash_on_delivery AND d.confirmed_at IS NULL AND d.refused_at IS NULL
    AND (d.cod_deposit_paisa = 0 OR payment_status IN ('partly_paid', 'paid', 'overpaid')))`;

function whereClause(query: Omit<AdminOrderQuery, "cursor">, cursor: AdminOrderQuery["cursor"]): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.status) parts.push(Prisma.sql`status = ${query.status}::order_status`);
  if (query.stage === "expired") parts.push(Prisma.sql`status = 'cancelled' AND cancel_reason = ${PAYMENT_NOT_RECEIVED}`);
  if (query.stage === "awaiting_payment") {
    parts.push(
      Prisma.sql`status IN ('pending', 'processing') AND payment_status IN ('pending', 'processing') AND payment_submitted_at IS NULL AND payment_due_at IS NOT NULL`,
    );
  }
  if (query.stage === "awaiting_call") parts.push(AWAITING_CALL);
  if (query.paymentStatus) parts.push(Prisma.sql`payment_status = ${query.paymentStatus}::payment_status`);
  if (query.search) {
    parts.push(
      Prisma.sql`order_search_text(order_number, customer_email, customer_info, transaction_reference) LIKE ${likePattern(query.search)}`,
    );
  }
  if (cursor) parts.push(Prisma.sql`(created_at, id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  return Prisma.join(parts, " AND ");
}

const SELECT = Prisma.sql`SELECT id, order_number, customer_info->>'name' AS customer_name, customer_email, total_paisa,
  status, payment_status, fulfilment_status, transaction_reference, created_at, customer_info->>'phone' AS customer_phone FROM orders`;

async function queryOrders(query: AdminOrderQuery, limit: number) {
  return (
    await db.$queryRaw<RawRow[]>`${SELECT} WHERE ${whereClause(query, query.cursor)} ORDER BY created_at DESC, id DESC LIMIT ${limit}`
  ).map(toRow);
}

export interface AdminOrderPage {
  orders: AdminOrderRow[];
  /** Matching orders, counted up to COUNT_CAP (then `totalCapped`). */
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/** Counting stops here: "10,000+ orders" costs the same with 50,000 or 5 million orders. */
export const COUNT_CAP = 10_000;

/*
 * Counting the orders a filter matches reads up to COUNT_CAP rows: a few milliseconds of the
 * database for every page of a list of 50,000 orders, the largest part of the list's cost. A
 * large count (LARGE_COUNT or more) is kept for COUNT_KEEP_MS per filter and search in this
 * process: '12,345 orders' may lag the truth by a few orders for that long. Smaller counts are
 * cheap and always read fresh, so a shop's everyday numbers are exact.
 */
const LARGE_COUNT = 1_000;
const COUNT_KEEP_MS = 15_000;
const COUNT_KEEP_MAX = 200;
const largeCounts = new Map<string, { n: number; until: number }>();

async function countMatching(query: AdminOrderQuery): Promise<number> {
  const key = JSON.stringify([query.status, query.stage ?? null, query.paymentStatus, query.search]);
  const now = Date.now();
  const kept = largeCounts.get(key);
  if (kept && kept.until > now) return kept.n;
  const [row] = await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM (SELECT 1 FROM orders WHERE ${whereClause(query, null)} LIMIT ${COUNT_CAP + 1}) AS capped`;
  const n = Number(row?.n ?? 0);
  largeCounts.delete(key);
  if (n >= LARGE_COUNT) {
    largeCounts.set(key, { n, until: now + COUNT_KEEP_MS });
    while (largeCounts.size > COUNT_KEEP_MAX) largeCounts.delete(largeCounts.keys().next().value!);
  }
  return n;
}

/** One page of orders, newest first. */
export async function listAdminOrders(query: AdminOrderQuery, pageSize = ORDERS_PAGE_SIZE): Promise<AdminOrderPage> {
  await requireAdmin("orders");
  return orderPage(query, pageSize);
}

/**
 * What the orders list shows (GET /admin/orders/rows): one page of orders and the number of
 * payments to verify, with one administrator check for both (outside a page render every check
 * reads the session again).
 */
export async function listAdminOrdersWithQueue(query: AdminOrderQuery, pageSize = ORDERS_PAGE_SIZE): Promise<AdminOrderPage & { toVerify: number }> {
  await requireAdmin("orders");
  const [page, toVerify] = await Promise.all([orderPage(query, pageSize), countToVerify(100)]);
  return { ...page, toVerify };
}

async function orderPage(query: AdminOrderQuery, pageSize: number): Promise<AdminOrderPage> {
  const [rows, counted] = await Promise.all([queryOrders(query, pageSize + 1), countMatching(query)]);
  const orders = rows.slice(0, pageSize);
  const last = orders.at(-1);
  return {
    orders,
    total: Math.min(counted, COUNT_CAP),
    totalCapped: counted > COUNT_CAP,
    nextCursor: rows.length > pageSize && last ? encodeCursor(last) : null,
  };
}

/** An exported order: the list's row with the phone, the addresses and the items. */
export interface AdminOrderExportRow extends AdminOrderRow {
  customerPhone: string;
  /** The customer's address and the shipping address (when given), as one line each. */
  customerAddress: string;
  shippingAddress: string;
  /** One entry per line: title, variant, quantity. */
  items: { title: string; variant: string | null; quantity: number }[];
}

function addressLine(value: unknown): string {
  if (!value || typeof value !== "object" || Array.isArray(value)) return "";
  const a = value as Record<string, unknown>;
  return ["street", "city", "state", "zip", "country"]
    .map((k) => (typeof a[k] === "string" ? (a[k] as string).trim() : ""))
    .filter(Boolean)
    .join(", ");
}

async function withExportDetails(rows: AdminOrderRow[]): Promise<AdminOrderExportRow[]> {
  const ids = rows.map((r) => r.id);
  const [orders, lines] = await Promise.all([
    db.order.findMany({ where: { id: { in: ids } }, select: { id: true, customerInfo: true, shippingAddress: true } }),
    db.orderLine.findMany({
      where: { orderId: { in: ids } },
      orderBy: [{ orderId: "asc" }, { position: "asc" }],
      select: { orderId: true, title: true, lineType: true, quantity: true, customizations: true, commission: true },
    }),
  ]);
  const info = new Map(orders.map((o) => [o.id, o]));
  const itemsOf = new Map<string, AdminOrderExportRow["items"]>();
  for (const line of lines) {
    const list = itemsOf.get(line.orderId) ?? [];
    list.push({ title: line.title, variant: lineVariant(line), quantity: line.quantity });
    itemsOf.set(line.orderId, list);
  }
  return rows.map((row) => {
    const order = info.get(row.id);
    const customer = (order?.customerInfo ?? {}) as Record<string, unknown>;
    return {
      ...row,
      customerPhone: text(customer.phone),
      customerAddress: text(customer.address),
      shippingAddress: addressLine(order?.shippingAddress),
      items: itemsOf.get(row.id) ?? [],
    };
  });
}

/** Every order matching the filters, in batches (CSV export), newest first. */
export async function* exportAdminOrders(query: Omit<AdminOrderQuery, "cursor">, batchSize = 1000): AsyncGenerator<AdminOrderExportRow[]> {
  await requireAdmin("ordersExport");
  let cursor: AdminOrderQuery["cursor"] = null;
  for (;;) {
    const rows = await queryOrders({ ...query, cursor }, batchSize);
    if (rows.length === 0) return;
    yield await withExportDetails(rows);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

export interface VerificationQueueItem extends AdminOrderRow {
  hasScreenshot: boolean;
  /** When the buyer attached the payment (the order's creation for orders placed with it). */
  submittedAt: Date;
  /** Waiting longer than the payment-check hours the shop promises. */
  overdue: boolean;
}

/**
 * Open orders whose payment is the shop's to check: a screenshot attached (or placed with one,
 * before payment windows existed). Orders still waiting for the buyer to pay are not in it.
 */
export const PAYMENT_TO_VERIFY: Prisma.OrderWhereInput = {
  paymentStatus: { in: ["pending", "processing"] },
  status: { in: ["pending", "processing"] },
  OR: [{ paymentSubmittedAt: { not: null } }, { paymentDueAt: null }],
};

/** How many orders await payment verification, counted up to `cap` (the orders list's button). */
export async function countPaymentsToVerify(cap = 100): Promise<number> {
  await requireAdmin("orders");
  return countToVerify(cap);
}

function countToVerify(cap: number): Promise<number> {
  return db.order.count({ where: PAYMENT_TO_VERIFY, take: cap });
}

/** Orders awaiting payment verification, the longest waiting first, overdue ones flagged. */
export async function listPaymentVerificationQueue(limit = 100, now = new Date()): Promise<VerificationQueueItem[]> {
  await requireAdmin("orders");
  const [orders, settings] = await Promise.all([
    db.order.findMany({
      where: PAYMENT_TO_VERIFY,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: limit,
      select: {
        id: true,
        orderNumber: true,
        customerInfo: true,
        customerEmail: true,
        totalPaisa: true,
        status: true,
        paymentStatus: true,
        fulfilmentStatus: true,
        transactionReference: true,
        createdAt: true,
        metadata: true,
        paymentDueAt: true,
        paymentSubmittedAt: true,
      },
    }),
    db.settings.findUnique({ where: { id: 1 }, select: { paymentCheckHours: true } }),
  ]);
  const checkHours = settings?.paymentCheckHours ?? 24;
  return orders
    .map((o) => {
      const submittedAt = o.paymentSubmittedAt ?? o.createdAt;
      return {
        id: o.id,
        orderNumber: o.orderNumber,
        customerName: String((o.customerInfo as { name?: unknown } | null)?.name ?? ""),
        customerEmail: o.customerEmail,
        totalPaisa: Number(o.totalPaisa),
        status: o.status,
        paymentStatus: o.paymentStatus,
        fulfilmentStatus: o.fulfilmentStatus,
        transactionReference: o.transactionReference,
        createdAt: o.createdAt,
        hasScreenshot: Boolean((o.metadata as { payment_screenshot?: unknown } | null)?.payment_screenshot),
        submittedAt,
        overdue: isPaymentCheckOverdue({ ...o, paymentSubmittedAt: submittedAt }, checkHours, now),
      };
    })
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime() || a.id.localeCompare(b.id));
}

/** Seconds a signed screenshot link stays valid in the back office. */
export const SCREENSHOT_LINK_TTL_SECONDS = 10 * 60;

export interface AdminOrderDetail {
  id: string;
  orderNumber: string;
  status: OrderStatusValue;
  paymentStatus: PaymentStatusValue;
  fulfilment: {
    status: FulfilmentStatusValue;
    courier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    shippedAt: Date | null;
    fulfilledAt: Date | null;
  };
  transactionReference: string | null;
  duplicateReferenceOrders: { id: string; orderNumber: string }[];
  createdAt: Date;
  updatedAt: Date;
  customer: { name: string; email: string; phone: string; address: string; notes: string };
  shippingAddress: Record<string, string> | null;
  subtotalPaisa: number;
  taxPaisa: number;
  shippingPaisa: number;
  totalPaisa: number;
  currency: string;
  metadata: Record<string, unknown>;
  /** Private signed link to the payment screenshot (admins only), or null. */
  screenshotUrl: string | null;
  lines: {
    id: string;
    title: string;
    lineType: string;
    quantity: number;
    unitPricePaisa: number;
    shippingPaisa: number;
    taxPaisa: number;
    lineTotalPaisa: number;
    imageUrl: string | null;
    customizations: Record<string, unknown> | null;
    commission: Record<string, unknown> | null;
    /** The customer's reference photos (commissions), served by the admin-only photo route. */
    referencePhotos: { id: string; url: string; fileName: string | null; width: number; height: number }[];
  }[];
  notes: { id: string; authorEmail: string; body: string; createdAt: Date }[];
  /** "Paid online via eSewa, ref ..." when an online payment paid the order. */
  paidOnline: string | null;
  /** Online payment attempts (eSewa / Khalti), newest first, with the provider's last answer. */
  paymentAttempts: {
    id: string;
    provider: string;
    reference: string;
    providerTransactionId: string | null;
    amountPaisa: number;
    status: string;
    detail: string | null;
    rawAnswer: string | null;
    createdAt: Date;
    checkedAt: Date | null;
  }[];
  history: {
    id: string;
    actorEmail: string | null;
    field: string;
    fromValue: string | null;
    toValue: string | null;
    detail: string | null;
    createdAt: Date;
  }[];
  /** The order's money: every payment and refund, and what they add up to. */
  ledger: {
    id: string;
    kind: "payment" | "refund";
    method: LedgerMethodValue;
    amountPaisa: number;
    reference: string | null;
    reason: string | null;
    recordedByEmail: string | null;
    createdAt: Date;
    voidedAt: Date | null;
    voidedByEmail: string | null;
    voidReason: string | null;
    /** Other orders whose payments carry the same reference. */
    sameReference: string[];
  }[];
  money: {
    paidPaisa: number;
    refundedPaisa: number;
    duePaisa: number;
    /** What is asked for now (a commission's deposit before its work is ready, then the balance). */
    dueNowPaisa: number;
    refundDuePaisa: number;
    claimSubmitted: boolean;
    onlinePending: boolean;
  };
  /** The actions the order's state allows (lib/domain/order-flow.ts). */
  allowed: OrderAction[];
  /** Originals this order bought that are still marked sold to it. */
  soldOriginals: number;
  /** A "Payment approved" email went to the buyer. */
  approvalSent: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function metadata_(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The back office's own route for one reference photo (app/admin/orders/[id]/reference-photos). */
function referencePhotoUrl(orderId: string, photoId: string): string {
  return `/admin/orders/${orderId}/reference-photos/${photoId}`;
}

export async function getAdminOrder(id: string): Promise<AdminOrderDetail | null> {
  await requireAdmin("orders");
  if (!UUID.test(id)) return null;
  const order = await db.order.findUnique({
    where: { id },
    include: {
      lines: {
        orderBy: { position: "asc" },
        include: { referencePhotos: { orderBy: { createdAt: "asc" }, select: { id: true, fileName: true, width: true, height: true } } },
      },
      notes: { orderBy: { createdAt: "desc" } },
      history: { orderBy: { createdAt: "desc" } },
      paymentAttempts: { orderBy: { createdAt: "desc" }, take: 50 },
    },
  });
  if (!order) return null;
  const online = (metadata_(order.metadata).online_payment ?? null) as { provider?: unknown; reference?: unknown } | null;
  const paidOnline =
    order.paymentStatus === "paid" && online && (online.provider === "esewa" || online.provider === "khalti") && typeof online.reference === "string"
      ? paidOnlineText(online.provider, online.reference)
      : null;
  const info = (order.customerInfo ?? {}) as Record<string, unknown>;
  const metadata = (order.metadata ?? {}) as Record<string, unknown>;
  const screenshotPath = typeof metadata.payment_screenshot === "string" ? metadata.payment_screenshot : null;
  let screenshotUrl: string | null = null;
  if (screenshotPath) {
    screenshotUrl = await storage()
      .signedUrl(screenshotPath, SCREENSHOT_LINK_TTL_SECONDS)
      .catch((error: unknown) => {
        console.error("screenshot link could not be signed", error);
        return null;
      });
  }
  const state = await readOrderMoney(db, order.id);
  const keys = [...new Set((state?.rows ?? []).filter((r) => r.kind === "payment" && !r.voidedAt).map((r) => referenceKey(r.reference)).filter((k): k is string => Boolean(k)))];
  const sharing = keys.length
    ? await db.ledgerEntry.findMany({
        where: { referenceKey: { in: keys }, kind: "payment", voidedAt: null, orderId: { not: order.id } },
        select: { referenceKey: true, order: { select: { id: true, orderNumber: true } } },
        take: 40,
      })
    : [];
  const duplicates = [...new Map(sharing.map((r) => [r.order.id, r.order])).values()];
  const approvalSent =
    (await db.emailOutbox.count({ where: { idempotencyKey: { startsWith: approvalEmailKey(order.id) } } })) > 0;
  const shipping = order.shippingAddress && typeof order.shippingAddress === "object" ? (order.shippingAddress as Record<string, unknown>) : null;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfilment: {
      status: order.fulfilmentStatus,
      courier: order.courier,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
      shippedAt: order.shippedAt,
      fulfilledAt: order.fulfilledAt,
    },
    transactionReference: order.transactionReference,
    duplicateReferenceOrders: duplicates,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    customer: {
      name: text(info.name),
      email: text(info.email) || order.customerEmail,
      phone: text(info.phone),
      address: text(info.address),
      notes: text(info.notes),
    },
    shippingAddress: shipping ? Object.fromEntries(Object.entries(shipping).map(([k, v]) => [k, text(v)])) : null,
    subtotalPaisa: Number(order.subtotalPaisa),
    taxPaisa: Number(order.taxPaisa),
    shippingPaisa: Number(order.shippingPaisa),
    totalPaisa: Number(order.totalPaisa),
    currency: order.currency,
    metadata,
    screenshotUrl,
    lines: order.lines.map((l) => ({
      id: l.id,
      title: l.title,
      lineType: l.lineType,
      quantity: l.quantity,
      unitPricePaisa: Number(l.unitPricePaisa),
      shippingPaisa: Number(l.shippingPaisa),
      taxPaisa: Number(l.taxPaisa),
      lineTotalPaisa: Number(l.lineTotalPaisa),
      imageUrl: l.imageUrl,
      customizations: (l.customizations as Record<string, unknown> | null) ?? null,
      commission: (l.commission as Record<string, unknown> | null) ?? null,
      referencePhotos: l.referencePhotos.map((p) => ({ ...p, url: referencePhotoUrl(order.id, p.id) })),
    })),
    notes: order.notes.map((n) => ({ id: n.id, authorEmail: n.authorEmail, body: n.body, createdAt: n.createdAt })),
    paidOnline,
    paymentAttempts: order.paymentAttempts.map((a) => ({
      id: a.id,
      provider: a.provider,
      reference: a.reference,
      providerTransactionId: a.providerTransactionId,
      amountPaisa: Number(a.amountPaisa),
      status: a.status,
      detail: a.detail,
      rawAnswer: a.rawAnswer === null ? null : JSON.stringify(a.rawAnswer).slice(0, 2000),
      createdAt: a.createdAt,
      checkedAt: a.checkedAt,
    })),
    history: order.history.map((h) => ({
      id: h.id,
      actorEmail: h.actorEmail,
      field: h.field,
      fromValue: h.fromValue,
      toValue: h.toValue,
      detail: h.detail,
      createdAt: h.createdAt,
    })),
    ledger: (state?.rows ?? []).map((r) => ({
      id: r.id,
      kind: r.kind,
      method: r.method,
      amountPaisa: Number(r.amountPaisa),
      reference: r.reference,
      reason: r.reason,
      recordedByEmail: r.recordedByEmail,
      createdAt: r.createdAt,
      voidedAt: r.voidedAt,
      voidedByEmail: r.voidedByEmail,
      voidReason: r.voidReason,
      sameReference: r.kind === "payment" && !r.voidedAt ? sharing.filter((x) => x.referenceKey === referenceKey(r.reference)).map((x) => x.order.orderNumber) : [],
    })),
    money: {
      paidPaisa: Number(state?.money.paidPaisa ?? 0),
      refundedPaisa: Number(state?.money.refundedPaisa ?? 0),
      duePaisa: Number(state?.money.duePaisa ?? 0),
      dueNowPaisa: Number(state?.money.dueNowPaisa ?? 0),
      refundDuePaisa: Number(state?.money.refundDuePaisa ?? 0),
      claimSubmitted: state?.money.claim === "submitted",
      onlinePending: state?.flow.onlinePending ?? false,
    },
    allowed: state ? allowedActions(state.flow) : [],
    soldOriginals: state?.flow.soldOriginals ?? 0,
    approvalSent,
  };
}

/** Originals that can be sold in the studio now: available and held by no order, by title. */
export async function listSellableOriginals(): Promise<{ id: string; title: string; pricePaisa: number | null }[]> {
  await requireAdmin("orderMoney");
  const works = await db.artwork.findMany({
    where: { status: "available", reservedByOrderId: null },
    orderBy: { title: "asc" },
    take: 500,
    select: { id: true, title: true, pricePaisa: true },
  });
  return works.map((w) => ({ id: w.id, title: w.title, pricePaisa: w.pricePaisa === null ? null : Number(w.pricePaisa) }));
}
