import type { TrafficData } from "@/lib/data/admin/traffic";
import { Card } from "@/components/admin/ui/page-header";

const count = new Intl.NumberFormat("en-NP");
/** "1 view", "2 views". */
export const counted = (n: number, word: string) => `${count.format(n)} ${word}${n === 1 ? "" : "s"}`;

/** The funnel: visitors -> added to a cart -> orders placed -> paid, each with its share of visitors. */
export function Funnel({ funnel }: { funnel: TrafficData["funnel"] }) {
  const steps = [
    { label: "Visitors", value: funnel.visitors },
    { label: "Added to cart", value: funnel.addedToCart },
    { label: "Orders placed", value: funnel.ordersPlaced },
    { label: "Paid", value: funnel.paid },
  ];
  const top = Math.max(1, funnel.visitors, funnel.addedToCart, funnel.ordersPlaced, funnel.paid);
  return (
    <Card>
      <h2 className="mb-1 text-lg font-semibold">Funnel</h2>
      <p className="mb-4 text-sm text-muted-foreground">Distinct visitors per day, added together; orders placed on the site and those paid in full.</p>
      <ol className="space-y-3">
        {steps.map((step) => (
          <li key={step.label}>
            <div className="flex justify-between gap-3 text-sm">
              <span>{step.label}</span>
              <span className="tabular-nums">
                {count.format(step.value)}
                {step.label !== "Visitors" && funnel.visitors > 0 ? (
                  <span className="text-muted-foreground"> · {Math.round((step.value / funnel.visitors) * 1000) / 10}%</span>
                ) : null}
              </span>
            </div>
            <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
              <div className="h-2 rounded-full bg-primary" style={{ width: `${(step.value / top) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** A ranked list of counts (pages, works, referring sites). */
export function CountList({ title, empty, rows }: { title: string; empty: string; rows: { key: string; label: string; views: number; visitors?: number }[] }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {rows.map((r) => (
            <li key={r.key} className="flex justify-between gap-3">
              <span className="min-w-0 truncate">{r.label}</span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {counted(r.views, "view")}
                {r.visitors !== undefined ? ` · ${counted(r.visitors, "visitor")}` : ""}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Pages, works and referring sites of the period. */
export function TrafficLists({ traffic }: { traffic: TrafficData }) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Funnel funnel={traffic.funnel} />
      <CountList
        title="Top referring sites"
        empty="No visits from other sites in this period."
        rows={traffic.referrers.map((r) => ({ key: r.host, label: r.host, views: r.views }))}
      />
      <CountList
        title="Views per page"
        empty="No page views in this period."
        rows={traffic.pages.map((r) => ({ key: r.path, label: r.path, views: r.views, visitors: r.visitors }))}
      />
      <CountList
        title="Views per work"
        empty="No artwork page views in this period."
        rows={traffic.works.map((r) => ({ key: r.slug, label: r.title, views: r.views, visitors: r.visitors }))}
      />
    </div>
  );
}
