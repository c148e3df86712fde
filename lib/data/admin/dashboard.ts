/** The dashboard's figures and recent activity (spec section 2). Administrators only. */
import "server-only";
import { db, type Prisma } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";
import { AWAITING_CALL, PAYMENT_TO_VERIFY } from "@/lib/data/admin/orders";
import { deriveMoney } from "@/lib/domain/ledger";

export interface DashboardData {
  artworks: number;
  services: number;
  orders: number;
  awaitingVerification: number;
  /** Creation time of the oldest order awaiting verification. */
  oldestAwaitingAt: Date | null;
  /** Payments waiting longer than the payment-check hours. */
  overdueVerification: number;
  /** Orders placed and waiting for the buyer's payment. */
  awaitingPayment: number;
  /** Pay-on-delivery orders waiting for the confirming phone call (deposit paid, if one was asked). */
  awaitingCall: number;
  /** One-of-a-kind originals held by open orders, grouped by order (longest held first). */
  heldOriginals: HeldOriginals[];
  newInquiries: number;
  /**
   * Money that no sale takes (a late payment, a second payment, a cancelled order that was paid):
   * to refund, oldest first, with what came and by which way.
   */
  refundsDue: { orderId: string; orderNumber: string; customerName: string; amountPaisa: number; method: string | null; reference: string | null; since: Date }[];
  /** Revenue of paid orders, in paisa. */
  revenuePaisa: number;
  recentOrders: {
    id: string;
    orderNumber: string;
    customerName: string;
    totalPaisa: number;
    status: OrderStatusValue;
    paymentStatus: PaymentStatusValue;
    createdAt: Date;
  }[];
}

/** Placed and waiting for the buyer to pay (no screenshot yet, payment window running). */
const AWAITING_PAYMENT: Prisma.OrderWhereInput = {
  paymentStatus: { in: ["pending", "processing"] },
  status: { in: ["pending", "processing"] },
  paymentSubmittedAt: null,
  paymentDueAt: { not: null },
};

export interface HeldOriginals {
  orderId: string;
  orderNumber: string;
  /** awaiting_payment: held until `paymentDueAt`; to_verify: held until the payment is checked. */
  state: "awaiting_payment" | "to_verify";
  paymentDueAt: Date | null;
  works: { title: string; slug: string }[];
}

