/** The dashboard's figures and recent activity (spec section 2). Administrators only. */
import "server-only";
import { db, type Prisma } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { OrderStatusValue, PaymentStatusValue } from "@/lib/domain/order-status";

export interface DashboardData {
  artworks: number;
  services: number;
  orders: number;
  awaitingVerification: number;
  /** Creation time of the oldest order awaiting verification. */
  oldestAwaitingAt: Date | null;
  newInquiries: number;
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

/** Orders awaiting payment verification: open, payment pending or processing. */
export const AWAITING_VERIFICATION: Prisma.OrderWhereInput = {
  paymentStatus: { in: ["pending", "processing"] },
  status: { in: ["pending", "processing"] },
};

export async function getDashboard(): Promise<DashboardData> {
  await requireAdmin();
  const [artworks, services, orders, awaiting, oldest, newInquiries, revenue, recent] = await Promise.all([
    db.artwork.count(),
    db.service.count(),
    // Cancelled orders and failed payments are not orders the shop has to count or fulfil.
    db.order.count({ where: { status: { not: "cancelled" }, paymentStatus: { not: "failed" } } }),
    db.order.count({ where: AWAITING_VERIFICATION }),
    db.order.findFirst({ where: AWAITING_VERIFICATION, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
    db.contactSubmission.count({ where: { status: "new" } }),
    db.$queryRaw<{ sum: bigint | number | null }[]>`SELECT sum(total_paisa) AS sum FROM orders WHERE payment_status = 'paid'`,
    db.order.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 5,
      select: { id: true, orderNumber: true, customerInfo: true, totalPaisa: true, status: true, paymentStatus: true, createdAt: true },
    }),
  ]);
  return {
    artworks,
    services,
    orders,
    awaitingVerification: awaiting,
    oldestAwaitingAt: oldest?.createdAt ?? null,
    newInquiries,
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
