/**
 * Analytics of the back office (spec section 2): periods 7, 30 or 90 days (default 30). Revenue
 * is the money the shop keeps from the period's orders, from their ledgers: payments less refunds,
 * never more than an order's total and nothing for a cancelled order (money due back is not
 * revenue); refunds are shown beside it. 'Orders' leaves out cancelled orders and failed payments. Page views, visitors, the funnel and the
 * conversion rate are lib/data/admin/traffic.ts. Administrators only.
 */
import "server-only";
import { db, Prisma } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";

import type { AnalyticsPeriod } from "@/lib/domain/admin-filters";

export type { AnalyticsPeriod } from "@/lib/domain/admin-filters";

export interface AnalyticsData {
  period: AnalyticsPeriod;
  since: Date;
  revenuePaisa: number;
  /** Refunds paid out on the period's orders. */
  refundedPaisa: number;
  paidOrders: number;
  /** Orders placed in the period, without cancelled orders and failed payments. */
  orders: number;
  averageOrderPaisa: number;
  /** One point per day (Asia/Kathmandu dates), oldest first, zero-filled. */
  revenueByDay: { date: string; revenuePaisa: number }[];
  topArtworks: { title: string; quantity: number; revenuePaisa: number }[];
  topServices: { title: string; quantity: number; revenuePaisa: number }[];
}

const DAY = 24 * 60 * 60 * 1000;
const TZ = "Asia/Kathmandu";

export async function getAnalytics(period: AnalyticsPeriod, now = new Date()): Promise<AnalyticsData> {
  await requireAdmin("analytics");
  const days = Number.parseInt(period, 10);
  const since = new Date(now.getTime() - days * DAY);
  const money = Prisma.sql`
    SELECT o.id, o.created_at, o.status, o.payment_status, o.total_paisa,
           COALESCE((SELECT sum(e.amount_paisa) FROM order_ledger e WHERE e.order_id = o.id AND e.kind = 'payment' AND e.voided_at IS NULL), 0) AS paid,
           COALESCE((SELECT sum(e.amount_paisa) FROM order_ledger e WHERE e.order_id = o.id AND e.kind = 'refund'), 0) AS refunded
    FROM orders o WHERE o.created_at >= ${since}::timestamptz`;
  const kept = Prisma.sql`GREATEST(0, LEAST(paid - refunded, CASE WHEN status = 'cancelled' THEN 0 ELSE total_paisa END))`;
  const [totals, byDay, top] = await Promise.all([
    db.$queryRaw<{ orders: bigint; paid: bigint; revenue: bigint | number | null; refunded: bigint | number | null }[]>`
      WITH money AS (${money})
      SELECT count(*) FILTER (WHERE status <> 'cancelled' AND payment_status <> 'failed') AS orders,
             count(*) FILTER (WHERE status <> 'cancelled' AND payment_status IN ('paid', 'partly_refunded', 'overpaid')) AS paid,
             sum(${kept}) AS revenue,
             sum(refunded) AS refunded
      FROM money`,
    db.$queryRaw<{ day: string; revenue: bigint | number }[]>`
      WITH money AS (${money})
      SELECT to_char(created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD') AS day, sum(${kept}) AS revenue
      FROM money WHERE paid > 0
      GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<{ line_type: string; title: string; quantity: bigint; revenue: bigint | number }[]>`
      SELECT l.line_type::text AS line_type, l.title, sum(l.quantity) AS quantity, sum(l.line_total_paisa) AS revenue
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.created_at >= ${since}::timestamptz AND o.status <> 'cancelled' AND o.payment_status IN ('paid', 'partly_refunded', 'overpaid')
      GROUP BY 1, 2 ORDER BY quantity DESC, revenue DESC LIMIT 20`,
  ]);
  const revenuePaisa = Number(totals[0]?.revenue ?? 0);
  const refundedPaisa = Number(totals[0]?.refunded ?? 0);
  const paidOrders = Number(totals[0]?.paid ?? 0);
  const revenueOf = new Map(byDay.map((r) => [r.day, Number(r.revenue)]));
  const fmt = new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit", day: "2-digit" });
  const revenueByDay: AnalyticsData["revenueByDay"] = [];
  for (let i = days - 1; i >= 0; i--) {
    const date = fmt.format(new Date(now.getTime() - i * DAY));
    revenueByDay.push({ date, revenuePaisa: revenueOf.get(date) ?? 0 });
  }
  const rows = top.map((r) => ({ kind: r.line_type, title: r.title, quantity: Number(r.quantity), revenuePaisa: Number(r.revenue) }));
  return {
    period,
    since,
    revenuePaisa,
    refundedPaisa,
    paidOrders,
    orders: Number(totals[0]?.orders ?? 0),
    averageOrderPaisa: paidOrders > 0 ? Math.round(revenuePaisa / paidOrders) : 0,
    revenueByDay,
    topArtworks: rows.filter((r) => r.kind === "artwork").slice(0, 5).map(({ title, quantity, revenuePaisa }) => ({ title, quantity, revenuePaisa })),
    topServices: rows.filter((r) => r.kind === "service").slice(0, 5).map(({ title, quantity, revenuePaisa }) => ({ title, quantity, revenuePaisa })),
  };
}