/** Pay-on-delivery orders to phone (the orders list's "Awaiting call" view); getDashboard checked the session. */
async function countAwaitingCall(): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM orders WHERE ${AWAITING_CALL}`;
  return Number(row?.n ?? 0);
}

export async function getDashboard(now = new Date()): Promise<DashboardData> {
  await requireAdmin("backOffice");
  const settings = await db.settings.findUnique({ where: { id: 1 }, select: { paymentCheckHours: true } });
  const overdueBefore = new Date(now.getTime() - (settings?.paymentCheckHours ?? 24) * 3_600_000);
  const [artworks, services, orders, awaiting, oldest, newInquiries, revenue, recent, overdue, awaitingPayment, held] = await Promise.all([
    db.artwork.count(),
    db.service.count(),
    // Cancelled orders and failed payments are not orders the shop has to count or fulfil.
    db.order.count({ where: { status: { not: "cancelled" }, paymentStatus: { not: "failed" } } }),
    db.order.count({ where: PAYMENT_TO_VERIFY }),
    db.order.findFirst({ where: PAYMENT_TO_VERIFY, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
    db.contactSubmission.count({ where: { status: "new" } }),
    // Revenue: what paid orders keep (payments less refunds, at most the order's total).
    db.$queryRaw<{ sum: bigint | number | null }[]>`
      SELECT sum(GREATEST(0, LEAST(o.total_paisa,
        COALESCE((SELECT sum(e.amount_paisa) FROM order_ledger e WHERE e.order_id = o.id AND e.kind = 'payment' AND e.voided_at IS NULL), 0)
        - COALESCE((SELECT sum(e.amount_paisa) FROM order_ledger e WHERE e.order_id = o.id AND e.kind = 'refund'), 0)))) AS sum
      FROM orders o WHERE o.status <> 'cancelled' AND o.payment_status IN ('paid', 'partly_refunded', 'overpaid')`,
    db.order.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 5,
      select: { id: true, orderNumber: true, customerInfo: true, totalPaisa: true, status: true, paymentStatus: true, createdAt: true },
    }),
    db.order.count({
      where: {
        ...PAYMENT_TO_VERIFY,
        OR: [{ paymentSubmittedAt: { lt: overdueBefore } }, { paymentSubmittedAt: null, paymentDueAt: null, createdAt: { lt: overdueBefore } }],
      },
    }),
    db.order.count({ where: { ...AWAITING_PAYMENT, paymentDueAt: { gt: now } } }),
    db.artwork.findMany({
      where: { reservedByOrderId: { not: null } },
      orderBy: [{ title: "asc" }],
      take: 200,
      select: {
        title: true,
        slug: true,
        reservedByOrder: { select: { id: true, orderNumber: true, createdAt: true, paymentDueAt: true, paymentSubmittedAt: true } },
      },
    }),
  ]);
  const [refundsDue, awaitingCall] = await Promise.all([listRefundsDue(), countAwaitingCall()]);
  const byOrder = new Map<string, HeldOriginals & { createdAt: Date }>();
  for (const work of held) {
    const order = work.reservedByOrder;
    if (!order) continue;
    // A hold past its payment window blocks no one (the expiry worker cancels it shortly).
    if (!order.paymentSubmittedAt && order.paymentDueAt && order.paymentDueAt <= now) continue;
    const entry = byOrder.get(order.id) ?? {
      orderId: order.id,
      orderNumber: order.orderNumber,
      state: order.paymentSubmittedAt || !order.paymentDueAt ? ("to_verify" as const) : ("awaiting_payment" as const),
      paymentDueAt: order.paymentSubmittedAt ? null : order.paymentDueAt,
      works: [],
      createdAt: order.createdAt,
    };
    entry.works.push({ title: work.title, slug: work.slug });
    byOrder.set(order.id, entry);
  }
  const heldOriginals = [...byOrder.values()]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((entry): HeldOriginals => ({
      orderId: entry.orderId,
      orderNumber: entry.orderNumber,
      state: entry.state,
      paymentDueAt: entry.paymentDueAt,
      works: entry.works,
    }));
  return {
    artworks,
    services,
    orders,
    awaitingVerification: awaiting,
    awaitingCall,
    oldestAwaitingAt: oldest?.createdAt ?? null,
    overdueVerification: overdue,
    awaitingPayment,
    heldOriginals,
    newInquiries,
    refundsDue,
    revenuePaisa: Number(revenue[0]?.sum ?? 0),
    recentOrders: recent.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      customerName: String((o.customerInfo as { name?: unknown } | null)?.name ?? ""),
      totalPaisa: Number(o.totalPaisa),
      status: o.status,
      paymentStatus: o.paymentStatus,
      createdAt: o.createdAt,
    })),
  };
}

/** Orders whose ledger holds money to give back (payment status "overpaid": refund due). */
async function listRefundsDue(): Promise<DashboardData["refundsDue"]> {
  const orders = await db.order.findMany({
    where: { paymentStatus: "overpaid" },
    orderBy: { updatedAt: "asc" },
    take: 50,
    select: {
      id: true,
      orderNumber: true,
      customerInfo: true,
      totalPaisa: true,
      status: true,
      paymentSubmittedAt: true,
      claimRejectedAt: true,
      updatedAt: true,
      ledger: { select: { kind: true, method: true, amountPaisa: true, reference: true, createdAt: true, voidedAt: true }, orderBy: { createdAt: "asc" } },
    },
  });
  return orders.map((o) => {
    const money = deriveMoney({ totalPaisa: o.totalPaisa, cancelled: o.status === "cancelled", rows: o.ledger, submittedAt: o.paymentSubmittedAt, rejectedAt: o.claimRejectedAt });
    const last = [...o.ledger].reverse().find((r) => r.kind === "payment" && !r.voidedAt);
    return {
      orderId: o.id,
      orderNumber: o.orderNumber,
      customerName: String((o.customerInfo as { name?: unknown } | null)?.name ?? ""),
      amountPaisa: Number(money.refundDuePaisa),
      method: last?.method ?? null,
      reference: last?.reference ?? null,
      since: last?.createdAt ?? o.updatedAt,
    };
  });
}
