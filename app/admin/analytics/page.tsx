import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { getAnalytics } from "@/lib/data/admin/analytics";
import { ANALYTICS_PERIODS, parsePeriod } from "@/lib/domain/admin-filters";
import { formatNpr } from "@/lib/money";
import { Card, PageHeader } from "@/components/admin/ui/page-header";
import { RevenueChart } from "@/components/admin/analytics/revenue-chart";
import { counted, TrafficLists } from "@/components/admin/analytics/traffic";
import { getTraffic } from "@/lib/data/admin/traffic";
import { cn } from "@/components/ui/cn";

export const metadata: Metadata = { title: "Analytics" };

const PERIOD_LABELS = { "7d": "7 days", "30d": "30 days", "90d": "90 days" } as const;

function TopList({ title, rows }: { title: string; rows: { title: string; quantity: number; revenuePaisa: number }[] }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No paid sales in this period.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {rows.map((r) => (
            <li key={r.title} className="flex justify-between gap-3">
              <span>{r.title}</span>
              <span className="text-muted-foreground tabular-nums">
                {r.quantity} sold · {formatNpr(r.revenuePaisa)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage("analytics");
  const period = parsePeriod((await searchParams).period);
  const [data, traffic] = await Promise.all([getAnalytics(period), getTraffic(Number.parseInt(period, 10))]);
  const stats = [
    { label: "Revenue (paid orders)", value: formatNpr(data.revenuePaisa) },
    { label: "Refunds", value: formatNpr(data.refundedPaisa) },
    { label: "Orders", value: String(data.orders) },
    { label: "Average order value", value: formatNpr(data.averageOrderPaisa) },
    { label: "Page views", value: `${traffic.views.toLocaleString("en-NP")} · ${counted(traffic.visitors, "visitor")}` },
    { label: "Conversion rate", value: `${traffic.conversionRate}%` },
  ];
  return (
    <div>
      <PageHeader
        title="Analytics"
        description={`Last ${PERIOD_LABELS[period]}. Revenue counts paid orders only, net of refunds.`}
        actions={
          <nav aria-label="Period" className="inline-flex rounded-lg border border-border bg-card p-1">
            {ANALYTICS_PERIODS.map((p) => (
              <Link
                key={p}
                href={`/admin/analytics?period=${p}`}
                aria-current={p === period ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-1.5 text-sm font-medium",
                  p === period ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {p}
              </Link>
            ))}
          </nav>
        }
      />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {stats.map((s) => (
          <li key={s.label} className="rounded-xl border border-border bg-card p-4">
            <p className="text-sm text-muted-foreground">{s.label}</p>
            <p className="mt-1 text-xl font-semibold tabular-nums">{s.value}</p>
          </li>
        ))}
      </ul>
      <Card className="mt-6">
        <h2 className="mb-3 text-lg font-semibold">Revenue over time</h2>
        <RevenueChart points={data.revenueByDay} />
      </Card>
      <TrafficLists traffic={traffic} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <TopList title="Best-selling artworks" rows={data.topArtworks} />
        <TopList title="Best-selling services" rows={data.topServices} />
      </div>
    </div>
  );
}
