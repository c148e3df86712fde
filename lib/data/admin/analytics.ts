/**
 * Analytics of the back office (spec section 2): periods 7, 30 or 90 days (default 30). Revenue
 * counts only orders whose payment_status is paid; 'Orders' leaves out cancelled orders and
 * failed payments. Page views are not tracked and conversion
 * stays 0 until real tracking exists. Administrators only.
 */
import "server-only";
import { db } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";

import type { AnalyticsPeriod } from "@/lib/domain/admin-filters";

export type { AnalyticsPeriod } from "@/lib/domain/admin-filters";

export interface AnalyticsData {
  period: AnalyticsPeriod;
  since: Date;
  revenuePaisa: number;
  paidOrders: number;
  /** Orders placed in the period, without cancelled orders and failed payments. */
  orders: number;
  averageOrderPaisa: number;
  pageViews: null;
  conversionRate: 0;
  /** One point per day (Asia/Kathmandu dates), oldest first, zero-filled. */
  revenueByDay: { date: string; revenuePaisa: number }[];
  topArtworks: { title: string; quantity: number; revenuePaisa: number }[];
  topServices: { title: string; quantity: number; revenuePaisa: number }[];
}

const DAY = 24 * 60 * 60 * 1000;
const TZ = "Asia/Kathmandu";

export async function getAnalytics(period: AnalyticsPeriod, now = new Date()): Promise<AnalyticsData> {
  await requireAdmin();
  const days = Number.parseInt(period, 10);
  const since = new Date(now.getTime() - days * DAY);
  const [totals, byDay, top] = await Promise.all([
    db.$queryRaw<{ orders: bigint; paid: bigint; revenue: bigint | number | null }[]>`
      SELECT count(*) FILTER (WHERE status <> 'cancelled' AND payment_status <> 'failed') AS orders,
             count(*) FILTER (WHERE payment_status = 'paid') AS paid,
             sum(total_paisa) FILTER (WHERE payment_status = 'paid') AS revenue
      FROM orders WHERE created_at >= ${since}::timestamptz`,
    db.$queryRaw<{ day: string; revenue: bigint | number }[]>`
      SELECT to_char(created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD') AS day, sum(total_paisa) AS revenue
      FROM orders WHERE created_at >= ${since}::timestamptz AND payment_status = 'paid'
      GROUP BY 1 ORDER BY 1`,
    db.$queryRaw<{ line_type: string; title: string; quantity: bigint; revenue: bigint | number }[]>`
      SELECT l.line_type::text AS line_type, l.title, sum(l.quantity) AS quantity, sum(l.line_total_paisa) AS revenue
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.created_at >= ${since}::timestamptz AND o.payment_status = 'paid'
      GROUP BY 1, 2 ORDER BY quantity DESC, revenue DESC LIMIT 20`,
  ]);
  const revenuePaisa = Number(totals[0]?.revenue ?? 0);
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
    paidOrders,
    orders: Number(totals[0]?.orders ?? 0),
    averageOrderPaisa: paidOrders > 0 ? Math.round(revenuePaisa / paidOrders) : 0,
    pageViews: null,
    conversionRate: 0,
    revenueByDay,
    topArtworks: rows.filter((r) => r.kind === "artwork").slice(0, 5).map(({ title, quantity, revenuePaisa }) => ({ title, quantity, revenuePaisa })),
    topServices: rows.filter((r) => r.kind === "service").slice(0, 5).map(({ title, quantity, revenuePaisa }) => ({ title, quantity, revenuePaisa })),
  };
}
