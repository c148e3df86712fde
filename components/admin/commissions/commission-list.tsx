/** Open commissions as rows: the Commissions view and the dashboard's "waiting on you" list. */
import Link from "next/link";
import type { OpenCommission } from "@/lib/data/admin/commissions";

const WAITING: Record<OpenCommission["waitingOn"], string> = {
  artist: "Waiting on you",
  buyer: "Waiting on the buyer",
  nobody: "Nothing waiting",
};

export function CommissionList({ commissions }: { commissions: OpenCommission[] }) {
  return (
    <ul className="divide-y divide-border" data-testid="commission-list">
      {commissions.map((c) => (
        <li key={c.orderId}>
          <Link
            href={`/admin/orders/${c.orderId}`}
            className="grid gap-1 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)] sm:items-center sm:gap-4 sm:px-2"
          >
            <span className="min-w-0">
              <span className="block font-medium">{c.orderNumber}</span>
              <span className="block truncate text-sm text-muted-foreground">
                {c.customerName || "—"} · {c.title}
              </span>
            </span>
            <span className="text-sm">
              <span className="font-medium">{c.stageLabel}</span>
              <span className="block text-xs text-muted-foreground">
                {c.daysAtStage === 0 ? "since today" : `${c.daysAtStage} day${c.daysAtStage === 1 ? "" : "s"} at this stage`}
                {c.moneyLabel ? ` · ${c.moneyLabel}` : ""}
              </span>
            </span>
            <span className="text-sm">
              <span className={c.waitingOn === "artist" ? "font-semibold text-accent" : "text-muted-foreground"}>{WAITING[c.waitingOn]}</span>
              <span className="block text-xs text-muted-foreground">{c.nextAction}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
