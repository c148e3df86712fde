/**
 * The back office's traffic figures (Analytics), from the shop's own counters
 * (lib/analytics/page-views.ts) and the orders' ledgers, over the last 7, 30 or 90 days of the
 * shop (Asia/Kathmandu, today included):
 *
 *   views and visitors per page and per work, top referring sites, devices;
 *   the funnel: visitors -> visitors who added to a cart -> orders placed -> orders paid.
 *
 * Visitors are distinct per day and summed over the days (a visitor of two days counts twice).
 * Orders placed are the period's orders placed on the site (studio sales left out); paid are
 * those among them whose ledger's payments (voided ones left out) reached their total, whatever
 * happened later (a refund does not undo a conversion). Administrators only.
 */
import "server-only";
import { db } from "@/lib/db";
import { requireAdmin } from "@/lib/auth/require-admin";
import { daysBefore, percent, shopDay, shopDayStart } from "@/lib/domain/page-views";
import { forgetPastDays } from "@/lib/analytics/page-views";

export interface TrafficData {
  views: number;
  visitors: number;
  cartAdds: number;
  funnel: { visitors: number; addedToCart: number; ordersPlaced: number; paid: number };
  /** Paid orders per 100 visitors, one decimal. */
  conversionRate: number;
  pages: { path: string; views: number; visitors: number }[];
  works: { slug: string; title: string; views: number; visitors: number }[];
  referrers: { host: string; views: number }[];
  devices: { device: string; views: number }[];
}

const n = (value: bigint | number | null | undefined) => Number(value ?? 0);

/** The traffic of the last `days` days (`now` for tests). */
async function readTraffic(days: number, now = new Date()): Promise<TrafficData> {
  await forgetPastDays(now);
  const today = shopDay(now);
  const first = daysBefore(today, days - 1);
  const since = shopDayStart(first);
  const [totals, orders, pages, works, referrers, devices] = await Promise.all([
    db.$queryRaw<{ views: bigint; visitors: bigint; cart_adds: bigint; cart_visitors: bigint }[]>`
      SELECT sum(views) AS views, sum(visitors) AS visitors, sum(cart_adds) AS cart_adds, sum(cart_visitors) AS cart_visitors
      FROM visit_days WHERE day >= ${first}::date AND day <= ${today}::date`,
    db.$queryRaw<{ placed: bigint; paid: bigint }[]>`
      WITH placed AS (
        SELECT o.id, o.total_paisa,
               COALESCE((SELECT sum(e.amount_paisa) FROM order_ledger e WHERE e.order_id = o.id AND e.kind = 'payment' AND e.voided_at IS NULL), 0) AS paid
        FROM orders o
        WHERE o.created_at >= ${since}::timestamptz AND o.created_at <= ${now}::timestamptz
          AND COALESCE(o.metadata->>'source', '') <> 'studio'
      )
      SELECT count(*) AS placed, count(*) FILTER (WHERE paid > 0 AND paid >= total_paisa) AS paid FROM placed`,
    db.$queryRaw<{ path: string; views: bigint; visitors: bigint }[]>`
      SELECT path, sum(views) AS views, sum(visitors) AS visitors FROM page_view_counts
      WHERE day >= ${first}::date AND day <= ${today}::date
      GROUP BY path ORDER BY views DESC, path LIMIT 10`,
    db.$queryRaw<{ slug: string; title: string; views: bigint; visitors: bigint }[]>`
      SELECT a.slug, a.title, sum(c.views) AS views, sum(c.visitors) AS visitors
      FROM page_view_counts c JOIN artworks a ON c.path IN ('/gallery/' || a.slug, '/ne/gallery/' || a.slug)
      WHERE c.day >= ${first}::date AND c.day <= ${today}::date
      GROUP BY a.slug, a.title ORDER BY views DESC, a.title LIMIT 10`,
    db.$queryRaw<{ host: string; views: bigint }[]>`
      SELECT referrer_host AS host, sum(views) AS views FROM page_view_counts
      WHERE day >= ${first}::date AND day <= ${today}::date AND referrer_host <> ''
      GROUP BY referrer_host ORDER BY views DESC, host LIMIT 10`,
    db.$queryRaw<{ device: string; views: bigint }[]>`
      SELECT device, sum(views) AS views FROM page_view_counts
      WHERE day >= ${first}::date AND day <= ${today}::date
      GROUP BY device ORDER BY views DESC`,
  ]);
  const visitors = n(totals[0]?.visitors);
  const funnel = {
    visitors,
    addedToCart: n(totals[0]?.cart_visitors),
    ordersPlaced: n(orders[0]?.placed),
    paid: n(orders[0]?.paid),
  };
  return {
    views: n(totals[0]?.views),
    visitors,
    cartAdds: n(totals[0]?.cart_adds),
    funnel,
    conversionRate: percent(funnel.paid, visitors),
    pages: pages.map((r) => ({ path: r.path, views: n(r.views), visitors: n(r.visitors) })),
    works: works.map((r) => ({ slug: r.slug, title: r.title, views: n(r.views), visitors: n(r.visitors) })),
    referrers: referrers.map((r) => ({ host: r.host, views: n(r.views) })),
    devices: devices.map((r) => ({ device: r.device, views: n(r.views) })),
  };
}

/** The traffic figures for the Analytics page (checks the administrator first). */
export async function getTraffic(days: number, now = new Date()): Promise<TrafficData> {
  await requireAdmin("analytics");
  return readTraffic(days, now);
}
